import { PRESENTATION_TEXTS } from '@jinli/core/rules';
import { describe, expect, it } from 'vitest';
import { zhCNPages } from './zh-CN.pages.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const allZhCN = { ...zhCN, ...zhCNPages };

function at(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

// The engine's presentation effects carry web's catalogue key and a zh-CN default for hosts without a
// catalogue: the two must say the same, or a native client and the site would show different words.
describe("the engine's presentation texts", () => {
  it.each(Object.entries(PRESENTATION_TEXTS))(
    '%s: its zh-CN default is the catalogue text at its key',
    (_, text) => {
      expect(at(allZhCN, text.key)).toBe(text.text);
      expect(typeof at(zhTW, text.key)).toBe('string');
    },
  );
});
