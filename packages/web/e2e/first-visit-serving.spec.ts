import type { Page } from '@playwright/test';
import { expect, storeSession, test } from './fixtures.ts';

/** Holds the UI's code (React, the router, the layouts) back until the returned function is called. */
async function holdUiCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/App-[^/]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

// Issue #16: what the start server does for a first visit to `/`: compressed code, and the runtime
// config preloaded by index.html (one request, started with the app script); the first banner is
// fetched at high priority (issue #26: the page is sent as built, no server adds to it).
test('a first visit to / gets brotli code, one preloaded config request and a high-priority banner', async ({
  page,
}) => {
  const requests: string[] = [];
  const encodings = new Map<string, { coding: string | undefined; bytes: number }>();
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const headers = response.headers();
    if (pathname.startsWith('/assets/'))
      encodings.set(pathname, {
        coding: headers['content-encoding'],
        bytes: Number(headers['content-length'] ?? Number.NaN),
      });
  });
  await page.goto('/');
  const banner = page.locator('.hero-slide img').first();
  await expect(banner).toBeVisible();
  await expect(page.getByText('公告').first()).toBeVisible();

  const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // The build writes no compressed copy that is not smaller (a chunk of a hundred bytes): only those
  // come as they are.
  for (const [path, { coding, bytes }] of scripts) {
    if (coding === undefined) expect(bytes, path).toBeLessThan(512);
    else expect(coding, path).toBe('br');
  }
  expect(scripts.filter(([, { coding }]) => coding === 'br').length).toBeGreaterThan(scripts.length / 2);

  expect(requests.filter((path) => path === '/config.json')).toHaveLength(1);
  const image = (await banner.getAttribute('src')) ?? '';
  expect(requests.filter((path) => path === image)).toHaveLength(1);

  // The config comes from index.html's preload (initiator `link`), not from a second trip.
  const initiators = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname === '/config.json')
      .map((entry) => entry.initiatorType),
  );
  expect(initiators).toEqual(['link']);

  // The banner's box is known before it loads, and it is fetched ahead of the other slides.
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).toHaveAttribute('width', '1200');
  await expect(banner).toHaveAttribute('height', '360');
  await expect(page.locator('.hero-slide img').nth(1)).toHaveAttribute('fetchpriority', 'low');
});

// Issue #26: the engine starts the first screen's calls before the framework's code runs: on `/` the
// banner list has left for the server before React's module is evaluated (a mark put at the top of the
// chunk that holds React says when that was).
test('on / the banner list is asked for before React is evaluated, and the banner shows', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  let reactChunk = '';
  for (const path of preloaded) {
    if ((await (await request.get(path)).text()).includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'))
      reactChunk = path;
  }
  expect(reactChunk, 'index.html preloads the chunk with React').not.toBe('');
  await page.route(`**${reactChunk}`, async (route) => {
    const response = await route.fetch();
    const body = `performance.mark('react evaluates');\n${await response.text()}`;
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
  await page.goto('/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();

  // safeSwitch hides the call's path from the page: the sandbox's log says which request it was.
  const log = (await (await request.get('/__sandbox/requests?limit=50')).json()) as {
    requests: { rawPath: string; realPath: string | null }[];
  };
  const banner = log.requests.find((entry) => entry.realPath?.endsWith('/getMyDiscountAd'));
  expect(banner, 'the banner list was asked for').toBeTruthy();
  const times = await page.evaluate((rawPath) => {
    const fetched = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === rawPath.split('?')[0]);
    const [react] = performance.getEntriesByName('react evaluates', 'mark');
    return { banner: fetched?.startTime ?? Number.NaN, react: react?.startTime ?? Number.NaN };
  }, banner?.rawPath ?? '');
  expect(times.react).toBeGreaterThan(0);
  expect(times.banner).toBeLessThan(times.react);
});

test('a deep link shows the built shell first, and runs the app only once styled', async ({ page }) => {
  // index.html as built: the shell paints from its inline styles; the code downloads beside the
  // stylesheet (here 1 s late) and runs only once that stylesheet is in.
  await page.route('**/assets/index-*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root !== null && root.childElementCount > 0 && root.querySelector('.boot-shell') === null) {
        (window as unknown as { __appDrawn: number }).__appDrawn = performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true });
    // The first frame that draws the boot screen (a rAF callback runs just before that frame's paint).
    const look = () => {
      if (document.querySelector('#root .boot-shell') === null) requestAnimationFrame(look);
      else (window as unknown as { __bootFrame: number }).__bootFrame = performance.now();
    };
    requestAnimationFrame(look);
  });
  await page.goto('/help');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  const order = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const sheet = entries.find((entry) => /\/assets\/index-.+\.css$/.test(new URL(entry.name).pathname));
    const scripts = entries.filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
    return {
      bootFrame: (window as unknown as { __bootFrame?: number }).__bootFrame ?? -1,
      sheetEnd: sheet?.responseEnd ?? -1,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      appDrawn: (window as unknown as { __appDrawn?: number }).__appDrawn ?? -1,
    };
  });
  expect(order.bootFrame).toBeGreaterThan(0);
  expect(order.bootFrame).toBeLessThan(order.sheetEnd);
  expect(order.sheetEnd).toBeGreaterThan(900);
  expect(order.firstScript).toBeLessThan(order.sheetEnd);
  expect(order.appDrawn).toBeGreaterThanOrEqual(order.sheetEnd);
});

