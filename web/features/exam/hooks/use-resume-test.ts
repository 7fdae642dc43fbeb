import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ActiveTestDetails } from '#openapi/user.ts';
import { links } from '../../../shared/routing/paths.ts';
import { setLoading } from '../../../shared/session/session-store.ts';
import { markForResume } from '../exam-app.ts';

/** Seed §9: the pause between "Resume test" and the test screen. */
const RESUME_DELAY_MS = 1000;

/**
 * "Resume test" as the seed has it (§2, D15): mark the attempt for a reload, show the loading
 * overlay, then after 1 s open its test screen, which refetches the session and clears the mark.
 */
export function useResumeTest(): (test: Pick<ActiveTestDetails, 'CourseID' | 'TaskID'>) => void {
  const navigate = useNavigate();
  return useCallback(
    ({ CourseID, TaskID }) => {
      markForResume({ CourseID, TaskID });
      setLoading(true);
      // Not cancelled on unmount: the drawer may close meanwhile, the student still goes on.
      setTimeout(() => navigate(links.test(CourseID, TaskID)), RESUME_DELAY_MS);
    },
    [navigate],
  );
}
