import type { ResetStep } from '@jinli/core/rules';
import { useTranslation } from '../../i18n/useTranslation.tsx';

const STEPS = ['identity', 'verify', 'password', 'done'] as const;

/** 身份信息 → 身份验证 → 重置密码 → 成功; the current one is marked for assistive technology. */
export function ResetSteps({ step }: { step: ResetStep }) {
  const { t } = useTranslation();
  return (
    <ol className="auth-steps" aria-label={t('auth.stepsLabel')}>
      {STEPS.map((id, index) => (
        <li
          key={id}
          className={`auth-step ${index < step ? 'is-done' : ''} ${index === step ? 'is-current' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="auth-step-dot" aria-hidden="true">
            {index < step ? '✓' : index + 1}
          </span>
          <span className="auth-step-label">{t(`auth.steps.${id}`)}</span>
        </li>
      ))}
    </ol>
  );
}
