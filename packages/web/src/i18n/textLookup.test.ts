import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import type { Locale } from './locale.ts';
import { type Catalogues, interpolate, lookupText } from './textLookup.ts';
import { createTexts } from './texts.ts';
import { loadTraditionalPack } from './traditionalPack.ts';
import { zhCNPages } from './zh-CN.pages.ts';
import { zhCNShowcase } from './zh-CN.showcase.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const brand = { brandName: '星河娱乐', brandMark: '星河', brandSlogan: '一路有你' };

function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first paint text lookup', () => {
  const catalogues: Catalogues = { 'zh-CN': [zhCN, zhCNPages], 'zh-TW': [zhTW] };

  it('fills {{x}} from the call, then the brand; a slot neither has stays as written', () => {
    expect(interpolate('关闭“{{title}}”', { title: '体育' }, {})).toBe('关闭“体育”');
    expect(interpolate('正在进入{{brandName}}…', undefined, brand)).toBe('正在进入星河娱乐…');
    expect(interpolate('{{ count }} 条未读 {{- name}}', { count: 3, name: 'x' }, {})).toBe('3 条未读 x');
    expect(interpolate('第{{page}}页', {}, {})).toBe('第{{page}}页');
    expect(interpolate('第{{page}}页', { page: undefined }, {})).toBe('第页');
    // A value is not read again for slots (a member's name may hold braces).
    expect(interpolate('{{a}}{{b}}', { a: '{{b}}', b: '2' }, {})).toBe('{{b}}2');
  });

  it('answers zh-TW from its pack and falls back to zh-CN for a key the pack lacks', () => {
    expect(lookupText(catalogues, 'zh-TW', 'header.register', undefined, {}).text).toBe('註冊');
    const partial: Catalogues = { 'zh-CN': [zhCN], 'zh-TW': [{ header: { register: '註冊' } }] };
    expect(lookupText(partial, 'zh-TW', 'common.retry', undefined, {})).toEqual({
      text: '重试',
      missing: false,
    });
  });

  it('says a key is missing unless a defaultValue stands in', () => {
    expect(lookupText(catalogues, 'zh-CN', 'header.nope', undefined, {})).toEqual({
      text: 'header.nope',
      missing: true,
    });
    expect(lookupText(catalogues, 'zh-CN', 'header.nope', { defaultValue: '服务器文字' }, {})).toEqual({
      text: '服务器文字',
      missing: false,
    });
    expect(lookupText(catalogues, 'zh-CN', 'header', undefined, {}).missing).toBe(true);
  });

  it('reports a missing key on the console, as i18next does after it takes over', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const texts = createTexts('zh-CN');
    expect(texts.t('header.nope' as never)).toBe('header.nope');
    expect(error).toHaveBeenLastCalledWith('missing UI text: header.nope');
    texts.t('header.nope2' as never, { defaultValue: '' } as never);
    expect(error).toHaveBeenCalledTimes(1);
    await texts.takeOver();
    texts.t('header.nope3' as never);
    expect(error).toHaveBeenLastCalledWith('missing UI text: header.nope3');
  });

  // The takeover shows nothing new only if the two answer alike: every key of both languages, with its
  // variables, without them, and with `count`.
  it.each<Locale>(['zh-CN', 'zh-TW'])('answers every %s key as i18next does', async (language) => {
    const pack = await loadTraditionalPack();
    const all: Catalogues = { 'zh-CN': [zhCN, zhCNPages, zhCNShowcase], 'zh-TW': [pack.messages] };
    const i18next = createI18n({ language, catalogues: all, variables: brand });
    const keys = keyPaths(language === 'zh-CN' ? { ...zhCN, ...zhCNPages, ...zhCNShowcase } : zhTW);
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) {
      const text = lookupText(all, language, key, undefined, brand).text;
      const names = [...(text.match(/{{(.+?)}}/g) ?? [])].map((slot) => slot.slice(2, -2).trim());
      const values = Object.fromEntries(names.map((name, index) => [name, `值${index}`]));
      for (const options of [undefined, values, { ...values, count: 3 }, { count: 1 }]) {
        expect(lookupText(all, language, key, options, brand).text, key).toBe(
          i18next.t(key, options as never),
        );
      }
    }
  });
});

