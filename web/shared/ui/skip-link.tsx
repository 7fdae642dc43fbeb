import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element the skip link moves focus to: each layout's `<main>`. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focuses the main content itself: a fragment URL would make the router navigate. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The first thing a keyboard reaches on every screen: "Skip to main content", shown while focused.
 * The target `<main>` needs `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      {t('common.skipToContent')}
    </a>
  );
}
