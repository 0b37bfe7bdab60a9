/**
 * Hashing and the site cipher (AES-CBC/PKCS7, key and IV from runtime config; see docs/protocol.md).
 * md5 is synchronous and pure; the cipher is asynchronous because the platform's native one
 * (WebCrypto) is. Encryption is deterministic for a given key set (fixed IV).
 */
export interface CryptoPort {
  /** Lower-case hex MD5 of the UTF-8 text (passwords, codeId). */
  md5(text: string): string;
  /** Cipher text as standard base64. */
  encryptAsync(plain: string): Promise<string>;
  /** Inverse of encryptAsync; rejects on bad input or wrong key. */
  decryptAsync(cipherText: string): Promise<string>;
}
