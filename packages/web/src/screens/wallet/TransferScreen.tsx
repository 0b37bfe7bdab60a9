import {
  allTransferAmount,
  CENTER_SIDE as CENTER,
  normalizeMoneyText,
  pickTransferSide,
  readMoneyInput,
  TRANSFER_UNKNOWN_MESSAGES,
  transferOfSides,
} from '@jinli/core/rules';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { MoneyAmountField } from '../../components/MoneyAmountField.tsx';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { BalanceSummary, VenueBalances } from './BalancePanel.tsx';
import './wallet.css';

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

function TransferForm() {
  const { t } = useTranslation();
  const text = useServerText();
  const store = useServices().Wallet;
  const ui = useServices().UiStore;
  const snap = useReadable(store);
  const [from, setFrom] = useState(CENTER);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const venues = snap.venues.data ?? [];
  // SPEC §5: at most 12 characters. Said while typing (the text is never cut to a different number).
  const reading = readMoneyInput(amount);
  const tooLong = !reading.ok && reading.reason === 'tooLong' ? reading.message : '';
  const transfer = transferOfSides({ from, to });
  const available =
    from === CENTER ? snap.balances.data?.center : venues.find((row) => row.enName === from)?.balance;

  const pick = (side: 'from' | 'to', value: string) => {
    // One side is always the center wallet (core pickTransferSide).
    const next = pickTransferSide({ from, to }, side, value);
    setFrom(next.from);
    setTo(next.to);
    setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (snap.moving) return;
    if (transfer === null) {
      setError(t('wallet.pickVenue'));
      return;
    }
    setError('');
    // The amount rule and the balance check live in core (wallet.transfer refuses before sending).
    const result = await store.transfer({ ...transfer, amount });
    if (result.type === 'ok') {
      ui.toast(t('venueTransfer.success'), 'success');
      setAmount('');
    } else {
      setError(result.message);
    }
  };

  const options = (side: 'from' | 'to') => (
    <select
      className="wallet-select"
      aria-label={side === 'from' ? t('wallet.from') : t('wallet.to')}
      value={side === 'from' ? from : to}
      disabled={snap.moving}
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
        disabled={snap.moving}
        error={
          snap.checkingTransfer
            ? text(TRANSFER_UNKNOWN_MESSAGES.checking)
            : tooLong || error
              ? text(tooLong || error)
              : ''
        }
        capital={tooLong === ''}
        onChange={(value) => setAmount(normalizeMoneyText(value))}
        onAll={() => available !== undefined && setAmount(allTransferAmount(available))}
        allDisabled={snap.moving || available === undefined}
      />
      <button type="submit" className="btn btn-primary wallet-submit" disabled={snap.moving}>
        {snap.moving ? t('venueTransfer.submitting') : t('wallet.transferSubmit')}
      </button>
    </form>
  );
}
