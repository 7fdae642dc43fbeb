import { ProfileQuery, ProfileResponse, ProfileUpdateRequest } from '../profiles.ts';
import { refusalsOf } from '../refusals.ts';
import { RecruitmentRefusals } from './jobs.ts';

export const ProfileOps = {
  profileGet: {
    operationId: 'profileGet',
    method: 'get',
    path: '/profiles/v1/get',
    tag: 'extension',
    summary:
      "A profile: its owner; the company's recruiters and client admin for its applicants; the institute admin for its students (D22)",
    auth: true,
    query: ProfileQuery,
    response: ProfileResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'PROFILE_NOT_SHARED'),
  },
  profileUpdate: {
    operationId: 'profileUpdate',
    method: 'post',
    path: '/profiles/v1/update',
    tag: 'extension',
    summary: 'The student replaces their own profile: skills, preferences, badges, summary (D20)',
    auth: true,
    body: ProfileUpdateRequest,
    response: ProfileResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
