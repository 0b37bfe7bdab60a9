import { ROUTES } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { sectionMenu } from './sections.ts';

describe('sectionMenu', () => {
  it('lists the help pages, including about us and customer service', () => {
    const paths = sectionMenu('help').map((def) => def.path);
    expect(paths).toContain('/app/help/kh');
    expect(paths).toContain('/app/help/gywm');
    expect(paths).toContain('/app/help/zxkf');
  });

  it('leaves out hidden routes and routes that need a parameter', () => {
    const menu = sectionMenu('mine');
    expect(menu.every((def) => !def.hidden && !def.path.includes('$'))).toBe(true);
    expect(ROUTES.some((def) => def.layout === 'mine' && def.path.includes('$'))).toBe(true);
  });
});
