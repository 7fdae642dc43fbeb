import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.ts';

describe('the server runs with the same Node flags everywhere', () => {
  it("in the image's CMD", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...serverNodeFlags, 'server/index.ts']);
  });

  it('under npm start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(
      `node scripts/check-node.mjs && node ${serverNodeFlags.join(' ')} scripts/start.ts`,
    );
  });
});
