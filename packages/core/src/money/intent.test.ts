import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import {
  createIntentRunner,
  type IntentCheck,
  type IntentStatus,
  RESEND_UNKNOWN,
  SEND_ONCE,
} from './intent.ts';

const refusal = () => new ApiError({ kind: 'result', code: 6034, message: '中心钱包余额不足', path: '/x' });
const lost = () => new ApiError({ kind: 'timeout', message: '请求超时，请稍后重试', path: '/x' });

/** Ids 'id-1', 'id-2', … and how many the runner asked for. */
function idPort() {
  let n = 0;
  const newId = () => `id-${++n}`;
  return { newId, count: () => n };
}

describe('the intent runner (issue #25)', () => {
  it('sends once under a fresh id and answers the value', async () => {
    const ids = idPort();
    const runner = createIntentRunner(ids.newId);
    const sent: string[] = [];
    const outcome = await runner
      .start({
        send: async (id) => {
          sent.push(id);
          return 'done';
        },
      })
      .run();
    expect(outcome).toEqual({ type: 'ok', value: 'done', requestId: 'id-1', checked: false });
    expect(sent).toEqual(['id-1']);
  });

  it('a refusal is final: a second run sends nothing and the next submit is a new intent', async () => {
    const runner = createIntentRunner(idPort().newId);
    const sent: string[] = [];
    const spec = {
      send: async (id: string) => {
        sent.push(id);
        throw refusal();
      },
    };
    const intent = runner.resume('transfer:AG:1.00', spec);
    expect(await intent.run()).toMatchObject({ type: 'refused', code: 6034 });
    expect(await intent.run()).toMatchObject({ type: 'refused' });
    expect(sent).toEqual(['id-1']);
    expect(runner.resume('transfer:AG:1.00', spec).requestId).toBe('id-2');
  });

  it('a lost answer is checked before a retry is offered; the retry keeps the id', async () => {
    const runner = createIntentRunner(idPort().newId);
    const sent: string[] = [];
    const statuses: IntentStatus[] = [];
    let answers = [lost(), 'moved'];
    const spec = {
      send: async (id: string) => {
        sent.push(id);
        const next = answers[0];
        answers = answers.slice(1);
        if (next instanceof Error) throw next;
        return next;
      },
      check: async (): Promise<IntentCheck<string>> => ({ type: 'notApplied' }),
      onStatus: (s: IntentStatus) => statuses.push(s),
    };
    const first = runner.resume('k', spec);
    expect(await first.run()).toMatchObject({ type: 'unknown', check: 'notApplied', requestId: 'id-1' });
    expect(statuses).toEqual(['sending', 'checking', 'unknown']);
    // The member submits the same thing again: the kept intent, the same id.
    const again = runner.resume('k', { send: async () => 'other' });
    expect(again).toBe(first);
    expect(await again.run()).toMatchObject({ type: 'ok', value: 'moved', requestId: 'id-1' });
    expect(sent).toEqual(['id-1', 'id-1']);
    expect(runner.kept('k')).toBeUndefined();
  });

  it('adopts a stored id (after a reload): the id port is not asked, the retry carries the stored id', async () => {
    const ids = idPort();
    const runner = createIntentRunner(ids.newId);
    const sent: string[] = [];
    let answers: (Error | string)[] = [lost(), 'placed'];
    const spec = {
      requestId: 'stored-7',
      send: async (id: string) => {
        sent.push(id);
        const next = answers[0] ?? 'placed';
        answers = answers.slice(1);
        if (next instanceof Error) throw next;
        return next;
      },
      check: async (): Promise<IntentCheck<string>> => ({ type: 'unknown' }),
    };
    const intent = runner.resume('bet:stored-7', spec);
    expect(intent.requestId).toBe('stored-7');
    expect(await intent.run()).toMatchObject({ type: 'unknown', requestId: 'stored-7' });
    // The member presses again: the kept intent, the same stored id, and the answer settles it.
    expect(runner.resume('bet:stored-7', spec)).toBe(intent);
    expect(await intent.run()).toMatchObject({ type: 'ok', value: 'placed', requestId: 'stored-7' });
    expect(sent).toEqual(['stored-7', 'stored-7']);
    expect(ids.count()).toBe(0);
  });

  it('the check finding the money moved is the outcome; nothing is sent again', async () => {
    const runner = createIntentRunner(idPort().newId);
    let sends = 0;
    const intent = runner.start({
      send: async () => {
        sends += 1;
        throw lost();
      },
      check: async () => ({ type: 'applied', value: 'found' }),
    });
    expect(await intent.run()).toEqual({ type: 'ok', value: 'found', requestId: 'id-1', checked: true });
    await intent.run();
    expect(sends).toBe(1);
  });

  it('RESEND_UNKNOWN sends again at once under the same id; a run in flight is shared', async () => {
    const runner = createIntentRunner(idPort().newId);
    const sent: string[] = [];
    const intent = runner.start({
      retry: RESEND_UNKNOWN,
      send: async (id) => {
        sent.push(id);
        if (sent.length === 1) throw lost();
        return 'ok';
      },
    });
    const [a, b] = await Promise.all([intent.run(), intent.run()]);
    expect(a).toBe(b);
    expect(sent).toEqual(['id-1', 'id-1']);
  });

  it('a failing check counts as unknown', async () => {
    const runner = createIntentRunner(idPort().newId);
    const intent = runner.start({
      retry: SEND_ONCE,
      send: () => Promise.reject(lost()),
      check: () => Promise.reject(new Error('offline')),
    });
    expect(await intent.run()).toMatchObject({
      type: 'unknown',
      check: 'unknown',
      message: '请求超时，请稍后重试',
    });
  });
});

