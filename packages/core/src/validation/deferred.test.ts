import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtOnce } from '../engine/builtOnce.ts';
import { deferred } from './deferred.ts';

const build = () => z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), note: z.string().optional() });

describe('deferred', () => {
  it('builds the schema on its first parse, and only once', () => {
    let built = 0;
    const schema = deferred(() => {
      built += 1;
      return build();
    });
    expect(built).toBe(0);
    schema.parse({ amount: '1.50' });
    schema.safeParse({ amount: 'x' });
    expect(built).toBe(1);
  });

  it('parses and reports issues exactly as the schema itself', () => {
    const eager = build();
    const lazy = deferred(build);
    for (const input of [{ amount: '10.00', note: '首存' }, { amount: '1e3' }, { note: 1 }, null, 'x']) {
      const a = eager.safeParse(input);
      const b = lazy.safeParse(input);
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
  });

  it('keeps an optional wrapped schema optional inside an object', () => {
    const outer = z.object({ inner: deferred(() => z.string().optional()) });
    expect(outer.safeParse({}).success).toBe(true);
    expect(outer.safeParse({ inner: 1 }).success).toBe(false);
  });

  it('an extended base built once (engine/builtOnce.ts) serves a deferred schema', () => {
    let built = 0;
    const base = builtOnce(() => {
      built += 1;
      return z.object({ id: z.number().int() });
    });
    const detail = deferred(() => base().extend({ title: z.string() }));
    expect(built).toBe(0);
    expect(detail.safeParse({ id: 1, title: '首存礼' }).success).toBe(true);
    expect(detail.safeParse({ id: 1.5, title: '首存礼' }).success).toBe(false);
    expect(base()).toBe(base());
    expect(built).toBe(1);
  });
});
