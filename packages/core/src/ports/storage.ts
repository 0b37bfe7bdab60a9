/**
 * Key/value storage (the browser's local storage, or memory). Values are strings; absent keys read as null.
 * Keys are the SPEC §3 names from `StorageKey`, or `DD_{name}` for decrypted data.
 */
export interface StoragePort {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Every key currently stored (used to clear all `DD_` entries on logout). */
  keys(): string[];
}