// Issue #27: the first banner is the page's largest paint. When the banner list answers before React's
// first commit, the built shell's hero frame shows that picture at once (app/earlyBanner.ts); the
// carousel then shows the same picture in the same box, and nothing on the page moves.
test('on / the first banner shows in the shell while the UI code is held, then the carousel takes over in place', async ({
  page,
}) => {
  const release = await holdUiCode(page);
  // What moves on the page's content (the header's own settling is not this story's).
  await page.addInitScript(() => {
    const w = window as unknown as { __moved: string[] };
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        for (const { node } of (entry as unknown as { sources: { node: Node | null }[] }).sources) {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (element?.closest('main, .boot-shell .shell-home') != null)
            w.__moved.push(element.outerHTML.slice(0, 80));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const early = page.locator('#root .boot-shell .shell-hero img');
  await expect(early).toBeVisible();
  await expect(page.locator('.hero-slide')).toHaveCount(0);
  await expect
    .poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const earlySrc = await early.getAttribute('src');
  await expect(early).toHaveAttribute('fetchpriority', 'high');
  await expect(early).toHaveAttribute('alt', '');
  const earlyBox = await early.boundingBox();

  release();
  const banner = page.locator('.hero-slide img').first();
  await expect(banner).toBeVisible();
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  expect(await banner.getAttribute('src')).toBe(earlySrc);
  const box = await banner.boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((box?.[key] ?? 0) - (earlyBox?.[key] ?? -99)), `banner ${key}`).toBeLessThanOrEqual(0.5);
  expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
});

// Issue #27: the sportsbook's largest paint is its heading. For a stored session the built shell shows the
// page's frame with the heading in the brand's words as soon as the config is in, before the UI's code
// runs; the app's heading then takes over in the same box.
for (const { locale, heading } of [
  { locale: 'zh-CN', heading: '锦鲤体育' },
  { locale: 'zh-TW', heading: '錦鯉體育' },
] as const) {
  test(`in ${locale}, a stored session's sportsbook shows its heading in the shell while the UI code is held, then the page's in place`, async ({
    page,
    sandbox,
  }) => {
    const release = await holdUiCode(page);
    await storeSession(page, await sandbox.session('demo01', 'demo1234'), { beforeLoad: true });
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/game/sport/crty');
    const early = page.locator('#root .boot-shell h1');
    await expect(early).toHaveText(heading);
    await expect(early).toBeVisible();
    await expect(page.locator('.boot-shell .shell-hero')).toBeHidden();
    const earlyBox = await early.boundingBox();

    release();
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(page.locator('.sports-toolbar')).toBeVisible();
    await expect(page.locator('.boot-shell')).toHaveCount(0);
    const box = await title.boundingBox();
    for (const key of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((box?.[key] ?? 0) - (earlyBox?.[key] ?? -99)), `heading ${key}`).toBeLessThanOrEqual(1);
  });
}

// A returning member's sportsbook shows the heading it showed last time from the entry's first task: the
// config's round trip no longer comes before the page's largest paint. The config's words still win.
test("a returning member's sportsbook shows its heading before the config answers, and the brand's new mark after", async ({
  page,
  sandbox,
}) => {
  await storeSession(page, await sandbox.session('demo01', 'demo1234'), { beforeLoad: true });
  await page.goto('/game/sport/crty');
  await expect(page.getByRole('heading', { level: 1, name: '锦鲤体育' })).toBeVisible();

  // The next visit: the config is held, then answers with another mark.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/config.json', async (route) => {
    await answered;
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, brand: { ...config.brand, mark: '金鲤' } } });
  });
  const release = await holdUiCode(page);
  await page.reload();
  const early = page.locator('#root .boot-shell h1');
  await expect(early).toHaveText('锦鲤体育');
  await expect(early).toBeVisible();
  await expect(page.locator('.boot-shell .shell-hero')).toBeHidden();
  answer();
  await expect(early).toHaveText('金鲤体育');
  release();
  await expect(page.getByRole('heading', { level: 1, name: '金鲤体育' })).toBeVisible();
  await expect(page.locator('.boot-shell')).toHaveCount(0);
});

