import { useRef, useState } from 'react';
import { proxy } from 'valtio';
import { persistWithSession, state } from '../../../shared/session/session-store.ts';
import type { JobFormValues } from './job-form-values.ts';

/** What /postjob held when the recruiter last changed it, and when. */
export type JobDraft = { values: JobFormValues; savedAt: string };

/**
 * Unsaved /postjob forms on this device, by user (their sign-in email: the session keeps no other
 * lasting id) and by form ("new", or the edited job's id). Kept beside the session under
 * `persist:root`, so a reload finds them and sign-out forgets them with the session (D9).
 */
const jobDrafts = proxy<{ byUser: Record<string, Record<string, JobDraft>> }>({ byUser: {} });
persistWithSession('jobDrafts', jobDrafts, () => ({ byUser: {} }));

const ownerOf = () => state.auth.user?.email.toLowerCase() ?? '';

/** The form a draft belongs to: a new posting, or the job being edited. */
export const draftTarget = (JobID: number | undefined) =>
  JobID === undefined ? 'new' : String(JobID);

/** Object keys in one order, so two forms holding the same values compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

function forget(owner: string, target: string) {
  const mine = jobDrafts.byUser[owner];
  if (!mine?.[target]) return;
  delete mine[target];
  if (Object.keys(mine).length === 0) delete jobDrafts.byUser[owner];
}

/**
 * The draft of one /postjob form: the one found when the form opened, `keep` on every change
 * (a form back at its saved values keeps no draft), `forget` once saved or discarded. `changed`
 * is a ref, read when a navigation or a reload is about to happen.
 */
export function useJobDraft(target: string, base: JobFormValues) {
  const [owner] = useState(ownerOf);
  const [restored, setRestored] = useState(() => jobDrafts.byUser[owner]?.[target]);
  const changed = useRef(restored !== undefined);
  return {
    restored,
    changed,
    keep(values: JobFormValues) {
      changed.current = canonical(values) !== canonical(base);
      if (!changed.current) forget(owner, target);
      else {
        jobDrafts.byUser[owner] ??= {};
        jobDrafts.byUser[owner][target] = { values, savedAt: new Date().toISOString() };
      }
    },
    forget() {
      changed.current = false;
      forget(owner, target);
      setRestored(undefined);
    },
  };
}
