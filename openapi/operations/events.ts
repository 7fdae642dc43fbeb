import {
  EventsQuery,
  EventsResponse,
  MarkEventsReadRequest,
  MarkEventsReadResponse,
  RecruiterEventsResponse,
} from '../events.ts';
import { refusalsOf } from '../refusals.ts';
import { RecruitmentRefusals } from './jobs.ts';

export const EventOps = {
  studentEvents: {
    operationId: 'studentEvents',
    method: 'get',
    path: '/events/v1/list',
    tag: 'extension',
    summary:
      "The student's events on their applications, newest first, with the unread count (D26)",
    auth: true,
    query: EventsQuery,
    response: EventsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  recruiterEvents: {
    operationId: 'recruiterEvents',
    method: 'get',
    path: '/events/v1/recruiter/list',
    tag: 'extension',
    summary: "The recruiter's events on their own jobs, newest first, with the unread count (D34)",
    auth: true,
    query: EventsQuery,
    response: RecruiterEventsResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
  markEventsRead: {
    operationId: 'markEventsRead',
    method: 'post',
    path: '/events/v1/markRead',
    tag: 'extension',
    summary:
      "Marks the caller's events read (a student's or a recruiter's); `marked` counts those that were theirs",
    auth: true,
    body: MarkEventsReadRequest,
    response: MarkEventsReadResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
