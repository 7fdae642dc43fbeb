import { Hono } from 'hono';
import type { StubDeps, StubEnv } from '../../context.ts';
import { applicationAnswerOffer } from './answer-offer.ts';
import { applicationGet } from './application-get.ts';
import { applicationApply } from './apply.ts';
import { jobCandidates } from './job-candidates.ts';
import { applicationMove } from './move.ts';
import { applicationMoveMany } from './move-many.ts';
import { myApplications } from './my-applications.ts';
import { applicationReviseOffer } from './offer-revise.ts';
import { applicationWithdrawOffer } from './offer-withdraw.ts';
import { applicationWithdraw } from './withdraw.ts';

/** Applications and their stages (D21): applying, withdrawing, candidates by stage, moves, offers and their corrections (D33). */
export function applicationsArea(deps: StubDeps) {
  const app = new Hono<StubEnv>();
  for (const add of [
    applicationApply,
    applicationWithdraw,
    applicationAnswerOffer,
    myApplications,
    jobCandidates,
    applicationGet,
    applicationMove,
    applicationMoveMany,
    applicationReviseOffer,
    applicationWithdrawOffer,
  ]) {
    add(app, deps);
  }
  return app;
}
