import { describe, expect, it } from 'vitest';
import { type Icon, IconsResponse } from '#openapi/demo/icons.ts';
import { expectContract } from '../../stub/test-support/stub.ts';
import { demoClient } from '../demo-test-client.ts';

describe('GET /api/icons', () => {
  it('answers the catalogue with sizes of 18, 20 or 24 only', async () => {
    const { call } = demoClient();
    const { status, json } = await call('GET', '/icons');
    expect(status).toBe(200);
    expectContract(IconsResponse, json);
    const icons = json.body as Icon[];
    expect(icons).toHaveLength(40);
    expect(new Set(icons.flatMap((icon) => icon.sizes_px))).toEqual(new Set([18, 20, 24]));
    expect(icons[0]).toEqual({
      name: 'account_circle',
      version: 10,
      unsupported_families: ['Material Icons Two Tone'],
      categories: ['action'],
      tags: ['avatar', 'person', 'profile', 'user'],
      sizes_px: [18, 20, 24],
    });
  });
});
