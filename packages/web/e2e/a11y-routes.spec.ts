import { ROUTES } from '@jinli/core/rules';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, expectLoggedInAs, gotoHome, logIn, openInApp, test } from './fixtures.ts';

// Issue #15: axe on every route of the route table, as demo01 (so member routes render), with no
// serious or critical WCAG A/AA violation.
const PARAMS: Record<string, string> = { $id: '1', $enName: 'crty', $info: 'aW52YWxpZA', $: 'mine/wallet' };

function concretePath(path: string): string {
  return path
    .split('/')
    .map((segment) => PARAMS[segment] ?? segment)
    .join('/');
}

/**
 * Axe on the whole page, or, when `ownContentOnly` and the page has a `main`, on what the route itself
 * shows: its `main` and any dialog it opened. Axe is put into the page once and run per route (the page
 * stays, routes change inside it): AxeBuilder evaluates axe-core's 500 KB source again on every call,
 * about 2 s a route on this machine.
 */
async function seriousViolations(page: Page, ownContentOnly: boolean): Promise<string[]> {
  const include: string[] = [];
  if (ownContentOnly && (await page.locator('main').count()) > 0) {
    include.push('main');
    if ((await page.locator('[role="dialog"], [role="alertdialog"], dialog[open]').count()) > 0)
      include.push('[role="dialog"], [role="alertdialog"], dialog[open]');
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selectors) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(selectors.length > 0 ? { include: selectors } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

test('every route renders, with no serious or critical accessibility violation', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(600_000);
  test.info().annotations.push({ type: 'allow-console-errors', description: 'Failed to load resource' });
  await gotoHome(page);
  await logIn(page, sandbox, 'demo01', 'demo1234');
  await expectLoggedInAs(page, 'demo01');
  const routes = new Map<string, string>();
  for (const route of ROUTES) {
    const path = concretePath(route.path);
    if (!path.includes('*') && !routes.has(path)) routes.set(path, route.layout);
  }
  const paths = [...routes.keys()];
  // The chrome around the page (header, navigation, footer, tab bar) is the same for every route of a
  // layout: the first route of each layout is checked whole, the others on their own content (`main`).
  const layoutsChecked = new Set<string>();
  const found: Record<string, string[]> = {};
  for (const [path, layout] of routes) {
    await openInApp(page, path);
    const violations = await seriousViolations(page, layoutsChecked.has(layout));
    layoutsChecked.add(layout);
    // Each route renders (its screen's capabilities were loaded by the guard, issue #16), never a
    // fallback page.
    for (const fallback of ['页面出了点问题', '页面没能打开']) {
      if ((await page.getByText(fallback).count()) > 0) violations.push(`shows ${fallback}`);
    }
    if (violations.length > 0) found[path] = violations;
  }
  console.log(
    `axe checked ${paths.length} routes (${layoutsChecked.size} layouts whole); with serious/critical violations: ${Object.keys(found).length}`,
  );
  expect(found).toEqual({});
});
