/**
 * MD5 (RFC 1321) of the UTF-8 text as lower-case hex, for the protocol's password and code-id hashes.
 * Our own few lines instead of crypto-js, so the page's entry chunk carries no crypto-js at all.
 * TextEncoder replaces lone surrogates with U+FFFD, as Node's Buffer does.
 */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
const encoder = new TextEncoder();

function paddedWords(bytes: Uint8Array): Uint32Array {
  const blocks = ((bytes.length + 8) >>> 6) + 1;
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < bytes.length; i++) words[i >>> 2]! |= bytes[i]! << ((i % 4) * 8);
  words[bytes.length >>> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  const bits = bytes.length * 8;
  words[blocks * 16 - 2] = bits >>> 0;
  words[blocks * 16 - 1] = Math.floor(bits / 2 ** 32);
  return words;
}

export function md5(text: string): string {
  const words = paddedWords(encoder.encode(text));
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let block = 0; block < words.length; block += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i++) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + SINES[i]! + words[block + g]!) | 0;
      const shift = SHIFTS[(i >>> 4) * 4 + (i % 4)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    a0 = (a0 + a) | 0;
    b0 = (b0 + b) | 0;
    c0 = (c0 + c) | 0;
    d0 = (d0 + d) | 0;
  }
  let hex = '';
  for (const word of [a0, b0, c0, d0]) {
    for (let i = 0; i < 4; i++) hex += ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0');
  }
  return hex;
}
