import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { handOffScript } from '../../scripts/prerender-inline-script.ts';
import { updateRememberMe } from '../features/auth/remember-me.ts';
import { PERSIST_KEY, TOKEN_KEY } from '../shared/session/session-store.ts';
import {
  handOffPrerendered,
  PRERENDERED_ID,
  PRERENDERED_STYLE_ID,
} from '../shared/ui/prerender-handoff.ts';

// The prerendered copy as scripts/prerender.ts writes it: the app's markup, without names.
const PRERENDERED = `
  <form novalidate>
    <label for="email">Email</label><input id="email" type="email" autocomplete="email">
    <label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password">
    <label><input type="checkbox" checked>Remember me</label>
    <button type="submit">Login</button>
  </form>`;

function addPrerendered(html = PRERENDERED): HTMLElement {
  const style = document.createElement('style');
  style.id = PRERENDERED_STYLE_ID;
  document.head.append(style);
  const node = document.createElement('div');
  node.id = PRERENDERED_ID;
  node.innerHTML = html;
  document.body.prepend(node);
  return node;
}

/** The app's form: controlled fields whose state is shown, so a test sees what React saw. */
function AppForm({
  initialEmail = '',
  onSubmit,
}: {
  initialEmail?: string;
  onSubmit?: (values: string) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(`${email}|${password}`);
      }}
    >
      <input
        id="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        id="pw"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <output>{`${email}|${password}|${remember}`}</output>
    </form>
  );
}

/** Runs the build's inline script for /login's screen as the page would. */
const runInline = (path: string) => {
  new Function(handOffScript({ path, remembersEmail: true }, { styles: [], scripts: [] }))();
};

const prerenderedField = (selector: string) =>
  document.querySelector<HTMLInputElement>(`#${PRERENDERED_ID} ${selector}`) as HTMLInputElement;

afterEach(() => {
  document.getElementById(PRERENDERED_ID)?.remove();
  document.getElementById(PRERENDERED_STYLE_ID)?.remove();
});

