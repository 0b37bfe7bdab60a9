import { isHttpUrl } from '@jinli/core/rules';

/** /game/{info} param: the game URL as base64url of its UTF-8 bytes (no slashes in the segment). */
export function encodeGameInfo(url: string): string {
  const bytes = new TextEncoder().encode(url);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The http(s) URL an /game/{info} param names, or null for anything this client would not embed. */
export function decodeGameInfo(info: string): string | null {
  try {
    const base64 = info.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const url = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isHttpUrl(url) ? url : null;
  } catch {
    return null;
  }
}
