/** The brand's blue: antd's primary colour, and the style sheets' `var(--brand-colour)`. */
export const brandColour = '#1f3a8a';

/** Hands the brand colour to the style sheets; called once, before the first render. */
export function applyBrandColour(): void {
  document.documentElement.style.setProperty('--brand-colour', brandColour);
}