test('without a stored session the sportsbook link keeps the home frame in the shell, where the guard sends it', async ({
  page,
}) => {
  const release = await holdUiCode(page);
  await page.goto('/game/sport/crty');
  // The entry marks the theme and chooses the shell's frame in one go, once the config is in.
  await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
  await expect(page.locator('.boot-shell .shell-hero')).toBeVisible();
  await expect(page.locator('.boot-shell h1')).toBeHidden();
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
});

test('another route preloads no banner, and a failed config fetch still offers a retry', async ({ page }) => {
  test.info().annotations.push({ type: 'allow-console-errors', description: 'status of 503' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  let failures = 1;
  await page.route('**/config.json', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto('/help');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  expect(requests.filter((path) => path === '/config.json')).toHaveLength(2);
  expect(requests.some((path) => path.startsWith('/sandbox-art/banner-'))).toBe(false);
});

// Issue #26: `npm run build` writes the home shell (header bar and hero frame, inline-styled from the
// tokens, no brand text) into index.html, so every static host paints it before any stylesheet or
// script has arrived; the app then draws its own header and hero in the same boxes.
for (const width of [360, 1440]) {
  test(`at ${width} px the built shell paints the header bar and hero frame where the app draws them`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      // Without any script or stylesheet: only the shell's inline styles.
      const bare = await context.newPage();
      await bare.route('**/assets/**', (route) => route.abort());
      await bare.goto('/');
      const shellHeader = bare.locator('.boot-shell .shell-header');
      const shellHero = bare.locator('.boot-shell .shell-hero');
      await expect(shellHeader).toBeVisible();
      await expect(shellHero).toBeVisible();
      await expect(bare.getByRole('status')).toHaveText('正在加载…');
      // No brand in the built page: the tab says what the shell says until the config's brand arrives.
      expect(await bare.title()).toBe('正在加载…');
      const headerBox = await shellHeader.boundingBox();
      const heroBox = await shellHero.boundingBox();

      const page = await context.newPage();
      await page.goto('/');
      const appHero = page.locator('.hero-frame').first();
      await expect(page.locator('.hero-slide img').first()).toBeVisible();
      await expect(page.locator('.boot-shell')).toHaveCount(0);
      const appHeaderBox = await page.getByRole('banner').boundingBox();
      const appHeroBox = await appHero.boundingBox();
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(
          Math.abs((appHeroBox?.[key] ?? 0) - (heroBox?.[key] ?? -99)),
          `hero ${key}`,
        ).toBeLessThanOrEqual(0.5);
      }
      expect(Math.abs((appHeaderBox?.height ?? 0) - (headerBox?.height ?? -99))).toBeLessThanOrEqual(0.5);
    } finally {
      await context.close();
    }
  });
}

// Issue #16: the engine builds the sportsbook, wallet, member centre, promotions, help and chat from
// their own chunks when a route or the member first needs them, so `/` never downloads them.
const CAPABILITY_CHUNKS =
  /\/assets\/(sportsCapability|walletCapability|memberCentre|activities|siteContent|chatService|profileFlows)-[\w-]+\.js$/;

