// Must stay the first import: it prepares the strict CSP before any library loads.
import './app/strictCsp.ts';
import { describeBrandProblems, StorageKey } from '@jinli/core/contract';
import { showBootMessage } from './app/bootMessage.ts';
import { listenForInstallPrompt } from './app/installPrompt.ts';
import { loadRuntimeConfig } from './app/loadConfig.ts';
import { isNetworkFailure, registerServiceWorker } from './app/serviceWorker.ts';
import {
  clearSportsShellTitle,
  rememberedSportsTitle,
  rememberSportsTitle,
  showSportsShell,
} from './app/sportsShell.ts';
import { yieldToBrowser } from './app/yieldToBrowser.ts';
import { parseLocale } from './i18n/locale.ts';
import { loadTraditionalPack, traditionalPack } from './i18n/traditionalPack.ts';
import { zhCN } from './i18n/zh-CN.ts';
import { preloadFirstRoute } from './routes/screenGroupMaps.ts';
import { applyRootFontSize } from './theme/applyRootFontSize.ts';
import { applyBrand } from './theme/brandTheme.ts';
import './theme/tokens.css';
import './theme/base.css';

// The entry holds no framework code (issue #26): the engine (core, adapters, container) is evaluated in a
// task of its own and starts the first screen's calls (on `/` the banner list) before React's modules
// are evaluated. The UI (React, router, layouts) is asked for only then; index.html modulepreloads its
// chunks (src/build/bootPreloads.ts), so its bytes arrive beside the entry's and only its evaluation waits.
const engineModule = import('./app/startEngine.ts');
// Issue #27: a deep first visit (/mine/wallet, /game/…) asks for its screen group's map and screen now,
// beside the UI's chunks, not after the config, the engine and the router.
preloadFirstRoute(window.location.pathname);

const rootElement = document.getElementById('root')!;
/** The longest the first render waits for the first route's guard and code. */
const FIRST_MATCH_MAX_MS = 1500;

function storedLocale() {
  try {
    return parseLocale(window.localStorage.getItem(StorageKey.locale));
  } catch {
    return parseLocale(null);
  }
}

/** Before config there is no container and no i18n: the boot texts come straight from the catalogues. */
function bootTexts() {
  return (storedLocale() === 'zh-TW' ? traditionalPack()?.messages : undefined) ?? zhCN;
}

function showConfigError() {
  const messages = bootTexts();
  showBootMessage(rootElement, {
    role: 'alert',
    title: messages.boot.configFailed,
    hint: messages.boot.configFailedHint,
    retry: { label: messages.common.retry, onRetry: () => void boot() },
  });
}

let waitingForNetwork = false;

/**
 * The offline page (issue #26): the service worker painted the cached shell, but the network is gone, so
 * the config (never cached) could not load. Brand-neutral, under the shell's header bar; it starts
 * again by itself when the browser is back online.
 */
function showOffline() {
  const retry = () => {
    window.removeEventListener('online', retry);
    waitingForNetwork = false;
    void boot();
  };
  if (!waitingForNetwork) window.addEventListener('online', retry);
  waitingForNetwork = true;
  const messages = bootTexts();
  showBootMessage(rootElement, {
    role: 'alert',
    underHeader: true,
    title: messages.boot.offline,
    hint: messages.boot.offlineHint,
    retry: { label: messages.common.retry, onRetry: retry },
  });
}

/**
 * A stored zh-TW loads its texts alongside the config, before the first render: a reload in zh-TW
 * never shows Simplified text. If the chunk fails, the page falls back to zh-CN rather than not start.
 */
function loadStoredLocale(): Promise<unknown> {
  return storedLocale() === 'zh-TW' ? loadTraditionalPack().catch(() => undefined) : Promise.resolve();
}

async function boot() {
  const locale = loadStoredLocale();
  try {
    const config = await loadRuntimeConfig();
    await locale;
    document.documentElement.dataset.theme = config.theme;
    // The brand (issue #26): a section that did not validate says why, and the default brand stands in.
    const { brand, problems } = config.brand;
    if (problems.length > 0)
      console.error(`brand config is invalid, using the default brand:\n${describeBrandProblems(problems)}`);
    applyBrand(brand, config.theme);
    // The sportsbook's heading paints now (app/sportsShell.ts), unless a remembered one already has. A
    // stored zh-TW whose brand has no Traditional mark of its own waits for the app's conversion instead.
    const messages = bootTexts();
    const mark = messages === zhCN ? brand.mark : brand.zhTW.mark;
    const title = mark === undefined ? null : messages.page.sportsTitle.replace('{{brandMark}}', mark);
    // Remembered on every start (a member logs in on some page first), for the next deep link.
    rememberSportsTitle(storedLocale(), title);
    if (title === null) {
      if (earlySportsShell) clearSportsShellTitle();
    } else if (showSportsShell(window.location.pathname, title) && !earlySportsShell) await yieldToBrowser();
    const engine = await engineModule;
    const container = engine.createAppContainer(config);
    // The container's bindings, the engine's building and its start are each a task of their own (issue
    // #27: the sportsbook's heading paints before them, so every long start-up task after it counts).
    await yieldToBrowser();
    engine.buildEngine(container);
    await yieldToBrowser();
    if (engine.startApp(container)) {
      const title = bootTexts().boot.loading.replace('{{brandName}}', brand.name);
      showBootMessage(rootElement, { role: 'status', title });
      return;
    }
    // The first screen's data travels from here, while the UI's code is evaluated and renders.
    engine.startEarlyLoads(container, window.location.pathname);
    await yieldToBrowser();
    await engine.earlyLoadsSent(container);
    await yieldToBrowser();
    const { connectScreen, createGuardedRouter, mountApp, prepareTabBar } = await import('./app/App.tsx');
    await yieldToBrowser();
    // The first match (its guard, a lazy screen's code) is resolved before the first render, so that
    // render holds the page (app/guardedRouter.ts); a failed guard still renders, as the router does,
    // and a slow one is not waited for: the layout and the router's pending page show after 1.5 s.
    const router = createGuardedRouter(container);
    connectScreen(container, router);
    await yieldToBrowser();
    await Promise.race([
      Promise.all([
        router.load().catch((error: unknown) => console.warn('first route load failed', error)),
        prepareTabBar(container, window.location.pathname),
      ]),
      new Promise((resolve) => setTimeout(resolve, FIRST_MATCH_MAX_MS)),
    ]);
    await yieldToBrowser();
    mountApp(rootElement, container, router);
  } catch (error) {
    console.warn('start failed (runtime config or app code)', error);
    await locale;
    if (isNetworkFailure(error, window.navigator.onLine)) showOffline();
    else showConfigError();
  }
}

applyRootFontSize(window);
listenForInstallPrompt(window);
// A returning member's sportsbook heading, in the words the shell last showed, from this first task.
const rememberedTitle = rememberedSportsTitle(storedLocale());
const earlySportsShell =
  rememberedTitle !== null && showSportsShell(window.location.pathname, rememberedTitle);
void boot();
registerServiceWorker();
