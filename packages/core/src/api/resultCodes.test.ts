import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import {
  describeResultCode,
  errorMessage,
  GENERIC_MESSAGES,
  RESULT_CODES,
  ResultCode,
  type ResultCodeName,
} from './resultCodes.ts';

// Typed out from SPEC §8, in order.
const SPEC_CODES = [
  6000, 6001, 6002, 6003, 6004, 6005, 6006, 6007, 6008, 6009, 6010, 6011, 6012, 6013, 6014, 6015, 6016, 6017,
  6021, 6022, 6025, 6026, 6027, 6028, 6029, 6030, 6031, 6032, 6033, 6034, 6035, 6036, 6037, 6038, 6039, 6066,
  6099, 6100, 6110, 6111, 6301, 6302, 6303, 6316, 6317, 6318, 6366, 6399, 6413, 6415, 6449, 6500, 6501, 6502,
];

const CHINESE = /[\u4e00-\u9fff]/;

describe('result-code catalogue', () => {
  it('lists every SPEC §8 code exactly once', () => {
    const codes = RESULT_CODES.map((info) => info.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...SPEC_CODES].sort());
  });

  it('gives every code a unique camelCase name and a Chinese message', () => {
    const names = RESULT_CODES.map((info) => info.name);
    expect(new Set(names).size).toBe(names.length);
    for (const info of RESULT_CODES) {
      expect(info.name).toMatch(/^[a-z][A-Za-z]*$/);
      expect(info.message, String(info.code)).toMatch(CHINESE);
    }
  });

  it('names match the ResultCode constants', () => {
    for (const [key, code] of Object.entries(ResultCode)) {
      const info = describeResultCode(code);
      expect(info.name.charAt(0).toUpperCase() + info.name.slice(1)).toBe(key as ResultCodeName);
    }
    expect(ResultCode.LoginExpired).toBe(6001);
    expect(ResultCode.GraphicCode).toBe(6021);
    expect(ResultCode.RapidVerification).toBe(6022);
    expect(ResultCode.BindRealName).toBe(6449);
    expect(ResultCode.NotFound).toBe(6004);
    expect(ResultCode.ServerError).toBe(6005);
    expect(ResultCode.IllegalParameter).toBe(6008);
  });

  it('maps the actions SPEC §8 describes', () => {
    const special: Record<number, string> = {
      6000: 'returnData',
      6001: 'loginExpired',
      6021: 'showCaptcha',
      6022: 'showCaptcha',
      6025: 'newDeviceVerification',
      6026: 'newDeviceVerification',
      6027: 'newDeviceVerification',
      6028: 'newDeviceVerification',
      6029: 'newDeviceVerification',
      6413: 'venueTransferDialog',
      6449: 'bindRealNameDialog',
    };
    for (const code of SPEC_CODES) {
      expect(describeResultCode(code).action, String(code)).toBe(special[code] ?? 'showMessage');
    }
  });

  it('uses the spec wording where the spec gives it', () => {
    expect(describeResultCode(6000).message).toBe('成功');
    expect(describeResultCode(6001).message).toBe('请重新登录');
    expect(describeResultCode(6005).message).toBe('服务器开小差了，请稍后重试');
    expect(describeResultCode(6010).message).toBe('文件上传失败');
    expect(describeResultCode(6013).message).toBe('系统维护中');
    expect(describeResultCode(6302).message).toBe('数据异常，请重新进入游戏');
  });

  it('describes unknown codes generically', () => {
    const info = describeResultCode(7777);
    expect(info).toMatchObject({
      code: 7777,
      name: 'unknown',
      action: 'showMessage',
      message: GENERIC_MESSAGES.serviceSlightlyOff,
    });
  });
});

describe('errorMessage', () => {
  const resultError = (code: number, message: string | null) =>
    new ApiError({
      kind: 'result',
      path: '/p',
      message: 'x',
      code,
      envelope: { status_code: code, message },
    });

  it('prefers the server message for result errors', () => {
    expect(errorMessage(resultError(6002, '密码错误3次'))).toBe('密码错误3次');
  });

  it('falls back to the catalogue message when the server sends none', () => {
    expect(errorMessage(resultError(6415, ''))).toBe('场馆维护中');
    expect(errorMessage(resultError(6415, '  '))).toBe('场馆维护中');
    expect(errorMessage(resultError(6039, null))).toBe('登录设备过多');
  });

  it('names transport failures', () => {
    expect(errorMessage(new ApiError({ kind: 'timeout', path: '/p', message: 'x' }))).toBe(
      '请求超时，请稍后重试',
    );
    expect(errorMessage(new ApiError({ kind: 'network', path: '/p', message: 'x' }))).toBe(
      '网络连接失败，请检查网络',
    );
    for (const kind of ['http', 'malformed', 'decrypt', 'schema'] as const) {
      expect(errorMessage(new ApiError({ kind, path: '/p', message: 'x' }))).toBe(
        GENERIC_MESSAGES.serviceSlightlyOff,
      );
    }
  });

  it('never leaks a raw error text', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_MESSAGES.serviceSlightlyOff);
    expect(errorMessage('boom')).toBe(GENERIC_MESSAGES.serviceSlightlyOff);
  });
});
