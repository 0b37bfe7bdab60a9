import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { advertising } from '../api/catalogue/advertising.ts';
import { configuration } from '../api/catalogue/configuration.ts';
import type { Endpoint } from '../api/endpoint.ts';
import type { HttpPort } from '../ports/http.ts';
import { createSite } from '../site/siteCapability.ts';
import { createHome, HOME_NOTICE_PAGE } from './homeCapability.ts';

/** An HttpPort that answers per endpoint path, or fails with a 6005 envelope. */
function fakeHttp(
  answers: Record<string, unknown>,
  calls: { path: string; payload: unknown }[] = [],
): HttpPort {
  return {
    async call(endpoint: Endpoint, payload: unknown) {
      calls.push({ path: endpoint.path, payload });
      if (!(endpoint.path in answers))
        throw new ApiError({ kind: 'result', path: endpoint.path, message: 'fail', code: 6005 });
      return answers[endpoint.path];
    },
  } as HttpPort;
}

describe('site capability', () => {
  it('sorts the navigation, and retries after a failure', async () => {
    const answers: Record<string, unknown> = {};
    const site = createSite({ http: fakeHttp(answers) });
    await site.loadNavigation();
    expect(site.getSnapshot().navigation.status).toBe('error');
    expect(site.getSnapshot().navigation.errorMessage).not.toBe('');
    const item = (id: number, sort: number) => ({
      id,
      code: 'TY',
      name: `n${id}`,
      path: '/',
      badge: null,
      sort,
    });
    answers[advertising.navigationList.path] = [item(1, 2), item(2, 1)];
    await site.loadNavigation();
    expect(site.getSnapshot().navigation.status).toBe('ready');
    expect(site.getSnapshot().navigation.data?.map((n) => n.id)).toEqual([2, 1]);
  });

  it('hands the preInfo ip to the request signer and keeps it', async () => {
    const seen: string[] = [];
    const preInfo = {
      ip: '1.2.3.4',
      siteBaseConfig: { title: '锦鲤娱乐', h5DomainUrl: '', depositSwitch: '1' },
    };
    const site = createSite({
      http: fakeHttp({ [configuration.preInfo.path]: preInfo }),
      onClientIp: (ip) => seen.push(ip),
    });
    expect(site.clientIp()).toBe('');
    await site.loadPreInfo();
    expect(seen).toEqual(['1.2.3.4']);
    expect(site.clientIp()).toBe('1.2.3.4');
  });
});

describe('home capability', () => {
  it('loads each section once and keeps a failing section separate', async () => {
    const calls: { path: string; payload: unknown }[] = [];
    const home = createHome({
      http: fakeHttp(
        {
          [advertising.getMyDiscountAd.path]: [],
          [advertising.queryNoticeListByPage.path]: { list: [], total: 0, pageNum: 1, pageSize: 10 },
        },
        calls,
      ),
    });
    home.ensureLoaded();
    home.ensureLoaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toHaveLength(3);
    expect(calls.find((c) => c.path === advertising.queryNoticeListByPage.path)?.payload).toEqual(
      HOME_NOTICE_PAGE,
    );
    expect(home.getSnapshot().banners.status).toBe('ready');
    expect(home.getSnapshot().sponsor.status).toBe('error');
  });
});

describe('home banners and language (#28)', () => {
  it('asks for banners in the member language and again only after a switch to another one', async () => {
    const calls: { path: string; payload: unknown }[] = [];
    let language: 'zh-cn' | 'zh-tw' = 'zh-tw';
    const home = createHome({
      http: fakeHttp({ [advertising.getMyDiscountAd.path]: [] }, calls),
      language: () => language,
    });
    home.languageChanged();
    expect(calls).toHaveLength(0);
    await home.loadBanners();
    home.languageChanged();
    language = 'zh-cn';
    home.languageChanged();
    home.languageChanged();
    await Promise.resolve();
    expect(calls.map((call) => call.payload)).toEqual([{ langx: 'zh-tw' }, undefined]);
  });
});

describe('home sponsors and language (#28)', () => {
  it('asks for sponsors in the member language and again after a switch to another one', async () => {
    const calls: { path: string; payload: unknown }[] = [];
    let language: 'zh-cn' | 'zh-tw' = 'zh-tw';
    const sponsor = { headline: 'h', intro: 'i', sponsors: [] };
    const home = createHome({
      http: fakeHttp({ [advertising.sponsorContent.path]: sponsor }, calls),
      language: () => language,
    });
    home.languageChanged();
    expect(calls).toHaveLength(0);
    await home.loadSponsor();
    home.languageChanged();
    language = 'zh-cn';
    home.languageChanged();
    await Promise.resolve();
    expect(calls.map((call) => call.payload)).toEqual([{ langx: 'zh-tw' }, undefined]);
    expect(calls.every((call) => call.path === advertising.sponsorContent.path)).toBe(true);
  });
});
