/**
 * The edge against nginx, the way /work/shared/tools/compare-nginx.sh measures it, for `npm run
 * bench` when nginx (with its brotli-static module) and wrk are installed: the same build served by
 * both, side by side in one run, wrk -t1 -c50 on CPU 0 and the servers on CPU 1. Prints each case's
 * req/s and p99, the ratios to nginx and our server's peak RSS. Beside them, for the two static
 * cases, the floor of any edge on Node's http module: a bare node:http server sending the same
 * bytes from memory with five headers, no log line and no security headers.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverNodeFlags } from '../server/edge/node-flags.ts';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX = '/usr/sbin/nginx';
const NGINX_PORT = 3193;
const APP_PORT = 3194;
const UPSTREAM_PORT = 3195;
const FLOOR_PORT = 3196;
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Whether the comparison can run here. */
export const nginxAvailable = () => existsSync(NGINX) && existsSync(BROTLI_MODULE) && has('wrk');

const pinned = has('taskset');
/** A command on one CPU when taskset is there (the script's way), as it is otherwise. */
const onCpu = (cpu: number, command: string, args: string[]): [string, string[]] =>
  pinned ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args];

const nginxConf = (run: string, dist: string) => `
load_module ${BROTLI_MODULE};
worker_processes 1;
daemon off;
pid ${run}/nginx.pid;
error_log ${run}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${run}/body;
  proxy_temp_path ${run}/proxy;
  fastcgi_temp_path ${run}/fastcgi;
  uwsgi_temp_path ${run}/uwsgi;
  scgi_temp_path ${run}/scgi;
  upstream api { server 127.0.0.1:${UPSTREAM_PORT}; keepalive 64; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dist};
    location ^~ /static/ {
      brotli_static on;
      gzip_static on;
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }
    location ^~ /api/ {
      proxy_pass http://api/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Client-Version 2.1.18;
    }
    location ~ \\.[^/]*$ { try_files $uri =404; add_header Cache-Control "no-cache"; }
    location / { try_files $uri /index.html; add_header Cache-Control "no-cache"; }
  }
}`;

// The trivial upstream of the script: every request gets the same 200-byte JSON answer.
const upstreamSource = `
  const body = JSON.stringify({ status: true, message: 'ok', body: { pad: 'x'.repeat(150) } });
  require('node:http').createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json',
      'content-length': Buffer.byteLength(body) }).end(body));
  }).listen(${UPSTREAM_PORT}, '127.0.0.1');
`;

/**
 * The floor: the build's files from memory, the .br one when asked, five headers; nothing else.
 * bench.ts runs it beside our server under autocannon too.
 */
export const floorSource = (dist: string, port = FLOOR_PORT) => `
  const { readdirSync, readFileSync, statSync, existsSync } = require('node:fs');
  const files = new Map();
  for (const name of readdirSync(${JSON.stringify(dist)}, { recursive: true })) {
    const file = require('node:path').join(${JSON.stringify(dist)}, name);
    if (/\\.(br|gz)$/.test(name) || !statSync(file).isFile()) continue;
    files.set('/' + name, { raw: readFileSync(file), br: existsSync(file + '.br') ? readFileSync(file + '.br') : null,
      type: name.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8' });
  }
  require('node:http').createServer((req, res) => {
    const found = files.get(req.url);
    if (!found) return res.writeHead(404).end();
    const br = found.br !== null && /\\bbr\\b/.test(req.headers['accept-encoding'] ?? '');
    const body = br ? found.br : found.raw;
    const headers = { 'content-type': found.type, 'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable', vary: 'accept-encoding' };
    if (br) headers['content-encoding'] = 'br';
    res.writeHead(200, headers).end(body);
  }).listen(${port}, '127.0.0.1', () => console.log('ready'));
`;

/** The largest hashed JS file of the build (by its uncompressed size, as compare-nginx.sh picks it). */
export function largestHashedJs(distDir: string): string | undefined {
  const jsDir = join(distDir, 'static', 'js');
  if (!existsSync(jsDir)) return undefined;
  return readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(join(jsDir, name)).size }))
    .sort((a, b) => b.size - a.size)[0]?.name;
}

