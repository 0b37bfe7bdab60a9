import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { NAME_MIDDLE_DOT, validateRealName } from './realName.ts';
import { charsOf, letter } from './testArbitraries.ts';

const MESSAGE = '请输入正确的姓名';
const DOT = NAME_MIDDLE_DOT;

// Common ideographs plus an Extension B one (𠮷), which real ID names do use.
const hanChar = fc.oneof(
  fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCodePoint(code)),
  fc.constant('𠮷'),
);
const hanWord = charsOf(hanChar, 1, 6);
const latinWord = charsOf(letter, 1, 10);

const hanName = fc.array(hanWord, { minLength: 1, maxLength: 3 }).map((words) => words.join(DOT));
const latinName = fc.array(latinWord, { minLength: 1, maxLength: 3 }).map((words) => words.join(DOT));
const validName = fc.oneof(hanName, latinName);

describe('validateRealName', () => {
  test.prop([hanName])('accepts Chinese names, with single middle dots between parts', (name) => {
    expect(validateRealName(name)).toBeUndefined();
  });

  test.prop([latinName])('accepts letter names, with single middle dots between parts', (name) => {
    expect(validateRealName(name)).toBeUndefined();
  });

  test.prop([validName, validName, fc.integer({ min: 2, max: 4 })])(
    'rejects consecutive middle dots',
    (left, right, dots) => {
      expect(validateRealName(left + DOT.repeat(dots) + right)).toEqual({
        code: 'realName.consecutiveDots',
        message: MESSAGE,
      });
    },
  );

  test.prop([validName, fc.constantFrom('start', 'end', 'both')])(
    'rejects a middle dot at either end',
    (name, where) => {
      const dotted = `${where === 'end' ? '' : DOT}${name}${where === 'start' ? '' : DOT}`;
      expect(validateRealName(dotted)).toEqual({ code: 'realName.edgeDot', message: MESSAGE });
    },
  );

  test.prop([hanWord, latinWord, fc.boolean()])(
    'rejects Chinese mixed with letters',
    (han, latin, dotted) => {
      expect(validateRealName(han + (dotted ? DOT : '') + latin)).toEqual({
        code: 'realName.format',
        message: MESSAGE,
      });
    },
  );

  test.prop([validName, fc.constantFrom('1', ' ', '.', '•', '・', '．', '-', '_', 'é', 'ａ'), fc.nat()])(
    'rejects digits, spaces, punctuation and middle-dot look-alikes',
    (name, bad, position) => {
      const chars = Array.from(name);
      const index = position % (chars.length + 1);
      const broken = [...chars.slice(0, index), bad, ...chars.slice(index)].join('');
      expect(validateRealName(broken)?.message).toBe(MESSAGE);
    },
  );

  test.each(['张三', '欧阳娜娜', '买买提·艾力', 'John·Smith', 'Li'])('accepts %s', (name) => {
    expect(validateRealName(name)).toBeUndefined();
  });

  test.each(['', '·张三', '张三·', '张··三', '张三1', 'John Smith', 'John.Smith', '张San'])(
    'rejects "%s"',
    (name) => {
      expect(validateRealName(name)?.message).toBe(MESSAGE);
    },
  );
});
