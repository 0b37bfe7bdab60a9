import { advertising } from '../api/catalogue/advertising.ts';
import { configuration } from '../api/catalogue/configuration.ts';
import type { PreInfo, SponsorContent } from '../api/schemas/content.ts';
import { createLoader, idle, keySlot, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import { isHttpUrl } from '../games/launchVenues.ts';
import { bannerPayload, type ContentLanguage } from '../home/homeCapability.ts';
import { isHelpArticleOpen } from '../navigation/guard.ts';
import type { HttpPort } from '../ports/http.ts';
import { type HelpSearchHit, identityFold, searchArticles, type TextFold } from './helpSearch.ts';
import { type AgentContent, type HelpArticle, type HelpContent, siteContentApi } from './siteContentApi.ts';

/** What the download page needs from preInfo: the h5 site (null when none or not http(s)). */
export interface DownloadInfo {
  readonly siteTitle: string;
  readonly h5Url: string | null;
}

export interface SiteContentState {
  /** Help centre as members may read it: the deposit article is left out when deposits are off. */
  readonly help: Loadable<HelpContent>;
  readonly agent: Loadable<AgentContent>;
  readonly sponsor: Loadable<SponsorContent>;
  readonly download: Loadable<DownloadInfo>;
  /** The help search box's text, as typed. */
  readonly query: string;
  /** Articles matching `query` (empty when the query is blank), best first. */
  readonly results: readonly HelpSearchHit[];
}

export interface SiteContentDeps {
  http: HttpPort;
  /** Where preInfo comes from; defaults to calling configuration/preInfo (pass the site's own loader to share it). */
  readPreInfo?: () => Promise<PreInfo>;
  /** The member's language: sponsor pictures are lettered in it (issue #28); Simplified when absent. */
  language?: () => ContentLanguage;
}

export interface SiteContent extends Readable<SiteContentState> {
  /** Loads what has not loaded (or failed) yet; `reload` forces another call of that part. */
  loadHelp(reload?: boolean): Promise<void>;
  loadAgent(reload?: boolean): Promise<void>;
  loadSponsor(reload?: boolean): Promise<void>;
  loadDownload(reload?: boolean): Promise<void>;
  search(query: string): void;
  /** The script members read (see TextFold); search results are recomputed in it. */
  setTextFold(fold: TextFold): void;
  /** The member switched language: sponsors loaded in another one are asked for again (issue #28). */
  languageChanged(): void;
}

/** The help centre without the articles the site flag closes, and without groups left empty. */
export function openHelpContent(content: HelpContent, depositSwitch: string | undefined): HelpContent {
  const articles = content.articles.filter((article) => isHelpArticleOpen(article.key, depositSwitch));
  const groups = content.groups.filter((group) => articles.some((article) => article.group === group.key));
  return { groups, articles };
}

export function findHelpArticle(state: SiteContentState, key: string): HelpArticle | undefined {
  return state.help.data?.articles.find((article) => article.key === key);
}

export function toDownloadInfo(preInfo: PreInfo): DownloadInfo {
  const h5 = preInfo.siteBaseConfig.h5DomainUrl.trim();
  return { siteTitle: preInfo.siteBaseConfig.title, h5Url: isHttpUrl(h5) ? h5 : null };
}

type ResourceKey = 'help' | 'agent' | 'sponsor' | 'download';

/** Help articles, agent programme, sponsors and download info: the site's content pages (issue #13). */
export function createSiteContent(deps: SiteContentDeps): SiteContent {
  const { http } = deps;
  const readPreInfo = deps.readPreInfo ?? (() => http.call(configuration.preInfo, undefined));
  const language = deps.language ?? (() => 'zh-cn');
  let sponsorLanguage: ContentLanguage | null = null;
  const store = createStore<SiteContentState>({
    help: idle(),
    agent: idle(),
    sponsor: idle(),
    download: idle(),
    query: '',
    results: [],
  });
  let fold: TextFold = identityFold;
  const loader = createLoader(store);

  const withResults = (state: SiteContentState): SiteContentState => ({
    ...state,
    results: searchArticles(state.help.data?.articles ?? [], state.query, fold),
  });

  async function load<K extends ResourceKey>(
    key: K,
    reload: boolean,
    request: () => Promise<NonNullable<SiteContentState[K]['data']>>,
  ): Promise<void> {
    const current = store.getSnapshot()[key];
    if (!reload && (current.status === 'ready' || current.status === 'loading')) return;
    const slot = keySlot<SiteContentState, K>(key) as unknown as Slot<
      SiteContentState,
      NonNullable<SiteContentState[K]['data']>
    >;
    // The help articles feed the search results: they are recomputed with every change of help.
    const withSearch: typeof slot =
      key === 'help'
        ? { read: slot.read, write: (state, slice) => withResults(slot.write(state, slice)) }
        : slot;
    await loader(key, withSearch, request);
  }

  const content: SiteContent = {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    loadHelp: (reload = false) =>
      load('help', reload, async () => {
        // The flag only hides: if preInfo fails, the guard still closes the deposit page itself.
        const [content, preInfo] = await Promise.all([
          http.call(siteContentApi.helpContent, undefined),
          readPreInfo().catch(() => undefined),
        ]);
        return openHelpContent(content, preInfo?.siteBaseConfig.depositSwitch);
      }),
    loadAgent: (reload = false) =>
      load('agent', reload, () => http.call(siteContentApi.agentContent, undefined)),
    loadSponsor: (reload = false) => {
      const asked = language();
      // Sponsors in another language than the member's now are asked for again, not reused.
      const again = reload || (sponsorLanguage !== null && sponsorLanguage !== asked);
      sponsorLanguage = asked;
      return load('sponsor', again, () => http.call(advertising.sponsorContent, bannerPayload(asked)));
    },
    loadDownload: (reload = false) =>
      load('download', reload, async () => toDownloadInfo(await readPreInfo())),
    search(query) {
      store.update((state) => withResults({ ...state, query }));
    },
    setTextFold(next) {
      if (next === fold) return;
      fold = next;
      store.update(withResults);
    },
    languageChanged() {
      if (sponsorLanguage !== null && sponsorLanguage !== language()) void content.loadSponsor(true);
    },
  };
  return content;
}
