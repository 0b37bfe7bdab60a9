import type { TabSyncPort } from '@jinli/core';

const CHANNEL = 'jinli-session';
/** The storage key of the fallback: written and removed at once, so it never stays in storage. */
const STORAGE_KEY = 'jinli.tabSignal';

export interface TabSyncOptions {
  /** Default: the global BroadcastChannel, when the platform has one. */
  broadcastChannel?: typeof BroadcastChannel | undefined;
  /** The storage and window used where there is no BroadcastChannel. */
  storage?: Storage | undefined;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The TabSyncPort: a BroadcastChannel (same origin only, never echoed to the sender), else `storage`
 * events of a key written and removed at once (other tabs see the write; the writer does not). With
 * neither, messages go nowhere and each tab is on its own.
 */
export function createTabSyncAdapter({
  broadcastChannel = globalThis.BroadcastChannel,
  storage = defaultStorage(),
  target = globalThis.window,
}: TabSyncOptions = {}): TabSyncPort {
  if (broadcastChannel !== undefined) {
    const channel = new broadcastChannel(CHANNEL);
    return {
      publish: (message) => channel.postMessage(message),
      subscribe(listener) {
        const onMessage = (event: MessageEvent) => listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  return {
    publish(message) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(message));
        storage?.removeItem(STORAGE_KEY);
      } catch {
        // Storage refused: the other tabs learn of it on their next call instead.
      }
    },
    subscribe(listener) {
      if (target === undefined) return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY || event.newValue === null) return;
        try {
          listener(JSON.parse(event.newValue));
        } catch {
          // Not ours, or garbled: ignored.
        }
      };
      target.addEventListener('storage', onStorage as EventListener);
      return () => target.removeEventListener('storage', onStorage as EventListener);
    },
  };
}
