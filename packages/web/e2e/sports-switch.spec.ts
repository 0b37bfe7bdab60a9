import { expect, openSportsbook, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** What the board showed at one moment: recorded on every change, so no moment is missed. */
interface Moment {
  basketballChosen: boolean;
  loadingBar: boolean;
  games: string[];
  leagueShortcuts: boolean;
  listTop: number | null;
}

// Issue #27: switching sport answers at once (the button shows the choice) while the new board renders
// in the background; the old board stays on screen with a loading bar until the new one replaces it,
// never a blank list or a skeleton in between, and the old board does not move when the bar shows.
test('a sport switch keeps the old board, with a loading bar, until the new one is ready', async ({
  page,
  sandbox,
  request,
}) => {
  await openSportsbook(page, sandbox, request, { today: false });
  const rows = page.locator('.match-row');
  const football = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-game') ?? ''));
  const nav = page.getByRole('navigation', { name: '体育项目' });
  await expect(nav.getByRole('button', { name: /^足球/ })).toHaveAttribute('aria-current', 'true');

  const listTop = await page.locator('.league-list-virtual').evaluate((el) => el.getBoundingClientRect().top);
  await page.evaluate(() => {
    const moments: Moment[] = [];
    (window as unknown as { moments: Moment[] }).moments = moments;
    const record = () => {
      const chosen = document.querySelector('.sports-nav button[aria-current="true"]');
      // The bar is always in the page, hidden until a switch shows it.
      const bar = document.querySelector('[role="status"][aria-label="赛事加载中"]');
      moments.push({
        basketballChosen: chosen?.textContent?.startsWith('篮球') ?? false,
        loadingBar: bar !== null && getComputedStyle(bar).visibility === 'visible',
        games: [...document.querySelectorAll('.match-row')].map((el) => el.getAttribute('data-game') ?? ''),
        leagueShortcuts: document.querySelector('.sports-leagues') !== null,
        listTop: document.querySelector('.league-list-virtual')?.getBoundingClientRect().top ?? null,
      });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
  });
  await nav.getByRole('button', { name: /^篮球/ }).click();
  await expect(nav.getByRole('button', { name: /^篮球/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('status', { name: '赛事加载中' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  const basketball = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-game') ?? ''));
  expect(basketball.some((game) => football.includes(game))).toBe(false);
  await expect(page.getByRole('toolbar', { name: '联赛筛选' })).toHaveCount(0);

  const moments = await page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);
  const chosen = moments.filter((m) => m.basketballChosen);
  // The first moment the button shows 篮球: the football board is still there, with the loading bar.
  // The bar shows in place: the old board does not move while it waits (#27).
  expect(chosen[0]).toMatchObject({ loadingBar: true, games: football, leagueShortcuts: true, listTop });
  // Never a moment with the choice made and no match on screen.
  expect(chosen.every((m) => m.games.length > 0)).toBe(true);
  // The bar goes with the old board: the new board never shows under it.
  expect(chosen.filter((m) => m.loadingBar).every((m) => m.games.join() === football.join())).toBe(true);
});
