import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageTitle } from '../../routes/pages.tsx';
import { Link } from '../../routes/routing.tsx';
import { PageHead } from './parts.tsx';
import { TutorialArt, type TutorialStep } from './TutorialArt.tsx';
import './tutorial.css';

const STEPS: readonly { key: TutorialStep; to: string }[] = [
  { key: 'register', to: '/mine/auth' },
  { key: 'deposit', to: '/mine/savemoney' },
  { key: 'play', to: '/game/sport' },
  { key: 'withdraw', to: '/mine/takemoney' },
];
const TIPS = ['a', 'b', 'c'] as const;

/** /mine/introTutorial: four illustrated steps from registering to withdrawing, with links. */
export function TutorialScreen() {
  const { t } = useTranslation();
  usePageTitle('新手教程');
  return (
    <div className="member-page">
      <PageHead title={t('member.tutorial.title')} />
      <p className="member-muted tutorial-intro">{t('member.tutorial.intro')}</p>
      <ol className="tutorial-steps">
        {STEPS.map((step, index) => (
          <li key={step.key} className="member-card tutorial-step">
            <TutorialArt step={step.key} />
            <div className="tutorial-text">
              <p className="tutorial-step-no">{t('member.tutorial.stepLabel', { n: index + 1 })}</p>
              <h2>{t(`member.tutorial.steps.${step.key}.title`)}</h2>
              <p>{t(`member.tutorial.steps.${step.key}.text`)}</p>
              <Link to={step.to} className="btn btn-outline btn-small">
                {t(`member.tutorial.steps.${step.key}.action`)}
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <section className="member-card">
        <h2>{t('member.tutorial.tipsTitle')}</h2>
        <ul className="tutorial-tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`member.tutorial.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
