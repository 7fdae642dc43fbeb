/**
 * What scripts/prerender.ts takes from the rendered app: the screen's markup and the CSS it uses,
 * made to live under the page's CSP.
 */

/** What the page gives back: its screen's markup and everything index.html must change for it. */
export type Capture = { markup: string; css: string; title: string; lang: string };

/**
 * For the test screen's pre-paint (web/features/exam/pre-paint/): the names it marks its copy with,
 * and the markup of each kind of question's answer controls, as the running screen drew them.
 */
export type PrepaintCaptureOptions = {
  attribute: string;
  hiddenAttribute: string;
  idPrefix: string;
  answers: Record<string, string>;
};

/**
 * Runs in the page once the screen has settled. Inline `style` attributes would break the CSP
 * (nonces cover elements, not attributes): each becomes a rule in the inlined sheet instead, with
 * `!important` to keep its weight. Of the page's CSS only rules whose selectors match something
 * are kept (with their :hover and :focus forms), and @font-face only for Tamil: an English page
 * must not download the Tamil font.
 */
export function capture({
  keepFontFaces,
  prepaint,
}: {
  keepFontFaces: boolean;
  prepaint?: PrepaintCaptureOptions;
}): Capture & { answers: Record<string, string> } {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const answers: Record<string, string> = {};
  /** Ids and the references to them made the copy's own, apart from the app's. */
  const ownIds = (scope: Element, prefix: string) => {
    for (const name of ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      for (const element of scope.querySelectorAll(`[${name}]`)) {
        const ids = (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean);
        element.setAttribute(name, ids.map((id) => prefix + id).join(' '));
      }
    }
  };
  if (prepaint) {
    // The pre-paint's copy of the running screen: what is not marked for it is kept, hidden (the
    // boxes stay, so nothing moves when the app takes over); a marked slot is emptied for the copy
    // to fill; ids are the copy's own. Each kind's answer controls keep one option, which the copy
    // repeats. The controls are put in the live slot too, so their style rules are kept below.
    const mark = (name: string) => `[${prepaint.attribute}="${name}"]`;
    const liveSlot = root.querySelector(mark('answer'));
    if (!liveSlot) throw new Error('the running screen has no answer slot');
    for (const [kind, markup] of Object.entries(prepaint.answers)) {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      const options = holder.querySelectorAll('fieldset > label');
      for (const option of [...options].slice(1)) option.remove();
      for (const field of holder.querySelectorAll('[name]')) field.removeAttribute('name');
      for (const box of holder.querySelectorAll('input')) box.removeAttribute('checked');
      ownIds(holder, prepaint.idPrefix);
      answers[kind] = holder.innerHTML;
      liveSlot.insertAdjacentHTML('beforeend', holder.innerHTML);
    }
  }
  const copy = root.cloneNode(true) as HTMLElement;
  if (prepaint) {
    const marked = [...copy.querySelectorAll(`[${prepaint.attribute}]`)];
    const kept = new Set<Element>();
    for (const element of marked) {
      for (let at: Element | null = element; at && at !== copy; at = at.parentElement) kept.add(at);
    }
    const hide = (parent: Element) => {
      for (const child of parent.children) {
        if (!kept.has(child)) child.setAttribute(prepaint.hiddenAttribute, '');
        else if (!child.hasAttribute(prepaint.attribute)) hide(child);
      }
    };
    hide(copy);
    // What is hidden keeps its boxes, not its content: no other student's name, no stale clock or
    // count in the page, no icon's drawing. Digits become 0 and Latin letters x, so a line keeps
    // about its width (the words of the UI in Tamil stay: no one's, and their shaping is their
    // width).
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.parentElement?.closest(`[${prepaint.hiddenAttribute}]`)) continue;
      text.textContent = (text.textContent ?? '')
        .replace(/[0-9]/g, '0')
        .replace(/[a-z]/g, 'x')
        .replace(/[A-Z]/g, 'X');
    }
    for (const drawing of copy.querySelectorAll(`[${prepaint.hiddenAttribute}] svg`)) {
      drawing.replaceChildren();
    }
    for (const slot of copy.querySelectorAll(`[${prepaint.attribute}]`)) {
      if (slot.getAttribute(prepaint.attribute) !== 'shown') slot.replaceChildren();
    }
    ownIds(copy, prepaint.idPrefix);
  }
  const attributeRules: string[] = [];
  copy.querySelectorAll<HTMLElement>('[style]').forEach((element, index) => {
    const declarations = [...element.style]
      .map((name) => `${name}:${element.style.getPropertyValue(name)} !important`)
      .join(';');
    element.removeAttribute('style');
    if (!declarations) return;
    element.setAttribute('data-prerendered-style', String(index));
    attributeRules.push(`[data-prerendered-style="${index}"]{${declarations}}`);
  });
  // No field may carry a name: a submit before the app takes over then sends nothing anywhere.
  for (const field of copy.querySelectorAll('[name]')) field.removeAttribute('name');
  for (const form of copy.querySelectorAll('form')) {
    form.removeAttribute('action');
    form.removeAttribute('method');
  }

  // Dynamic states and pseudo-elements match nothing in a still page; the rule is kept when the
  // element it styles is there.
  const dynamic =
    /::?(?:before|after|placeholder|selection|marker|hover|focus-visible|focus-within|focus|active|visited|checked|-webkit-[a-z-]+|-moz-[a-z-]+)/g;
  const used = (selectorText: string) =>
    selectorText.split(',').some((selector) => {
      const plain = selector.replace(dynamic, '').trim() || '*';
      try {
        return document.querySelector(plain) !== null;
      } catch {
        return true;
      }
    });
  const absolute = (cssText: string, base: string) =>
    cssText.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote: string, url: string) =>
      url.startsWith('data:') ? whole : `url(${quote}${new URL(url, base).pathname}${quote})`,
    );
  const keep = (rules: CSSRuleList, base: string): string => {
    let css = '';
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        if (used(rule.selectorText)) css += absolute(rule.cssText, base);
      } else if (rule instanceof CSSFontFaceRule) {
        if (keepFontFaces) css += absolute(rule.cssText, base);
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const inner = keep(rule.cssRules, base);
        if (inner)
          css += `@${rule instanceof CSSMediaRule ? 'media' : 'supports'} ${rule.conditionText}{${inner}}`;
      } else if (rule instanceof CSSLayerBlockRule) {
        const inner = keep(rule.cssRules, base);
        if (inner) css += `@layer ${rule.name}{${inner}}`;
      } else {
        // @layer order statements, @keyframes, @property: small, and order-bearing.
        css += absolute(rule.cssText, base);
      }
    }
    return css;
  };
  let css = '';
  for (const sheet of document.styleSheets)
    css += keep(sheet.cssRules, sheet.href ?? location.href);
  // The brand colour is set by script on <html> (web/shared/ui/brand.ts).
  const rootStyle = document.documentElement.style.cssText;
  if (rootStyle) css = `:root{${rootStyle}}${css}`;
  return {
    markup: copy.innerHTML,
    css: css + attributeRules.join(''),
    title: document.title,
    lang: document.documentElement.lang,
    answers,
  };
}

const CUSTOM_PROPERTY = /(--[\w-]+)\s*:\s*([^;{}]*);?/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops the custom properties nothing reads: antd declares its whole palette and every token
 * (17 of the 33 kB of /login's CSS) while the screen uses a few dozen. A property is kept when a
 * declaration reads it, or another kept property's value does.
 */
export function dropUnusedCustomProperties(css: string): string {
  const values = new Map<string, string[]>();
  for (const [, name = '', value = ''] of css.matchAll(CUSTOM_PROPERTY)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  const used = new Set<string>();
  const readBy = (text: string) => [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');
  const pending = readBy(css.replace(CUSTOM_PROPERTY, ''));
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...readBy(value));
  }
  return css.replace(CUSTOM_PROPERTY, (declaration, name: string) =>
    used.has(name) ? declaration : '',
  );
}