type Answer = 'ok' | 'refused' | 'lost';
type Found = IntentCheck<string>['type'];
/** One step of a member's session: a submit (of intent `key`), or two clicks at once. */
type Step = { kind: 'submit' | 'doubleClick'; key: number };

describe('the intent runner, any sequence of sends, timeouts and retries (issue #25)', () => {
  test.prop(
    [
      fc.array(fc.record({ kind: fc.constantFrom('submit', 'doubleClick'), key: fc.nat(2) }), {
        minLength: 1,
        maxLength: 25,
      }) as fc.Arbitrary<Step[]>,
      fc.infiniteStream(fc.constantFrom<Answer>('ok', 'refused', 'lost', 'lost')),
      fc.infiniteStream(fc.constantFrom<Found>('applied', 'notApplied', 'unknown')),
      fc.constantFrom(SEND_ONCE, RESEND_UNKNOWN),
    ],
    { numRuns: 200 },
  )(
    'one id per intent, never two requests at once, nothing sent after a known outcome',
    async (steps, answers, checks, retry) => {
      const ids = idPort();
      const runner = createIntentRunner(ids.newId);
      const answerOf = answers[Symbol.iterator]();
      const checkOf = checks[Symbol.iterator]();
      /** Every send: the intent it belongs to (its serial) and the id it carried. */
      const sends: { serial: number; requestId: string }[] = [];
      const known = new Set<number>();
      let inFlight = 0;
      let serials = 0;
      const serialOf = new Map<object, number>();

      for (const step of steps) {
        const serial = serials + 1;
        const intent = runner.resume(`intent:${step.key}`, {
          retry,
          async send(requestId) {
            inFlight += 1;
            expect(inFlight, 'never two requests at once').toBe(1);
            sends.push({ serial: serialOf.get(intent) ?? serial, requestId });
            expect(known.has(serialOf.get(intent) ?? serial), 'never sent after a known outcome').toBe(false);
            await Promise.resolve();
            inFlight -= 1;
            const answer = answerOf.next().value as Answer;
            if (answer === 'refused') throw refusal();
            if (answer === 'lost') throw lost();
            return 'moved';
          },
          async check() {
            const found = checkOf.next().value as Found;
            return found === 'applied' ? { type: 'applied', value: 'moved' } : { type: found };
          },
        });
        if (!serialOf.has(intent)) {
          serials += 1;
          serialOf.set(intent, serials);
        }
        const runs = step.kind === 'doubleClick' ? [intent.run(), intent.run()] : [intent.run()];
        const outcomes = await Promise.all(runs);
        expect(new Set(outcomes).size, 'a double click answers one run').toBe(1);
        const outcome = outcomes[0];
        expect(outcome?.requestId).toBe(intent.requestId);
        if (outcome?.type !== 'unknown') known.add(serialOf.get(intent) ?? 0);
      }

      // Each intent carried one id; different intents carried different ids.
      const idsBySerial = new Map<number, Set<string>>();
      for (const { serial, requestId } of sends)
        idsBySerial.set(serial, (idsBySerial.get(serial) ?? new Set()).add(requestId));
      for (const set of idsBySerial.values()) expect(set.size).toBe(1);
      const allIds = [...idsBySerial.values()].map((set) => [...set][0]);
      expect(new Set(allIds).size).toBe(allIds.length);
      // Ids come from the id port only, one per intent.
      expect(ids.count()).toBe(serials);
    },
  );
});
