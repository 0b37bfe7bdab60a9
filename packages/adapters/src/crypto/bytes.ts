/** Byte helpers shared by the WebCrypto cipher and key parsing (atob/btoa exist in browsers and Node 20). */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** btoa takes a binary string; build it in slices so String.fromCharCode never gets too many arguments. */
const SLICE = 0x2000;

export function isBase64(text: string): boolean {
  return BASE64.test(text);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** Throws on text that is not standard base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  if (!isBase64(base64)) throw new Error('not base64');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
