// `npm start` and `npm test` begin here, under whatever `node` is on the PATH: `node
// scripts/with-node.mjs [node flags] script.ts` runs the script under a Node the project supports.
// A Node new enough (package.json's engines) runs it as it is, in this very process (execve). An
// older one, such as Debian's Node 20, first fetches Node 24 from the npm registry into
// .cache/node24 (NODE24_PREFIX overrides; once), says so in one line, and runs the script under
// it, with that Node first on the PATH for every command the script starts (npx, npm run).
// `--bin-dir` only prints the folder of that Node (for .ci/run). Plain JavaScript with old APIs
// only: the TypeScript after it cannot run on the old Node at all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNewEnough, nodePackage, projectNodeMajor } from './node-version.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const args = process.argv.slice(2);
const binDirOnly = args[0] === '--bin-dir';

/** Says what went wrong and what to do, in one line, and stops. */
function stop(reason) {
  console.error(
    `${reason}. Install Node ${projectNodeMajor} yourself (\`nvm install ${projectNodeMajor}\`) and run the command again.`,
  );
  process.exit(1);
}

/** The path of a Node binary the project supports, fetched into the project when need be. */
function supportedNode() {
  if (isNewEnough(process.version, engines)) return process.execPath;
  const pkg = nodePackage(process.platform, process.arch);
  const older = `Node ${process.version} is older than this project needs (${engines})`;
  if (!pkg) stop(`${older}, and npm has no Node package for ${process.platform}-${process.arch}`);
  const prefix = process.env.NODE24_PREFIX || join(root, '.cache', 'node24');
  const node = join(prefix, 'node_modules', pkg, 'bin', 'node');
  const where = relative(root, prefix).startsWith('..') ? prefix : relative(root, prefix);
  if (existsSync(node)) {
    console.error(`${older}: running under Node ${projectNodeMajor} from ${where}.`);
  } else {
    console.error(
      `${older}: fetching Node ${projectNodeMajor} (${pkg}) from the npm registry into ${where}, once.`,
    );
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ].concat(`${pkg}@${projectNodeMajor}`),
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (install.status !== 0 || !existsSync(node)) stop(`${older}, and fetching ${pkg} failed`);
  }
  const fetched = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!isNewEnough(fetched, engines)) stop(`${older}, and ${node} is ${fetched || 'broken'}`);
  return node;
}

const node = supportedNode();
const env = Object.assign({}, process.env, {
  PATH: [dirname(node), process.env.PATH].filter(Boolean).join(delimiter),
});
if (binDirOnly) {
  console.log(dirname(node));
} else if (node === process.execPath && typeof process.execve === 'function') {
  // No second process: the script gets this pid, its signals and its exit code as it would have.
  process.execve(node, [node, ...args], env);
} else {
  const child = spawn(node, args, { stdio: 'inherit', env });
  // Ctrl-C and a closing terminal reach the child from the terminal itself; passing them on
  // would deliver them twice (a second SIGINT ends the server without draining). A SIGTERM is
  // sent to one process, this one: pass it on.
  process.on('SIGINT', () => {});
  process.on('SIGHUP', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
  });
}
