import { Hono } from 'hono';
import { IconOps } from '#openapi/operations/demo/icons.ts';
import { route } from '../../contract/route.ts';
import { seedIcons } from './icons-seed.ts';

/** The icon catalogue (D18); read-only, so nothing to reset. */
export function createIconRoutes() {
  const app = new Hono();
  const icons = seedIcons();
  route(app, IconOps.icons, () => ({ message: 'Icons', body: icons }));
  return app;
}
