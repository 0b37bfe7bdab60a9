import type { BetRecord } from '@jinli/core';
import { describeBetResult } from '@jinli/core/contract';
import { describeSelection, formatMoney } from '@jinli/core/rules';
import type { Snapshot } from 'valtio';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { CashOutBox } from './CashOutBox.tsx';
import './records.css';

/** Signed money: +¥1,234.00 / -¥100.00, or -- while pending. */
function signed(amount: string): string {
  if (amount === '') return '--';
  return amount.startsWith('-') ? `-${formatMoney(amount.slice(1))}` : `+${formatMoney(amount)}`;
}

/** The result label with its colour class (win green, loss red, void and draw muted, pending amber). */
export function ResultBadge({ code }: { code: string }) {
  const text = useServerText();
  const { outcome, label } = describeBetResult(code);
  const tone =
    outcome === undefined
      ? 'pending'
      : outcome === 'win' || outcome === 'halfWin'
        ? 'win'
        : outcome === 'loss' || outcome === 'halfLoss'
          ? 'loss'
          : 'void';
  return (
    <span className={`bet-result bet-result-${tone}`} data-result={code || 'pending'}>
      {text(label)}
    </span>
  );
}

function RecordCard({ record, compact }: { record: Snapshot<BetRecord>; compact: boolean }) {
  const { t } = useTranslation();
  const text = useServerText();
  const tone = record.winLoss === '' ? '' : record.winLoss.startsWith('-') ? ' is-loss' : ' is-win';
  return (
    <li className="bet-record" data-ticket={record.ticketId}>
      <div className="bet-record-head">
        <span className="bet-record-mode">{t(`sports.records.modes.${record.mode}`)}</span>
        <span className="bet-record-ticket">{t('sports.records.ticket', { id: record.ticketId })}</span>
        <ResultBadge code={record.result} />
      </div>
      <ul className="bet-record-lines">
        {record.lines.map((line) => (
          <li key={`${line.gameId}-${line.selection}`}>
            <div className="bet-record-match">
              {!compact && <span className="bet-record-league">{text(line.league)}</span>}
              <span>{text(line.match)}</span>
            </div>
            <div className="bet-record-pick">
              <strong>{text(describeSelection(line.selection))}</strong>
              <span className="num">{t('sports.records.odds', { odds: line.odds })}</span>
              {line.score !== '' && (
                <span className="bet-record-score">{t('sports.records.score', { score: line.score })}</span>
              )}
              {record.lines.length > 1 && line.result !== '' && <ResultBadge code={line.result} />}
            </div>
          </li>
        ))}
      </ul>
      <dl className="bet-record-money">
        <div>
          <dt>{t('sports.records.stake')}</dt>
          <dd className="num">{formatMoney(record.betAmount)}</dd>
        </div>
        <div>
          <dt>{t('sports.records.payout')}</dt>
          <dd className="num">{record.payout === '' ? '--' : formatMoney(record.payout)}</dd>
        </div>
        <div>
          <dt>{t('sports.records.winLoss')}</dt>
          <dd className={`num bet-record-winloss${tone}`}>{signed(record.winLoss)}</dd>
        </div>
      </dl>
      {record.cashOut !== undefined && (
        <>
          <p className="bet-record-cashed-out" data-cashed-out={record.cashOut}>
            {t('sports.cashOut.cashedOut', { amount: formatMoney(record.cashOut) })}
          </p>
          <CashOutBox ticketId={record.ticketId} settled />
        </>
      )}
      {record.status === 'pending' && record.venueCode === 'CRTY' && (
        <CashOutBox ticketId={record.ticketId} />
      )}
      {!compact && (
        <p className="bet-record-time num">
          {t('sports.records.betTime')} {record.betTime}
        </p>
      )}
    </li>
  );
}

/** Bet records as cards: the sportsbook's 注单 panel (compact) and /mine/betRecord. */
export function BetRecordList({
  records,
  compact = false,
}: {
  records: readonly Snapshot<BetRecord>[];
  compact?: boolean;
}) {
  return (
    <ul className={`bet-records${compact ? ' bet-records-compact' : ''}`}>
      {records.map((record) => (
        <RecordCard key={record.ticketId} record={record} compact={compact} />
      ))}
    </ul>
  );
}
