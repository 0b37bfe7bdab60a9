/**
 * A failed field rule. `code` is a stable English key for tests and translation lookup;
 * `message` is the zh-CN text the spec prescribes (or ours where the spec gives none).
 */
export interface ValidationError {
  readonly code: string;
  readonly message: string;
}

export function validationError(code: string, message: string): ValidationError {
  return { code, message };
}

/** Required-field checks treat whitespace-only input as empty. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Length in code points, so a pasted astral character counts once, as a user would count it. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** What an input's maxlength does to typed or pasted text. */
export function truncateToLength(value: string, max: number): string {
  return Array.from(value).slice(0, max).join('');
}
