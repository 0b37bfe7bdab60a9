import { ROUTES } from '@jinli/core/rules';
import { describe, expect, it } from 'vitest';
import { memberMenu } from './memberMenu.ts';

describe('memberMenu', () => {
  it('lists every visible member page without params once, with badges on inbox and feedback', () => {
    const names = memberMenu().flatMap((g) => g.entries.map((e) => e.def.name));
    const visible = ROUTES.filter((d) => d.layout === 'mine' && !d.hidden && !d.path.includes('$'))
      .map((d) => d.name)
      .filter((n) => n !== 'vipDetail');
    expect(new Set(names)).toEqual(new Set(visible));
    const badges = memberMenu()
      .flatMap((g) => g.entries)
      .filter((e) => e.badge !== null)
      .map((e) => [e.def.name, e.badge]);
    expect(badges).toEqual([
      ['message', 'letters'],
      ['feedbackList', 'feedback'],
    ]);
  });
});
