import type { Sports } from '../sports/sportsCapability.ts';
import type { EffectStream } from './effects.ts';
import { serverText, PRESENTATION_TEXTS as T } from './texts.ts';

/**
 * The sportsbook's presentation policies, connected when its code is built (issue #16: it loads with its
 * first route), before its first load: each new bet-slip refusal or notice as a toast once, one 数据异常
 * dialog at a time (SPEC §8) whose only button loads the venue again, the edition's theme.
 */
export function connectSportsPresentation(
  sports: Pick<Sports, 'slip' | 'events' | 'load'>,
  effects: Pick<EffectStream, 'emit'>,
): void {
  const { emit } = effects;
  let { error: lastError, notice: lastNotice } = sports.slip.getSnapshot().context;
  sports.slip.subscribe(({ context }) => {
    if (context.error !== lastError && context.error !== undefined)
      emit({ type: 'toast', tone: 'error', text: serverText(context.error.message) });
    if (context.notice !== lastNotice && context.notice !== undefined) {
      const { code, message } = context.notice;
      const tone = code === 'betslip.accepted' ? 'success' : code === 'betslip.rejected' ? 'error' : 'info';
      emit({ type: 'toast', tone, text: serverText(message) });
    }
    lastError = context.error;
    lastNotice = context.notice;
  });
  let venueDialogOpen = false;
  sports.events.on('venueError', ({ message }) => {
    if (venueDialogOpen) return;
    venueDialogOpen = true;
    emit({
      type: 'dialog',
      kind: 'tips',
      text: serverText(message),
      closable: false,
      action: {
        label: T.reenter,
        run: () => {
          venueDialogOpen = false;
          void sports.load();
        },
      },
    });
  });
  sports.events.on('theme', ({ theme }) => emit({ type: 'theme', theme }));
}
