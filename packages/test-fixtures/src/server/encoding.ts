import type { IncomingMessage } from 'node:http';

/** The content codings the build writes next to each file (scripts/compress-dist.mjs), best first. */
export type Coding = 'br' | 'gzip';
export const FILE_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The best coding the client accepts among those offered, or null for identity (RFC 9110 §12.5.3):
 * q=0 refuses a coding, `*` stands for any coding not named, and among equal q the server's order
 * (brotli before gzip) decides.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Coding[],
): Coding | null {
  if (acceptEncoding === undefined || offered.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight =
      weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

export function acceptEncodingOf(req: IncomingMessage): string | undefined {
  const value = req.headers['accept-encoding'];
  return Array.isArray(value) ? value.join(',') : value;
}
