import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../session/eventBus.ts';
import type { Sports, SportsEvents } from '../sports/sportsCapability.ts';
import { createEffectStream, type PresentationEffect } from './effects.ts';
import { connectSportsPresentation } from './sportsPresentation.ts';
import { PRESENTATION_TEXTS } from './texts.ts';

type SlipContext = { error?: { message: string }; notice?: { code: string; message: string } };

function setup() {
  const events = createEventBus<SportsEvents>();
  let context: SlipContext = {};
  const listeners = new Set<(snapshot: { context: SlipContext }) => void>();
  const slip = {
    getSnapshot: () => ({ context }),
    subscribe: (listener: (snapshot: { context: SlipContext }) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const setSlip = (next: SlipContext) => {
    context = next;
    for (const listener of listeners) listener({ context });
  };
  const load = vi.fn(() => Promise.resolve());
  const effects = createEffectStream();
  const seen: PresentationEffect[] = [];
  effects.subscribe((effect) => seen.push(effect));
  connectSportsPresentation(
    { slip, events, load } as unknown as Pick<Sports, 'slip' | 'events' | 'load'>,
    effects,
  );
  return { events, setSlip, load, seen };
}

describe('connectSportsPresentation', () => {
  it('shows one 数据异常 dialog at a time; 重新进入 loads the venue again and allows the next', () => {
    const { events, load, seen } = setup();
    events.emit('venueError', { message: '数据异常，请重新进入游戏' });
    events.emit('venueError', { message: '数据异常，请重新进入游戏' });
    expect(seen).toHaveLength(1);
    const [dialog] = seen;
    if (dialog?.type !== 'dialog') throw new Error('expected a dialog');
    expect(dialog.closable).toBe(false);
    expect(dialog.action?.label).toEqual(PRESENTATION_TEXTS.reenter);
    dialog.action?.run();
    expect(load).toHaveBeenCalledOnce();
    events.emit('venueError', { message: '数据异常，请重新进入游戏' });
    expect(seen).toHaveLength(2);
  });

  it('shows each new slip refusal and notice once, with its tone', () => {
    const { setSlip, seen } = setup();
    const error = { message: '赔率已变更' };
    setSlip({ error });
    setSlip({ error });
    setSlip({ notice: { code: 'betslip.accepted', message: '投注成功' } });
    expect(seen).toEqual([
      { type: 'toast', tone: 'error', text: { text: '赔率已变更' } },
      { type: 'toast', tone: 'success', text: { text: '投注成功' } },
    ]);
  });

  it('passes the edition theme on', () => {
    const { events, seen } = setup();
    events.emit('theme', { theme: 'dark' });
    expect(seen).toEqual([{ type: 'theme', theme: 'dark' }]);
  });
});
