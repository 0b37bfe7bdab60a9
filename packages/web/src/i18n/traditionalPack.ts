import type { Texts } from './texts.ts';
import type { Messages } from './zh-CN.ts';

/** The Traditional texts: UI catalogue and core's static text, one lazy chunk loaded when 繁 is used. */
export interface TraditionalPack {
  messages: Messages;
  coreText: Readonly<Record<string, string>>;
}

let loaded: TraditionalPack | null = null;
let loading: Promise<TraditionalPack> | null = null;

/**
 * Loads the pack once (zh-CN visitors never download it). main.tsx awaits it before the first render
 * when zh-TW is stored, so a reload in zh-TW never shows Simplified text; a failed load can be retried.
 */
export function loadTraditionalPack(): Promise<TraditionalPack> {
  loading ??= import('./traditionalTexts.ts').then(
    (module) => (loaded = { messages: module.zhTW, coreText: module.CORE_TEXT_TW }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The pack when it has loaded, else null. */
export function traditionalPack(): TraditionalPack | null {
  return loaded;
}

/** Gives the app's texts the zh-TW catalogue (once). */
export function addTraditional(texts: Texts, pack: TraditionalPack): void {
  if (!texts.hasTexts('zh-TW')) texts.addTexts('zh-TW', pack.messages);
}