/** Waits until `url` answers. */
async function answering(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} never answered`);
}

/** One wrk run after a 2 s warm-up: req/s and p99 (ms). */
function wrk(url: string, headers: string[]) {
  const args = ['-t1', '-c50', ...headers.flatMap((header) => ['-H', header]), url];
  const run = (seconds: number) => {
    const [command, rest] = onCpu(0, 'wrk', [`-d${seconds}s`, '--latency', ...args]);
    return execFileSync(command, rest, { encoding: 'utf8' });
  };
  run(2);
  const out = run(SECONDS);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)/m.exec(out);
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99ms = p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : Number.NaN;
  return { rps, p99ms };
}

/** Runs the comparison on the build in `distDir`. */
export async function benchAgainstNginx(distDir: string) {
  const run = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const children: ChildProcess[] = [];
  const start = (command: string, args: string[], env: Record<string, string> = {}) => {
    const [bin, rest] = onCpu(1, command, args);
    const child = spawn(bin, rest, { env: { ...process.env, ...env }, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  try {
    writeFileSync(join(run, 'nginx.conf'), nginxConf(run, resolve(distDir)));
    start(process.execPath, ['-e', upstreamSource]);
    start(NGINX, ['-c', join(run, 'nginx.conf')]);
    start(process.execPath, ['-e', floorSource(resolve(distDir))]);
    const app = start(process.execPath, [...serverNodeFlags, 'server/index.ts'], {
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      BACKEND_URL: `http://127.0.0.1:${UPSTREAM_PORT}/api`,
      DIST_DIR: distDir,
      NODE_ENV: 'production',
    });
    await answering(`http://127.0.0.1:${NGINX_PORT}/index.html`);
    await answering(`http://127.0.0.1:${APP_PORT}/healthz`);
    await answering(`http://127.0.0.1:${FLOOR_PORT}/index.html`);
    const asset = `/static/js/${largestHashedJs(distDir)}`;
    const cases = [
      { name: 'index', path: '/index.html', headers: [], floor: true },
      { name: 'asset br', path: asset, headers: ['Accept-Encoding: br'], floor: true },
      { name: 'proxy', path: '/api/ping', headers: [], floor: false },
    ];
    const sums = new Map<string, { nginx: number; ours: number; floor: number }>();
    const rows = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const { name, path, headers, floor } of cases) {
        const nginx = wrk(`http://127.0.0.1:${NGINX_PORT}${path}`, headers);
        const bare = floor ? wrk(`http://127.0.0.1:${FLOOR_PORT}${path}`, headers) : undefined;
        const ours = wrk(`http://127.0.0.1:${APP_PORT}${path}`, headers);
        const sum = sums.get(name) ?? { nginx: 0, ours: 0, floor: 0 };
        sum.nginx += nginx.rps;
        sum.ours += ours.rps;
        sum.floor += bare?.rps ?? 0;
        sums.set(name, sum);
        rows.push({
          round,
          case: name,
          'nginx req/s': Math.round(nginx.rps),
          'nginx p99 ms': nginx.p99ms,
          'node floor req/s': bare ? Math.round(bare.rps) : '',
          'node floor p99 ms': bare?.p99ms ?? '',
          'ours req/s': Math.round(ours.rps),
          'ours p99 ms': ours.p99ms,
        });
      }
    }
    const peakRss = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'));
    console.log(
      `\nAgainst nginx, wrk -t1 -c50 -d${SECONDS}s, ${ROUNDS} rounds, node ${process.version}`,
    );
    console.table(rows);
    console.log(
      `ratio to nginx: ${[...sums]
        .map(([name, sum]) => `${name} ${(sum.ours / sum.nginx).toFixed(2)}x`)
        .join(', ')}; our peak RSS ${peakRss ? Math.round(Number(peakRss[1]) / 1024) : '?'} MB`,
    );
    console.log(
      `ratio to the node:http floor: ${[...sums]
        .filter(([, sum]) => sum.floor > 0)
        .map(([name, sum]) => `${name} ${(sum.ours / sum.floor).toFixed(2)}x`)
        .join(', ')}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(run, { recursive: true, force: true });
  }
}
