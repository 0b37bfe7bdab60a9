import type { RouteDef } from '@jinli/core/rules';
import { ROUTES } from '@jinli/core/rules';

export type MenuGroup = 'overview' | 'money' | 'vip' | 'account' | 'service';
/** Which unread count a menu entry shows. */
export type MenuBadge = 'letters' | 'feedback' | null;

/** The member area's side menu: route names by group, in order (titles come from core's route table). */
const GROUPS: readonly [MenuGroup, readonly string[]][] = [
  ['overview', ['mine']],
  ['money', ['wallet', 'savemoney', 'takemoney', 'transfermoney', 'exchange', 'transRecord', 'betRecord']],
  ['vip', ['vip', 'welfare', 'giftRecord']],
  ['account', ['userinfo', 'auth', 'addBankCard', 'virtualCoinCard', 'alipayManage']],
  ['service', ['message', 'feedback', 'feedbackList', 'introTutorial', 'limits']],
];

const BADGES: Record<string, MenuBadge> = { message: 'letters', feedbackList: 'feedback' };

export interface MenuEntry {
  def: RouteDef;
  badge: MenuBadge;
}

/** Groups with the routes the table really has (a route another branch removed just drops out). */
export function memberMenu(
  routes: readonly RouteDef[] = ROUTES,
): { group: MenuGroup; entries: MenuEntry[] }[] {
  const byName = new Map(routes.filter((def) => def.layout === 'mine').map((def) => [def.name, def]));
  return GROUPS.map(([group, names]) => ({
    group,
    entries: names.flatMap((name) => {
      const def = byName.get(name);
      return def === undefined ? [] : [{ def, badge: BADGES[name] ?? null }];
    }),
  })).filter((g) => g.entries.length > 0);
}
