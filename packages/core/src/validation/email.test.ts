import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { validateEmail } from './email.ts';
import { EMAIL_MAX } from './limits.ts';
import { insertAt } from './testArbitraries.ts';

const FORMAT = { code: 'email.format', message: '请输入正确的邮箱' };

const textChar = fc.constantFrom(...'abcxyzABZ0129._-+'.split(''), '中');
const text = (max: number) => fc.array(textChar, { minLength: 1, maxLength: max }).map((c) => c.join(''));

// Grammar: text "@" text "." text, where text has no whitespace and no "@".
const validEmail = fc
  .tuple(text(12), text(12), text(6))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

describe('validateEmail', () => {
  test.prop([validEmail])('accepts every address the grammar allows', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  test.prop([
    fc.emailAddress({ size: 'small' }).filter((email) => email.length <= EMAIL_MAX && !email.includes('"')),
  ])('accepts ordinary RFC addresses', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  test.prop([fc.constantFrom('', ' ', '\t')])('requires a value', (blank) => {
    expect(validateEmail(blank)).toEqual({ code: 'email.required', message: '请输入邮箱' });
  });

  test.prop([validEmail, fc.constantFrom(' ', '\t', '\n', '\u3000'), fc.nat()])(
    'rejects whitespace anywhere',
    (email, space, position) => {
      expect(validateEmail(insertAt(email, space, position))).toEqual(FORMAT);
    },
  );

  test.prop([text(20), text(10)])('rejects a missing "@"', (left, right) => {
    expect(validateEmail(`${left}${right}.com`)).toEqual(FORMAT);
  });

  test.prop([text(12), fc.stringMatching(/^[a-z0-9]{1,12}$/)])(
    'rejects a domain without a dot',
    (local, domain) => {
      expect(validateEmail(`${local}@${domain}`)).toEqual(FORMAT);
    },
  );

  test.each(['@b.c', 'a@.c', 'a@b.', 'a@b@c.d', 'a@b'])('rejects %s', (email) => {
    expect(validateEmail(email)).toEqual(FORMAT);
  });

  test.prop([validEmail, fc.integer({ min: 1, max: 20 })])(
    'rejects more than 40 characters',
    (email, pad) => {
      const long = 'x'.repeat(Math.max(0, EMAIL_MAX + pad - email.length)) + email;
      expect(validateEmail(long)?.code).toBe('email.tooLong');
    },
  );
});
