import { site } from '../api/catalogue/site.ts';
import { user } from '../api/catalogue/user.ts';
import { errorMessage } from '../api/resultCodes.ts';
import { type Avatar, avatarListSchema, DecryptableField } from '../api/schemas/profile.ts';
import type { MemberInfo } from '../api/schemas/user.ts';
import { type StepResult, step } from '../auth/authActors.ts';
import { createLoader, idle, keySlot, type Loadable } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { ClockPort } from '../ports/clock.ts';
import type { HttpPort } from '../ports/http.ts';
import type { StoragePort } from '../ports/storage.ts';
import { decryptedDataKey, decryptedDataSchema } from '../storage/storageKeys.ts';
import { formatBeijingDate } from '../time/beijingTime.ts';
import { validateBirthday } from '../validation/age.ts';
import { type Gender, type MemberProfile, readMemberProfile } from './memberProfile.ts';
import { type SecurityLevel, securityLevel } from './securityLevel.ts';

export type ProfileEdit = 'avatar' | 'gender' | 'birthday';

export interface ProfileState {
  profile: MemberProfile | null;
  security: SecurityLevel | null;
  /** Fields shown in full after singleDataDecryption (cached as DD_{name}, cleared at logout). */
  revealed: Partial<Record<DecryptableField, string>>;
  revealing: DecryptableField | null;
  /** The avatar gallery (avatarList). */
  avatars: Loadable<Avatar[]>;
  saving: ProfileEdit | null;
  /** The birthday being edited (null: not editing) and its rule's message. */
  birthdayDraft: string | null;
  birthdayError: string;
  /** The last failed save or reveal, as the server said it. */
  error: string;
}

export interface ProfileDeps {
  http: HttpPort;
  storage: StoragePort;
  clock: ClockPort;
  /** The session's member info (null when logged out). */
  member: Readable<MemberInfo | null>;
  /** Fetch member info again after a change (the session does it). */
  refreshMember: () => void;
}

function blank(member: MemberInfo | null): ProfileState {
  const profile = member === null ? null : readMemberProfile(member);
  return {
    profile,
    security: profile === null ? null : securityLevel(profile),
    revealed: {},
    revealing: null,
    avatars: idle(),
    saving: null,
    birthdayDraft: null,
    birthdayError: '',
    error: '',
  };
}

/**
 * The member's profile (SPEC §3 profile keys): member info read into typed fields, the security
 * level, full phone/e-mail/real name on request (singleDataDecryption, DD_ cache), the avatar
 * gallery, and gender and birthday edits (18+, SPEC §5).
 */
export function createProfile(deps: ProfileDeps) {
  const { http, storage } = deps;
  const store = createStore<ProfileState>(blank(deps.member.getSnapshot()));
  const patch = (change: Partial<ProfileState>) => store.update((state) => ({ ...state, ...change }));
  const load = createLoader(store);

  let lastMember = deps.member.getSnapshot();
  deps.member.subscribe(() => {
    const member = deps.member.getSnapshot();
    if (member === lastMember) return;
    const wasLoggedIn = lastMember !== null;
    lastMember = member;
    if (member === null || !wasLoggedIn) {
      store.set(blank(member));
      return;
    }
    const profile = readMemberProfile(member);
    // A revealed value stays only while the masked one it belongs to is unchanged.
    const revealed = { ...store.getSnapshot().revealed };
    for (const field of Object.keys(revealed) as DecryptableField[]) {
      if (cached(field, profile[field]) === null) delete revealed[field];
    }
    // A saved birthday stays in the field until member info shows it (no flicker back to the old one).
    const draft = store.getSnapshot().birthdayDraft;
    const birthdayDraft = draft !== null && draft === profile.birthday ? null : draft;
    patch({ profile, security: securityLevel(profile), revealed, birthdayDraft });
  });

  function cached(field: DecryptableField, masked: string): string | null {
    const raw = storage.get(decryptedDataKey(field));
    if (raw === null) return null;
    try {
      const entry = decryptedDataSchema.parse(JSON.parse(raw));
      return entry.v === masked && typeof entry.d === 'string' ? entry.d : null;
    } catch {
      return null;
    }
  }

  async function save(edit: ProfileEdit, call: () => Promise<unknown>): Promise<StepResult> {
    patch({ saving: edit, error: '' });
    const result = await step(call);
    patch({ saving: null, error: result.type === 'ok' ? '' : result.message });
    if (result.type === 'ok') deps.refreshMember();
    return result;
  }

  const today = () => formatBeijingDate(deps.clock.now());

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,

    /** Shows a masked field in full: from the DD_ cache when it still matches, else from the server. */
    async reveal(field: DecryptableField): Promise<void> {
      const profile = store.getSnapshot().profile;
      if (profile === null || profile[field] === '') return;
      const hit = cached(field, profile[field]);
      if (hit !== null) {
        patch({ revealed: { ...store.getSnapshot().revealed, [field]: hit } });
        return;
      }
      patch({ revealing: field, error: '' });
      try {
        const data = await http.call(site.singleDataDecryption, { name: field });
        storage.set(decryptedDataKey(field), JSON.stringify({ d: data.value, v: data.masked }));
        patch({ revealing: null, revealed: { ...store.getSnapshot().revealed, [field]: data.value } });
      } catch (error) {
        patch({ revealing: null, error: errorMessage(error) });
      }
    },
    /** A binding changed: forget every revealed value and its DD_ cache (masks may look alike). */
    forgetRevealed(): void {
      for (const field of Object.values(DecryptableField)) storage.remove(decryptedDataKey(field));
      patch({ revealed: {} });
    },
    hide(field: DecryptableField): void {
      const revealed = { ...store.getSnapshot().revealed };
      delete revealed[field];
      patch({ revealed });
    },

    async loadAvatars(): Promise<void> {
      if (store.getSnapshot().avatars.status === 'loading') return;
      await load('avatars', keySlot<ProfileState, 'avatars'>('avatars'), async () =>
        avatarListSchema.parse(await http.call(user.avatarList, {})),
      );
    },
    saveAvatar: (avatarId: string) => save('avatar', () => http.call(user.addAvatar, { avatarId })),
    saveGender: (gender: Exclude<Gender, ''>) => save('gender', () => http.call(user.bindOther, { gender })),

    /** Typing a birthday; the 18+ rule is checked on save. */
    editBirthday(value: string): void {
      patch({ birthdayDraft: value, birthdayError: '' });
    },
    cancelBirthday(): void {
      patch({ birthdayDraft: null, birthdayError: '' });
    },
    async saveBirthday(): Promise<StepResult> {
      const draft = store.getSnapshot().birthdayDraft ?? store.getSnapshot().profile?.birthday ?? '';
      const invalid = validateBirthday(draft, today());
      if (invalid) {
        patch({ birthdayError: invalid.message });
        return { type: 'failed', message: invalid.message };
      }
      const result = await save('birthday', () => http.call(user.bindOther, { birthday: draft }));
      if (result.type !== 'ok') patch({ birthdayError: result.message });
      return result;
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
