import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptEncodingOf, type Coding, FILE_SUFFIX, negotiateEncoding } from './encoding.ts';
import { send } from './http.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Hashed build output never changes under one name, so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>锦鲤沙盒 · 网页未构建</title>
<style>body{font-family:"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#14213d;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:520px;padding:32px;border-radius:16px;background:#1f2f57}code{color:#f2b441}</style>
</head><body><main><h1>网页应用尚未构建</h1><p>沙盒接口已在运行，但没有找到网页应用的构建产物。</p><p>请先运行 <code>npm run build</code>，然后重新启动沙盒。</p></main></body></html>`;

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Serves a file of the built web app, or index.html for client-side routes (SPA fallback). Files are
 * sent precompressed (the .br/.gz copies the build writes) when the client accepts it, with a
 * validator (ETag) and `immutable` caching for hashed /assets/*; index.html is never cached unvalidated.
 */
export async function serveWebApp(res: ServerResponse, pathname: string, webDist: string): Promise<void> {
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, { 'Cache-Control': 'no-store' });
    return;
  }
  const file = await existingFile(root, pathname);
  if (file !== null && file !== index) {
    await sendFile(res, file, pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    return;
  }
  if (pathname.startsWith('/assets/')) {
    // A missing hashed asset is a stale page, not a route: answering index.html would load HTML as JS.
    send(res, 404, 'text/plain; charset=utf-8', 'Not Found', { 'Cache-Control': 'no-store' });
    return;
  }
  await sendFile(res, index, 'no-cache');
}

/** One file as the best representation the client accepts; 304 when its ETag still matches. */
async function sendFile(res: ServerResponse, file: string, cacheControl: string): Promise<void> {
  const offered: Coding[] = [];
  for (const coding of ['br', 'gzip'] as const) {
    if (await isFile(file + FILE_SUFFIX[coding])) offered.push(coding);
  }
  const coding = negotiateEncoding(acceptEncodingOf(res.req), offered);
  const served = coding === null ? file : file + FILE_SUFFIX[coding];
  const info = await stat(served);
  const tag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${coding === null ? '' : `-${coding}`}"`;
  const headers: OutgoingHttpHeaders = { 'Cache-Control': cacheControl, ETag: tag };
  if (offered.length > 0) headers.Vary = 'Accept-Encoding';
  if (coding !== null) headers['Content-Encoding'] = coding;
  if (etagMatches(res.req.headers['if-none-match'], tag)) {
    res.writeHead(304, headers).end();
    return;
  }
  send(res, 200, contentTypeOf(file), await readFile(served), headers);
}

/** A body made per request (index.html with the sandbox's additions, drawn art), compressed on the fly. */
export function sendCompressed(
  res: ServerResponse,
  contentType: string,
  body: Buffer,
  headers: OutgoingHttpHeaders,
) {
  const coding = negotiateEncoding(acceptEncodingOf(res.req), ['br', 'gzip']);
  const encoded =
    coding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : coding === 'gzip'
        ? gzipSync(body, { level: 6 })
        : body;
  send(res, 200, contentType, encoded, {
    ...headers,
    Vary: 'Accept-Encoding',
    ...(coding === null ? {} : { 'Content-Encoding': coding }),
  });
}

/** If-None-Match (RFC 9110 §13.1.2): weak comparison, `*` matches any current representation. */
function etagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function existingFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}
