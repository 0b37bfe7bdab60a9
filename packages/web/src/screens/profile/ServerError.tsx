import { useServerText } from '../../i18n/useServerText.ts';

/** The server's (or a rule's) message of the last failed step, announced to screen readers. */
export function ServerError({ message }: { message: string }) {
  const text = useServerText();
  if (message === '') return null;
  return (
    <p className="wallet-error profile-server-error" role="alert">
      {text(message)}
    </p>
  );
}
