import { api, createHome } from '@jinli/core';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../testing/fakeHttp.ts';
import { startEarlyLoads } from './earlyLoads.ts';
import { Tokens } from './tokens.ts';

function homeContainer() {
  const fake = createFakeHttp({
    [api.advertising.getMyDiscountAd.path]: () => [],
    [api.advertising.queryNoticeListByPage.path]: () => ({ list: [], total: 0 }),
    [api.advertising.sponsorContent.path]: () => null,
  });
  const container = new Container();
  container.bind(Tokens.Home).toConstantValue(createHome({ http: fake.http }));
  return { container, calls: fake.calls };
}

describe('startEarlyLoads', () => {
  it('asks for the home sections before the home screen mounts, once each', () => {
    const { container, calls } = homeContainer();
    startEarlyLoads(container, '/');
    startEarlyLoads(container, '/');
    expect([...calls].sort()).toEqual(
      [
        api.advertising.getMyDiscountAd.path,
        api.advertising.queryNoticeListByPage.path,
        api.advertising.sponsorContent.path,
      ].sort(),
    );
  });

  it('asks for nothing on another first route', () => {
    const { container, calls } = homeContainer();
    for (const path of ['/game/sport', '/mine/wallet', '/help']) startEarlyLoads(container, path);
    expect(calls).toEqual([]);
  });
});
