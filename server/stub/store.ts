import type { AuthStore } from './auth/store.ts';
import type { ExamStore } from './exam/store.ts';
import type { QuickPanelStore } from './quick-panel/store.ts';
import type { RecruitmentStore } from './recruitment/store.ts';
import type { VisitsStore } from './visits/store.ts';

// Types only: every area's rules read the whole store, so this module imports no seed and no rule
// (seeding lives in seed.ts), which keeps the areas free of import circles through it.

/** Everything the stub backend remembers, one slice per area; times are epoch ms of the stub's clock. */
export type Store = AuthStore & ExamStore & QuickPanelStore & VisitsStore & RecruitmentStore;
