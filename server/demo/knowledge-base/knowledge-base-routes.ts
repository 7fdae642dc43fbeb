import { Hono } from 'hono';
import { KnowledgeBaseOps } from '#openapi/operations/demo/knowledge-base.ts';
import { route } from '../../contract/route.ts';
import { seedKnowledgeBase } from './knowledge-base-seed.ts';

/** The knowledge base's categories (D18); read-only, so nothing to reset. */
export function createKnowledgeBaseRoutes() {
  const app = new Hono();
  const categories = seedKnowledgeBase();
  route(app, KnowledgeBaseOps.knowledgeBase, () => ({
    message: 'Knowledge base',
    body: categories,
  }));
  return app;
}
