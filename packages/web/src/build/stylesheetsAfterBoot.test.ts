import { describe, expect, it } from 'vitest';
import { stylesheetsAfterBoot } from './stylesheetsAfterBoot.ts';

const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <style>.boot{display:grid}</style>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/Badge-c3.css">
    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
  </head>
  <body>
    <div id="root"><div class="boot">正在进入锦鲤娱乐…</div></div>
  </body>
</html>`;

describe('stylesheetsAfterBoot', () => {
  it('moves every stylesheet link behind the boot screen, in order, and keeps the rest', () => {
    const html = stylesheetsAfterBoot(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(head).toContain('rel="modulepreload"');
    const boot = html.indexOf('class="boot"');
    const badge = html.indexOf('/assets/Badge-c3.css');
    const index = html.indexOf('/assets/index-d4.css');
    expect(boot).toBeLessThan(badge);
    expect(badge).toBeLessThan(index);
    expect(index).toBeLessThan(html.indexOf('</body>'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page without stylesheets or without a body as it is', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(stylesheetsAfterBoot(bare)).toBe(bare);
    const fragment = '<link rel="stylesheet" href="/a.css">';
    expect(stylesheetsAfterBoot(fragment)).toBe(fragment);
  });
});
