import type { DevicePort, StoragePort } from '@jinli/core';
import { StorageKey } from '@jinli/core/contract';
import { newUuidV4 } from '../uuid.ts';
import { type DeviceFacts, readBrowserFacts } from './deviceFacts.ts';
import { fingerprintHash } from './fnv1a.ts';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS/i;

/** Phones and tablets, including iPadOS which reports itself as a Mac but has a touch screen. */
export function isMobileAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return MOBILE_AGENT.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function fingerprintOf(facts: DeviceFacts): string {
  const graphics = facts.graphics ? `${facts.graphics.vendor}~${facts.graphics.renderer}` : 'none';
  const screen = facts.screen
    ? `${facts.screen.width}x${facts.screen.height}x${facts.screen.colorDepth}`
    : 'none';
  return fingerprintHash(
    [graphics, screen, facts.userAgent, facts.language, facts.timeZone, facts.hardwareConcurrency].join('|'),
  );
}

/**
 * The browser's DevicePort. The unique id is made once and kept in storage; the fingerprint and the
 * mobile check are computed once per page (WebGL is slow to query).
 */
export function createBrowserDeviceAdapter(
  storage: StoragePort,
  readFacts: () => DeviceFacts = readBrowserFacts,
): DevicePort {
  let facts: DeviceFacts | undefined;
  let fingerprint: string | undefined;
  const getFacts = () => {
    facts ??= readFacts();
    return facts;
  };
  return {
    uniqueId: () => {
      const stored = storage.get(StorageKey.deviceId);
      if (stored) return stored;
      const id = newUuidV4();
      storage.set(StorageKey.deviceId, id);
      return id;
    },
    fingerprint: () => {
      fingerprint ??= fingerprintOf(getFacts());
      return fingerprint;
    },
    isMobile: () => isMobileAgent(getFacts().userAgent, getFacts().maxTouchPoints),
  };
}

export interface StaticDevice {
  uniqueId: string;
  fingerprint: string;
  mobile: boolean;
}

/** Fixed answers for Node (sandbox, tests). */
export function createStaticDeviceAdapter({ uniqueId, fingerprint, mobile }: StaticDevice): DevicePort {
  return { uniqueId: () => uniqueId, fingerprint: () => fingerprint, isMobile: () => mobile };
}
