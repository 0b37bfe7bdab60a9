import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX_LENGTH, chatTextLength, chatTextStatus, prepareChatText } from './chatText.ts';

const whitespace = fc.constantFrom(' ', '\t', '\n', '\u3000', '\u00a0');

describe('prepareChatText', () => {
  it('trims and sends what is left', () => {
    expect(prepareChatText('  你好 \n')).toEqual({ ok: true, text: '你好' });
    expect(prepareChatText('\u3000全角空格\u3000')).toEqual({ ok: true, text: '全角空格' });
  });

  test.prop([fc.array(whitespace)])('whitespace alone is never sent', (chars) => {
    expect(prepareChatText(chars.join(''))).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('allows 200 characters and refuses 201, counting an emoji as one', () => {
    expect(prepareChatText('字'.repeat(CHAT_TEXT_MAX_LENGTH)).ok).toBe(true);
    expect(prepareChatText('😀'.repeat(CHAT_TEXT_MAX_LENGTH)).ok).toBe(true);
    expect(prepareChatText('字'.repeat(CHAT_TEXT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      problem: 'tooLong',
      message: '消息不能超过200个字',
    });
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 250 })])(
    'an accepted text is trimmed, non-empty, within the limit and stable',
    (raw) => {
      const result = prepareChatText(raw);
      if (!result.ok) return;
      expect(result.text).toBe(raw.trim());
      expect(result.text.length).toBeGreaterThan(0);
      expect(chatTextLength(result.text)).toBeLessThanOrEqual(CHAT_TEXT_MAX_LENGTH);
      expect(prepareChatText(result.text)).toEqual(result);
    },
  );
});

describe('chatTextStatus', () => {
  test.prop([
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 250 }),
      fc.array(whitespace).map((c) => c.join('')),
    ),
  ])('counts the trimmed text and agrees with prepareChatText on what can be sent', (raw) => {
    const status = chatTextStatus(raw);
    expect(status.length).toBe(chatTextLength(raw.trim()));
    expect(status.sendable).toBe(prepareChatText(raw).ok);
  });

  it('counts an emoji as one and stops at the limit', () => {
    expect(chatTextStatus(' 😀好 ')).toEqual({ length: 2, sendable: true });
    expect(chatTextStatus('字'.repeat(CHAT_TEXT_MAX_LENGTH + 1))).toEqual({ length: 201, sendable: false });
  });
});
