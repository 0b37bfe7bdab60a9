import type { AllMessages } from './zh-CN.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllMessages };
  }
}
