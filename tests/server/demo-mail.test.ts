import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MailFoldersResponse,
  MailListResponse,
  MailResponse,
  RemoveMailResponse,
} from '#openapi/demo/mail.ts';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { createDemoStubs } from '../../server/demo/index.ts';
import {
  type Answer,
  expectContract,
  expectInvalidField,
  qaToken,
  start,
} from '../../server/stub/test-support/stub.ts';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import { serveApp } from './helpers/serve-app.ts';
import { testConfig } from './helpers/test-config.ts';

type Upstream = Awaited<ReturnType<typeof startFakeUpstream>>;
type Served = Awaited<ReturnType<typeof serveApp>>;

type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

/** The app as `npm start` runs it (embedded stub backend), or as configured, on a fixed clock. */
function makeApp(overrides: Partial<Config> = {}) {
  const app = createApp(testConfig({ distDir: '/nonexistent-dist', ...overrides }), {
    logger: () => {},
    demoStubs: createDemoStubs({ now: () => start }),
  });
  return { app, ...clientOf((path, init) => app.request(path, init)) };
}

/** Calls /api the way the SPA does, through `send`, and reads the demo mailbox back. */
function clientOf(send: Send) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string } = {},
  ): Promise<{ status: number; json: Answer }> {
    const body =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await send(`/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        'X-QA-Token': qaToken,
      },
      body,
    });
    return { status: response.status, json: (await response.json()) as Answer };
  }
  const subjects = async (folder: string) =>
    (await call('GET', `/mail-app/mails?folder=${folder}`)).json.body.map(
      (mail: { subject: string }) => mail.subject,
    );
  const unread = async () =>
    Object.fromEntries(
      (await call('GET', '/mail-app/folders')).json.body.map(
        (folder: { handle: string; unreadCount: number }) => [folder.handle, folder.unreadCount],
      ),
    );
  return { call, subjects, unread };
}

const minutesBefore = (minutes: number) => new Date(start - minutes * 60_000).toISOString();

describe('GET /api/mail-app/folders', () => {
  it('lists the five folders in order with their unread counts', async () => {
    const { call } = makeApp();
    const { status, json } = await call('GET', '/mail-app/folders');
    expect(status).toBe(200);
    expectContract(MailFoldersResponse, json);
    expect(json.body).toEqual([
      { id: 1, handle: 'inbox', title: 'Inbox', unreadCount: 3 },
      { id: 2, handle: 'sent', title: 'Sent', unreadCount: 0 },
      { id: 3, handle: 'drafts', title: 'Drafts', unreadCount: 0 },
      { id: 4, handle: 'spam', title: 'Spam', unreadCount: 1 },
      { id: 5, handle: 'trash', title: 'Trash', unreadCount: 0 },
    ]);
  });
});

describe('GET /api/mail-app/mails', () => {
  it('lists the inbox newest first, as summaries', async () => {
    const { call, subjects } = makeApp();
    const { json } = await call('GET', '/mail-app/mails?folder=inbox');
    expectContract(MailListResponse, json);
    expect(await subjects('inbox')).toEqual([
      'Campus drive dates for the 2025 batch',
      'Question about the aptitude round',
      'Approved: Graduate Engineer Trainee opening',
      'Pre-placement talk: hall and AV confirmed',
      'Offer letter acceptance',
      'Interview panel schedule for Thursday',
      'Background verification vendor shortlist',
    ]);
    expect(json.body[0]).toEqual({
      id: 1,
      folder: 'inbox',
      from: { name: 'Lakshmi Narayanan', email: 'instituteadmin@example.com' },
      subject: 'Campus drive dates for the 2025 batch',
      excerpt:
        'Dear Priya, Thank you for choosing Kaveri Institute of Technology for your 2025 campus hiring. We can offer two slots…',
      date: minutesBefore(35),
      read: false,
      starred: true,
      hasAttachments: true,
    });
    expect(json.body[1]).toMatchObject({ read: false, starred: false, hasAttachments: false });
  });

  it('spreads the 14 sample mails over the folders', async () => {
    const { subjects } = makeApp();
    const counts = await Promise.all(
      ['inbox', 'sent', 'drafts', 'spam', 'trash'].map(async (f) => (await subjects(f)).length),
    );
    expect(counts).toEqual([7, 3, 2, 1, 1]);
  });

  it('answers 400 naming the folder when it is missing or unknown', async () => {
    const { call } = makeApp();
    expectInvalidField(await call('GET', '/mail-app/mails'), '/folder');
    expectInvalidField(await call('GET', '/mail-app/mails?folder=archive'), '/folder');
  });
});

describe('GET /api/mail-app/mail', () => {
  it('answers the whole mail with its recipients and attachments', async () => {
    const { call } = makeApp();
    const { json } = await call('GET', '/mail-app/mail?id=7');
    expectContract(MailResponse, json);
    expect(json.body).toMatchObject({
      id: 7,
      subject: 'Background verification vendor shortlist',
      from: { name: 'Ravi Chandran', email: 'ravi.chandran@nilgiri.example.com' },
      to: [{ name: 'Priya Raman', email: 'recruiter@example.com' }],
      cc: [{ name: 'Arjun Mehta', email: 'clientadmin@example.com' }],
      attachments: [{ name: 'BGV-vendor-comparison.xlsx', size: 38_912 }],
      hasAttachments: true,
    });
    expect(json.body.text).toContain('\n\nCan we close this before the offers go out');
  });

  it('marks the mail read, in the list and in the unread count', async () => {
    const { call, unread } = makeApp();
    expect((await unread()).inbox).toBe(3);
    expect((await call('GET', '/mail-app/mail?id=2')).json.body.read).toBe(true);
    expect((await unread()).inbox).toBe(2);
    const list = (await call('GET', '/mail-app/mails?folder=inbox')).json.body;
    expect(list.find((mail: { id: number }) => mail.id === 2).read).toBe(true);
  });

  it('answers "Mail not found" for an id it does not hold', async () => {
    const { call } = makeApp();
    const { status, json } = await call('GET', '/mail-app/mail?id=99');
    expect(status).toBe(200);
    expect(json).toEqual({
      status: false,
      code: 'MAIL_NOT_FOUND',
      message: 'Mail not found',
      body: {},
    });
  });

  it('answers 400 naming the id when it is missing or not a positive whole number', async () => {
    const { call } = makeApp();
    expectInvalidField(await call('GET', '/mail-app/mail'), '/id');
    expectInvalidField(await call('GET', '/mail-app/mail?id=abc'), '/id');
    expectInvalidField(await call('GET', '/mail-app/mail?id=0'), '/id');
    expectInvalidField(await call('GET', '/mail-app/mail?id=1.5'), '/id');
  });
});

describe('POST /api/mail-app/remove-mail', () => {
  it('removes the mail for good', async () => {
    const { call, subjects, unread } = makeApp();
    const { json } = await call('POST', '/mail-app/remove-mail', { body: { id: 1 } });
    expectContract(RemoveMailResponse, json);
    expect(json).toEqual({ status: true, message: 'Mail deleted', body: { id: 1 } });
    expect(await subjects('inbox')).not.toContain('Campus drive dates for the 2025 batch');
    expect(await subjects('inbox')).toHaveLength(6);
    expect(await subjects('trash')).toEqual(['Lunch order for the interview panel']);
    expect((await unread()).inbox).toBe(2);
    expect((await call('GET', '/mail-app/mail?id=1')).json.message).toBe('Mail not found');
  });

  it('answers "Mail not found" when the mail is already gone', async () => {
    const { call } = makeApp();
    await call('POST', '/mail-app/remove-mail', { body: { id: 14 } });
    const again = await call('POST', '/mail-app/remove-mail', { body: { id: 14 } });
    expect(again.json).toEqual({
      status: false,
      code: 'MAIL_NOT_FOUND',
      message: 'Mail not found',
      body: {},
    });
  });

  it('answers 400 naming the field for a bad id and the body for broken JSON', async () => {
    const { call } = makeApp();
    expectInvalidField(await call('POST', '/mail-app/remove-mail', { body: {} }), '/id');
    expectInvalidField(await call('POST', '/mail-app/remove-mail', { body: { id: '1' } }), '/id');
    const broken = await call('POST', '/mail-app/remove-mail', { rawBody: '{"id":' });
    expectInvalidField(broken, '');
    expect(broken.json.message).toBe('body: must be valid JSON');
  });
});

describe('resetting the demo data', () => {
  it('puts deleted and read mails back with POST /api/__stub/reset', async () => {
    const { call, subjects, unread } = makeApp({ stubQa: { token: qaToken, generated: false } });
    await call('POST', '/mail-app/remove-mail', { body: { id: 3 } });
    await call('GET', '/mail-app/mail?id=5');
    expect((await call('POST', '/__stub/reset')).json.status).toBe(true);
    expect(await subjects('inbox')).toContain('Approved: Graduate Engineer Trainee opening');
    expect((await unread()).inbox).toBe(3);
  });
});

describe('with DEMO_STUBS=off', () => {
  it('answers the demo paths 404 like any unknown /api path', async () => {
    const { call } = makeApp({ demoStubs: false });
    for (const [method, path] of [
      ['GET', '/mail-app/folders'],
      ['GET', '/mail-app/mails?folder=inbox'],
      ['GET', '/mail-app/mail?id=1'],
      ['POST', '/mail-app/remove-mail'],
    ] as const) {
      const answer = await call(method, path, { body: method === 'POST' ? { id: 1 } : undefined });
      expect(answer.status, path).toBe(404);
      expect(answer.json).toEqual({
        status: false,
        code: 'NOT_FOUND',
        message: 'Not found',
        body: {},
      });
    }
  });
});

describe('in front of a real backend (BACKEND_URL)', () => {
  let upstream: Upstream;
  const servers: Served[] = [];
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await upstream.close();
  });

  /** The proxy reads the Node request, so these go over a real loopback socket. */
  const proxied = async (demoStubs: boolean) => {
    const { app } = makeApp({ backendUrl: upstream.url, stubBackend: false, demoStubs });
    const server = await serveApp(app);
    servers.push(server);
    return clientOf((path, init) => fetch(`http://127.0.0.1:${server.port}${path}`, init));
  };
  const seenPaths = () => upstream.seen.map((request) => request.url);

  it('answers the demo paths itself and never forwards them', async () => {
    const { call, subjects } = await proxied(true);
    const before = upstream.seen.length;
    expect((await call('GET', '/mail-app/folders')).json.body).toHaveLength(5);
    await call('GET', '/mail-app/mail?id=4');
    await call('POST', '/mail-app/remove-mail', { body: { id: 4 } });
    expect(await subjects('inbox')).toHaveLength(6);
    expectInvalidField(await call('GET', '/mail-app/mails?folder=nope'), '/folder');
    expect(upstream.seen.length).toBe(before);
  });

  it('still forwards every other /api path', async () => {
    const { call } = await proxied(true);
    const { json } = await call('GET', '/mail-app/unknown');
    expect(json).toMatchObject({ method: 'GET', url: '/mail-app/unknown' });
    expect(seenPaths().at(-1)).toBe('/mail-app/unknown');
  });

  it('resets the demo data when the backend accepts the QA reset', async () => {
    const { call, subjects } = await proxied(true);
    await call('POST', '/mail-app/remove-mail', { body: { id: 6 } });
    await call('POST', '/__stub/reset');
    expect(seenPaths().at(-1)).toBe('/__stub/reset');
    expect(await subjects('inbox')).toHaveLength(7);
  });

  it('forwards the demo paths like any other when the demo stubs are off', async () => {
    const { call } = await proxied(false);
    const { json } = await call('GET', '/mail-app/folders');
    expect(json).toMatchObject({ method: 'GET', url: '/mail-app/folders' });
  });
});

describe('the contract document', () => {
  it('lists the mail calls under the demo tag', async () => {
    const { app } = makeApp();
    const document = (await (await app.request('/api-docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    expect(document.paths['/mail-app/folders']?.get?.tags).toEqual(['demo']);
    expect(document.paths['/mail-app/mails']?.get?.tags).toEqual(['demo']);
    expect(document.paths['/mail-app/mail']?.get?.tags).toEqual(['demo']);
    expect(document.paths['/mail-app/remove-mail']?.post?.tags).toEqual(['demo']);
  });
});
