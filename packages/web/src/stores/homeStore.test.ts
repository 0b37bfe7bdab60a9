import type { Endpoint, HttpPort } from '@jinli/core';
import { ApiError, advertising, configuration } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { createHomeStore, HOME_NOTICE_PAGE } from './homeStore.ts';
import { createSiteStore } from './siteStore.ts';

/** An HttpPort that answers per endpoint path, or fails with a 6005 envelope. */
function fakeHttp(
  answers: Record<string, unknown>,
  calls: { path: string; payload: unknown }[] = [],
): HttpPort {
  return {
    async call(endpoint: Endpoint, payload: unknown) {
      calls.push({ path: endpoint.path, payload });
      if (!(endpoint.path in answers)) {
        throw new ApiError({ kind: 'result', path: endpoint.path, message: 'fail', code: 6005 });
      }
      return answers[endpoint.path];
    },
  } as HttpPort;
}

describe('site store', () => {
  it('sorts the navigation, and retries after a failure', async () => {
    const answers: Record<string, unknown> = {};
    const site = createSiteStore(fakeHttp(answers), () => {});
    await site.loadNavigation();
    expect(site.state.navigation.status).toBe('error');
    expect(site.state.navigation.errorMessage).not.toBe('');

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
    expect(site.state.navigation.status).toBe('ready');
    expect(site.state.navigation.data?.map((n) => n.id)).toEqual([2, 1]);
  });

  it('hands the preInfo ip to the request signer', async () => {
    const seen: string[] = [];
    const preInfo = {
      ip: '1.2.3.4',
      siteBaseConfig: { title: '锦鲤娱乐', h5DomainUrl: '', depositSwitch: '1' },
    };
    const site = createSiteStore(fakeHttp({ [configuration.preInfo.path]: preInfo }), (ip) => seen.push(ip));
    await site.loadPreInfo();
    expect(seen).toEqual(['1.2.3.4']);
  });
});

describe('home store', () => {
  it('loads each section once and keeps a failing section separate', async () => {
    const calls: { path: string; payload: unknown }[] = [];
    const home = createHomeStore(
      fakeHttp(
        {
          [advertising.getMyDiscountAd.path]: [],
          [advertising.queryNoticeListByPage.path]: { list: [], total: 0, pageNum: 1, pageSize: 10 },
        },
        calls,
      ),
    );
    home.ensureLoaded();
    home.ensureLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(3);
    expect(calls.find((c) => c.path === advertising.queryNoticeListByPage.path)?.payload).toEqual(
      HOME_NOTICE_PAGE,
    );
    expect(home.state.banners.status).toBe('ready');
    expect(home.state.sponsor.status).toBe('error');
  });
});
