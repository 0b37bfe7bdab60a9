import { describe, expect, it, vi } from 'vitest';
import { Container } from './serviceContainer.ts';

const A = Symbol('A');
const B = Symbol('B');

describe('the composition root container', () => {
  it('gives a constant back as bound', () => {
    const container = new Container();
    const value = { n: 1 };
    container.bind(A).toConstantValue(value);
    expect(container.get(A)).toBe(value);
  });

  it('calls a factory once, on first use, and keeps what it made', () => {
    const container = new Container();
    const factory = vi.fn(() => ({ made: true }));
    container.bind(A).toDynamicValue(factory);
    expect(factory).not.toHaveBeenCalled();
    const first = container.get(A);
    expect(container.get(A)).toBe(first);
    expect(factory).toHaveBeenCalledOnce();
  });

  it('lets a factory resolve other tokens', () => {
    const container = new Container();
    container.bind(A).toConstantValue(2);
    container.bind(B).toDynamicValue((ctx) => ctx.get<number>(A) * 3);
    expect(container.get(B)).toBe(6);
  });

  it('calls a factory that threw again on the next get (a capability not built yet)', () => {
    const container = new Container();
    let ready = false;
    container.bind(A).toDynamicValue(() => {
      if (!ready) throw new Error('not built yet');
      return 'built';
    });
    expect(() => container.get(A)).toThrow('not built yet');
    ready = true;
    expect(container.get(A)).toBe('built');
  });

  it('refuses an unbound token, a second binding and a factory that needs itself', () => {
    const container = new Container();
    expect(() => container.get(A)).toThrow(/nothing is bound/);
    container.bind(A).toConstantValue(1);
    expect(() => container.bind(A).toConstantValue(2)).toThrow(/bound twice/);
    container.bind(B).toDynamicValue((ctx) => ctx.get(B));
    expect(() => container.get(B)).toThrow(/depends on itself/);
  });
});
