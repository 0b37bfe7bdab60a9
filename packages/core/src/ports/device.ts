/** Facts about the device the member uses. */
export interface DevicePort {
  /** Stable unique id of this browser install (sent as the unique-id header). */
  uniqueId(): string;
  /** Fingerprint hash from graphics vendor, renderer, screen and browser properties. */
  fingerprint(): string;
  /** True on a phone or tablet (SPEC §2: mobile devices go to the h5 site). */
  isMobile(): boolean;
}
