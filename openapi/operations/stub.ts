import {
  StubOutboxQuery,
  StubOutboxResponse,
  StubResetResponse,
  StubVisitsResponse,
} from '../stub.ts';

export const StubOps = {
  stubReset: {
    operationId: 'stubReset',
    method: 'post',
    path: '/__stub/reset',
    tag: 'stub',
    summary: 'Put the stub backend back to its seed',
    auth: false,
    response: StubResetResponse,
  },
  stubOutbox: {
    operationId: 'stubOutbox',
    method: 'get',
    path: '/__stub/outbox',
    tag: 'stub',
    summary: 'Mails the stub sent to an email, newest last',
    auth: false,
    query: StubOutboxQuery,
    response: StubOutboxResponse,
  },
  stubVisits: {
    operationId: 'stubVisits',
    method: 'get',
    path: '/__stub/visits',
    tag: 'stub',
    summary: 'Every page visit received by task/v1/saveURL',
    auth: false,
    response: StubVisitsResponse,
  },
} as const;
