import { Hono } from 'hono';
import { FileManagerOps } from '#openapi/operations/demo/file-manager.ts';
import { route } from '../../contract/route.ts';
import { seedFiles } from './file-manager-seed.ts';

/** The file manager's files (D18); read-only, dated from the demo's clock. */
export function createFileManagerRoutes(now: () => number) {
  const app = new Hono();
  route(app, FileManagerOps.fileManagerFiles, () => ({ message: 'Files', body: seedFiles(now()) }));
  return app;
}
