// Must stay the first import: it prepares the strict CSP before any library loads.
import './app/strictCsp.ts';
import { describeBrandProblems, StorageKey } from '@jinli/core/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { releaseHomeShellWithin } from './app/homeShell.ts';
import { listenForInstallPrompt } from './app/installPrompt.ts';
import { loadRuntimeConfig } from './app/loadConfig.ts';
import { isNetworkFailure, registerServiceWorker } from './app/serviceWorker.ts';
import { yieldToBrowser } from './app/yieldToBrowser.ts';
import { parseLocale } from './i18n/locale.ts';
import { loadTraditionalPack, traditionalPack } from './i18n/traditionalPack.ts';
import { zhCN } from './i18n/zh-CN.ts';
import { applyRootFontSize } from './theme/applyRootFontSize.ts';
import { applyBrand } from './theme/brandTheme.ts';
import './theme/tokens.css';
import './theme/base.css';

// The engine (core, adapters, container) and the UI (router, layouts, home) are asked for at once but
// evaluated each in a task of its own, not in one long task with everything else (issue #16).
const engineModule = import('./app/startEngine.ts');
const appModule = import('./app/App.tsx');

const rootElement = document.getElementById('root')!;
/** The longest the server-painted home shell may cover the app (its banner normally takes it away). */
const HOME_SHELL_MAX_MS = 4000;
/** The longest the first render waits for the first route's guard and code. */
const FIRST_MATCH_MAX_MS = 1500;
let root: Root | null = null;

function storedLocale() {
  try {
    return parseLocale(window.localStorage.getItem(StorageKey.locale));
  } catch {
    return parseLocale(null);
  }
}

/** Before config there is no container and no i18n: the boot texts come straight from the catalogues. */
function ConfigError({ onRetry }: { onRetry: () => void }) {
  const messages = (storedLocale() === 'zh-TW' ? traditionalPack()?.messages : undefined) ?? zhCN;
  return (
    <div className="full-page-message" role="alert">
      <h1>{messages.boot.configFailed}</h1>
      <p>{messages.boot.configFailedHint}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}

/**
 * The offline page (issue #26): the service worker painted the cached shell, but the network is gone, so
 * the config (never cached) could not load. Brand-neutral, under the shell's header bar; it starts
 * again by itself when the browser is back online.
 */
function Offline({ onRetry }: { onRetry: () => void }) {
  const messages = (storedLocale() === 'zh-TW' ? traditionalPack()?.messages : undefined) ?? zhCN;
  return (
    <div className="boot-shell">
      <div className="shell-header" />
      <div className="full-page-message" role="alert">
        <h1>{messages.boot.offline}</h1>
        <p>{messages.boot.offlineHint}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {messages.common.retry}
        </button>
      </div>
    </div>
  );
}

let waitingForNetwork = false;

function showOffline() {
  const retry = () => {
    window.removeEventListener('online', retry);
    waitingForNetwork = false;
    void boot();
  };
  if (!waitingForNetwork) window.addEventListener('online', retry);
  waitingForNetwork = true;
  root?.render(<Offline onRetry={retry} />);
}

/**
 * A stored zh-TW loads its texts alongside the config, before the first render: a reload in zh-TW
 * never shows Simplified text. If the chunk fails, the page falls back to zh-CN rather than not start.
 */
function loadStoredLocale(): Promise<unknown> {
  return storedLocale() === 'zh-TW' ? loadTraditionalPack().catch(() => undefined) : Promise.resolve();
}

async function boot() {
  root ??= createRoot(rootElement);
  releaseHomeShellWithin(HOME_SHELL_MAX_MS);
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
    const engine = await engineModule;
    const container = engine.createAppContainer(config);
    if (engine.redirectMobileVisitor(container)) {
      const loading = zhCN.boot.loading.replace('{{brandName}}', brand.name);
      root.render(<div className="full-page-message">{loading}</div>);
      return;
    }
    await yieldToBrowser();
    engine.startEarlyLoads(container, window.location.pathname);
    const { App, connectScreen, createGuardedRouter } = await appModule;
    await yieldToBrowser();
    // The first match (its guard, a lazy screen's code) is resolved before the first render, so that
    // render holds the page (app/guardedRouter.ts); a failed guard still renders, as the router does,
    // and a slow one is not waited for: the layout and the router's pending page show after 1.5 s.
    const router = createGuardedRouter(container);
    connectScreen(container, router);
    await Promise.race([
      router.load().catch((error: unknown) => console.warn('first route load failed', error)),
      new Promise((resolve) => setTimeout(resolve, FIRST_MATCH_MAX_MS)),
    ]);
    await yieldToBrowser();
    const app = root;
    // A transition: React renders the first screen in slices and yields between them, so a slow phone
    // keeps answering taps (no long task). The boot screen stays until it commits; a home shell stays
    // until the home banner has loaded (app/homeShell.ts).
    startTransition(() =>
      app.render(
        <StrictMode>
          <App container={container} router={router} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    releaseHomeShellWithin(0);
    console.warn('start failed (runtime config or app code)', error);
    await locale;
    if (isNetworkFailure(error, window.navigator.onLine)) showOffline();
    else root.render(<ConfigError onRetry={() => void boot()} />);
  }
}

applyRootFontSize(window);
listenForInstallPrompt(window);
void boot();
registerServiceWorker();
