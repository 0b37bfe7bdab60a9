import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../routes/pages.tsx';
import { useMemberFacts } from './accountsShared.tsx';
import { WithdrawPasswordSection } from './WithdrawPasswordSection.tsx';
import './accounts.css';
import './wallet.css';

/**
 * /mine/auth (账户安全): what the member has bound, with the withdrawal password set or reset here.
 * Members the bindPhone guard sent here see what is missing first.
 */
export function SecurityScreen() {
  const { t } = useTranslation();
  usePageTitle('账户安全');
  const member = useMemberFacts();
  return (
    <div className="wallet-page">
      <h1 className="wallet-title">{t('accounts.securityTitle')}</h1>
      <section className="wallet-card" aria-label={t('accounts.bindings')}>
        <ul className="accounts-status-list">
          <StatusRow
            label={t('accounts.phone')}
            done={member?.bindPhone ?? false}
            value={member?.bindPhone ? member.phone : t('accounts.phoneMissing')}
          />
          <StatusRow
            label={t('accounts.realName')}
            done={member?.bindRealName ?? false}
            value={member?.bindRealName ? member.realName : t('accounts.realNameMissing')}
          />
          <li className="accounts-status">
            <span className="accounts-status-label">{t('accounts.withdrawAccounts')}</span>
            <span className="accounts-status-value">{t('accounts.withdrawAccountsHint')}</span>
            <Link to="/mine/accountManage/$id" params={{ id: 'all' }} className="btn btn-outline btn-small">
              {t('accounts.manage')}
            </Link>
          </li>
        </ul>
      </section>
      <WithdrawPasswordSection phoneBound={member?.bindPhone ?? false} memberName={member?.name ?? ''} />
    </div>
  );
}

function StatusRow(props: { label: string; done: boolean; value: string }) {
  const { t } = useTranslation();
  return (
    <li className="accounts-status">
      <span className="accounts-status-label">{props.label}</span>
      <span className="accounts-status-value">{props.value}</span>
      <span className={`accounts-badge ${props.done ? 'is-done' : 'is-missing'}`}>
        {props.done ? t('accounts.bound') : t('accounts.unbound')}
      </span>
    </li>
  );
}