describe('the app texts', () => {
  it('hand over to i18next without announcing a change or changing a text', async () => {
    const texts = createTexts('zh-CN');
    texts.setVariables(brand);
    texts.addTexts('zh-CN', zhCNPages);
    let announced = 0;
    texts.onChange(() => {
      announced += 1;
    });
    const before = texts.t('footer.copyright' as never, { year: 2026 } as never);
    expect(before).toContain('星河娱乐');
    expect(texts.i18next).toBeNull();
    const instance = await texts.takeOver();
    expect(texts.i18next).toBe(instance);
    expect(texts.t('footer.copyright' as never, { year: 2026 } as never)).toBe(before);
    expect(announced).toBe(0);
    // The module's catalogue stays as written (i18next merges into copies).
    expect(Object.keys(zhCN)).not.toContain('wallet');
  });

  it('switch language and brand variables the same way before and after the takeover', async () => {
    const pack = await loadTraditionalPack();
    for (const takeOverFirst of [false, true]) {
      const texts = createTexts('zh-CN');
      if (takeOverFirst) await texts.takeOver();
      texts.addTexts('zh-TW', pack.messages);
      let announced = 0;
      texts.onChange(() => {
        announced += 1;
        texts.setVariables({ brandName: texts.language === 'zh-TW' ? '星河娛樂' : '星河娱乐' });
      });
      void texts.changeLanguage('zh-TW');
      expect(announced).toBe(1);
      expect(texts.t('header.register' as never)).toBe('註冊');
      expect(texts.t('boot.loading' as never)).toBe('正在進入星河娛樂…');
      // Added after the takeover, the pages' texts answer at once too.
      texts.addTexts('zh-CN', zhCNPages);
      expect(texts.exists('legal.title', 'zh-CN')).toBe(true);
      expect(texts.t('legal.title' as never)).toBe('規則條款與隱私政策');
      await texts.changeLanguage('zh-CN');
      expect(texts.t('header.register' as never)).toBe('注册');
      expect(texts.t('boot.loading' as never)).toBe('正在进入星河娱乐…');
    }
  });

  it('answer a repeated plain lookup as i18next would after texts, the language or the brand change', async () => {
    const texts = createTexts('zh-CN');
    texts.setVariables(brand);
    const instance = await texts.takeOver();
    expect(texts.t('boot.loading' as never)).toBe('正在进入星河娱乐…');
    expect(texts.t('boot.loading' as never)).toBe('正在进入星河娱乐…');
    // A bundle added straight to i18next (not through addTexts) is read at once.
    instance.addResourceBundle(
      'zh-CN',
      'translation',
      { boot: { loading: '欢迎来到{{brandName}}' } },
      true,
      true,
    );
    expect(texts.t('boot.loading' as never)).toBe('欢迎来到星河娱乐');
    texts.setVariables({ ...brand, brandName: '月光娱乐' });
    expect(texts.t('boot.loading' as never)).toBe('欢迎来到月光娱乐');
    // With variables the lookup is i18next's own each time.
    expect(texts.t('footer.copyright' as never, { year: 2026 } as never)).toContain('2026');
    expect(texts.t('footer.copyright' as never, { year: 2027 } as never)).toContain('2027');
    const pack = await loadTraditionalPack();
    texts.addTexts('zh-TW', pack.messages);
    await texts.changeLanguage('zh-TW');
    expect(texts.t('header.register' as never)).toBe('註冊');
    await texts.changeLanguage('zh-CN');
    expect(texts.t('header.register' as never)).toBe('注册');
  });

  it('start in zh-TW when its pack is loaded (a stored 繁, main.tsx)', async () => {
    await loadTraditionalPack();
    const texts = createTexts('zh-TW');
    expect(texts.hasTexts('zh-TW')).toBe(true);
    expect(texts.t('header.register' as never)).toBe('註冊');
  });

  it('keep answering from the lookup when i18next cannot load, and try again next time', async () => {
    let fail = true;
    const texts = createTexts('zh-CN', {
      loadI18next: () => (fail ? Promise.reject(new Error('offline')) : import('./i18n.ts')),
    });
    await expect(texts.takeOver()).rejects.toThrow('offline');
    expect(texts.t('header.register' as never)).toBe('注册');
    fail = false;
    const instance = await texts.takeOver();
    expect(instance).not.toBeNull();
    expect(texts.i18next).toBe(instance);
  });
});
