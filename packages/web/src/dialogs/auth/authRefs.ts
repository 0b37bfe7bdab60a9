import type { captchaMachine, NewDeviceRef, ResetRef } from '@jinli/core';
import type { ActorRefFrom } from 'xstate';
import type { AuthDialogActor } from '../../app/authActor.ts';

export type CaptchaRef = ActorRefFrom<typeof captchaMachine>;
export type { AuthDialogActor, NewDeviceRef, ResetRef };
