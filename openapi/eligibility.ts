import Type, { type Static } from 'typebox';

// Why a student may not apply (D20): the jobs list's reasons, and a NOT_ELIGIBLE refusal's.

export const EligibilityCode = Type.Union([
  Type.Literal('INSTITUTE'),
  Type.Literal('CLASS'),
  Type.Literal('NO_RECORD'),
  Type.Literal('MIN_CGPA'),
  Type.Literal('MAX_BACKLOGS'),
  Type.Literal('GRADUATION_YEAR'),
  Type.Literal('PLACEMENT_POLICY'),
]);
export type EligibilityCode = Static<typeof EligibilityCode>;

/**
 * One reason a student may not apply (D20), e.g. MIN_CGPA "CGPA 7.0 or above". `limit` is the
 * figure the rule sets (the CGPA, the backlogs, the lowest CTC the placement policy allows), for
 * the SPA's own words; null where the rule has none.
 */
export const EligibilityReason = Type.Object({
  code: EligibilityCode,
  message: Type.String(),
  limit: Type.Union([Type.Number(), Type.Null()]),
  /**
   * PLACEMENT_POLICY's figures (D29), for the SPA's own words: the student's accepted CTC, the
   * institute's multiple, and the least a job's posted CTC must reach (their product, in LPA,
   * to two decimals; the same as `limit`). Absent for every other reason.
   */
  placement: Type.Optional(
    Type.Object({
      acceptedCtc: Type.Number({ minimum: 0 }),
      multiple: Type.Number({ minimum: 0 }),
      leastCtc: Type.Number({ minimum: 0 }),
    }),
  ),
});
export type EligibilityReason = Static<typeof EligibilityReason>;