test('a first visit to / loads no sportsbook, wallet, member-centre, promotions, help or chat code; each comes with its page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  await expect(page.getByText('公告').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => CAPABILITY_CHUNKS.test(path))).toEqual([]);

  // The promotions page brings the promotions code, and only that.
  await page.getByRole('link', { name: /^优惠/ }).first().click();
  await expect(page.getByRole('heading', { name: '优惠活动', level: 1 })).toBeVisible();
  await expect(page.locator('.discount-card').first()).toBeVisible();
  expect(
    scripts.filter((path) => CAPABILITY_CHUNKS.test(path)).map((path) => path.split('/')[2]?.split('-')[0]),
  ).toEqual(['activities']);

  // Chat's code comes with the first open of the chat button; from the keyboard, focus stays on it.
  const launcher = page.getByRole('button', { name: '打开聊天室' });
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: '大厅聊天室' })).toBeVisible();
  await expect(page.getByRole('button', { name: '收起聊天室' })).toBeFocused();
  expect(scripts.some((path) => /\/assets\/chatService-/.test(path))).toBe(true);
});

test('a page whose code does not arrive says so in Chinese, and 重试 opens it', async ({ page }) => {
  // The router logs the failed navigation.
  test.info().annotations.push({
    type: 'allow-console-errors',
    description: 'Failed to load resource|Failed to fetch dynamically imported module',
  });
  await page.goto('/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  await page.route(/\/assets\/activities-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.getByRole('link', { name: /^优惠/ }).first().click();
  await expect(page.getByRole('alert')).toContainText('页面没能打开');
  await expect(page.getByRole('alert')).toContainText('网络可能不稳定，请检查网络后重试。');
  await expect(page.getByText(/Error|undefined|chunk/i)).toHaveCount(0);

  await page.unroute(/\/assets\/activities-[\w-]+\.js$/);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '优惠活动', level: 1 })).toBeVisible();
  await expect(page.locator('.discount-card').first()).toBeVisible();
});

test('a login dialog whose code does not arrive says so, and the next 登录 opens it', async ({ page }) => {
  test.info().annotations.push({ type: 'allow-console-errors', description: 'Failed to load resource' });
  await page.goto('/');
  await expect(page.locator('.hero-slide img').first()).toBeVisible();
  const authCode = /\/assets\/authActors-[\w-]+\.js$/;
  await page.route(authCode, (route) => route.abort('connectionfailed'));
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('登录窗口没能打开，请检查网络后重试。')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(authCode);
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog').getByLabel('用户名', { exact: true })).toBeVisible();
});

// Issue #27: the wallet, member-centre, games and activity screens load through their group's map (a chunk
// of its own). A first visit straight to one of their pages asks for the map and the screen from the entry
// (routes/screenGroupMaps.ts), beside the UI's chunks: here while the runtime config is still held back,
// before which the engine and the router cannot start. The pages then render as usual.
for (const { path, map, shows } of [
  { path: '/mine/wallet', map: /\/assets\/walletScreens-/, shows: 'wallet-center' },
  { path: '/game/chess', map: /\/assets\/gameScreens-/, shows: 'games' },
] as const) {
  test(`a deep first visit to ${path} asks for its screen group's code before the config answers, and renders`, async ({
    page,
    sandbox,
  }) => {
    // A member's session already stored, and nothing of the site in the cache: a true first visit.
    await storeSession(page, await sandbox.session('demo01', 'demo1234'), { beforeLoad: true });
    const asked: { path: string; at: number }[] = [];
    let configAnswered = Number.POSITIVE_INFINITY;
    const started = Date.now();
    page.on('request', (request) =>
      asked.push({ path: new URL(request.url()).pathname, at: Date.now() - started }),
    );
    await page.route('**/config.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      configAnswered = Date.now() - started;
      await route.fallback();
    });
    await page.goto(path);
    if (shows === 'wallet-center') await expect(page.getByTestId('wallet-center')).toHaveText(/^¥[\d,]+/);
    else await expect(page.getByRole('button', { name: '进入游戏 开心棋牌' })).toBeVisible();
    const mapAsked = asked.find((entry) => map.test(entry.path));
    expect(mapAsked, 'the group map was fetched').toBeTruthy();
    expect(mapAsked!.at).toBeLessThan(configAnswered);
  });
}
