import type { AuthDialogActor, captchaMachine, NewDeviceRef, ResetRef } from '@jinli/core';
import type { ActorRefFrom } from 'xstate';

export type CaptchaRef = ActorRefFrom<ReturnType<typeof captchaMachine>>;
export type { AuthDialogActor, NewDeviceRef, ResetRef };
