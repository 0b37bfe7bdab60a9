/**
 * 128-bit hex digest from four seeded 32-bit FNV-1a passes over the UTF-8 bytes. Not cryptographic:
 * it only has to be stable and spread well, like the md5 the old client used for the fingerprint.
 */
export function fingerprintHash(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let digest = '';
  for (let seed = 0; seed < 4; seed++) {
    let hash = (0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1)) >>> 0;
    for (const byte of bytes) {
      hash ^= byte;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    digest += hash.toString(16).padStart(8, '0');
  }
  return digest;
}
