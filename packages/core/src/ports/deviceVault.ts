/**
 * Seals secrets with a key that never leaves this device: a non-extractable AES-GCM key the platform
 * keeps (IndexedDB in a browser), so neither storage nor the runtime config can open what it sealed
 * (issue #29). A client without such a key supplies no vault; core then never stores a secret.
 */
export interface DeviceVaultPort {
  /** Sealed text (fresh random IV each time); rejects when the device key cannot be made or kept. */
  seal(plain: string): Promise<string>;
  /** Inverse of seal; rejects on tampered text or when this device's key is gone. */
  open(sealed: string): Promise<string>;
}
