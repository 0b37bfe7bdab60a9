// Shared generators for the validation property tests (not part of the public surface).
import { fc } from '@fast-check/vitest';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const DIGITS = '0123456789'.split('');

export const letter = fc.constantFrom(...LETTERS);
export const digit = fc.constantFrom(...DIGITS);
export const alnum = fc.constantFrom(...LETTERS, ...DIGITS);

/** Characters no letters-and-digits rule accepts: punctuation, space, CJK, accented, full-width. */
export const illegalChar = fc.constantFrom('_', '-', '@', '.', ' ', '\t', '中', 'é', 'Ａ', '１', '!', '·');

export function charsOf(char: fc.Arbitrary<string>, minLength: number, maxLength: number) {
  return fc.array(char, { minLength, maxLength }).map((chars) => chars.join(''));
}

/** Joins all of the given parts in a random order (each inserted at a random position). */
export function shuffled(parts: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.nat(), { minLength: parts.length, maxLength: parts.length })
    .map((positions) => parts.reduce((text, part, i) => insertAt(text, part, positions[i] ?? 0), ''));
}

/** Inserts `extra` at a random position at or after `from`. */
export function insertAt(base: string, extra: string, position: number, from = 0): string {
  const index = from + (position % (base.length - from + 1));
  return base.slice(0, index) + extra + base.slice(index);
}
