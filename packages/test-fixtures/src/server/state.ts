import { createSeedData, type SeedData } from '../seed/seedData.ts';
import { type AuthState, createAuthState } from './auth/authState.ts';
import type { ActiveFault } from './faults.ts';

/** One API call as GET /__sandbox/requests shows it. Never holds login tokens or passwords. */
export interface ApiRequestRecord {
  time: number;
  method: string;
  rawPath: string;
  realPath: string | null;
  encrypted: boolean;
  requestId: string | null;
  /** The envelope's code as sent; null when no intact envelope went out (dropped, replaced body). */
  status_code: number | null;
}

export interface SandboxState {
  data: SeedData;
  /** Accounts, sessions, captchas and sent codes (issue #3). */
  auth: AuthState;
  faults: ActiveFault[];
  requests: ApiRequestRecord[];
  nextFaultId: number;
}

export const MAX_REQUEST_RECORDS = 500;

export function createSandboxState(seed: number, now: number): SandboxState {
  return {
    data: createSeedData({ seed, now }),
    auth: createAuthState(seed, now),
    faults: [],
    requests: [],
    nextFaultId: 1,
  };
}

export function recordRequest(state: SandboxState, record: ApiRequestRecord): void {
  state.requests.push(record);
  if (state.requests.length > MAX_REQUEST_RECORDS)
    state.requests.splice(0, state.requests.length - MAX_REQUEST_RECORDS);
}
