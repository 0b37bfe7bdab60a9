import { describe, expect, it } from 'vitest';
import { user } from '../api/catalogue/user.ts';
import { createFakeHttp, createMemoryStorage } from '../auth/authFakes.ts';
import { SESSION_STORAGE_KEYS } from '../session/sessionActors.ts';
import { StorageKey } from '../storage/storageKeys.ts';
import { loadChatJwt, storedChatJwt } from './chatJwt.ts';

describe('jwtToken (SPEC §3): the member/jwt answer used for the chat login', () => {
  it('keeps each answer and hands it to the chat login as it came', async () => {
    const http = createFakeHttp();
    http.on(user.jwt, () => ({ jwt: 'j-1', token: 'tk' }));
    const storage = createMemoryStorage();
    expect(await loadChatJwt({ http, storage })).toEqual({ jwt: 'j-1', token: 'tk' });
    expect(JSON.parse(storage.get(StorageKey.jwtToken) ?? 'null')).toEqual({ jwt: 'j-1', token: 'tk' });
  });

  it('uses the kept answer when member/jwt fails, and fails when none is kept', async () => {
    const http = createFakeHttp();
    http.on(user.jwt, () => {
      throw new Error('down');
    });
    const storage = createMemoryStorage();
    await expect(loadChatJwt({ http, storage })).rejects.toThrow('down');
    storage.set(StorageKey.jwtToken, JSON.stringify({ jwt: 'j-0' }));
    expect(await loadChatJwt({ http, storage })).toEqual({ jwt: 'j-0' });
    storage.set(StorageKey.jwtToken, '{not json');
    expect(storedChatJwt(storage)).toBeUndefined();
  });

  it('belongs to the login: the session clears it at logout and expiry', () => {
    expect(SESSION_STORAGE_KEYS).toContain(StorageKey.jwtToken);
  });
});
