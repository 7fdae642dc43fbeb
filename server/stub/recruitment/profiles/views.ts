import type { Profile, TestHistoryItem } from '#openapi/profiles.ts';
import { isoAt } from '../../context.ts';
import { bankFor, taskFor } from '../../exam/attempts.ts';
import type { Store } from '../../store.ts';
import { acceptedOfferCtc } from '../eligibility.ts';
import type { Viewer } from '../roles.ts';
import { applicationSummaryOf, className, instituteName, sectionName } from '../views.ts';

/**
 * The profile of `UserID` as this viewer may see it (D22), the caller having checked that they
 * may. A company's people see the applications to their company's jobs and those jobs' tests only
 * (D19); the owner and their institute admin see all of them.
 */
export function profileOf(store: Store, viewer: Viewer, UserID: number): Profile {
  const user = store.users.get(UserID);
  const CompanyID =
    viewer.role === 'recruiter' || viewer.role === 'clientAdmin' ? viewer.CompanyID : null;
  const ofCompany = (JobID: number | undefined) =>
    CompanyID === null || (JobID !== undefined && store.jobs.get(JobID)?.CompanyID === CompanyID);
  const applications = (store.applicationsByStudent.get(UserID) ?? [])
    .filter((application) => ofCompany(application.JobID))
    .sort((a, b) => b.appliedAt - a.appliedAt || b.ApplicationID - a.ApplicationID)
    .map((application) => applicationSummaryOf(store, viewer, application));
  const tests: TestHistoryItem[] = [];
  for (const attempt of store.attempts) {
    if (attempt.UserID !== UserID || !attempt.submitted) continue;
    const task = taskFor(store, attempt.TaskID);
    if (!ofCompany(task.JobID)) continue;
    const bank = bankFor(attempt.CourseID);
    const maxScore = bank.questions.reduce((sum, question) => sum + question.marks, 0);
    const { at, score } = attempt.submitted;
    tests.push({
      TaskID: task.TaskID,
      TaskName: task.TaskName,
      courseName: bank.courseName,
      JobID: task.JobID ?? null,
      score,
      maxScore,
      percentage: Math.round((score / maxScore) * 1000) / 10,
      timeTaken: Math.round((Math.min(at, attempt.deadline) - attempt.startedAt) / 1000),
      submittedAt: at,
    });
  }
  tests.sort((a, b) => b.submittedAt - a.submittedAt);
  const record = store.academicRecords.get(UserID);
  const studentProfile = store.studentProfiles.get(UserID);
  const ownCompany = store.companies.get(store.companyOf.get(UserID) ?? 0);
  return {
    UserID,
    displayName: user?.displayName ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? null,
    role: user?.userTypeName ?? '',
    institute:
      user?.instituteID == null
        ? null
        : { id: user.instituteID, name: instituteName(user.instituteID) ?? '' },
    className: className(user?.classID ?? null),
    sectionName: sectionName(user?.sectionID ?? null),
    company: ownCompany ?? null,
    academicRecord: record ? { ...record, branch: className(user?.classID ?? null) ?? '' } : null,
    studentProfile: studentProfile
      ? {
          skills: [...studentProfile.skills],
          preferredLocations: [...studentProfile.preferredLocations],
          preferredJobTypes: [...studentProfile.preferredJobTypes],
          hackerRankBadges: studentProfile.hackerRankBadges.map((badge) => ({ ...badge })),
          summary: studentProfile.summary,
        }
      : null,
    placed: acceptedOfferCtc(store, UserID) !== null,
    applications,
    tests,
    own: viewer.user.UserID === UserID,
    updatedAt: studentProfile ? isoAt(studentProfile.updatedAt) : null,
  };
}
