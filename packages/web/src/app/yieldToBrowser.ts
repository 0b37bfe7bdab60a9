/**
 * Lets the browser paint and handle input before the next piece of start-up work (issue #16): each
 * step of the boot (container, engine and first requests, first render) then runs in its own task
 * instead of one long one. `scheduler.yield()` where the browser has it, else a message-channel task,
 * which, unlike a timer, is not held back in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
