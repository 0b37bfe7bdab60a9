import {
  agentContentSchema,
  configuration,
  helpContentSchema,
  SUCCESS_CODE,
  siteContentApi,
} from '@jinli/core/contract';
import { ROUTES } from '@jinli/core/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SandboxClient } from '../../client/sandboxClient.ts';
import type { Sandbox } from '../sandbox.ts';
import { startTestSandbox } from '../testSandbox.ts';

let sandbox: Sandbox;
let baseUrl: string;
let client: SandboxClient;

beforeAll(async () => {
  ({ sandbox, baseUrl, client } = await startTestSandbox());
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const post = (name: string, body: unknown) =>
  fetch(`${baseUrl}/__sandbox/${name}`, { method: 'POST', body: JSON.stringify(body) });

const helpKeys = ROUTES.filter((def) => def.name.startsWith('help.')).map((def) => def.name.slice(5));

describe('site content', () => {
  it('serves one article for each of the 23 help routes, encrypted like every call', async () => {
    const envelope = await client.call(siteContentApi.helpContent.path, {}, { encrypted: true });
    expect(envelope.status_code).toBe(SUCCESS_CODE);
    const help = helpContentSchema.parse(envelope.data);
    expect(helpKeys).toHaveLength(23);
    expect(help.articles.map((article) => article.key).sort()).toEqual([...helpKeys].sort());
    for (const article of help.articles) {
      expect(help.groups.map((group) => group.key)).toContain(article.group);
      expect(article.body.length).toBeGreaterThan(150);
    }
  });

  it('the terms carry the payout limits, the 14-day window, 5-year records and the operator rights', async () => {
    const help = helpContentSchema.parse((await client.call(siteContentApi.helpContent.path, {})).data);
    const terms = help.articles.find((article) => article.key === 'gztk')!.body;
    for (const fact of [
      '18 周岁',
      '一个账户',
      '1,500,000',
      '300,000',
      '200,000',
      '25,000',
      '600,000',
      '180,000',
      '14 天',
      '5 年',
      '机器人',
      '串通',
      '付款人姓名',
    ]) {
      expect(terms).toContain(fact);
    }
    const privacy = help.articles.find((article) => article.key === 'ysgz')!.body;
    expect(privacy).toContain('128 位 SSL');
    expect(privacy).toContain('18 周岁');
  });

  it('serves the agent programme with rising tiers', async () => {
    const agent = agentContentSchema.parse((await client.call(siteContentApi.agentContent.path, {})).data);
    const rates = agent.tiers.map((tier) => Number(tier.rate));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(agent.steps.length).toBeGreaterThan(0);
  });

  it('site-flags closes deposits in preInfo until reset', async () => {
    expect((await post('site-flags', { depositSwitch: '0' })).ok).toBe(true);
    const closed = await client.call(configuration.preInfo.path, {});
    expect(closed.data).toMatchObject({ siteBaseConfig: { depositSwitch: '0' } });
    expect((await post('site-flags', { depositSwitch: 'off' })).status).toBe(400);
    sandbox.reset();
    const open = await client.call(configuration.preInfo.path, {});
    expect(open.data).toMatchObject({ siteBaseConfig: { depositSwitch: '1' } });
  });

  it('help-article replaces an article as an operator would, and refuses a bad one', async () => {
    expect((await post('help-article', { key: 'gywm', body: '<p>新的关于我们</p>' })).ok).toBe(true);
    const help = helpContentSchema.parse((await client.call(siteContentApi.helpContent.path, {})).data);
    expect(help.articles.find((article) => article.key === 'gywm')).toMatchObject({
      title: '关于我们',
      body: '<p>新的关于我们</p>',
    });
    expect((await post('help-article', { key: 'NEW!', title: 'x', group: 'about', body: '' })).status).toBe(
      400,
    );
  });
});
