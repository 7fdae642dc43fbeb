import type { StudentDashboard } from '#openapi/dashboard-student.ts';
import { stages } from '#openapi/stages.ts';
import type { Store } from '../../store.ts';
import { percentageOf } from '../job-tests.ts';
import { jobRefOf } from '../views.ts';
import { indiaDay } from './figures.ts';

// The student's figures (issue 28), each as openapi/dashboard-student.ts defines it in words.

/** Every figure of a student's dashboard, from their own applications only. */
export function studentFigures(store: Store, UserID: number, now: number): StudentDashboard {
  const own = store.applicationsByStudent.get(UserID) ?? [];
  const counts = new Map<string, number>(stages.map((stage) => [stage, 0]));
  for (const application of own) {
    counts.set(application.stage, (counts.get(application.stage) ?? 0) + 1);
  }
  const today = indiaDay(now);
  const testScores = own
    .flatMap((application) =>
      application.outcome
        ? [
            {
              ApplicationID: application.ApplicationID,
              job: jobRefOf(store, application.JobID),
              at: application.outcome.submittedAt,
              percentage: percentageOf(application.outcome),
            },
          ]
        : [],
    )
    .sort((a, b) => a.at - b.at || a.ApplicationID - b.ApplicationID)
    .map(({ at, ...score }) => ({ ...score, submittedAt: new Date(at).toISOString() }));
  const upcomingInterviews = own
    .flatMap((application) =>
      application.stage === 'interview' &&
      application.interview &&
      application.interview.date >= today
        ? [
            {
              ApplicationID: application.ApplicationID,
              job: jobRefOf(store, application.JobID),
              interview: application.interview,
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        `${a.interview.date} ${a.interview.time}`.localeCompare(
          `${b.interview.date} ${b.interview.time}`,
        ) || a.ApplicationID - b.ApplicationID,
    );
  const openOffers = own
    .flatMap((application) => {
      if (application.stage !== 'offered' || !application.offer) return [];
      const offered = application.history.findLast((entry) => entry.stage === 'offered');
      return [
        {
          ApplicationID: application.ApplicationID,
          job: jobRefOf(store, application.JobID),
          offer: application.offer,
          at: offered?.at ?? application.updatedAt,
        },
      ];
    })
    .sort((a, b) => b.at - a.at || a.ApplicationID - b.ApplicationID)
    .map(({ at, ...offer }) => ({ ...offer, offeredAt: new Date(at).toISOString() }));
  return {
    byStage: stages.map((stage) => ({ stage, count: counts.get(stage) ?? 0 })),
    testScores,
    upcomingInterviews,
    openOffers,
  };
}
