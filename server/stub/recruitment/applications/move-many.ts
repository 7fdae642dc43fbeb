import type { MoveItemRefusal, MoveManyResult } from '#openapi/applications.ts';
import { ApplicationOps } from '#openapi/operations/applications.ts';
import { RecruitmentRefusals } from '#openapi/operations/jobs.ts';
import type { FieldError } from '../../../contract/envelope.ts';
import { route } from '../../../contract/route.ts';
import type { StubApp, StubDeps } from '../../context.ts';
import { canSeeJob, isPoster } from '../access.ts';
import { offerCtcRefusal } from '../offers.ts';
import { isStaff, viewerOf } from '../roles.ts';
import { moveApplication, recruiterMoveRefusal } from '../stages.ts';
import { stageCountsOf } from '../views.ts';
import { moveDetailErrors } from './move-details.ts';

/**
 * POST /applications/v1/moveMany: moves many applications of one job to one stage, each from the
 * stage the recruiter saw it in. Each that cannot move (not of this job, moved since, or not by the
 * rules) is listed with its code and left exactly as it was; the others move (D21).
 */
export function applicationMoveMany(app: StubApp, deps: StubDeps) {
  route(app, ApplicationOps.applicationMoveMany, ({ c, body, refuse, invalid }) => {
    const { store } = deps;
    const viewer = viewerOf(store, c.get('user'));
    if (!isStaff(viewer)) return refuse('ROLE_NOT_ALLOWED');
    const job = store.jobs.get(body.JobID);
    if (!job || !canSeeJob(store, viewer, job)) return refuse('JOB_NOT_FOUND');
    if (!isPoster(viewer, job)) return refuse('JOB_READ_ONLY');
    const now = deps.now();
    const errors: FieldError[] = moveDetailErrors(body.toStage, body, now);
    const seen = new Set<number>();
    body.items.forEach(({ ApplicationID }, index) => {
      if (seen.has(ApplicationID)) {
        errors.push({ field: `/items/${index}/ApplicationID`, message: 'is named twice' });
      }
      seen.add(ApplicationID);
    });
    if (errors.length > 0) return invalid(errors);
    const ctcRefusal = body.offer && offerCtcRefusal(job, body.offer.ctc, body.confirmOutsideRange);
    if (ctcRefusal) return refuse(ctcRefusal);
    const result: MoveManyResult = {
      moved: [],
      refused: [],
      stageCounts: stageCountsOf(store, job.JobID),
    };
    const refused = (
      ApplicationID: number,
      code: MoveItemRefusal['code'],
      stage: MoveItemRefusal['stage'],
    ) => result.refused.push({ ApplicationID, code, message: RecruitmentRefusals[code], stage });
    for (const { ApplicationID, fromStage } of body.items) {
      const application = store.applications.get(ApplicationID);
      if (application?.JobID !== job.JobID) {
        refused(ApplicationID, 'APPLICATION_NOT_FOUND', null);
        continue;
      }
      const refusal = recruiterMoveRefusal(application, job, fromStage, body.toStage);
      if (refusal) {
        refused(ApplicationID, refusal, application.stage);
        continue;
      }
      moveApplication(store, application, body.toStage, {
        at: now,
        byUserID: viewer.user.UserID,
        note: body.note,
        interview: body.interview,
        offer: body.offer,
      });
      result.moved.push({ ApplicationID, stage: application.stage });
    }
    result.stageCounts = stageCountsOf(store, job.JobID);
    const message = `${result.moved.length} moved, ${result.refused.length} not moved`;
    return { message, body: result };
  });
}
