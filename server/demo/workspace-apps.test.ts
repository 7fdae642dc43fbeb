import { describe, expect, it } from 'vitest';
import { AcademyOps } from '#openapi/operations/demo/academy.ts';
import { DemoBookmarkOps } from '#openapi/operations/demo/bookmarks.ts';
import { ChatOps } from '#openapi/operations/demo/chat.ts';
import { ContactOps } from '#openapi/operations/demo/contacts.ts';
import { PanelNotificationOps } from '#openapi/operations/demo/notification-panel.ts';
import { TemplateProfileOps } from '#openapi/operations/demo/profile.ts';
import { QuickPanelOps } from '#openapi/operations/demo/quick-panel.ts';
import { SearchOps } from '#openapi/operations/demo/search.ts';
import { WidgetOps } from '#openapi/operations/demo/widgets.ts';
import type { Operation } from '#openapi/operations.ts';
import { demoClient } from './demo-test-client.ts';

const workspaceOps: Operation[] = [
  ChatOps,
  ContactOps,
  AcademyOps,
  WidgetOps,
  SearchOps,
  PanelNotificationOps,
  TemplateProfileOps,
  QuickPanelOps,
  DemoBookmarkOps,
].flatMap((ops) => Object.values(ops));

/** The first example of each query parameter: the contract's own "try it" values. */
function exampleQuery(op: Operation): string {
  const properties = (op.query as { properties?: Record<string, { examples?: unknown[] }> })
    ?.properties;
  const pairs = Object.entries(properties ?? {}).flatMap(([name, schema]) =>
    schema.examples ? [`${name}=${encodeURIComponent(String(schema.examples[0]))}`] : [],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

describe('the workspace demo apps (issue 31)', () => {
  it('answer every GET with its documented examples, status true', async () => {
    const { call } = demoClient();
    for (const op of workspaceOps.filter((item) => item.method === 'get')) {
      const answer = await call('GET', `${op.path}${exampleQuery(op)}`);
      expect([op.path, answer.status, answer.json.status]).toEqual([op.path, 200, true]);
    }
  });

  it('with DEMO_STUBS=off, answer none of their paths', async () => {
    const { call } = demoClient({ demoStubs: false });
    for (const op of workspaceOps) {
      const method = op.method === 'get' ? 'GET' : 'POST';
      const answer = await call(method, op.path, method === 'POST' ? { id: 1 } : undefined);
      expect([op.path, answer.status, answer.json]).toEqual([
        op.path,
        404,
        { status: false, code: 'NOT_FOUND', message: 'Not found', body: {} },
      ]);
    }
  });

  it('list every call under the demo tag in the contract document', async () => {
    const { app } = demoClient();
    const document = (await (await app.request('/api-docs/openapi.json')).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    for (const op of workspaceOps) {
      expect([op.path, document.paths[op.path]?.[op.method]?.tags]).toEqual([op.path, ['demo']]);
    }
  });
});
