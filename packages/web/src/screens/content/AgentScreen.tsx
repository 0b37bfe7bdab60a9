import type { AgentContact } from '@jinli/core';
import { formatMoney, isSafeUrl } from '@jinli/core/rules';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { useContentFold } from '../help/useSiteContent.ts';
import { ContentState } from './ContentState.tsx';
import { useContentPart } from './useContentPart.ts';
import './content.css';

/** /agent: the agent programme as the operator serves it (agentContent): tiers, steps, contact. */
export function AgentScreen() {
  const { t } = useTranslation();
  const [agent, retry] = useContentPart('agent');
  const fold = useContentFold();
  const ui = useServices().UiStore;
  usePageTitle('代理合作');
  const data = agent.data;

  return (
    <div className="container content-page">
      <section className="content-hero agent-hero">
        <p className="content-eyebrow">{t('agentPage.eyebrow')}</p>
        <h1>{data ? fold(data.headline) : t('agentPage.eyebrow')}</h1>
        {data && <p className="content-hero-intro">{fold(data.intro)}</p>}
        <button type="button" className="btn btn-gold" onClick={() => ui.openServiceWarning()}>
          {t('agentPage.apply')}
        </button>
      </section>
      {data === null ? (
        <ContentState status={agent.status} error={agent.errorMessage} onRetry={retry} />
      ) : (
        <>
          <section className="content-card" aria-labelledby="agent-benefits">
            <h2 id="agent-benefits">{t('agentPage.benefits')}</h2>
            <ul className="content-feature-grid">
              {data.benefits.map((item) => (
                <li key={item.title}>
                  <h3>{fold(item.title)}</h3>
                  <p>{fold(item.text)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section className="content-card" aria-labelledby="agent-tiers">
            <h2 id="agent-tiers">{t('agentPage.tiers')}</h2>
            <div className="content-table-scroll">
              <table className="content-table">
                <caption>{t('agentPage.tiersCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agentPage.level')}</th>
                    <th scope="col">{t('agentPage.activeMembers')}</th>
                    <th scope="col">{t('agentPage.minProfit')}</th>
                    <th scope="col">{t('agentPage.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.tiers.map((tier) => (
                    <tr key={tier.level}>
                      <th scope="row">{fold(tier.level)}</th>
                      <td className="num">
                        {t('agentPage.activeMembersValue', { count: tier.activeMembers })}
                      </td>
                      <td className="num">
                        {t('agentPage.minProfitValue', { amount: formatMoney(tier.minProfit) })}
                      </td>
                      <td className="num agent-rate">{tier.rate}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <div className="content-columns">
            <section className="content-card" aria-labelledby="agent-steps">
              <h2 id="agent-steps">{t('agentPage.steps')}</h2>
              <ol className="content-steps">
                {data.steps.map((step) => (
                  <li key={step.title}>
                    <h3>{fold(step.title)}</h3>
                    <p>{fold(step.text)}</p>
                  </li>
                ))}
              </ol>
            </section>
            <section className="content-card" aria-labelledby="agent-terms">
              <h2 id="agent-terms">{t('agentPage.terms')}</h2>
              <ul className="content-list">
                {data.terms.map((term) => (
                  <li key={term}>{fold(term)}</li>
                ))}
              </ul>
              <h2>{t('agentPage.contact')}</h2>
              <dl className="content-contacts">
                {data.contacts.map((contact) => (
                  <Contact
                    key={contact.label}
                    contact={contact}
                    fold={fold}
                    onService={() => ui.openServiceWarning()}
                  />
                ))}
              </dl>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function Contact(props: { contact: AgentContact; fold: (text: string) => string; onService: () => void }) {
  const { contact, fold, onService } = props;
  const value = fold(contact.value);
  let shown: React.ReactNode = value;
  if (contact.href === 'service') {
    shown = (
      <button type="button" className="link-button" onClick={onService}>
        {value}
      </button>
    );
  } else if (contact.href && isSafeUrl(contact.href)) {
    shown = (
      <a href={contact.href} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  return (
    <div>
      <dt>{fold(contact.label)}</dt>
      <dd>{shown}</dd>
    </div>
  );
}
