import { filter, map, type Observable, Subject } from 'rxjs';

/** One emitted event of an event map: `{ type: 'login_success', payload: {...} }`. */
export type BusEvent<Events> = { [K in keyof Events]: { type: K; payload: Events[K] } }[keyof Events];

/** Events whose payload is `undefined` may be emitted without one. */
export type PayloadArgs<T> = undefined extends T ? [payload?: T] : [payload: T];

export interface EventBus<Events> {
  emit<K extends keyof Events>(type: K, ...payload: PayloadArgs<Events[K]>): void;
  /** Subscribes to one event type; returns the unsubscribe function. */
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): () => void;
  /** Every event, in emission order (hot: late subscribers see only later events). */
  readonly events$: Observable<BusEvent<Events>>;
}

/** A typed, synchronous event bus: handlers run during `emit`, in subscription order. */
export function createEventBus<Events>(): EventBus<Events> {
  const subject = new Subject<BusEvent<Events>>();
  return {
    emit(type, ...payload) {
      subject.next({ type, payload: payload[0] } as BusEvent<Events>);
    },
    on(type, handler) {
      const subscription = subject
        .pipe(
          filter((event) => event.type === type),
          map((event) => event.payload as Events[typeof type]),
        )
        .subscribe(handler);
      return () => subscription.unsubscribe();
    },
    events$: subject.asObservable(),
  };
}
