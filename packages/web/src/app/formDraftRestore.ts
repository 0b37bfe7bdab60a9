import type { DraftField } from '@jinli/core';
import { type Field, fieldsOf, keyed } from './formDraft.ts';

// Issue #27: putting kept fields back runs only after a login that followed a 6001 mid-form, so it is its
// own chunk (guardedRouter.ts loads it then); capturing them (formDraft.ts) must run in the 6001's turn.

/** Sets a field the way typing would, so React's onChange sees it. */
function setValue(field: Field, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Puts kept fields back as their page renders (its lists may load first): each field once, when it is
 * there and still empty (never over what the member typed since). Resolves with how many were restored
 * once all are back or after `timeoutMs`.
 */
export function restoreDraft(
  draft: readonly DraftField[],
  {
    root = document,
    timeoutMs = 8_000,
    intervalMs = 150,
  }: { root?: ParentNode; timeoutMs?: number; intervalMs?: number } = {},
): Promise<number> {
  const pending = new Map(draft.map((field) => [field.key, field]));
  let restored = 0;
  const attempt = () => {
    for (const [key, field] of keyed(fieldsOf(root))) {
      const kept = pending.get(key);
      // A field still loading or in flight is filled once the page enables it.
      if (kept === undefined || field.disabled) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked !== kept.checked) field.click();
      } else if (field instanceof HTMLSelectElement) {
        if (![...field.options].some((option) => option.value === kept.value)) continue;
        if (field.value !== kept.value) setValue(field, kept.value);
      } else if (field.value === '') {
        setValue(field, kept.value);
      }
      pending.delete(key);
      restored += 1;
    }
    return pending.size === 0;
  };
  return new Promise((resolve) => {
    if (attempt()) return resolve(restored);
    const started = Date.now();
    const timer = setInterval(() => {
      if (attempt() || Date.now() - started >= timeoutMs) {
        clearInterval(timer);
        resolve(restored);
      }
    }, intervalMs);
  });
}
