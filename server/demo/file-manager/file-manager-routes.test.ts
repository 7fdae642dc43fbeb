import { describe, expect, it } from 'vitest';
import { type DemoFile, FilesResponse } from '#openapi/demo/file-manager.ts';
import { expectContract, start } from '../../stub/test-support/stub.ts';
import { demoClient } from '../demo-test-client.ts';

const daysBefore = (days: number) => new Date(start - days * 86_400_000).toISOString();

describe('GET /api/file-manager-app/files', () => {
  it("answers the appendix's fields, extention spelled as it spells it, dated from the clock", async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/file-manager-app/files');
    expect(status).toBe(200);
    expectContract(FilesResponse, json);
    const files = json.body as DemoFile[];
    expect(files).toHaveLength(15);
    expect(files[2]).toEqual({
      id: 3,
      name: 'Kaveri-2025-batch-summary.pdf',
      type: 'pdf',
      owner: 'Lakshmi Narayanan',
      size: 243 * 1024,
      modified: daysBefore(30),
      opened: daysBefore(1),
      created: daysBefore(30),
      extention: 'pdf',
      location: 'My Files / Campus drives 2025',
      offline: true,
      preview: 'Batch summary: 128 students, CGPA bands by branch',
    });
  });

  it('sizes each folder as the sum of its files and previews their count', async () => {
    const { call } = demoClient();
    const files = (await call('GET', '/file-manager-app/files')).json.body as DemoFile[];
    const offers = files.find((file) => file.name === 'Offer letters');
    expect(offers).toMatchObject({
      type: 'folder',
      extention: '',
      size: 31 * 1024,
      preview: '1 file',
    });
  });
});
