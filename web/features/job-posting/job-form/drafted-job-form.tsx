import { useState } from 'react';
import type { Job } from '#openapi/jobs.ts';
import { DraftNote } from './draft-note.tsx';
import { draftTarget, useJobDraft } from './job-draft.ts';
import { JobForm } from './job-form.tsx';
import { emptyJobForm, formValuesOf } from './job-form-values.ts';
import { LeaveGuard } from './leave-guard.tsx';

/**
 * /postjob's form with its draft (issue 27): what the recruiter types is kept on this device
 * until the job is saved, comes back with a note when they return, and leaving asks first.
 */
export function DraftedJobForm({ job }: { job?: Job }) {
  const [saved] = useState(() => (job ? formValuesOf(job) : emptyJobForm()));
  const draft = useJobDraft(draftTarget(job?.JobID), saved);
  // Discarding starts a fresh form: the editor takes its content once, when it mounts.
  const [discarded, setDiscarded] = useState(0);
  return (
    <>
      {draft.restored ? (
        <DraftNote
          savedAt={draft.restored.savedAt}
          onDiscard={() => {
            draft.forget();
            setDiscarded((count) => count + 1);
          }}
        />
      ) : null}
      <LeaveGuard changed={draft.changed} />
      <JobForm
        key={discarded}
        job={job}
        saved={saved}
        draft={draft.restored?.values}
        onChange={draft.keep}
        onSaved={draft.forget}
      />
    </>
  );
}
