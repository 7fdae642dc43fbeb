/** D7: remember-me keeps the email only; the password is left to the browser's password manager. */
const REMEMBER_KEY = 'remember_me';

/** The remembered email, or '' when there is none. */
export function rememberedEmail(): string {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null');
    if (typeof saved === 'object' && saved !== null && 'username' in saved) {
      return typeof saved.username === 'string' ? saved.username : '';
    }
  } catch {
    localStorage.removeItem(REMEMBER_KEY);
  }
  return '';
}

/** Stores `{ username }` when remember-me is checked and removes it when it is not. */
export function updateRememberMe(remember: boolean, username: string): void {
  if (remember) localStorage.setItem(REMEMBER_KEY, JSON.stringify({ username }));
  else localStorage.removeItem(REMEMBER_KEY);
}
