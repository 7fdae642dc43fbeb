/**
 * The probe's outgrown description: 400 links `<a href="https://meet.example/j?a=1&b=2">link</a>`
 * (19,600 characters, under the 20,000 limit) grow when cleaned (each link gains target and rel,
 * each & becomes &amp;). jobs/v1/create answered 500 and kept the draft; publishing answered 500 and
 * published; every student opening the job got 500. The limit now measures what is stored, and no
 * route keeps a change whose reply fails its contract check.
 */

import { Hono } from 'hono';
import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobDescriptionMaxLength } from '#openapi/field-rules.ts';
import { JobOps } from '#openapi/operations/jobs.ts';
import { journaled } from '../../server/contract/journal.ts';
import { route } from '../../server/contract/route.ts';
import {
  draftJobID,
  fingerprint,
  jobInput,
  jobOf,
  recruitmentStub,
} from '../../server/stub/test-support/recruitment.ts';
import { expectInvalidField } from '../../server/stub/test-support/stub.ts';

const links = '<a href="https://meet.example/j?a=1&b=2">link</a>'.repeat(400);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a description that outgrows its limit once cleaned', () => {
  it('is typed under the limit, so only the cleaned HTML can be over it', () => {
    expect(links.length).toBe(19_600);
    expect(links.length).toBeLessThanOrEqual(jobDescriptionMaxLength);
  });

  it('is refused by jobs/v1/create with a 400 naming /description, and nothing is stored', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/jobs/v1/create', {
      token,
      body: jobInput({ description: links }),
    });
    expectInvalidField(result, '/description');
    expect(result.json.message).toBe(
      `/description: must be at most ${jobDescriptionMaxLength} characters once cleaned`,
    );
    expect(fingerprint(stub.store)).toBe(before);
  });

  it('is refused by jobs/v1/update, and the draft keeps its description', async () => {
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/jobs/v1/update', {
      token,
      body: { JobID: draftJobID, ...jobInput({ description: links }) },
    });
    expectInvalidField(result, '/description');
    expect(fingerprint(stub.store)).toBe(before);
  });
});

describe('a job whose stored description breaks its reply schema', () => {
  // As the probe's draft was stored before the limit measured the cleaned HTML.
  it('answers publish with 500 and stays a draft, with nothing else changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stub = await recruitmentStub();
    const token = await stub.tokenOf('poster');
    jobOf(stub.store, draftJobID).description = 'x'.repeat(jobDescriptionMaxLength + 1);
    const before = fingerprint(stub.store);
    const result = await stub.raw('POST', '/jobs/v1/publish', {
      token,
      body: { JobID: draftJobID },
    });
    expect(result.status).toBe(500);
    expect(jobOf(stub.store, draftJobID).status).toBe('draft');
    expect(fingerprint(stub.store)).toBe(before);
  });
});

describe('a reply that breaks its contract', () => {
  // A handler that changes the store and then answers what its operation's reply schema refuses,
  // as job create did: the call answers 500 and the change is undone, however it was made.
  function brokenRoute() {
    const store = journaled({
      jobs: new Map<number, { title: string; tags: string[] }>([[1, { title: 'Kept', tags: [] }]]),
      ids: new Set<number>([1]),
      next: 2,
    });
    const app = new Hono();
    route(app, JobOps.jobClose, () => {
      const job = store.jobs.get(1);
      if (job) {
        job.title = 'Changed';
        job.tags.push('added');
      }
      store.jobs.set(store.next, { title: 'New', tags: [] });
      store.ids.add(store.next);
      store.next += 1;
      return { message: 'Closed', body: { not: 'a job' } as never };
    });
    return { app, store };
  }

  const close = (app: Hono) =>
    app.request('/jobs/v1/close', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ JobID: 1 }),
    });

  it('answers 500 and leaves the store as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app, store } = brokenRoute();
    const response = await close(app);
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe('INTERNAL_ERROR');
    expect([...store.jobs.entries()]).toEqual([[1, { title: 'Kept', tags: [] }]]);
    expect([...store.ids]).toEqual([1]);
    expect(store.next).toBe(2);
  });

  it('logs every mismatch, not only the first of an operation', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = brokenRoute();
    await close(app);
    await close(app);
    const mismatches = errors.mock.calls
      .map(([line]) => JSON.parse(String(line)))
      .filter((event) => event.event === 'contract.reply-mismatch');
    expect(mismatches).toHaveLength(2);
    expect(mismatches[0]).toMatchObject({ operationId: 'jobClose' });
  });

  it('keeps the change of a call whose reply passes', async () => {
    const store = journaled({ items: new Map<number, string>() });
    const app = new Hono();
    route(app, { ...JobOps.jobClose, response: Type.Unknown() }, () => {
      store.items.set(1, 'kept');
      return { message: 'Closed', body: {} as never };
    });
    expect((await close(app)).status).toBe(200);
    expect([...store.items]).toEqual([[1, 'kept']]);
  });
});
