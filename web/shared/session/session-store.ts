import { proxy, snapshot, subscribe } from 'valtio';
import type { Answer } from '#openapi/exam.ts';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { type Role, storedRole } from './role.ts';

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

/** A change of the student's the server has not acknowledged yet (D15), numbered by `seq`. */
export type PendingChange =
  | { kind: 'answer'; QuestionID: number; answer: Answer; seq: number }
  | { kind: 'flag'; QuestionID: number; flagged: boolean; seq: number };

type ExamAppSlice = {
  CourseID: number | null;
  TaskID: number | null;
  TestSessionID: string | null;
  /** Set by "Resume test" (seed §2, D15): the test screen refetches the session, then clears it. */
  reload: boolean;
  /**
   * The attempt's changes not yet acknowledged, oldest first: persisted, so a reload, a crash or an
   * offline spell loses none of them (D15).
   */
  pending: PendingChange[];
  /** The number the attempt's next change gets. */
  nextSeq: number;
  /** The question the student is on, where a reload reopens. */
  QuestionID: number | null;
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

/** Local storage keys the seed names (§4, D8, D9). */
export const PERSIST_KEY = 'persist:root';
export const TOKEN_KEY = 'user_token';

const emptyAuth = (): AuthSlice => ({
  token: null,
  user: null,
  activeTestDetails: null,
  studentId: null,
});
const emptyExamApp = (): ExamAppSlice => ({
  CourseID: null,
  TaskID: null,
  TestSessionID: null,
  reload: false,
  pending: [],
  nextSeq: 1,
  QuestionID: null,
});
const emptyUi = (): UiSlice => ({
  loading: false,
  navbar: { open: true, mobileOpen: false, folded: false },
  notificationPanel: false,
  quickPanel: false,
  dialog: null,
  snackbar: null,
});

/** Client state (D9): `auth` and `examApp` persist, `ui` lives in memory only. */
export const state = proxy({
  auth: emptyAuth(),
  examApp: emptyExamApp(),
  ui: emptyUi(),
});

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
  Object.assign(state.auth, emptyAuth());
  Object.assign(state.examApp, emptyExamApp());
  // The snackbar stays: a failed logout still has something to say on the login page (seed §8).
  Object.assign(state.ui, { ...emptyUi(), snackbar: state.ui.snackbar });
  localStorage.removeItem(PERSIST_KEY);
  localStorage.removeItem(TOKEN_KEY);
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
      const saved = JSON.parse(raw) as Partial<{ auth: AuthSlice; examApp: ExamAppSlice }>;
      Object.assign(state.auth, emptyAuth(), saved.auth);
      if (state.auth.user) state.auth.user.role = storedRole(state.auth.user.role);
      Object.assign(state.examApp, emptyExamApp(), saved.examApp);
    } catch {
      localStorage.removeItem(PERSIST_KEY);
    }
  }
  // The seed keeps the token under its own key too; that copy wins when both exist.
  state.auth.token = localStorage.getItem(TOKEN_KEY) ?? state.auth.token;
}

function persist(): void {
  const { auth, examApp } = snapshot(state);
  if (!auth.token && !auth.studentId) {
    localStorage.removeItem(PERSIST_KEY);
    localStorage.removeItem(TOKEN_KEY);
    return;
  }
  localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth, examApp }));
  if (auth.token) localStorage.setItem(TOKEN_KEY, auth.token);
  else localStorage.removeItem(TOKEN_KEY);
}

/** Starts writing `auth` and `examApp` to local storage on every change; returns the unsubscribe. */
export function persistSession(): () => void {
  const stopAuth = subscribe(state.auth, persist, true);
  const stopExam = subscribe(state.examApp, persist, true);
  return () => {
    stopAuth();
    stopExam();
  };
}
