import { seedAuth } from './auth/seed.ts';
import { type AuthStore, sweepAuth } from './auth/store.ts';
import { seedExam } from './exam/seed.ts';
import type { ExamStore } from './exam/store.ts';
import { type QuickPanelStore, seedQuickPanel } from './quick-panel/store.ts';
import { seedRecruitment } from './recruitment/seed.ts';
import type { RecruitmentStore } from './recruitment/store.ts';
import { seedVisits, type VisitsStore } from './visits/store.ts';

/** Everything the stub backend remembers, one slice per area; times are epoch ms of the stub's clock. */
export type Store = AuthStore & ExamStore & QuickPanelStore & VisitsStore & RecruitmentStore;

/** A fresh store holding the seed, with times taken from `now`. */
export function seedStore(now: number): Store {
  const others = { ...seedAuth(), ...seedExam(now), ...seedQuickPanel(), ...seedVisits() };
  return seedRecruitment(others, now);
}

/** Forgets what has expired by the clock; cheap, since expiring maps are kept in expiry order. */
export function sweepExpired(store: Store, now: number): void {
  sweepAuth(store, now);
}
