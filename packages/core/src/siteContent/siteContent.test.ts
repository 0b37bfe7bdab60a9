import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import type { Endpoint } from '../api/endpoint.ts';
import type { PreInfo } from '../api/schemas/content.ts';
import type { HttpPort } from '../ports/http.ts';
import { createSiteContent, findHelpArticle } from './siteContent.ts';
import type { HelpContent } from './siteContentApi.ts';

const HELP: HelpContent = {
  groups: [
    { key: 'guide', title: '新手指南' },
    { key: 'about', title: '关于我们' },
  ],
  articles: [
    { key: 'kh', title: '开户指南', group: 'guide', body: '<p>注册只需用户名和密码。</p>' },
    { key: 'ck', title: '存款帮助', group: 'guide', body: '<p>存款后约 8 秒到账。</p>' },
    { key: 'gywm', title: '关于我们', group: 'about', body: '<p>锦鲤娱乐成立多年，存款安全。</p>' },
  ],
};

const preInfo = (depositSwitch: '0' | '1', h5DomainUrl = 'https://m.jinli.example'): PreInfo => ({
  ip: '1.2.3.4',
  siteBaseConfig: { title: '锦鲤娱乐', h5DomainUrl, depositSwitch },
});

/** Answers by path through each endpoint's real response schema; a value that is an Error rejects. */
function fakeHttp(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const http: HttpPort = {
    call: async <P, R, V extends boolean>(endpoint: Endpoint<P, R, V>) => {
      calls.push(endpoint.path);
      const answer = answers[endpoint.path];
      if (answer instanceof Error) throw answer;
      return endpoint.response.parse(answer) as R;
    },
  };
  return { http, calls };
}

const paths = {
  help: '/site/api/v1/advertising/helpContent',
  agent: '/site/api/v1/advertising/agentContent',
  sponsor: '/site/api/v1/advertising/sponsorContent',
  preInfo: '/site/api/v1/configuration/preInfo',
};

describe('site content', () => {
  it('lists every article while deposits are open', async () => {
    const { http } = fakeHttp({ [paths.help]: HELP, [paths.preInfo]: preInfo('1') });
    const content = createSiteContent({ http });
    await content.loadHelp();
    expect(content.getSnapshot().help.data?.articles.map((a) => a.key)).toEqual(['kh', 'ck', 'gywm']);
  });

  it('hides the deposit article, and searches without it, when the site flag is "0" (guard rule 4)', async () => {
    const { http } = fakeHttp({ [paths.help]: HELP, [paths.preInfo]: preInfo('0') });
    const content = createSiteContent({ http });
    await content.loadHelp();
    const state = content.getSnapshot();
    expect(state.help.data?.articles.map((a) => a.key)).toEqual(['kh', 'gywm']);
    expect(findHelpArticle(state, 'ck')).toBeUndefined();
    content.search('存款');
    expect(content.getSnapshot().results.map((hit) => hit.key)).toEqual(['gywm']);
  });

  it('shows the articles when preInfo cannot be read (the guard closes the page itself)', async () => {
    const { http } = fakeHttp({
      [paths.help]: HELP,
      [paths.preInfo]: new ApiError({ kind: 'network', path: paths.preInfo, message: 'down' }),
    });
    const content = createSiteContent({ http });
    await content.loadHelp();
    expect(content.getSnapshot().help.data?.articles).toHaveLength(3);
  });

  it('keeps the query typed before the articles arrive and answers it once they do', async () => {
    const { http } = fakeHttp({ [paths.help]: HELP, [paths.preInfo]: preInfo('1') });
    const content = createSiteContent({ http });
    content.search('用户名');
    expect(content.getSnapshot().results).toEqual([]);
    await content.loadHelp();
    expect(content.getSnapshot().results.map((hit) => hit.key)).toEqual(['kh']);
    content.setTextFold((text) => text.replace(/户/g, '戶'));
    expect(
      content
        .getSnapshot()
        .results[0]?.title.map((s) => s.text)
        .join(''),
    ).toBe('开戶指南');
  });

  it('reports a failure in Chinese and loads again on retry', async () => {
    const answers: Record<string, unknown> = {
      [paths.help]: new ApiError({ kind: 'timeout', path: paths.help, message: 'slow' }),
      [paths.preInfo]: preInfo('1'),
    };
    const { http, calls } = fakeHttp(answers);
    const content = createSiteContent({ http });
    await content.loadHelp();
    expect(content.getSnapshot().help.status).toBe('error');
    expect(content.getSnapshot().help.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    await content.loadHelp();
    answers[paths.help] = HELP;
    await content.loadHelp();
    expect(content.getSnapshot().help.status).toBe('ready');
    expect(calls.filter((path) => path === paths.help)).toHaveLength(3);
    await content.loadHelp();
    expect(calls.filter((path) => path === paths.help)).toHaveLength(3);
  });

  it('reads the h5 address for the download page, refusing anything but http(s)', async () => {
    const good = createSiteContent({ http: fakeHttp({ [paths.preInfo]: preInfo('1') }).http });
    await good.loadDownload();
    expect(good.getSnapshot().download.data).toEqual({
      siteTitle: '锦鲤娱乐',
      h5Url: 'https://m.jinli.example',
    });
    const bad = createSiteContent({
      http: fakeHttp({ [paths.preInfo]: preInfo('1', 'javascript:alert(1)') }).http,
    });
    await bad.loadDownload();
    expect(bad.getSnapshot().download.data?.h5Url).toBeNull();
  });

  it('notifies subscribers as a part loads', async () => {
    const sponsor = { headline: 'h', intro: 'i', sponsors: [] };
    const { http } = fakeHttp({ [paths.sponsor]: sponsor });
    const content = createSiteContent({ http });
    const seen: string[] = [];
    content.subscribe(() => seen.push(content.getSnapshot().sponsor.status));
    await content.loadSponsor();
    expect(seen).toEqual(['loading', 'ready']);
    expect(content.getSnapshot().sponsor.data).toEqual(sponsor);
  });
});

describe('sponsors and language (#28)', () => {
  it('asks for sponsors in the member language, again after a switch, and reuses them otherwise', async () => {
    const payloads: unknown[] = [];
    const http: HttpPort = {
      call: async <P, R, V extends boolean>(endpoint: Endpoint<P, R, V>, payload: P) => {
        payloads.push(payload);
        return endpoint.response.parse({ headline: 'h', intro: 'i', sponsors: [] }) as R;
      },
    };
    let language: 'zh-cn' | 'zh-tw' = 'zh-tw';
    const content = createSiteContent({ http, language: () => language });
    content.languageChanged();
    expect(payloads).toEqual([]);
    await content.loadSponsor();
    await content.loadSponsor();
    content.languageChanged();
    expect(payloads).toEqual([{ langx: 'zh-tw' }]);
    language = 'zh-cn';
    content.languageChanged();
    await Promise.resolve();
    // A page opened again after a switch the engine did not hear about still asks in the new language.
    language = 'zh-tw';
    await content.loadSponsor();
    expect(payloads).toEqual([{ langx: 'zh-tw' }, undefined, { langx: 'zh-tw' }]);
    expect(content.getSnapshot().sponsor.status).toBe('ready');
  });
});
