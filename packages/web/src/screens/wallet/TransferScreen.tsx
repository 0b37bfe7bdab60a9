import {
  addMoney,
  allTransferAmount,
  compareMoney,
  isMoney,
  normalizeMoneyText,
  subtractMoney,
  TRANSFER_UNKNOWN_MESSAGES,
  TransferDirection,
  toWireAmount,
  validateTransferAmount,
} from '@jinli/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';
import { MoneyAmountField } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { usePageTitle } from '../../routes/pages.tsx';
import { BalanceSummary, VenueBalances } from './BalancePanel.tsx';
import './wallet.css';

const CENTER = 'center';

/** /mine/transfermoney: center wallet ⇄ venue with the venue transfer amount rules (SPEC §5). */
export function TransferScreen() {
  const { t } = useTranslation();
  usePageTitle('转账');
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('wallet.transferTitle')}</h1>
      <BalanceSummary />
      <TransferForm />
      <VenueBalances />
    </div>
  );
}

/** The center balance moved by the transfer's amount in its direction (it happened after all). */
function centerMoved(
  before: string | undefined,
  after: string | undefined,
  amount: string,
  intoVenue: boolean,
) {
  if (before === undefined || after === undefined || !isMoney(before) || !isMoney(after)) return false;
  return intoVenue
    ? compareMoney(after, subtractMoney(before, amount)) <= 0
    : compareMoney(after, addMoney(before, amount)) >= 0;
}

function TransferForm() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useService(Tokens.WalletStore);
  const ui = useService(Tokens.UiStore);
  const snap = useSnapshot(store.state);
  const [from, setFrom] = useState(CENTER);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  // The last try whose outcome stayed unknown: retrying the same transfer carries its request id.
  const [pending, setPending] = useState<{ key: string; requestId: string } | null>(null);
  const busy = snap.moving || checking;
  const venues = snap.venues.data ?? [];
  const venue = from === CENTER ? to : from;
  const available =
    from === CENTER ? snap.balances.data?.center : venues.find((row) => row.enName === from)?.balance;

  const pick = (side: 'from' | 'to', value: string) => {
    // One side is always the center wallet: picking a venue on one side puts the center on the other.
    if (side === 'from') {
      setFrom(value);
      setTo(value === CENTER ? (to === CENTER ? '' : to) : CENTER);
    } else {
      setTo(value);
      setFrom(value === CENTER ? (from === CENTER ? '' : from) : CENTER);
    }
    setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (venue === '' || venue === CENTER) {
      setError(t('wallet.pickVenue'));
      return;
    }
    const invalid = validateTransferAmount(amount, available);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError('');
    const direction = from === CENTER ? TransferDirection.IntoVenue : TransferDirection.OutOfVenue;
    const wire = toWireAmount(amount);
    const key = `${venue}:${direction}:${wire}`;
    const centerBefore = snap.balances.data?.center;
    const result = await store.transfer({
      venue,
      amount: wire,
      direction,
      ...(pending?.key === key ? { requestId: pending.requestId } : {}),
    });
    if (result.type === 'ok') {
      setPending(null);
      ui.toast(t('venueTransfer.success'), 'success');
      setAmount('');
      return;
    }
    if (result.outcomeKnown) {
      setPending(null);
      setError(result.message);
      return;
    }
    // Issue #15: no answer came back. Say so, keep the amount, and read the balance before a retry.
    setChecking(true);
    setError(TRANSFER_UNKNOWN_MESSAGES.checking);
    await store.loadBalances();
    setChecking(false);
    const centerAfter = store.state.balances.data?.center;
    if (centerMoved(centerBefore, centerAfter, wire, direction === TransferDirection.IntoVenue)) {
      setPending(null);
      ui.toast(t('venueTransfer.success'), 'success');
      setAmount('');
      setError('');
      void store.loadVenues();
      return;
    }
    setPending({ key, requestId: result.requestId });
    setError(
      centerAfter === undefined ? TRANSFER_UNKNOWN_MESSAGES.checkFailed : TRANSFER_UNKNOWN_MESSAGES.notMoved,
    );
  };

  const options = (side: 'from' | 'to') => (
    <select
      className="wallet-select"
      aria-label={side === 'from' ? t('wallet.from') : t('wallet.to')}
      value={side === 'from' ? from : to}
      disabled={busy}
      onChange={(e) => pick(side, e.target.value)}
    >
      <option value="" disabled>
        {t('wallet.pickVenue')}
      </option>
      <option value={CENTER}>{t('wallet.center')}</option>
      {venues.map((row) => (
        <option key={row.enName} value={row.enName}>
          {text(row.name)}
        </option>
      ))}
    </select>
  );

  return (
    <form className="wallet-card wallet-form" onSubmit={submit} noValidate>
      <div className="wallet-transfer-route">
        <div className="wallet-transfer-side">
          <span>{t('wallet.from')}</span>
          {options('from')}
        </div>
        <span className="wallet-transfer-arrow" aria-hidden="true">
          →
        </span>
        <div className="wallet-transfer-side">
          <span>{t('wallet.to')}</span>
          {options('to')}
        </div>
      </div>
      <MoneyAmountField
        label={t('wallet.amount')}
        placeholder={t('venueTransfer.amountPlaceholder')}
        value={amount}
        disabled={busy}
        error={error ? text(error) : ''}
        capital
        onChange={(value) => setAmount(normalizeMoneyText(value))}
        onAll={() => available !== undefined && setAmount(allTransferAmount(available))}
        allDisabled={busy || available === undefined}
      />
      <button type="submit" className="btn btn-primary wallet-submit" disabled={busy}>
        {busy ? t('venueTransfer.submitting') : t('wallet.transferSubmit')}
      </button>
    </form>
  );
}
