import type { Accounts as AccountsStore, LoadStatus } from '@jinli/core';
import type { BindAccountPayload } from '@jinli/core/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { TileSkeletons } from './AccountTiles.tsx';
import { Field } from './accountsShared.tsx';

export interface BindFormProps {
  store: AccountsStore;
  /** A heading over the fields, when the page shows more than the form. */
  title?: string;
  /** The rules pass; until they do a submit only reveals their messages. */
  valid: boolean;
  payload: () => BindAccountPayload;
  /** After the success toast: clear the fields, or move on. */
  onBound: () => void;
  /** The fields; `tried` says whether to show the rules' messages yet. */
  children: (tried: boolean) => ReactNode;
}

/**
 * A form that binds one withdrawal account: rules show once it was tried, one bind at a time (the
 * button is disabled in flight), the server's answer above 确认绑定, a toast on success.
 */
export function BindForm(props: BindFormProps) {
  const { t } = useTranslation();
  const text = useServerText();
  const ui = useServices().UiStore;
  const { busy } = useReadable(props.store);
  const [tried, setTried] = useState(false);
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!props.valid || props.store.getSnapshot().busy) return;
    const failed = await props.store.bind(props.payload());
    setMessage(failed ?? '');
    if (failed === null) {
      ui.toast(t('accounts.boundToast'), 'success');
      setTried(false);
      props.onBound();
    }
  };

  return (
    <form className="wallet-card wallet-form accounts-form" onSubmit={submit} noValidate>
      {props.title && <h2 className="accounts-section-title">{props.title}</h2>}
      {props.children(tried)}
      <p className="wallet-error" role="alert">
        {message ? text(message) : '\u00a0'}
      </p>
      <button type="submit" className="btn btn-primary wallet-submit" disabled={busy}>
        {busy ? t('wallet.submitting') : t('accounts.bindSubmit')}
      </button>
    </form>
  );
}

/** The accounts of one kind already bound, as tiles: skeletons, the load error, or an empty line. */
export function BoundAccounts(props: {
  id: string;
  title: string;
  slot: { status: LoadStatus; data: unknown; errorMessage: string };
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  const text = useServerText();
  const { slot } = props;
  return (
    <section className="wallet-card" aria-labelledby={props.id}>
      <h2 id={props.id} className="accounts-section-title">
        {props.title}
      </h2>
      <div className="accounts-tiles">
        {slot.status === 'loading' && slot.data === null ? (
          <TileSkeletons />
        ) : slot.status === 'error' ? (
          <p className="wallet-error" role="alert">
            {text(slot.errorMessage)}
          </p>
        ) : props.count === 0 ? (
          <p className="wallet-muted">{props.emptyText}</p>
        ) : (
          props.children
        )}
      </div>
    </section>
  );
}

/** The holder is the member's bound real name, shown and not editable (the server binds to it). */
export function HolderField({ realName }: { realName: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t('accounts.holder')} hint={t('accounts.holderHint')}>
      {(id) => <input id={id} value={realName} readOnly aria-readonly="true" />}
    </Field>
  );
}
