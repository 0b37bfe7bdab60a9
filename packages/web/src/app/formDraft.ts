import type { DraftField } from '@jinli/core';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types that hold nothing the member typed. */
const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'file', 'image']);

function labelOf(field: Field): string {
  const aria = field.getAttribute('aria-label');
  if (aria) return aria.trim();
  const label = field.labels?.[0]?.textContent?.trim();
  if (label) return label;
  return field.name || ('placeholder' in field ? field.placeholder : '') || field.tagName.toLowerCase();
}

/** The form fields of the page's content in document order (dialogs and the header are not forms of the page). */
function fieldsOf(root: ParentNode): Field[] {
  // Disabled fields count (a form disables its fields while the call that failed is in flight).
  return [...root.querySelectorAll<Field>('main input, main textarea, main select')].filter(
    (field) =>
      !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) &&
      field.closest('[role="dialog"]') === null,
  );
}

/** Each field's key: its label, type and place among fields of the same label (stable across renders). */
function keyed(fields: Field[]): [string, Field][] {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const base = `${labelOf(field)}|${field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase()}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return [`${base}|${n}`, field];
  });
}

const isSecret = (field: Field): boolean =>
  (field instanceof HTMLInputElement && field.type === 'password') ||
  (field.getAttribute('autocomplete') ?? '').includes('password');

/** What the member typed on the page, as core's DraftFields (core drops passwords and empty fields). */
export function captureDraft(root: ParentNode = document): DraftField[] {
  return keyed(fieldsOf(root)).map(([key, field]) => {
    const checkable =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    return {
      key,
      value: checkable ? (field as HTMLInputElement).value : field.value,
      ...(checkable ? { checked: (field as HTMLInputElement).checked } : {}),
      secret: isSecret(field),
    };
  });
}

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
