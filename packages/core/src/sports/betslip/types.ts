import type { OddsType } from '../catalogues.ts';

/** A bet-slip item as SPEC §3 names its parts: one price the member picked. */
export interface BetSlipItem {
  readonly gameInfo: {
    readonly gameId: string;
    /** Groups the match's related events (full time, first half); the slip holds one item per gide. */
    readonly gide: string;
    readonly hgid: string;
    readonly team_h: string;
    readonly team_c: string;
  };
  /** `w`: the wager code (`R` handicap, `OU` over/under, `M` 1X2, …); decides how the price converts. */
  readonly playInfo: { readonly w: string };
  /** `r`: the price as the venue sent it (Hong Kong base for double-line wagers, European otherwise). */
  readonly oddInfo: { readonly gameId: string; readonly r: string };
  /** Present only on champion (outright) items: the selection's rate code. */
  readonly championRate?: { readonly rtype: string } | undefined;
  readonly bettingData?: BettingData | undefined;
}

/** An order's confirmation state; `active: 'delay'` means the venue is still confirming it. */
export interface BettingData {
  readonly active: string;
  readonly ticket_id: string;
}

/** single: one item; multiple: a parlay, one item per match; series: system bets over the items. */
export type BetMode = 'single' | 'multiple' | 'series';

export interface BetSlip {
  readonly mode: BetMode;
  readonly items: readonly BetSlipItem[];
  /** The member's choice; series mode shows Hong Kong odds regardless (see `effectiveOddsType`). */
  readonly oddsType: OddsType;
  /** The last placed order while it waits for confirmation. */
  readonly pendingOrder?: BettingData | undefined;
}

export interface BetSlipError {
  readonly code: 'betslip.limit' | 'betslip.pending' | 'betslip.seriesOddsType';
  readonly message: string;
}

/** Every rule returns the next slip (the same object when refused) and, when refused, why. */
export interface BetSlipResult {
  readonly slip: BetSlip;
  readonly error?: BetSlipError;
}
