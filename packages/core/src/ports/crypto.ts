/**
 * Hashing and the site cipher (AES-CBC/PKCS7, key and IV from runtime config; see docs/protocol.md).
 * The synchronous functions are pure for a given key set. encryptAsync/decryptAsync give the same
 * bytes as encrypt/decrypt, using the platform's native cipher where it has one (WebCrypto); the HTTP
 * transport uses them for bodies and answers.
 */
export interface CryptoPort {
  /** Lower-case hex MD5 of the UTF-8 text (passwords, codeId). */
  md5(text: string): string;
  /** Cipher text as standard base64. */
  encrypt(plain: string): string;
  /** Inverse of encrypt; throws on bad input or wrong key. */
  decrypt(cipherText: string): string;
  /** Opaque, URL-safe token for an API path (`/site/api/v1/...` -> `/x/<token>`). */
  encryptPath(path: string): string;
  /** Inverse of encryptPath; throws when the token is not one of ours. */
  decryptPath(encryptedPath: string): string;
  /** Same result as encrypt, possibly computed natively. */
  encryptAsync(plain: string): Promise<string>;
  /** Same result as decrypt (rejects where decrypt throws), possibly computed natively. */
  decryptAsync(cipherText: string): Promise<string>;
}
