import { describe, expect, it } from 'vitest';
import { CalendarOps } from '#openapi/operations/demo/calendar.ts';
import { FaqOps } from '#openapi/operations/demo/faq.ts';
import { FileManagerOps } from '#openapi/operations/demo/file-manager.ts';
import { IconOps } from '#openapi/operations/demo/icons.ts';
import { KnowledgeBaseOps } from '#openapi/operations/demo/knowledge-base.ts';
import { NotesAppOps } from '#openapi/operations/demo/notes-app.ts';
import { ScrumboardOps } from '#openapi/operations/demo/scrumboard.ts';
import { TodoOps } from '#openapi/operations/demo/todo.ts';
import { demoClient } from './demo-test-client.ts';

const ops = [
  FaqOps,
  KnowledgeBaseOps,
  FileManagerOps,
  IconOps,
  TodoOps,
  ScrumboardOps,
  CalendarOps,
  NotesAppOps,
].flatMap((area) => Object.values(area));

describe('the demo apps (faq to notes) with DEMO_STUBS=off', () => {
  it('answers every one of their calls 404 NOT_FOUND, like any unknown /api path', async () => {
    const on = demoClient();
    const off = demoClient({ demoStubs: false });
    for (const op of ops) {
      const method = op.method === 'get' ? 'GET' : 'POST';
      const body = method === 'POST' ? { id: 1, boardId: 1 } : undefined;
      const path = op.path + ('query' in op ? '?boardId=1' : '');
      expect((await on.call(method, path, body)).status, `${path} with the stubs on`).not.toBe(404);
      expect(await off.call(method, path, body), path).toEqual({
        status: 404,
        json: { status: false, code: 'NOT_FOUND', message: 'Not found', body: {} },
      });
    }
  });
});
