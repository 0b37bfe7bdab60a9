/**
 * Simplified -> Traditional (Taiwan) for server text (navigation names, notices, banners, team names),
 * as opencc's `cn -> tw` converts it, from a much smaller dictionary (about 78 KB gzip instead of the
 * 455 KB of opencc's cn2t bundle): twDictionary.generated.ts (scripts/gen-tw-phrases.mjs) holds opencc's
 * character table as pairs and keeps of its 49,000 phrases
 * - those the character table alone converts wrongly (about 9,800), each written as its difference
 *   from the character table ('.' = as the table), and
 * - the phrases opencc matches in the site's own vocabulary (the UI catalogue and core's text) although
 *   the table converts them right: without them a shorter phrase inside would match instead (电子|游戏
 *   keeps 子游 from turning 游戏 into 游戲), written as the bare word.
 * Long free text (help articles, chat) still loads opencc's whole dictionary (localeStore
 * `wantPreciseText`). traditionalConverter.test.ts compares both on every text the sandbox serves.
 */
import { ConverterFactory, type ConverterFunction, Trie } from 'opencc-js/core';
import TWVariants from 'opencc-js/dict/TWVariants';
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';

const SAME = '.';

/** "simplified traditional" entries joined by '|'; an entry without a space is a bare word. */
const entries = (dict: string): [string, string | null][] =>
  dict.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return space < 0 ? [entry, null] : [entry.slice(0, space), entry.slice(space + 1)];
  });

/**
 * opencc's character table ("简 簡|发 發 髮|…") as the pairs its trie uses: each Simplified character
 * followed by its first Traditional form, no separators (opencc reads only the first form).
 */
export function encodeCharacters(table: string): string {
  return entries(table)
    .map(([simplified, traditional]) => simplified + [...(traditional ?? simplified)][0])
    .join('');
}

function decodeCharacters(pairs: string): [string, string][] {
  const chars = [...pairs];
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < chars.length; i += 2) out.push([chars[i] as string, chars[i + 1] as string]);
  return out;
}

/** The character table alone: each Simplified character to its first Traditional form. */
export function characterConverter(pairs: string): ConverterFunction {
  return ConverterFactory([decodeCharacters(pairs)]);
}

/**
 * The phrases to keep of opencc's `phrases` (see above), given the texts the site itself shows
 * (`vocabulary`), in the encoding decodePhrases reads.
 */
export function encodePhrases(
  phrases: string,
  vocabulary: Iterable<string>,
  byCharacter: ConverterFunction,
): string {
  const all = new Map(entries(phrases));
  const trie = new Trie();
  trie.loadDict(phrases);
  const used = new Set<string>();
  for (const text of vocabulary)
    for (const segment of trie.segment(text)) if (all.has(segment)) used.add(segment);
  const kept: string[] = [];
  for (const [simplified, traditional] of all) {
    if (traditional === null) continue;
    const plain = [...byCharacter(simplified)];
    if (plain.join('') === traditional) {
      if (used.has(simplified)) kept.push(simplified);
      continue;
    }
    const wanted = [...traditional];
    const delta =
      plain.length === wanted.length && !wanted.includes(SAME)
        ? wanted.map((ch, i) => (ch === plain[i] ? SAME : ch)).join('')
        : traditional;
    kept.push(`${simplified} ${delta}`);
  }
  return kept.join('|');
}

/** The inverse of encodePhrases: [simplified, traditional] pairs for opencc's trie. */
export function decodePhrases(delta: string, byCharacter: ConverterFunction): [string, string][] {
  return entries(delta).map(([simplified, encoded]) => {
    const plain = [...byCharacter(simplified)];
    if (encoded === null) return [simplified, plain.join('')];
    const chars = [...encoded];
    const traditional =
      chars.length === plain.length ? chars.map((ch, i) => (ch === SAME ? plain[i] : ch)).join('') : encoded;
    return [simplified, traditional];
  });
}

/** The converter: phrases, then characters, then the Taiwan variants (opencc's cn -> tw chain). */
export function createTraditionalConverter(dictionary: {
  characters: string;
  phrases: string;
}): ConverterFunction {
  const characters = decodeCharacters(dictionary.characters);
  const byCharacter = ConverterFactory([characters]);
  return ConverterFactory(
    [decodePhrases(dictionary.phrases, byCharacter), characters],
    [TWVariantsPhrases, TWVariants],
  );
}
