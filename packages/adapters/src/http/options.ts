import type { ApiError, ClockPort, CryptoPort } from '@jinli/core';

export interface LoginExpiredInfo {
  /** A token was sent with the failing call: the member was logged in and sees 请重新登录. */
  hadToken: boolean;
  path: string;
}

export interface HttpAdapterOptions {
  /** Empty means the page's own origin. */
  apiBase: string;
  siteId: string;
  version: string;
  /** Read on every call so a stored override takes effect at once. */
  safeSwitch: () => boolean;
  crypto: CryptoPort;
  clock: ClockPort;
  uniqueId: () => string;
  getToken: () => string | null;
  /** preInfo's ip once known, else ''. */
  getClientIp: () => string;
  /** Once per call that fails with 6001 or HTTP 401. */
  onLoginExpired?: (info: LoginExpiredInfo) => void;
  /** Every rejected envelope code except 6001 (e.g. the 6449 bind-real-name dialog). */
  onApiError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  newRequestId?: () => string;
  /** Base for `origin: true` endpoints (image upload); default the page's own origin. */
  originBase?: string;
  /** Default per-call timeout; 30 000 ms unless set, 0 = none. */
  timeoutMs?: number;
  /** Pause before transport retry n (1-based); default ky's 300 ms doubling. Tests set it to 0. */
  retryDelayMs?: (attempt: number) => number;
}
