import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Converter } from 'opencc-js/cn2t';
import STCharacters from 'opencc-js/dict/STCharacters';
import STPhrases from 'opencc-js/dict/STPhrases';
import { describe, expect, it } from 'vitest';
import {
  characterConverter,
  createTraditionalConverter,
  decodePhrases,
  encodeCharacters,
  encodePhrases,
} from './traditionalConverter.ts';
import { siteVocabulary } from './traditionalVocabulary.ts';
import { TW_DICTIONARY } from './twDictionary.generated.ts';

const packages = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/**
 * Every string literal with a Chinese character in the sandbox: help articles, chat lines, notices,
 * promotions, names. None of it is in the vocabulary the dictionary was made from (the UI's own texts).
 */
function corpus(): string[] {
  const files = sourceFiles(join(packages, 'test-fixtures/src'));
  const texts = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      if (/[\u4e00-\u9fff]/.test(literal)) texts.add(literal);
    }
  }
  return [...texts];
}

describe('the Traditional converter for server text', () => {
  const opencc = Converter({ from: 'cn', to: 'tw' });
  const ours = createTraditionalConverter(TW_DICTIONARY);

  it('converts every text the sandbox serves exactly as opencc cn2t does', () => {
    const texts = corpus();
    expect(texts.length).toBeGreaterThan(500);
    const differing = texts.filter((text) => ours(text) !== opencc(text));
    expect(differing).toEqual([]);
  });

  it('gets the words a character table alone gets wrong', () => {
    expect(ours('头发和发展')).toBe('頭髮和發展');
    expect(ours('一伙人在后面')).toBe(opencc('一伙人在后面'));
    expect(ours('今日电子游戏返水加码，查看投注记录')).toBe('今日電子遊戲返水加碼，查看投注記錄');
    expect(ours('提款到账后请刷新余额')).toBe(opencc('提款到账后请刷新余额'));
  });

  it('decodes to the phrases opencc would use', () => {
    const decoded = new Map(
      decodePhrases(TW_DICTIONARY.phrases, characterConverter(TW_DICTIONARY.characters)),
    );
    expect(decoded.size).toBeLessThan(12_000);
    const full = new Map(STPhrases.split('|').map((entry) => [entry.split(' ')[0], entry.split(' ')[1]]));
    for (const [simplified, traditional] of decoded) expect(full.get(simplified)).toBe(traditional);
  });

  it('is generated from the installed opencc and the UI texts (npm run i18n:tw -w @jinli/web)', () => {
    const characters = encodeCharacters(STCharacters);
    expect(characters).toBe(TW_DICTIONARY.characters);
    expect(encodePhrases(STPhrases, siteVocabulary(), characterConverter(characters))).toBe(
      TW_DICTIONARY.phrases,
    );
  });
});
