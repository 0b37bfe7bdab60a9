import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_CLASS, FLASH_MS, flashPrice } from './priceFlash.ts';

/** A price's cell as the flash sees it: its class list. */
function priceElement(): Element {
  const classes = new Set<string>(['odds-cell', 'odds-cell-selected']);
  return {
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
      contains: (name: string) => classes.has(name),
    },
  } as unknown as Element;
}

/** Whether the cell shows the tint: its class says so until the timer takes it. */
const isFlashing = (element: Element): boolean => element.classList.contains(FLASH_CLASS);

describe('a moved price flashes for a second (#27)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('shows the tint at once and takes it away when the second is over', () => {
    const price = priceElement();
    flashPrice(price);
    expect(isFlashing(price)).toBe(true);
    vi.advanceTimersByTime(FLASH_MS - 60);
    expect(isFlashing(price)).toBe(true);
    vi.advanceTimersByTime(60);
    expect(isFlashing(price)).toBe(false);
    // Only the flash's class goes.
    expect(price.classList.contains('odds-cell-selected')).toBe(true);
  });

  it('starts again when the price moves during its flash', () => {
    const price = priceElement();
    flashPrice(price);
    vi.advanceTimersByTime(600);
    flashPrice(price);
    vi.advanceTimersByTime(FLASH_MS - 100);
    expect(isFlashing(price)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(isFlashing(price)).toBe(false);
  });

  it('serves every price with one timer, and ends flashes a few ms apart together', () => {
    const first = priceElement();
    const second = priceElement();
    const later = priceElement();
    flashPrice(first);
    vi.advanceTimersByTime(20);
    flashPrice(second);
    vi.advanceTimersByTime(300);
    flashPrice(later);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FLASH_MS - 320);
    // The first's end takes the second's with it (20 ms later); the third stays.
    expect([isFlashing(first), isFlashing(second), isFlashing(later)]).toEqual([false, false, true]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(320);
    expect(isFlashing(later)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
