import { seedAuth } from './auth/seed.ts';
import { sweepAuth } from './auth/store.ts';
import { seedExam } from './exam/seed.ts';
import { seedQuickPanel } from './quick-panel/store.ts';
import { seedRecruitment } from './recruitment/seed.ts';
import type { Store } from './store.ts';
import { seedVisits } from './visits/store.ts';

/** A fresh store holding the seed, with times taken from `now` and password hashes at `passwordCost`. */
export function seedStore(now: number, passwordCost?: number): Store {
  const others = {
    ...seedAuth(passwordCost),
    ...seedExam(now),
    ...seedQuickPanel(),
    ...seedVisits(),
  };
  return seedRecruitment(others, now, passwordCost);
}

/** Forgets what has expired by the clock; cheap, since expiring maps are kept in expiry order. */
export function sweepExpired(store: Store, now: number): void {
  sweepAuth(store, now);
}
