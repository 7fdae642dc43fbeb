/**
 * The public screens arrive prerendered (scripts/prerender.ts): their markup sits in #prerendered
 * beside the empty #root, so the form shows before any script runs. Once the app has rendered the
 * same screen, this hands over, before the browser paints: what the visitor typed moves into the
 * app's fields, focus follows, the last button the visitor pressed (தமிழ் in the language switch)
 * and a submit they made (Login pressed before the app had arrived) are made again on the app's
 * copy, and the prerendered copy goes. A press under way as the copy goes (the finger went down on
 * it and comes up on the app's copy, so the browser fires no click) ends on the app's button. Its inlined style sheet stays until
 * the app's own has loaded (the page asks for that one only after its first paint).
 */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_STYLE_ID = 'prerendered-style';
/** Set on #prerendered by the page's inline script when its form was submitted. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set by the inline script on each button pressed (not a submit), numbered in order of pressing. */
export const PRESSED_ATTRIBUTE = 'data-pressed';
/** Set by the inline script on the button a pointer is down on, until it comes up. */
export const PRESSING_ATTRIBUTE = 'data-pressing';

type Field = HTMLInputElement | HTMLTextAreaElement;

const FIELDS = 'input, textarea';

/** How a field is recognised in the other copy when ids differ: its autocomplete and type. */
const kindOf = (field: Field) => `${field.getAttribute('autocomplete') ?? ''}|${field.type}`;

/** The app's field for a prerendered one: the same id, else the same rank among its kind. */
function counterpart(field: Field, fields: Field[], appFields: Field[]): Field | undefined {
  const byId = field.id ? appFields.find((candidate) => candidate.id === field.id) : undefined;
  if (byId) return byId;
  const rank = fields.filter((other) => kindOf(other) === kindOf(field)).indexOf(field);
  return appFields.filter((other) => kindOf(other) === kindOf(field))[rank];
}

/** Sets a value as typing would: React tracks the native setter's value and hears `input`. */
function typeInto(target: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
  setter?.call(target, value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

function carryOver(source: Field, target: Field): void {
  if (
    source instanceof HTMLInputElement &&
    (source.type === 'checkbox' || source.type === 'radio')
  ) {
    // A click is how React hears a box change; only one the visitor changed is carried.
    if (source.checked !== source.defaultChecked && target instanceof HTMLInputElement) {
      if (target.checked !== source.checked) target.click();
    }
    return;
  }
  if (source.value !== source.defaultValue) typeInto(target, source.value);
}

/** Hands the prerendered screen over to the app's `appRoot`; a no-op when there is none. */
export function handOffPrerendered(appRoot: ParentNode | null): void {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  if (appRoot) {
    carryFields(prerendered, appRoot, document.activeElement);
    // After React has applied the carried values (they flush at the end of this commit).
    const button = counterpartButton(lastPressed(prerendered), prerendered, appRoot);
    if (button) setTimeout(() => button.click());
    const form = appRoot.querySelector('form');
    if (form && prerendered.hasAttribute(SUBMITTED_ATTRIBUTE)) {
      setTimeout(() => form.requestSubmit());
    }
    const pressing = prerendered.querySelector<HTMLButtonElement>(`button[${PRESSING_ATTRIBUTE}]`);
    const pressingTarget = counterpartButton(pressing ?? undefined, prerendered, appRoot);
    if (pressingTarget) endPressOn(pressingTarget);
  }
  prerendered.remove();
  dropInlinedStyle();
}

/**
 * Carries what the visitor changed in the copy's fields under `copy` into the app's under
 * `appRoot`, and the focus with it when `focused` (the page's focus, taken before the copy went)
 * was one of them.
 */
export function carryFields(copy: ParentNode, appRoot: ParentNode, focused: Element | null): void {
  const fields = [...copy.querySelectorAll<Field>(FIELDS)];
  const appFields = [...appRoot.querySelectorAll<Field>(FIELDS)];
  for (const field of fields) {
    const target = counterpart(field, fields, appFields);
    if (!target) continue;
    carryOver(field, target);
    if (field === focused) {
      target.focus();
      if (target.type !== 'checkbox' && field.selectionStart !== null) {
        target.setSelectionRange(field.selectionStart, field.selectionEnd);
      }
    }
  }
}

/** The last button pressed on the copy, if any. */
function lastPressed(prerendered: HTMLElement): HTMLButtonElement | undefined {
  const order = (button: HTMLButtonElement) => Number(button.getAttribute(PRESSED_ATTRIBUTE) ?? 0);
  return [...prerendered.querySelectorAll('button')].reduce<HTMLButtonElement | undefined>(
    (latest, button) => (order(button) > (latest ? order(latest) : 0) ? button : latest),
    undefined,
  );
}

/** The app's button for one on the copy: the same place, the same words. */
function counterpartButton(
  button: HTMLButtonElement | undefined,
  prerendered: HTMLElement,
  appRoot: ParentNode,
): HTMLButtonElement | undefined {
  if (!button) return undefined;
  const index = [...prerendered.querySelectorAll('button')].indexOf(button);
  const target = appRoot.querySelectorAll('button')[index];
  return target?.textContent === button.textContent ? target : undefined;
}

/**
 * Ends on `target` a press begun on the copy: when the pointer comes up on it, it is clicked,
 * unless the browser clicked it itself (a tap may be hit-tested where it ends).
 */
function endPressOn(target: HTMLButtonElement): void {
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  let clicked = false;
  target.addEventListener('click', () => (clicked = true), options);
  document.addEventListener('pointercancel', () => listening.abort(), options);
  document.addEventListener(
    'pointerup',
    (event) => {
      if (!(event.target instanceof Node && target.contains(event.target))) {
        listening.abort();
        return;
      }
      // A click of the browser's own comes in the same task as the pointer's release.
      setTimeout(() => {
        listening.abort();
        if (!clicked) target.click();
      });
    },
    options,
  );
}

/** Takes the copy's inlined style sheet away, once the app's own style sheets have loaded. */
export function dropInlinedStyle(): void {
  const style = document.getElementById(PRERENDERED_STYLE_ID);
  if (!style) return;
  const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  let left = loading.length;
  if (left === 0) style.remove();
  for (const link of loading) {
    link.addEventListener('load', () => {
      left -= 1;
      if (left === 0) style.remove();
    });
  }
}
