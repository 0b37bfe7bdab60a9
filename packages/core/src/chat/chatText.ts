/**
 * Chat text rules (SPEC §5: trimmed, empty not sent). The spec gives no maximum; we cap a message at
 * 200 characters (counted as code points, so an emoji is one) to keep a flooded room readable and the
 * frame small. Longer text is refused, not cut, so the member decides what to drop.
 */
export const CHAT_TEXT_MAX_LENGTH = 200;

export type ChatTextProblem = 'empty' | 'tooLong';

export type ChatTextResult =
  | { ok: true; text: string }
  | { ok: false; problem: ChatTextProblem; message: string };

export const CHAT_TEXT_MESSAGES: Readonly<Record<ChatTextProblem, string>> = {
  empty: '请输入聊天内容',
  tooLong: `消息不能超过${CHAT_TEXT_MAX_LENGTH}个字`,
};

/** What would be sent for the typed text, or why nothing can be sent. */
export function prepareChatText(raw: string): ChatTextResult {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'empty', message: CHAT_TEXT_MESSAGES.empty };
  if (chatTextLength(text) > CHAT_TEXT_MAX_LENGTH) {
    return { ok: false, problem: 'tooLong', message: CHAT_TEXT_MESSAGES.tooLong };
  }
  return { ok: true, text };
}

/** Length as the member counts it: code points, not UTF-16 units. */
export function chatTextLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/**
 * What the composer shows on each keystroke (issue #27): the trimmed text's length for the counter and
 * whether prepareChatText would accept it, from one trim and one count.
 */
export function chatTextStatus(raw: string): { length: number; sendable: boolean } {
  const length = chatTextLength(raw.trim());
  return { length, sendable: length > 0 && length <= CHAT_TEXT_MAX_LENGTH };
}
