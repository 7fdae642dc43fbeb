import type { EligibilityReason, StudentEligibility } from '#openapi/jobs.ts';
import type { User } from '../auth/store.ts';
import { classes } from '../common/lookup-data.ts';
import type { Store } from '../store.ts';
import type { JobRecord } from './jobs/store.ts';

// Who may apply to a job (D20, D25): the server decides, and says why not in words a person reads.

const oneDecimal = (value: number) => value.toFixed(1);

/** The CTC of the student's accepted offer, null when not placed (D25); D27 keeps at most one, the highest is read should data hold more. */
export function acceptedOfferCtc(store: Store, UserID: number): number | null {
  let best: number | null = null;
  for (const application of store.applicationsByStudent.get(UserID) ?? []) {
    if (application.stage === 'offerAccepted' && application.offer) {
      best = Math.max(best ?? 0, application.offer.ctc);
    }
  }
  return best;
}

/**
 * The placement policy's figures for this student (D29): their accepted CTC, their institute's
 * multiple and the least a job must pay; null when the policy is off or the student is not placed.
 * The least is rounded to paise (two decimals of a lakh), as CTCs are typed.
 */
export function placementLimit(
  store: Store,
  student: User,
): { acceptedCtc: number; multiple: number; leastCtc: number } | null {
  if (student.instituteID === null) return null;
  const multiple = store.placementPolicies.get(student.instituteID)?.dreamOfferMultiple ?? null;
  if (multiple === null) return null;
  const acceptedCtc = acceptedOfferCtc(store, student.UserID);
  if (acceptedCtc === null) return null;
  return { acceptedCtc, multiple, leastCtc: Math.round(acceptedCtc * multiple * 100) / 100 };
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
  // The dream-offer rule (D29) reads the best the job pays: the top of its posted CTC range, so a
  // job that may pay the least allowed stays open to the student.
  const placement = placementLimit(store, student);
  if (placement && job.ctc.max < placement.leastCtc) {
    reasons.push({
      code: 'PLACEMENT_POLICY',
      message: `You have accepted an offer of ${placement.acceptedCtc} LPA; your institute lets placed students apply only to jobs paying ${placement.multiple} times that, ${placement.leastCtc} LPA or more`,
      limit: placement.leastCtc,
      placement,
    });
  }
  return { eligible: reasons.length === 0, reasons };
}
