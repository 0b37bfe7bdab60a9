import { StorageKey } from '@jinli/core/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseLocale } from '../i18n/locale.ts';
import { createTexts } from '../i18n/texts.ts';
import { loadTraditionalPack, type TraditionalPack } from '../i18n/traditionalPack.ts';
import { createTestStorage } from '../testing/memoryStorage.ts';
import { createLocaleStore, displayServerText, staticTraditional } from './localeStore.ts';

const fakeConverter = async () => (text: string) => text.replace('体育', '體育');

function setup(stored: Record<string, string> = {}) {
  const storage = createTestStorage(stored);
  const applied: string[] = [];
  const i18n = createTexts(parseLocale(storage.get(StorageKey.locale)));
  const store = createLocaleStore({
    storage,
    i18n,
    applyToDocument: (locale) => applied.push(locale),
    loadConverter: fakeConverter,
  });
  return { storage, applied, i18n, store };
}

describe('locale store', () => {
  // The app loads the Traditional pack before zh-TW shows; staticTraditional needs it loaded.
  beforeAll(async () => {
    await loadTraditionalPack();
  });

  it('starts in zh-CN when nothing (or garbage) is stored', () => {
    expect(setup().store.state.locale).toBe('zh-CN');
    expect(setup({ [StorageKey.locale]: 'en' }).store.state.locale).toBe('zh-CN');
  });

  it('stores the choice, updates <html lang> and the UI strings', async () => {
    const { storage, applied, i18n, store } = setup();
    await store.setLocale('zh-TW');
    expect(storage.get(StorageKey.locale)).toBe('zh-TW');
    expect(applied.at(-1)).toBe('zh-TW');
    expect(i18n.t('header.register')).toBe('註冊');
  });

  it('converts server text only while zh-TW is active', async () => {
    const { store } = setup();
    expect(displayServerText(store.state, '体育')).toBe('体育');
    await store.setLocale('zh-TW');
    expect(displayServerText(store.state, '体育')).toBe('體育');
    await store.setLocale('zh-CN');
    expect(displayServerText(store.state, '体育')).toBe('体育');
  });

  it('survives a reload: a stored zh-TW is the starting locale', () => {
    const { store, applied } = setup({ [StorageKey.locale]: 'zh-TW' });
    expect(store.state.locale).toBe('zh-TW');
    expect(applied).toEqual(['zh-TW']);
  });

  it('keeps the page Simplified and the switch busy until the Traditional texts load', async () => {
    let asked = false;
    let deliver: (pack: TraditionalPack) => void = () => {};
    const storage = createTestStorage({});
    const i18n = createTexts('zh-CN');
    const store = createLocaleStore({
      storage,
      i18n,
      applyToDocument: () => {},
      loadConverter: fakeConverter,
      loadTraditional: () =>
        new Promise((resolve) => {
          asked = true;
          deliver = resolve;
        }),
    });
    const switching = store.setLocale('zh-TW');
    expect(store.state.converting).toBe(true);
    // The switch's code is its own chunk: it asks for the Traditional texts once it has loaded.
    await vi.waitFor(() => expect(asked).toBe(true));
    expect(store.state.converting).toBe(true);
    expect(store.state.locale).toBe('zh-CN');
    expect(i18n.t('header.register')).toBe('注册');
    expect(storage.get(StorageKey.locale)).toBeNull();
    deliver(await loadTraditionalPack());
    await switching;
    expect(store.state.locale).toBe('zh-TW');
    expect(i18n.t('header.register')).toBe('註冊');
    expect(store.state.converting).toBe(false);
  });

  it('lets 简 win over a 繁 whose texts are still loading', async () => {
    let deliver: (pack: TraditionalPack) => void = () => {};
    const storage = createTestStorage({});
    const store = createLocaleStore({
      storage,
      i18n: createTexts('zh-CN'),
      applyToDocument: () => {},
      loadConverter: fakeConverter,
      loadTraditional: () => new Promise((resolve) => (deliver = resolve)),
    });
    const slow = store.setLocale('zh-TW');
    await store.setLocale('zh-CN');
    deliver(await loadTraditionalPack());
    await slow;
    expect(store.state.locale).toBe('zh-CN');
    expect(store.state.converting).toBe(false);
    expect(storage.get(StorageKey.locale)).toBe('zh-CN');
  });

  it('shows core text in Traditional at once, and is busy until the server-text dictionary loads', async () => {
    let release: (convert: (text: string) => string) => void = () => {};
    const storage = createTestStorage({});
    const pack = await loadTraditionalPack();
    const store = createLocaleStore({
      storage,
      i18n: createTexts('zh-CN'),
      applyToDocument: () => {},
      loadConverter: () => new Promise((resolve) => (release = resolve)),
      loadTraditional: async () => pack,
    });
    const switching = store.setLocale('zh-TW');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.state.locale).toBe('zh-TW');
    expect(store.state.converting).toBe(true);
    expect(displayServerText(store.state, '专业版')).toBe('專業版');
    expect(displayServerText(store.state, '单 2.5')).toBe('單 2.5');
    expect(displayServerText(store.state, '系统维护公告')).toBe('系统维护公告');
    release((text) => text.replace('系统维护公告', '系統維護公告'));
    await switching;
    expect(store.state.converting).toBe(false);
    expect(displayServerText(store.state, '系统维护公告')).toBe('系統維護公告');
  });

  it('converts with the compact dictionary until a screen wants precise text, then with opencc', async () => {
    let precise = 0;
    const store = createLocaleStore({
      storage: createTestStorage({}),
      i18n: createTexts('zh-CN'),
      applyToDocument: () => {},
      loadConverter: async () => (text) => `compact:${text}`,
      loadPreciseConverter: async () => {
        precise += 1;
        return (text) => `opencc:${text}`;
      },
      loadTraditional: loadTraditionalPack,
    });
    await store.wantPreciseText();
    expect(precise).toBe(0);
    await store.setLocale('zh-TW');
    expect(displayServerText(store.state, '投注记录说明')).toBe('opencc:投注记录说明');
    expect(store.state.precise).toBe(true);
    await store.wantPreciseText();
    expect(precise).toBe(1);
  });

  it('loads only the compact dictionary for a 繁 visit that shows no help article or chat', async () => {
    let precise = 0;
    const store = createLocaleStore({
      storage: createTestStorage({ [StorageKey.locale]: 'zh-TW' }),
      i18n: createTexts('zh-TW'),
      applyToDocument: () => {},
      loadConverter: async () => (text) => `compact:${text}`,
      loadPreciseConverter: async () => {
        precise += 1;
        return (text) => `opencc:${text}`;
      },
      loadTraditional: loadTraditionalPack,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(displayServerText(store.state, '系统维护公告')).toBe('compact:系统维护公告');
    expect(precise).toBe(0);
    await store.wantPreciseText();
    expect(displayServerText(store.state, '系统维护公告')).toBe('opencc:系统维护公告');
    expect(store.state.converting).toBe(false);
  });

  it('knows only core text statically', () => {
    expect(staticTraditional('中场休息')).toBe('中場休息');
    expect(staticTraditional('主 -0.5')).toBe('主 -0.5');
    expect(staticTraditional('1.95')).toBe('1.95');
    expect(staticTraditional('曼联 vs 切尔西')).toBeUndefined();
  });
});
