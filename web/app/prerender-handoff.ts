/**
 * The public screens arrive prerendered (scripts/prerender.ts): their markup sits in #prerendered
 * beside the empty #root, so the form shows before any script runs. Once the app has rendered the
 * same screen, this hands over, before the browser paints: what the visitor typed moves into the
 * app's fields, focus follows, the last button the visitor pressed (தமிழ் in the language switch)
 * and a submit they made (Login pressed before the app had arrived) are made again on the app's
 * copy, and the prerendered copy goes. Its inlined style sheet stays until
 * the app's own has loaded (the page asks for that one only after its first paint).
 */
export const PRERENDERED_ID = 'prerendered';
export const PRERENDERED_STYLE_ID = 'prerendered-style';
/** Set on #prerendered by the page's inline script when its form was submitted. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';
/** Set by the inline script on each button pressed (not a submit), numbered in order of pressing. */
export const PRESSED_ATTRIBUTE = 'data-pressed';

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
    const fields = [...prerendered.querySelectorAll<Field>(FIELDS)];
    const appFields = [...appRoot.querySelectorAll<Field>(FIELDS)];
    const focused = document.activeElement;
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
    // After React has applied the carried values (they flush at the end of this commit).
    const button = pressedCounterpart(prerendered, appRoot);
    if (button) setTimeout(() => button.click());
    const form = appRoot.querySelector('form');
    if (form && prerendered.hasAttribute(SUBMITTED_ATTRIBUTE)) {
      setTimeout(() => form.requestSubmit());
    }
  }
  prerendered.remove();
  dropInlinedStyle();
}

/** The app's button for the last one pressed on the copy: the same place, the same words. */
function pressedCounterpart(prerendered: HTMLElement, appRoot: ParentNode) {
  const buttons = [...prerendered.querySelectorAll('button')];
  const order = (button: HTMLButtonElement) => Number(button.getAttribute(PRESSED_ATTRIBUTE) ?? 0);
  const last = buttons.reduce<HTMLButtonElement | undefined>(
    (latest, button) => (order(button) > (latest ? order(latest) : 0) ? button : latest),
    undefined,
  );
  if (!last) return undefined;
  const target = appRoot.querySelectorAll('button')[buttons.indexOf(last)];
  return target?.textContent === last.textContent ? target : undefined;
}

function dropInlinedStyle(): void {
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
