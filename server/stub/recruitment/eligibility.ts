import type { EligibilityReason, StudentEligibility } from '#openapi/jobs.ts';
import type { User } from '../auth/store.ts';
import { classes } from '../common/lookup-data.ts';
import type { Store } from '../store.ts';
import type { JobRecord } from './jobs/store.ts';

// Who may apply to a job (D20, D25): the server decides, and says why not in words a person reads.

const oneDecimal = (value: number) => value.toFixed(1);

/** The CTC of the student's accepted offer, the highest if more than one; null when not placed (D25). */
export function acceptedOfferCtc(store: Store, UserID: number): number | null {
  let best: number | null = null;
  for (const application of store.applicationsByStudent.get(UserID) ?? []) {
    if (application.stage === 'offerAccepted' && application.offer) {
      best = Math.max(best ?? 0, application.offer.ctc);
    }
  }
  return best;
}

/** Whether this student may apply to this job, and every reason they may not. */
export function eligibilityOf(store: Store, student: User, job: JobRecord): StudentEligibility {
  const rules = job.eligibility;
  const reasons: EligibilityReason[] = [];
  const reason = (code: EligibilityReason['code'], message: string, limit: number | null = null) =>
    reasons.push({ code, message, limit });
  if (student.instituteID === null || !rules.instituteIDs.includes(student.instituteID)) {
    reason('INSTITUTE', 'Open to students of other institutes');
  }
  if (rules.classIDs.length > 0 && !rules.classIDs.includes(student.classID ?? 0)) {
    const names = classes
      .filter(
        (item) => rules.classIDs.includes(item.id) && item.instituteID === student.instituteID,
      )
      .map((item) => item.name);
    reason(
      'CLASS',
      names.length > 0 ? `Open to ${names.join(', ')} only` : 'Not open to your class',
    );
  }
  const record = store.academicRecords.get(student.UserID);
  if (!record) {
    reason('NO_RECORD', 'The placement office has not entered your academic record yet');
  } else {
    if (rules.minCGPA !== null && record.cgpa < rules.minCGPA) {
      reason('MIN_CGPA', `CGPA ${oneDecimal(rules.minCGPA)} or above`, rules.minCGPA);
    }
    if (rules.maxBacklogs !== null && record.activeBacklogs > rules.maxBacklogs) {
      const words =
        rules.maxBacklogs === 0
          ? 'No active backlogs'
          : `At most ${rules.maxBacklogs} active backlog${rules.maxBacklogs === 1 ? '' : 's'}`;
      reason('MAX_BACKLOGS', words, rules.maxBacklogs);
    }
    if (
      rules.graduationYears.length > 0 &&
      !rules.graduationYears.includes(record.graduationYear)
    ) {
      reason('GRADUATION_YEAR', `Graduating in ${rules.graduationYears.join(' or ')}`);
    }
  }
  const policy =
    student.instituteID === null ? undefined : store.placementPolicies.get(student.instituteID);
  const accepted = policy ? acceptedOfferCtc(store, student.UserID) : null;
  if (policy && accepted !== null) {
    // The dream-offer rule reads the best the job pays: the top of its CTC range.
    const lowest = Math.round(accepted * policy.dreamOfferMultiple * 100) / 100;
    if (job.ctc.max < lowest) {
      reason(
        'PLACEMENT_POLICY',
        `Placed students may apply only to jobs paying ${lowest} LPA or more`,
        lowest,
      );
    }
  }
  return { eligible: reasons.length === 0, reasons };
}
