import type { DraftField } from '@jinli/core';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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
export function fieldsOf(root: ParentNode): Field[] {
  // Disabled fields count (a form disables its fields while the call that failed is in flight).
  return [...root.querySelectorAll<Field>('main input, main textarea, main select')].filter(
    (field) =>
      !(field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) &&
      field.closest('[role="dialog"]') === null,
  );
}

/** Each field's key: its label, type and place among fields of the same label (stable across renders). */
export function keyed(fields: Field[]): [string, Field][] {
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
