/** One emitted event of an event map: `{ type: 'login_success', payload: {...} }`. */
export type BusEvent<Events> = { [K in keyof Events]: { type: K; payload: Events[K] } }[keyof Events];

/** Events whose payload is `undefined` may be emitted without one. */
export type PayloadArgs<T> = undefined extends T ? [payload?: T] : [payload: T];

/** Every event of a bus as it is emitted (hot: a late subscriber sees only later events). */
export interface BusStream<Events> {
  subscribe(handler: (event: BusEvent<Events>) => void): { unsubscribe(): void };
}

export interface EventBus<Events> {
  emit<K extends keyof Events>(type: K, ...payload: PayloadArgs<Events[K]>): void;
  /** Subscribes to one event type; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  /** Every event, in emission order. */
  readonly events$: BusStream<Events>;
}

interface Listener<Events> {
  /** The event type listened to; null: every event, whole. */
  type: keyof Events | null;
  handler: (value: never) => void;
  active: boolean;
}

/**
 * A typed, synchronous event bus: handlers run during `emit`, in subscription order. As an rxjs Subject
 * did (issue #27: the bus runs at start, rxjs loads with the first socket): a handler added during an
 * emit hears the next event, not this one; one removed during an emit hears nothing more; a handler that
 * throws does not stop the others, and its error is reported as an unhandled one after the emit.
 */
export function createEventBus<Events>(): EventBus<Events> {
  let listeners: Listener<Events>[] = [];
  const listen = (type: keyof Events | null, handler: (value: never) => void): (() => void) => {
    const listener: Listener<Events> = { type, handler, active: true };
    listeners = [...listeners, listener];
    return () => {
      listener.active = false;
      listeners = listeners.filter((other) => other !== listener);
    };
  };
  return {
    emit(type, ...payload) {
      const event = { type, payload: payload[0] } as BusEvent<Events>;
      for (const listener of listeners) {
        if (!listener.active || (listener.type !== null && listener.type !== type)) continue;
        try {
          (listener.handler as (value: unknown) => void)(listener.type === null ? event : payload[0]);
        } catch (error) {
          // Not the emitter's failure: reported on its own, as rxjs reports an observer's error.
          void Promise.reject(error);
        }
      }
    },
    on(type, handler) {
      return listen(type, handler as (value: never) => void);
    },
    events$: {
      subscribe(handler) {
        return { unsubscribe: listen(null, handler as (value: never) => void) };
      },
    },
  };
}
