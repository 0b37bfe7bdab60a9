// The production path for the benches (issue #27): the build served as an operator serves it, by
// Debian's nginx with the site and the security-headers snippet from docs/deploy/nginx used as written
// (brotli/gzip copies, caching, headers, HTTPS with HTTP/2), in front of the operator's backend (here
// the sandbox's start server, the `jinli_api` upstream). Only what must change on this machine changes:
// the listen ports (loopback), the web root, the upstream, the snippet path, and the certificate (a
// self-signed one made for 127.0.0.1; the browser is told to accept it). The sandbox's demo art
// (/sandbox-*) is proxied to the backend, as an operator's image host would serve the banners.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextBenchPort } from './benchPorts.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface DeployedSite {
  /** https://127.0.0.1:<port> */
  baseUrl: string;
  close(): Promise<void>;
}

/** Why the production path cannot run here, or null when it can. */
export function deployUnavailable(): string | null {
  if (!existsSync(NGINX))
    return `no nginx at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-static)`;
  if (!existsSync(BROTLI_MODULE)) return `no brotli_static module at ${BROTLI_MODULE}`;
  return null;
}

/** HEAD over TLS without checking the (self-signed) certificate: the status, or null when not up. */
function probe(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'HEAD', rejectUnauthorized: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? null);
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => {
      req.destroy();
      resolve(null);
    });
    req.end();
  });
}

/**
 * Serves `webRoot` (a production build, or any static folder) through docs/deploy's nginx with `backend`
 * (http://host:port) as the API upstream. The backend's /config.json becomes the operator's config.json.
 */
export async function startDeployedSite(webRoot: string, backend: string): Promise<DeployedSite> {
  const dir = mkdtempSync(join(tmpdir(), 'jinli-deploy-'));
  // nginx started by root serves as an unprivileged worker, which must read the files.
  chmodSync(dir, 0o755);
  const port = await nextBenchPort();
  const httpPort = await nextBenchPort();
  const baseUrl = `https://127.0.0.1:${port}`;
  const www = join(dir, 'www');
  cpSync(webRoot, www, { recursive: true });
  chmodSync(www, 0o755); // a copy keeps a temporary folder's 0700
  const config = (await (await fetch(`${backend}/config.json`)).json()) as Record<string, unknown>;
  writeFileSync(join(www, 'config.json'), JSON.stringify({ ...config, gameOrigins: [baseUrl] }));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const snippetPath = join(dir, 'jinli-security-headers.conf');
  writeFileSync(
    snippetPath,
    readFileSync(join(ROOT, 'docs/deploy/nginx/jinli-security-headers.conf'), 'utf8'),
  );
  let site = readFileSync(join(ROOT, 'docs/deploy/nginx/jinli.conf'), 'utf8')
    .replace('server 127.0.0.1:8080;', `server ${new URL(backend).host};`)
    .replace(/^\s*listen \[::\]:\d+[^;\n]*;/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl( http2)?;/, `listen 127.0.0.1:${port} ssl http2;`)
    .replace(/^(\s*)ssl_certificate\s[^;\n]+;/m, `$1ssl_certificate ${join(dir, 'cert.pem')};`)
    .replace(/^(\s*)ssl_certificate_key\s[^;\n]+;/m, `$1ssl_certificate_key ${join(dir, 'key.pem')};`)
    .replace('root /var/www/jinli;', `root ${www};`)
    .replace('root /var/www/letsencrypt;', `root ${join(dir, 'acme')};`)
    .replaceAll('/etc/nginx/snippets/jinli-security-headers.conf', snippetPath);
  const spa = /\n(\s*)location \/ \{/.exec(site.slice(site.indexOf(`root ${www};`)));
  if (spa === null) throw new Error('docs/deploy/nginx/jinli.conf: no `location / {` after the web root');
  const at = site.indexOf(`root ${www};`) + spa.index;
  site = `${site.slice(0, at)}\n${spa[1]}location ^~ /sandbox- {\n${spa[1]}    proxy_pass http://jinli_api;\n${spa[1]}}\n${site.slice(at)}`;
  if (!site.includes(`listen 127.0.0.1:${port} ssl`))
    throw new Error('docs/deploy/nginx/jinli.conf: no `listen 443 ssl` server (the HTTPS site)');
  writeFileSync(join(dir, 'jinli.conf'), site);
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'acme']) mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // What /etc/nginx/modules-enabled does for Debian's nginx.conf.
      `load_module ${BROTLI_MODULE};`,
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${join(dir, name === 'client_body' ? 'client' : name)};`,
      ),
      `  include ${join(dir, 'jinli.conf')};`,
      '}',
    ].join('\n'),
  );
  let errors = '';
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = once(nginx, 'exit');
  const close = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i += 1) {
    if (nginx.exitCode !== null) break;
    if ((await probe(`${baseUrl}/config.json`)) === 200) return { baseUrl, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`nginx from docs/deploy did not serve ${baseUrl}: ${errors.trim()}`);
}
