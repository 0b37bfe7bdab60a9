import type { HelpContent } from '@jinli/core';
import type { AgentContent } from '@jinli/core/contract';
import { ABOUT_ARTICLES } from './helpAbout.ts';
import { FAQ_ARTICLES } from './helpFaq.ts';
import { GUIDE_ARTICLES } from './helpGuides.ts';
import { TUTORIAL_ARTICLES } from './helpTutorials.ts';

/** The help centre: the 23 SPEC §2 articles in side-navigation order, under five groups. */
export const HELP_CONTENT: HelpContent = {
  groups: [
    { key: 'guide', title: '新手指南' },
    { key: 'promo', title: '优惠说明' },
    { key: 'tutorial', title: '使用教程' },
    { key: 'faq', title: '常见问题' },
    { key: 'about', title: '关于锦鲤' },
  ],
  articles: [...GUIDE_ARTICLES, ...TUTORIAL_ARTICLES, ...FAQ_ARTICLES, ...ABOUT_ARTICLES],
};

/** The agent programme (/agent): tiers by active members and monthly net profit. */
export const AGENT_CONTENT: AgentContent = {
  headline: '锦鲤代理 · 合作共赢',
  intro:
    '推广锦鲤娱乐，按月领取佣金。零成本加入，专属推广链接与后台数据实时可查，佣金每月 5 日前发放至代理钱包，可直接取款。',
  benefits: [
    { title: '高额佣金', text: '按月结算，最高可达公司净盈利的 45%，上不封顶。' },
    { title: '零门槛', text: '无需投入资金，拥有会员账户即可申请。' },
    { title: '数据透明', text: '下线注册、存款、投注与佣金明细实时查看。' },
    { title: '专属服务', text: '一对一代理专员，提供推广素材与运营建议。' },
  ],
  tiers: [
    { level: '一级代理', activeMembers: 5, minProfit: '1', rate: '25' },
    { level: '二级代理', activeMembers: 10, minProfit: '50001', rate: '30' },
    { level: '三级代理', activeMembers: 20, minProfit: '200001', rate: '35' },
    { level: '四级代理', activeMembers: 50, minProfit: '500001', rate: '40' },
    { level: '五级代理', activeMembers: 100, minProfit: '1000001', rate: '45' },
  ],
  steps: [
    { title: '注册会员', text: '注册锦鲤会员并绑定手机号和真实姓名。' },
    { title: '提交申请', text: '联系代理专员，提供推广渠道与预计推广规模。' },
    { title: '审核开通', text: '1 个工作日内完成审核，开通代理后台与专属推广链接。' },
    { title: '推广赚佣', text: '分享推广链接，下线会员按月结算佣金。' },
  ],
  terms: [
    '活跃会员指当月存款并产生有效投注不少于 1,000 元的下线会员。',
    '净盈利 = 下线会员输赢 − 优惠红利 − 返水 − 平台费用；当月为负数时累计至下月。',
    '两项条件须同时达到才可按该级别比例结算佣金。',
    '代理本人及其关联账户不得作为下线会员，发现套利行为将取消佣金并关闭代理资格。',
  ],
  contacts: [
    { label: '在线客服', value: '7×24 小时在线', href: 'service' },
    { label: '代理专员邮箱', value: 'agent@jinli.example' },
    { label: '工作时间', value: '每日 10:00 - 22:00（北京时间）' },
  ],
};