describe('handing the prerendered screen over to the app', () => {
  it("moves what the visitor typed and where they were into the app's fields, then removes the copy", () => {
    addPrerendered();
    prerenderedField('#email').value = 'student@example.com';
    prerenderedField('#pw').value = 'Demo@12';
    prerenderedField('#pw').focus();
    prerenderedField('#pw').setSelectionRange(7, 7);
    prerenderedField('input[type="checkbox"]').checked = false;
    const { container } = render(<AppForm />);

    act(() => handOffPrerendered(container));

    expect(screen.getByRole('status').textContent).toBe('student@example.com|Demo@12|false');
    const appPassword = container.querySelector('#pw') as HTMLInputElement;
    expect(document.activeElement).toBe(appPassword);
    expect(appPassword.selectionStart).toBe(7);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).toBeNull();
  });

  it('leaves alone what the visitor did not touch (an email the app remembered)', () => {
    addPrerendered();
    const { container } = render(<AppForm initialEmail="remembered@example.com" />);

    act(() => handOffPrerendered(container));

    expect(screen.getByRole('status').textContent).toBe('remembered@example.com||true');
    expect(document.activeElement).toBe(document.body);
  });

  it('finds a field by its kind when the ids differ', () => {
    addPrerendered(PRERENDERED.replace('id="email"', 'id="other"'));
    prerenderedField('#other').value = 'a@b.in';
    const { container } = render(<AppForm />);

    act(() => handOffPrerendered(container));

    expect(screen.getByRole('status').textContent).toBe('a@b.in||true');
  });

  it("submits the app's form, with the carried values, when the visitor pressed Login before it came", async () => {
    history.replaceState(null, '', '/login');
    const node = addPrerendered();
    runInline('/login');
    prerenderedField('#email').value = 'student@example.com';
    prerenderedField('#pw').value = 'Demo@1234';
    node.querySelector('form')?.requestSubmit();
    const submitted: string[] = [];
    const { container } = render(<AppForm onSubmit={(values) => submitted.push(values)} />);

    act(() => handOffPrerendered(container));
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(submitted).toEqual(['student@example.com|Demo@1234']);
  });

  it('presses again the last button the visitor pressed before the app came', async () => {
    history.replaceState(null, '', '/login');
    const node = addPrerendered(
      `<button type="button">English</button><button type="button">தமிழ்</button>${PRERENDERED}`,
    );
    runInline('/login');
    const [english, tamil] = node.querySelectorAll('button');
    tamil?.click();
    english?.click();
    tamil?.click();
    const pressed: string[] = [];
    const { container } = render(
      <div>
        <button type="button" onClick={() => pressed.push('English')}>
          English
        </button>
        <button type="button" onClick={() => pressed.push('தமிழ்')}>
          தமிழ்
        </button>
        <AppForm onSubmit={() => pressed.push('submit')} />
      </div>,
    );

    act(() => handOffPrerendered(container));
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(pressed).toEqual(['தமிழ்']);
  });

  describe('a press the app took over in the middle of (down on the copy, up on the app)', () => {
    const pointer = (type: string, target: Element) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));

    function pressDownThenHandOff() {
      history.replaceState(null, '', '/login');
      const node = addPrerendered(`<button type="button">தமிழ்</button>${PRERENDERED}`);
      runInline('/login');
      pointer('pointerdown', node.querySelector('button') as HTMLButtonElement);
      const pressed: string[] = [];
      const { container } = render(
        <div>
          <button type="button" onClick={() => pressed.push('தமிழ்')}>
            தமிழ்
          </button>
          <AppForm />
        </div>,
      );
      act(() => handOffPrerendered(container));
      return { pressed, appButton: container.querySelector('button') as HTMLButtonElement };
    }
    const aTick = () => act(() => new Promise((resolve) => setTimeout(resolve)));

    it("presses the app's button once the pointer comes up on it", async () => {
      const { pressed, appButton } = pressDownThenHandOff();
      await aTick();
      expect(pressed).toEqual([]);
      pointer('pointerup', appButton);
      await aTick();
      expect(pressed).toEqual(['தமிழ்']);
      pointer('pointerup', appButton);
      await aTick();
      expect(pressed).toEqual(['தமிழ்']);
    });

    it('presses nothing when the pointer comes up elsewhere, or the press is cancelled', async () => {
      const elsewhere = pressDownThenHandOff();
      pointer('pointerup', document.body);
      pointer('pointerup', elsewhere.appButton);
      await aTick();
      expect(elsewhere.pressed).toEqual([]);
      cleanup();

      const cancelled = pressDownThenHandOff();
      pointer('pointercancel', document.body);
      pointer('pointerup', cancelled.appButton);
      await aTick();
      expect(cancelled.pressed).toEqual([]);
    });

    it('does not press twice when the browser clicked the button itself (a tap)', async () => {
      const { pressed, appButton } = pressDownThenHandOff();
      pointer('pointerup', appButton);
      appButton.click();
      await aTick();
      expect(pressed).toEqual(['தமிழ்']);
    });
  });

  it('does not submit when the visitor only typed', async () => {
    addPrerendered();
    prerenderedField('#email').value = 'student@example.com';
    const submitted: string[] = [];
    const { container } = render(<AppForm onSubmit={(values) => submitted.push(values)} />);

    act(() => handOffPrerendered(container));
    await act(() => new Promise((resolve) => setTimeout(resolve)));

    expect(submitted).toEqual([]);
  });

  it('does nothing when the page came without a prerendered screen', () => {
    const { container } = render(<AppForm initialEmail="x@y.in" />);
    act(() => handOffPrerendered(container));
    expect(screen.getByRole('status').textContent).toBe('x@y.in||true');
  });
});

describe("the prerendered page's inline script", () => {
  it('keeps the screen for a signed-out visitor, and a submit before the app goes nowhere', () => {
    history.replaceState(null, '', '/login');
    const node = addPrerendered();
    runInline('/login');
    expect(document.getElementById(PRERENDERED_ID)).toBe(node);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    node.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it.each([
    ['a token under its own key', () => localStorage.setItem(TOKEN_KEY, 'token')],
    [
      'a token in the persisted session',
      () => localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: { token: 'token' } })),
    ],
  ])('drops the screen at once for a signed-in visitor (%s)', (_, signIn) => {
    history.replaceState(null, '', '/login');
    addPrerendered();
    signIn();
    runInline('/login');
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(document.getElementById(PRERENDERED_STYLE_ID)).toBeNull();
  });

  it('fills in the email remember-me kept, as the app does, without counting it as typed', () => {
    history.replaceState(null, '', '/login');
    addPrerendered(PRERENDERED.replace('autocomplete="email"', 'autocomplete="username"'));
    updateRememberMe(true, 'student2@example.com');
    runInline('/login');
    expect(prerenderedField('#email').value).toBe('student2@example.com');
    expect(prerenderedField('#email').defaultValue).toBe('student2@example.com');
  });

  it('drops the screen when the page is served for another address (the offline shell)', () => {
    history.replaceState(null, '', '/test/test/3/7');
    addPrerendered();
    runInline('/login');
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
  });
});
