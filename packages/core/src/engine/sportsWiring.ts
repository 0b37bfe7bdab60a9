import { connectSportsPresentation } from '../presentation/sportsPresentation.ts';
import type { BetRecordsOptions } from '../sports/betRecordsCapability.ts';
import { createBetRecords } from '../sports/betRecordsCapability.ts';
import { createCashOut } from '../sports/cashOutCapability.ts';
import { createSports } from '../sports/sportsCapability.ts';
import { resolveSportsStreamUrl } from '../sports/sportsStream.ts';
import type { CapabilityDeps, SportsCapability } from './createJinli.ts';

/**
 * The sportsbook with bet records and cash out. Loaded with the capability (createJinli.ts
 * CAPABILITIES.sports, beside the socket's own code), so a first visit carries none of this wiring
 * (issue #27).
 */
export function createSportsCapability(deps: CapabilityDeps): SportsCapability {
  const { http, storage, clock, newId, refreshBalance, session, config, socket, funds, runner } = deps;
  const built = createSports({
    http,
    storage,
    clock,
    ...(socket === undefined
      ? {}
      : {
          socket,
          streamUrl: (token: string) =>
            resolveSportsStreamUrl(config.wsUrl ?? '', config.origin, token, config.siteId),
        }),
    ...(deps.frame === undefined ? {} : { frame: deps.frame }),
    clientIp: deps.site.clientIp,
    newId,
    runner,
    onMoneyMoved: refreshBalance,
    onVenueBalance: funds.setVenue,
  });
  const cashOut = createCashOut({
    http,
    clock,
    runner,
    acceptBetterOdds: () => built.slip.getSnapshot().context.acceptBetterOdds,
    // The amount reached the sportsbook balance: the header and the venue balance follow at once.
    onCashedOut: () => {
      refreshBalance();
      void built.refreshVenueBalance();
    },
    onSettled: () => {
      refreshBalance();
      void built.refreshVenueBalance();
    },
  });
  session.on('session.loggedOut', () => cashOut.reset());
  // Slip toasts, the 数据异常 dialog, the theme: before anything loads (issue #25).
  connectSportsPresentation(built, deps.effects);
  return Object.assign(built, {
    cashOut,
    // Settled bets paid out into the venue: the balances follow when the records show them.
    records: (options: BetRecordsOptions) =>
      createBetRecords({ http, clock, onNewlySettled: refreshBalance, settlements: cashOut }, options),
  });
}
