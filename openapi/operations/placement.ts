import { PlacementPolicyResponse, SetPlacementPolicyRequest } from '../placement.ts';
import { refusalsOf } from '../refusals.ts';
import { RecruitmentRefusals } from './jobs.ts';

export const PlacementOps = {
  placementPolicyGet: {
    operationId: 'placementPolicyGet',
    method: 'get',
    path: '/placement/v1/getPolicy',
    tag: 'extension',
    summary:
      "The caller's institute's placement policy (D25, D29): an institute admin's with every change (who, when); a student's own institute's rule, without who set it",
    auth: true,
    response: PlacementPolicyResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  placementPolicySet: {
    operationId: 'placementPolicySet',
    method: 'post',
    path: '/placement/v1/setPolicy',
    tag: 'extension',
    summary:
      "The institute admin sets their institute's placement policy: off (null) or a multiple of the accepted CTC from 1.0 to 5.0 (D29); it holds for applications made after the change, and the change is kept with who and when",
    auth: true,
    body: SetPlacementPolicyRequest,
    response: PlacementPolicyResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
