import { base64ToBytes } from './bytes.ts';

export interface CipherKeys {
  /** Base64 of 32 bytes (AES-256). */
  key: string;
  /** Base64 of 16 bytes; fixed per site (docs/protocol.md: stable encrypted paths). */
  iv: string;
}

function parse(name: string, base64: string, size: number): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array<ArrayBuffer> | null = null;
  try {
    bytes = base64ToBytes(base64);
  } catch {
    // Reported below with the expected size.
  }
  if (bytes === null || bytes.length !== size)
    throw new Error(`cipher ${name} must be base64 of ${size} bytes`);
  return bytes;
}

/** The key and IV as bytes; throws unless they are base64 of 32 and 16 bytes. */
export function checkedKeys({ key, iv }: CipherKeys): {
  key: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
} {
  return { key: parse('key', key, 32), iv: parse('iv', iv, 16) };
}
