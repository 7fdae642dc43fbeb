import { Hono } from 'hono';
import { FaqOps } from '#openapi/operations/demo/faq.ts';
import { route } from '../../contract/route.ts';
import { seedFaqs } from './faq-seed.ts';

/** The FAQ page's questions (D18); read-only, so nothing to reset. */
export function createFaqRoutes() {
  const app = new Hono();
  const faqs = seedFaqs();
  route(app, FaqOps.faq, () => ({ message: 'FAQ', body: faqs }));
  return app;
}
