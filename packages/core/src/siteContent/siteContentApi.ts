import { z } from 'zod/mini';
import { defineEndpoint } from '../api/endpoint.ts';
import { permissivePayload } from '../api/permissive.ts';
import { moneySchema } from '../api/schemas/common.ts';
import { deferred } from '../validation/deferred.ts';

/**
 * Site content the spec names without a call: help articles and the agent programme (DESIGN.md:
 * "site content: an operator replaces them without a rebuild"). Both are ours, in the advertising
 * family beside sponsorContent, cached like it (docs/protocol.md, "Site content").
 */

/** A help-centre article. `body` is HTML from the operator: web sanitises it before rendering. */
export const helpArticleSchema = deferred(() =>
  z.object({
    /** The SPEC §2 help child (`kh`, `ck`, … `zxkf`): the article lives at /app/help/{key}. */
    key: z.string().check(z.regex(/^[a-z]{2,12}$/)),
    title: z.string().check(z.minLength(1)),
    /** Key of the side-navigation group it is listed under. */
    group: z.string(),
    body: z.string(),
    /** A button the page shows under the article: `customerService` opens the 安全提示 dialog. */
    action: z.optional(z.enum(['customerService'])),
    /** Beijing date of the last edit, `YYYY-MM-DD`. */
    updated: z.optional(z.string()),
  }),
);
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpGroupSchema = deferred(() => z.object({ key: z.string(), title: z.string() }));
export type HelpGroup = z.infer<typeof helpGroupSchema>;

export const helpContentSchema = deferred(() =>
  z.object({
    groups: z.array(helpGroupSchema),
    articles: z.array(helpArticleSchema),
  }),
);
export type HelpContent = z.infer<typeof helpContentSchema>;

/** One commission tier: the rate applies when both monthly thresholds are met. */
export const agentTierSchema = deferred(() =>
  z.object({
    level: z.string(),
    /** Active members (members who deposited and bet in the month). */
    activeMembers: z.int().check(z.gte(0)),
    /** Monthly net company profit from the agent's members, CNY decimal string. */
    minProfit: moneySchema,
    /** Commission rate in percent, decimal string (`"35"`). */
    rate: moneySchema,
  }),
);
export type AgentTier = z.infer<typeof agentTierSchema>;

const titledTextSchema = deferred(() => z.object({ title: z.string(), text: z.string() }));

export const agentContactSchema = deferred(() =>
  z.object({
    label: z.string(),
    value: z.string(),
    /** http(s) link or `service` (the site's customer-service dialog); plain text when absent. */
    href: z.optional(z.string()),
  }),
);
export type AgentContact = z.infer<typeof agentContactSchema>;

export const agentContentSchema = deferred(() =>
  z.object({
    headline: z.string(),
    intro: z.string(),
    benefits: z.array(titledTextSchema),
    tiers: z.array(agentTierSchema),
    steps: z.array(titledTextSchema),
    terms: z.array(z.string()),
    contacts: z.array(agentContactSchema),
  }),
);
export type AgentContent = z.infer<typeof agentContentSchema>;

const base = '/site/api/v1/advertising';

export const siteContentApi = {
  helpContent: defineEndpoint(`${base}/helpContent`, {
    payload: z.optional(permissivePayload),
    response: helpContentSchema,
    cached: true,
  }),
  agentContent: defineEndpoint(`${base}/agentContent`, {
    payload: z.optional(permissivePayload),
    response: agentContentSchema,
    cached: true,
  }),
};
