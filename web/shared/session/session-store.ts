import { proxy, snapshot, subscribe } from 'valtio';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { type Role, storedRole } from './role.ts';
import { PAGE_FILES_KEY, PAGE_SNAPSHOT_KEY, PERSIST_KEY, TOKEN_KEY } from './storage-keys.ts';

export { PAGE_FILES_KEY, PAGE_SNAPSHOT_KEY, PERSIST_KEY, TOKEN_KEY };

/** The signed-in user as the seed's session holds it (§3). */
export type SessionUser = {
  displayName: string;
  /** What the server's `userTypeName` stands for (D4). */
  role: Role;
  userType: number;
  UserSessionID: string;
  photoURL: string;
  email: string;
  shortcuts: string[];
};

type AuthSlice = {
  token: string | null;
  user: SessionUser | null;
  activeTestDetails: ActiveTestDetails | null;
  /** Kept after /register (D12). */
  studentId: number | null;
};

export type SnackbarVariant = 'success' | 'error' | 'info' | 'warning';

/** A snackbar message (seed §8, §9): by default 6000 ms at the top centre. */
export type Snackbar = {
  message: string;
  variant: SnackbarVariant;
  autoHideDuration: number;
  placement: 'top' | 'topRight';
};

/** Toggles of seed §4 that live in memory only (D9). */
type UiSlice = {
  loading: boolean;
  navbar: { open: boolean; mobileOpen: boolean; folded: boolean };
  notificationPanel: boolean;
  quickPanel: boolean;
  /** Which app-wide dialog is open, by name; null when none is. */
  dialog: string | null;
  snackbar: Snackbar | null;
};

const emptyAuth = (): AuthSlice => ({
  token: null,
  user: null,
  activeTestDetails: null,
  studentId: null,
});
const emptyUi = (): UiSlice => ({
  loading: false,
  navbar: { open: true, mobileOpen: false, folded: false },
  notificationPanel: false,
  quickPanel: false,
  dialog: null,
  snackbar: null,
});

/** Client state (D9): `auth` persists, `ui` lives in memory only. */
export const state = proxy({
  auth: emptyAuth(),
  ui: emptyUi(),
});

/** A feature's slice kept beside `auth` under `persist:root` (D9): its name, itself, its initial value. */
type PersistedSlice = [name: string, slice: object, empty: () => object];

const persistedSlices: PersistedSlice[] = [];

/**
 * The record as last read or written: a slice whose feature this page has not loaded yet is
 * written back as it was stored.
 */
let stored: Record<string, unknown> = {};

/** Whether changes are being written to local storage (persistSession). */
let persisting = false;

/**
 * Keeps a feature's slice under `persist:root` beside the session (D9): read back at once, written
 * after every change, and emptied with the session at sign-out. The changes one task makes are
 * written once, at its end (valtio's batched notice, a microtask later: before anything else can
 * run, a reload or a crash included). Written at each change, the timed test's opening wrote the
 * record 7 times in one task, where once does (issue 29).
 */
export function persistWithSession(name: string, slice: object, empty: () => object): void {
  persistedSlices.push([name, slice, empty]);
  Object.assign(slice, empty(), stored[name]);
  subscribe(slice, persist);
}

/** Stores a fresh session after a successful login. */
export function signIn(session: {
  token: string;
  user: SessionUser;
  activeTestDetails: ActiveTestDetails | null;
}): void {
  state.auth.token = session.token;
  state.auth.user = session.user;
  state.auth.activeTestDetails = session.activeTestDetails;
}

/** Logout and expiry: every slice goes back to its initial value and the stored copies go too. */
export function signOut(): void {
  // In place, so the persistence subscriptions keep watching the same objects.
  stored = {};
  Object.assign(state.auth, emptyAuth());
  for (const [, slice, empty] of persistedSlices) Object.assign(slice, empty());
  // The snackbar stays: a failed logout still has something to say on the login page (seed §8).
  Object.assign(state.ui, { ...emptyUi(), snackbar: state.ui.snackbar });
  localStorage.removeItem(PERSIST_KEY);
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PAGE_FILES_KEY);
  localStorage.removeItem(PAGE_SNAPSHOT_KEY);
}

/** Remembers the student id the registration answered with (D12). */
export function rememberStudentId(id: number): void {
  state.auth.studentId = id;
}

/** Shows or hides the full-screen loader. */
export function setLoading(loading: boolean): void {
  state.ui.loading = loading;
}

/** Reads the persisted slices back; a damaged record is dropped rather than trusted. */
export function restoreSession(): void {
  const raw = localStorage.getItem(PERSIST_KEY);
  if (raw) {
    try {
      const saved = JSON.parse(raw);
      stored = saved;
      Object.assign(state.auth, emptyAuth(), saved.auth);
      if (state.auth.user) state.auth.user.role = storedRole(state.auth.user.role);
      for (const [name, slice, empty] of persistedSlices)
        Object.assign(slice, empty(), saved[name]);
    } catch {
      stored = {};
      localStorage.removeItem(PERSIST_KEY);
    }
  }
  // The seed keeps the token under its own key too; that copy wins when both exist.
  state.auth.token = localStorage.getItem(TOKEN_KEY) ?? state.auth.token;
}

function persist(): void {
  if (!persisting) return;
  const { auth } = snapshot(state);
  if (!auth.token && !auth.studentId) {
    localStorage.removeItem(PERSIST_KEY);
    localStorage.removeItem(TOKEN_KEY);
    return;
  }
  stored = { ...stored, auth };
  for (const [name, slice] of persistedSlices) stored[name] = snapshot(slice);
  localStorage.setItem(PERSIST_KEY, JSON.stringify(stored));
  if (auth.token) localStorage.setItem(TOKEN_KEY, auth.token);
  else localStorage.removeItem(TOKEN_KEY);
}

/** Starts writing the session and the features' slices to local storage on every change. */
export function persistSession(): () => void {
  persisting = true;
  const stopAuth = subscribe(state.auth, persist, true);
  return () => {
    persisting = false;
    stopAuth();
  };
}
