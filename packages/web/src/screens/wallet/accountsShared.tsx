import type { MemberInfo } from '@jinli/core';
import { selectMember } from '@jinli/core/machines';
import { type ReactNode, useEffect, useId, useMemo } from 'react';
import { useServices } from '../../app/ServicesProvider.tsx';
import { useReadable } from '../../app/useReadable.ts';
import { useServerText } from '../../i18n/useServerText.ts';
import '../../components/fieldBox.css';

/** One accounts capability for the screen that opens (engine.wallet.accounts()). */
export function useAccountsStore() {
  const wallet = useServices().Wallet;
  return useMemo(() => wallet.accounts(), [wallet]);
}

/** Loads on open; a loader that returns a promise is fire-and-forget here (its slot shows the state). */
export function useLoadOnOpen(load: () => unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per screen instance
  useEffect(() => {
    void load();
  }, []);
}

export interface MemberFacts {
  name: string;
  realName: string;
  phone: string;
  bindPhone: boolean;
  bindRealName: boolean;
}

const textOf = (member: MemberInfo | null, key: string) => {
  const value = member?.[key];
  return typeof value === 'string' ? value : '';
};

/** The session's member info as the security and binding screens show it (masked by the server). */
export function useMemberFacts(): MemberFacts | null {
  const session = useServices().Session;
  const member = useReadable(session, selectMember);
  return useMemo(
    () =>
      member === null
        ? null
        : {
            name: textOf(member, 'name'),
            realName: textOf(member, 'realName'),
            phone: textOf(member, 'phone'),
            bindPhone: member.bindPhone,
            bindRealName: member.bindRealName,
          },
    [member],
  );
}

/** A labelled form field in the wallet style, with the rule's or the server's message under it. */
export function Field(props: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const text = useServerText();
  return (
    <div className="accounts-field">
      <label className="wallet-label" htmlFor={id}>
        {props.label}
      </label>
      <div className={`field-box ${props.error ? 'field-box-error' : ''}`}>{props.children(id)}</div>
      {props.error ? (
        <p className="wallet-error">{text(props.error)}</p>
      ) : props.hint ? (
        <p className="wallet-hint">{props.hint}</p>
      ) : null}
    </div>
  );
}
