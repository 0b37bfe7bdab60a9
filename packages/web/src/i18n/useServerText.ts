import { useSnapshot } from 'valtio';
import { useService } from '../app/ServicesProvider.tsx';
import { Tokens } from '../app/tokens.ts';
import { displayServerText } from '../stores/localeStore.ts';

/** Returns a function that shows Simplified server text in the active locale. */
export function useServerText(): (text: string) => string {
  const localeStore = useService(Tokens.LocaleStore);
  const snap = useSnapshot(localeStore.state);
  return (text) => displayServerText(snap, text);
}
