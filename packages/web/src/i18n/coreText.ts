/**
 * The Chinese text core hands to the UI (sport, market, odds-type and edition labels, result and bet
 * side words, route titles, rule messages). It is static, so zh-TW converts it when the locale files
 * are generated (scripts/gen-zh-tw.mjs writes coreText.zh-TW.ts); only server text needs the opencc
 * dictionary at run time.
 */
const CJK = /[\u3400-\u9fff]/;
const MAX_DEPTH = 5;

/** Every distinct string with Chinese characters reachable from `root`'s plain data (not functions). */
export function collectCoreText(root: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') {
      if (CJK.test(value)) found.add(value);
      return;
    }
    if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || seen.has(value)) return;
    seen.add(value);
    const entries = value instanceof Map ? [...value.values()] : Object.values(value);
    for (const child of entries) walk(child, depth + 1);
  };
  for (const value of Object.values(root)) walk(value, 0);
  return [...found].sort();
}
