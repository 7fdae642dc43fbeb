import {
  EventsQuery,
  EventsResponse,
  MarkEventsReadRequest,
  MarkEventsReadResponse,
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
  markEventsRead: {
    operationId: 'markEventsRead',
    method: 'post',
    path: '/events/v1/markRead',
    tag: 'extension',
    summary: "Marks the student's events read",
    auth: true,
    body: MarkEventsReadRequest,
    response: MarkEventsReadResponse,
    refusals: refusalsOf(RecruitmentRefusals, 'ROLE_NOT_ALLOWED'),
  },
} as const;
