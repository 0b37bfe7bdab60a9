import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { UID_VERIFICATION_NOTICE, venueErrorNotice } from './venueError.ts';

const failure = (code: number, message: string) =>
  new ApiError({
    kind: 'result',
    path: '/game/api/v1/venue/resource',
    message,
    code,
    envelope: { status_code: code, data: null, message },
  });

describe('ErrUIDVerification dialog text (SPEC §8)', () => {
  it('is exactly 数据异常，请重新进入游戏 whatever the server wrote', () => {
    expect(UID_VERIFICATION_NOTICE).toBe('数据异常，请重新进入游戏');
    for (const server of ['UID verification failed', '用户校验失败', '']) {
      expect(venueErrorNotice(failure(6302, server))).toBe('数据异常，请重新进入游戏');
    }
  });

  it('says nothing for other venue failures, which show their own message elsewhere', () => {
    expect(venueErrorNotice(failure(6415, '场馆维护中'))).toBeNull();
    expect(venueErrorNotice(new ApiError({ kind: 'timeout', path: '/x', message: 'slow' }))).toBeNull();
    expect(venueErrorNotice(new Error('boom'))).toBeNull();
  });
});
