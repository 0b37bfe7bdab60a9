import { describe, expect, it } from 'vitest';
import { createLoginEventBus } from '../session/loginEvents.ts';
import { bindingRequiredFor, connectPasswordChange, returnAfterBinding } from './securityReturn.ts';

const bound = { bindPhone: true, bindRealName: true };

describe('returning after the bindPhone guard', () => {
  it('names the page that needs phone and real name', () => {
    expect(bindingRequiredFor('/mine/addBankCard')?.title).toBe('添加银行卡');
    expect(bindingRequiredFor('/mine/accountManage/all')?.name).toBe('accountManage');
    expect(bindingRequiredFor('/mine/wallet')).toBeNull();
  });

  it('goes back only once both are bound, and only to a bindPhone page of this site', () => {
    expect(returnAfterBinding('/mine/addBankCard', { bindPhone: true, bindRealName: false })).toBeNull();
    expect(returnAfterBinding('/mine/addBankCard', bound)).toBe('/mine/addBankCard');
    expect(returnAfterBinding('//evil.example/mine/addBankCard', bound)).toBeNull();
    expect(returnAfterBinding('https://evil.example/', bound)).toBeNull();
    expect(returnAfterBinding(null, bound)).toBeNull();
  });
});

describe('password_change_success', () => {
  it('ends the session and opens the login', () => {
    const bus = createLoginEventBus();
    const seen: string[] = [];
    bus.events$.subscribe((event) => seen.push(event.type));
    const ended: number[] = [];
    connectPasswordChange(bus, () => ended.push(1));
    bus.emit('password_change_success');
    expect(ended).toHaveLength(1);
    expect(seen).toEqual(['password_change_success', 'login']);
  });
});
