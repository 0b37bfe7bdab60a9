import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
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

/** Serves a file of the built web app, or index.html for client-side routes (SPA fallback). */
export async function serveWebApp(res: ServerResponse, pathname: string, webDist: string): Promise<void> {
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, { 'Cache-Control': 'no-store' });
    return;
  }
  const file = await existingFile(root, pathname);
  if (file !== null && file !== index) {
    const cache = pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
    send(res, 200, contentTypeOf(file), await readFile(file), { 'Cache-Control': cache });
    return;
  }
  if (pathname.startsWith('/assets/')) {
    // A missing hashed asset is a stale page, not a route: answering index.html would load HTML as JS.
    send(res, 404, 'text/plain; charset=utf-8', 'Not Found', { 'Cache-Control': 'no-store' });
    return;
  }
  send(res, 200, 'text/html; charset=utf-8', await readFile(index), { 'Cache-Control': 'no-cache' });
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
