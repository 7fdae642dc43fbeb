import Type, { type Static } from 'typebox';
import { Envelope } from './envelope.ts';
import {
  placementMultipleMax,
  placementMultipleMin,
  placementMultipleStep,
} from './field-rules.ts';
import { Id, Instant } from './fields.ts';

// The institute's placement policy (D25, D29): off, or the multiple of a placed student's accepted
// CTC that a job must pay for them to apply. Set by the institute admin; every change is kept.

/** The multiple, 1.0 to 5.0 in tenths; null is off (the default). */
export const DreamOfferMultiple = Type.Union(
  [
    Type.Number({
      minimum: placementMultipleMin,
      maximum: placementMultipleMax,
      multipleOf: placementMultipleStep,
    }),
    Type.Null(),
  ],
  {
    errorMessage: `must be null (off) or a number from ${placementMultipleMin} to ${placementMultipleMax} in steps of ${placementMultipleStep}`,
  },
);

/** The institute admin who made a change. */
export const PolicyChanger = Type.Object({ UserID: Id, displayName: Type.String() });

/** One change of the policy: the multiple it set (null: off), when and by whom. */
export const PlacementPolicyChange = Type.Object({
  dreamOfferMultiple: DreamOfferMultiple,
  at: Instant,
  by: PolicyChanger,
});
export type PlacementPolicyChange = Static<typeof PlacementPolicyChange>;

/**
 * An institute's policy as the caller may see it. The rule (D29): a student who has accepted an
 * offer (D25) may apply only to a job whose posted CTC range reaches multiple × the accepted CTC:
 * the top of the range counts, since the job may pay that much. It holds for applications made
 * after the change; those made before stay as they are. The institute admin sees every change,
 * newest first; a student sees the rule and when it last changed, with no history.
 */
export const PlacementPolicy = Type.Object({
  instituteID: Id,
  dreamOfferMultiple: DreamOfferMultiple,
  /** The last change; null when the policy was never set. */
  changedAt: Type.Union([Instant, Type.Null()]),
  /** Who made the last change; null for a student, or when never set. */
  changedBy: Type.Union([PolicyChanger, Type.Null()]),
  history: Type.Array(PlacementPolicyChange),
});
export type PlacementPolicy = Static<typeof PlacementPolicy>;

export const PlacementPolicyResponse = Envelope(PlacementPolicy);
export type PlacementPolicyResponse = Static<typeof PlacementPolicyResponse>;

export const SetPlacementPolicyRequest = Type.Object({ dreamOfferMultiple: DreamOfferMultiple });
export type SetPlacementPolicyRequest = Static<typeof SetPlacementPolicyRequest>;
