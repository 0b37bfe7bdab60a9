/** Byte helpers shared by the WebCrypto cipher and key parsing (atob/btoa exist in browsers and Node 20). */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** btoa takes a binary string; build it in slices so String.fromCharCode never gets too many arguments. */
const SLICE = 0x2000;

/** The native base64 codec of newer engines (Chromium 140+, Node 22+), several times faster than btoa/atob. */
interface NativeBase64 {
  fromBase64?: (base64: string) => Uint8Array<ArrayBuffer>;
}
interface NativeBytes {
  toBase64?: () => string;
}
const nativeFromBase64 = (Uint8Array as unknown as NativeBase64).fromBase64?.bind(Uint8Array);
const nativeToBase64 = typeof (Uint8Array.prototype as NativeBytes).toBase64 === 'function';

export function isBase64(text: string): boolean {
  return BASE64.test(text);
}

export function bytesToBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return (bytes as NativeBytes).toBase64?.() ?? '';
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    // apply takes the typed array as it is; spreading it would walk an iterator (several times slower).
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + SLICE) as unknown as number[]);
  }
  return btoa(binary);
}

/** Throws on text that is not standard base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  if (!isBase64(base64)) throw new Error('not base64');
  if (nativeFromBase64) return nativeFromBase64(base64);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
