import type { AuthDialogActor, NewDeviceRef, ResetRef } from '@jinli/core';
import type { captchaMachine } from '@jinli/core/machines';
import type { ActorRefFrom } from 'xstate';

export type CaptchaRef = ActorRefFrom<ReturnType<typeof captchaMachine>>;
export type { AuthDialogActor, NewDeviceRef, ResetRef };
