/** Standard base64 -> base64url without padding (docs/protocol.md: encrypted path tokens). */
export function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Inverse of toBase64Url; throws on characters outside the base64url alphabet. */
export function fromBase64Url(token: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(token) || token.length % 4 === 1) {
    throw new Error('not a base64url token');
  }
  const base64 = token.replace(/-/g, '+').replace(/_/g, '/');
  return base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}
