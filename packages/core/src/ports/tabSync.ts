/**
 * Messages between the open tabs (windows) of this site in one browser: a BroadcastChannel, or storage
 * events where there is none (issue #29). A message reaches every OTHER tab, never the sender. What is
 * received is untrusted input: core parses it before acting.
 */
export interface TabSyncPort {
  publish(message: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void;
}
