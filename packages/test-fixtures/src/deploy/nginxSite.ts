// The production path (issues #15, #27): a build served as an operator serves it, by Debian's nginx with
// the site and the security-headers snippet from docs/deploy/nginx used as written (brotli/gzip copies,
// caching, headers), in front of the operator's backend (here the sandbox's start server, the
// `jinli_api` upstream). One place rewrites the shipped files for this machine, for the browser stories
// and the benches alike; only what must change here changes: the listen ports (loopback), the web root,
// the upstream, the snippet path, and TLS (a self-signed certificate for 127.0.0.1, or, for a story
// that reads answers with plain fetch, the HTTPS server's headers and locations served over plain HTTP).
// The sandbox's demo art (/sandbox-*) is proxied to the backend, as an operator's image host would serve
// the banners, and the default brand's art sits beside the build as docs/deploy "Add a brand" says.
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

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface NginxSiteOptions {
  /** The build to serve (copied: the operator's config.json is written beside it). */
  webRoot: string;
  /** The API upstream, http://host:port. Its /config.json becomes the operator's config.json. */
  backend: string;
  /** Where the HTTPS site listens (on 127.0.0.1). */
  port: number;
  /** Where the shipped plain-HTTP server (the redirect to HTTPS) listens. */
  redirectPort: number;
  /** true: TLS with a self-signed certificate; false: the HTTPS server's config over plain HTTP. */
  tls: boolean;
}

export interface NginxSite {
  /** https://127.0.0.1:<port> (or http:// without TLS) */
  baseUrl: string;
  /** The served copy of the build. */
  webRoot: string;
  close(): Promise<void>;
}

/** Why the production path cannot run here, or null when it can. */
export function nginxUnavailable(): string | null {
  if (!existsSync(NGINX))
    return `no nginx at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-static)`;
  if (!existsSync(BROTLI_MODULE)) return `no brotli_static module at ${BROTLI_MODULE}`;
  return null;
}

/** HEAD without checking a (self-signed) certificate: the status, or null when not up. */
function probe(url: string): Promise<number | null> {
  if (url.startsWith('http:'))
    return fetch(url, { method: 'HEAD' }).then(
      (answer) => answer.status,
      () => null,
    );
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

function selfSignedCertificate(dir: string) {
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
}

/** docs/deploy/nginx/jinli.conf pointed at this machine's places (see the file's header). */
export function siteConfig(
  shipped: string,
  at: { dir: string; www: string; backendHost: string; port: number; redirectPort: number; tls: boolean },
): string {
  const { dir, www, port, tls } = at;
  let site = shipped
    .replace('server 127.0.0.1:8080;', `server ${at.backendHost};`)
    .replace(/^\s*listen \[::\]:\d+[^;\n]*;/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${at.redirectPort};`)
    .replace(
      /listen 443 ssl( http2)?;/,
      tls ? `listen 127.0.0.1:${port} ssl http2;` : `listen 127.0.0.1:${port};`,
    )
    .replace('root /var/www/jinli;', `root ${www};`)
    .replace('root /var/www/letsencrypt;', `root ${join(dir, 'acme')};`)
    .replaceAll('/etc/nginx/snippets/jinli-security-headers.conf', join(dir, 'jinli-security-headers.conf'));
  site = tls
    ? site
        .replace(/^(\s*)ssl_certificate\s[^;\n]+;/m, `$1ssl_certificate ${join(dir, 'cert.pem')};`)
        .replace(/^(\s*)ssl_certificate_key\s[^;\n]+;/m, `$1ssl_certificate_key ${join(dir, 'key.pem')};`)
    : site.replace(/^\s*ssl_[a-z_]+ .*;$/gm, '');
  const webRootAt = site.indexOf(`root ${www};`);
  const spa = /\n(\s*)location \/ \{/.exec(site.slice(webRootAt));
  if (webRootAt === -1 || spa === null)
    throw new Error('docs/deploy/nginx/jinli.conf: no `location / {` after the web root');
  const at2 = webRootAt + spa.index;
  const indent = spa[1] ?? '';
  site = `${site.slice(0, at2)}\n${indent}location ^~ /sandbox- {\n${indent}    proxy_pass http://jinli_api;\n${indent}}\n${site.slice(at2)}`;
  if (!site.includes(`listen 127.0.0.1:${port}`))
    throw new Error('docs/deploy/nginx/jinli.conf: no `listen 443 ssl` server (the HTTPS site)');
  if (!tls && /^\s*(ssl_|listen [^;]*ssl)/m.test(site))
    throw new Error('docs/deploy/nginx/jinli.conf: TLS left in the plain-HTTP test site');
  return site;
}

/** Serves a build through docs/deploy's nginx in front of `backend`; see the file's header. */
export async function startNginxSite(options: NginxSiteOptions): Promise<NginxSite> {
  const { port, tls } = options;
  const dir = mkdtempSync(join(tmpdir(), 'jinli-nginx-'));
  // nginx started by root serves as an unprivileged worker, which must read the files.
  chmodSync(dir, 0o755);
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const www = join(dir, 'www');
  cpSync(options.webRoot, www, { recursive: true });
  chmodSync(www, 0o755); // a copy keeps a temporary folder's 0700
  // The operator's brand art beside the build (docs/deploy "Add a brand"): the config's brand names /brand/*.
  cpSync(join(ROOT, 'packages/test-fixtures/brands/jinli'), join(www, 'brand'), { recursive: true });
  // The operator's own config.json: the backend's keys, this origin as the one game origin.
  const config = (await (await fetch(`${options.backend}/config.json`)).json()) as Record<string, unknown>;
  writeFileSync(join(www, 'config.json'), JSON.stringify({ ...config, gameOrigins: [baseUrl] }));
  if (tls) selfSignedCertificate(dir);
  writeFileSync(
    join(dir, 'jinli-security-headers.conf'),
    readFileSync(join(ROOT, 'docs/deploy/nginx/jinli-security-headers.conf'), 'utf8'),
  );
  const site = siteConfig(readFileSync(join(ROOT, 'docs/deploy/nginx/jinli.conf'), 'utf8'), {
    dir,
    www,
    backendHost: new URL(options.backend).host,
    port,
    redirectPort: options.redirectPort,
    tls,
  });
  writeFileSync(join(dir, 'jinli.conf'), site);
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'acme']) mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // What /etc/nginx/modules-enabled does for Debian's nginx.conf: the brotli_static module (issue #16).
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
    if ((await probe(`${baseUrl}/config.json`)) === 200) return { baseUrl, webRoot: www, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`nginx from docs/deploy did not serve ${baseUrl}: ${errors.trim()}`);
}
