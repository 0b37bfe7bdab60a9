import type { HelpContent } from '@jinli/core';
import type {
  AgentContent,
  CountryArea,
  DiscountAd,
  NavigationItem,
  Notice,
  SponsorContent,
} from '@jinli/core/contract';
import { type SeedActivity, seedActivities, seedDiscountAds } from './activities.ts';
import { COUNTRY_AREAS, NAVIGATION, SITE_BASE_CONFIG, SPONSOR_CONTENT } from './content.ts';
import { createNotices } from './notices.ts';
import { AGENT_CONTENT, HELP_CONTENT } from './siteContent.ts';

export interface SiteBaseConfig {
  title: string;
  h5DomainUrl: string;
  depositSwitch: '0' | '1';
}

/** Everything the sandbox serves, built from one seed; later issues add members, wallets, games. */
export interface SeedData {
  navigation: NavigationItem[];
  /** getMyDiscountAd: every promotion by category; the home carousel shows them too. */
  banners: DiscountAd[];
  /** promotion/config: one of every SPEC §2 activity type (issue #13). */
  activities: SeedActivity[];
  sponsor: SponsorContent;
  notices: Notice[];
  countryAreas: CountryArea[];
  siteBaseConfig: SiteBaseConfig;
  /** Help centre and agent programme (site content an operator replaces; issue #13). */
  help: HelpContent;
  agent: AgentContent;
}

export interface SeedOptions {
  seed: number;
  /** Epoch ms the seeded times are relative to (fixed per sandbox so reset() is exact). */
  now: number;
}

export const DEFAULT_SEED = 20_240_808;

/** Fresh, deep-copied data: handlers may mutate their state without touching the constants. */
export function createSeedData({ seed, now }: SeedOptions): SeedData {
  const activities = seedActivities(now);
  return structuredClone({
    navigation: [...NAVIGATION],
    banners: seedDiscountAds(activities, now),
    activities,
    sponsor: SPONSOR_CONTENT,
    notices: createNotices(seed, now),
    countryAreas: [...COUNTRY_AREAS],
    siteBaseConfig: { ...SITE_BASE_CONFIG },
    help: HELP_CONTENT,
    agent: AGENT_CONTENT,
  });
}
