/**
 * Settlement result codes of a sports bet record (SPEC §3). The spec names the D-code void reasons but
 * not their codes; the numbering below is this project's contract, shared with the sandbox that settles
 * bets. A `D…` code this list does not know is still a void bet, labelled 取消.
 */

export type BetOutcome = 'restored' | 'win' | 'halfWin' | 'halfLoss' | 'loss' | 'void' | 'draw' | 'cashedOut';

export const BetResultCode = {
  Restored: 'A',
  Win: 'W',
  HalfWin: 'LW',
  HalfLoss: 'LL',
  Loss: 'L',
  Cancelled: 'D',
  Draw: 'P',
  MatchCancelled: 'D1',
  WrongOdds: 'D2',
  WrongScore: 'D3',
  RedCard: 'D4',
  Abandoned: 'D5',
  Postponed: 'D6',
  GoalDisallowed: 'D7',
  Rescheduled: 'D8',
  Delayed: 'D9',
  PlayerRetired: 'D10',
  WrongTeamName: 'D11',
  WrongHomeAway: 'D12',
  WrongLeagueName: 'D13',
  WrongHandicap: 'D14',
  StartedEarly: 'D15',
  WrongResult: 'D16',
  NotAccepted: 'D17',
  IrregularBet: 'D18',
  PitcherChanged: 'D19',
  PlayerChanged: 'D20',
  NoPenaltiesOrExtraTime: 'D21',
  /** Issue #30 (ours): settled early at the member's request (提前结算); the record's `cashOut` is the amount. */
  CashedOut: 'CO',
} as const;
export type BetResultCode = (typeof BetResultCode)[keyof typeof BetResultCode];

interface ResultEntry {
  readonly outcome: BetOutcome;
  readonly label: string;
}

const voidFor = (label: string): ResultEntry => ({ outcome: 'void', label });

export const BET_RESULTS: Readonly<Record<BetResultCode, ResultEntry>> = {
  A: { outcome: 'restored', label: '恢复' },
  W: { outcome: 'win', label: '赢' },
  LW: { outcome: 'halfWin', label: '赢半' },
  LL: { outcome: 'halfLoss', label: '输半' },
  L: { outcome: 'loss', label: '输' },
  D: voidFor('取消'),
  P: { outcome: 'draw', label: '和局' },
  D1: voidFor('赛事取消'),
  D2: voidFor('赔率错误'),
  D3: voidFor('比分错误'),
  D4: voidFor('红卡取消'),
  D5: voidFor('赛事腰斩'),
  D6: voidFor('赛事延期'),
  D7: voidFor('进球取消'),
  D8: voidFor('赛事改期'),
  D9: voidFor('赛事延赛'),
  D10: voidFor('球员弃权'),
  D11: voidFor('队名错误'),
  D12: voidFor('主客场错误'),
  D13: voidFor('联赛名称错误'),
  D14: voidFor('盘口错误'),
  D15: voidFor('提前开赛'),
  D16: voidFor('赛果错误'),
  D17: voidFor('未接受注单'),
  D18: voidFor('非正常投注'),
  D19: voidFor('先发投手更换'),
  D20: voidFor('选手更换'),
  D21: voidFor('赛事无PK加时'),
  CO: { outcome: 'cashedOut', label: '提前结算' },
};

export interface BetResult {
  /** Undefined while the bet is not settled (no code, or a code outside the catalogue). */
  readonly outcome: BetOutcome | undefined;
  readonly label: string;
}

function isBetResultCode(code: string): code is BetResultCode {
  return Object.hasOwn(BET_RESULTS, code);
}

/** What a bet record's result code means and the label the records screen shows for it. */
export function describeBetResult(code: string | null | undefined): BetResult {
  const trimmed = (code ?? '').trim().toUpperCase();
  if (isBetResultCode(trimmed)) return BET_RESULTS[trimmed];
  if (/^D\d+$/.test(trimmed)) return BET_RESULTS.D;
  if (trimmed === '') return { outcome: undefined, label: '未结算' };
  return { outcome: undefined, label: '未知' };
}
