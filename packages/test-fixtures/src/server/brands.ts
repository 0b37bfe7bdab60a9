import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_ID, type Brand, DEFAULT_BRAND, describeBrandProblems, readBrand } from '@jinli/core/contract';
import { send } from './http.ts';

/**
 * The sandbox's brands (issue #26): one folder per brand under `packages/test-fixtures/brands/`
 * (`brand.json` plus its art), picked at run time by `BRAND=<id>`; one build serves them all. The brand
 * section goes out in `/config.json`, the art under `/brand/`, the web app manifest at
 * `/manifest.webmanifest`.
 */
export const BRANDS_DIR = fileURLToPath(new URL('../../brands', import.meta.url));

export interface SandboxBrand {
  brand: Brand;
  /** The folder its art is served from; null for the built-in default brand (inline art). */
  folder: string | null;
  /** Why the default brand stands in (operator-readable lines), or '' when the brand loaded. */
  problem: string;
}

/** The brand ids with a folder in `dir`. */
export function brandIds(dir: string = BRANDS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Reads and validates brand `id` from its folder. Any problem (no such folder, bad JSON, a field that
 * does not validate) gives the default brand and the problem, which the start server prints: a typo
 * never leaves members a broken page.
 */
export function loadSandboxBrand(id: string | undefined, dir: string = BRANDS_DIR): SandboxBrand {
  const wanted = id === undefined || id === '' ? 'jinli' : id;
  const fallback = (problem: string): SandboxBrand => ({ brand: DEFAULT_BRAND, folder: null, problem });
  if (!BRAND_ID.test(wanted)) {
    return fallback(`BRAND=${wanted}: expected a brand id (lower-case letters, digits and -)`);
  }
  const folder = join(dir, wanted);
  const file = join(folder, 'brand.json');
  if (!existsSync(file)) {
    return fallback(`BRAND=${wanted}: no ${file} (brands here: ${brandIds(dir).join(', ') || 'none'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fallback(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const { brand, problems } = readBrand(json);
  if (problems.length > 0) return fallback(`${file}:\n${describeBrandProblems(problems)}`);
  if (brand.id !== wanted)
    return fallback(`${file}: brand.id is "${brand.id}", expected "${wanted}" (its folder name)`);
  return { brand, folder, problem: '' };
}

const ART = /^\/brand\/([a-z0-9-]+\.(svg|png))$/;
const ART_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** Serves `/brand/<file>.svg|png` from the brand's folder; false when the path is not brand art. */
export function serveBrandArt(res: ServerResponse, pathname: string, sandboxBrand: SandboxBrand): boolean {
  if (!pathname.startsWith('/brand/')) return false;
  const match = ART.exec(pathname);
  const file =
    match?.[1] === undefined || sandboxBrand.folder === null ? null : join(sandboxBrand.folder, match[1]);
  if (file === null || !existsSync(file)) {
    send(res, 404, 'text/plain; charset=utf-8', 'Not Found', { 'Cache-Control': 'no-store' });
    return true;
  }
  // No hash in the name and several brands may run on one origin in turn: revalidated every time.
  send(res, 200, ART_TYPES[match?.[2] ?? 'svg'] ?? 'application/octet-stream', readFileSync(file), {
    'Cache-Control': 'no-cache',
  });
  return true;
}

/**
 * The sandbox's seeded content is written for 锦鲤 (the product's own brand); another brand's site
 * answers with its own name instead, as that operator's backend would.
 */
export function rebrander(brand: Brand): (text: string) => string {
  if (brand.name === DEFAULT_BRAND.name && brand.mark === DEFAULT_BRAND.mark) return (text) => text;
  return (text) => text.replaceAll(DEFAULT_BRAND.name, brand.name).replaceAll(DEFAULT_BRAND.mark, brand.mark);
}
