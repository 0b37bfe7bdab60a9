import { isApiError } from './apiError.ts';

/** Named constants for every SPEC §8 result code. The catalogue's `name` is the camelCase of the key. */
export const ResultCode = {
  Success: 6000,
  LoginExpired: 6001,
  InvalidCredentials: 6002,
  AccessDenied: 6003,
  NotFound: 6004,
  ServerError: 6005,
  BadGateway: 6006,
  InvalidParameter: 6007,
  IllegalParameter: 6008,
  DataExists: 6009,
  FileUploadFailure: 6010,
  FrequentSubmission: 6011,
  Warning: 6012,
  Maintenance: 6013,
  InvocationError: 6014,
  UnboundPhone: 6015,
  PhoneVerificationRequired: 6016,
  PhoneVerificationRequiredSecondary: 6017,
  GraphicCode: 6021,
  RapidVerification: 6022,
  IpNotPassed: 6025,
  DeviceNotPassed: 6026,
  DeviceAndIpNotPassed: 6027,
  LongTimeNotLoggedIn: 6028,
  RiskyLogin: 6029,
  ContactCustomerService: 6030,
  RegionLimited: 6031,
  RegionWarning: 6032,
  IpRestricted: 6033,
  MaxPhoneAttempts: 6034,
  AuthenticationRequired: 6035,
  AuthenticationCodeError: 6036,
  AuthenticationLocked: 6037,
  AuthenticationCodeExpired: 6038,
  TooManyDevices: 6039,
  SixtySecondLimit: 6066,
  WalletTokenExpired: 6099,
  PasswordCheckFailure: 6100,
  LockingUnavailable: 6110,
  WithdrawalProtectionConfigError: 6111,
  ParameterError: 6301,
  UidVerificationError: 6302,
  NoData: 6303,
  SystemMaintenance: 6316,
  SystemBusy: 6317,
  Testing: 6318,
  TestingSecondary: 6366,
  SystemAbnormal: 6399,
  VenueActivity: 6413,
  VenueMaintenance: 6415,
  BindRealName: 6449,
  PopupNotPrompted: 6500,
  LoginRegisterSuspendedPopup: 6501,
  LoginRegisterSuspended: 6502,
} as const;
export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

export type ResultKind =
  | 'success'
  | 'auth'
  | 'verification'
  | 'risk'
  | 'validation'
  | 'rateLimit'
  | 'maintenance'
  | 'server'
  | 'permission'
  | 'notFound'
  | 'binding'
  | 'venue'
  | 'region'
  | 'popup'
  | 'unknown';

/**
 * What the client does with the code (SPEC §8). `showCaptcha` codes resolve as values on
 * verification endpoints; `newDeviceVerification` opens the new-device view with the server message.
 */
export type ClientAction =
  | 'returnData'
  | 'loginExpired'
  | 'showCaptcha'
  | 'newDeviceVerification'
  | 'bindRealNameDialog'
  | 'venueTransferDialog'
  | 'showMessage';

export interface ResultCodeInfo {
  readonly code: number;
  readonly name: string;
  readonly kind: ResultKind;
  /** zh-CN default; screens prefer the server's message when it sends one (see errorMessage). */
  readonly message: string;
  readonly action: ClientAction;
}

/** The generic zh-CN messages of SPEC §8, plus the two transport failures the client names itself. */
export const GENERIC_MESSAGES = {
  success: '成功',
  serviceSlightlyOff: '服务器开小差了，请稍后重试',
  loginAgain: '请重新登录',
  fileUploadFailed: '文件上传失败',
  requestParameterError: '请求参数错误',
  requestDenied: '请求被拒绝',
  frequentSubmission: '请勿频繁提交',
  maintenance: '系统维护中',
  dataNotFound: '数据不存在',
  illegalRequest: '非法请求',
  timeout: '请求超时，请稍后重试',
  network: '网络连接失败，请检查网络',
} as const;

const G = GENERIC_MESSAGES;

type Row = readonly [ResultCodeName, ResultKind, string, ClientAction?];

const ROWS: readonly Row[] = [
  ['Success', 'success', G.success, 'returnData'],
  ['LoginExpired', 'auth', G.loginAgain, 'loginExpired'],
  ['InvalidCredentials', 'auth', '账号或密码错误'],
  ['AccessDenied', 'permission', G.requestDenied],
  ['NotFound', 'notFound', G.dataNotFound],
  ['ServerError', 'server', G.serviceSlightlyOff],
  ['BadGateway', 'server', G.serviceSlightlyOff],
  ['InvalidParameter', 'validation', G.requestParameterError],
  ['IllegalParameter', 'validation', G.illegalRequest],
  ['DataExists', 'validation', '数据已存在'],
  ['FileUploadFailure', 'server', G.fileUploadFailed],
  ['FrequentSubmission', 'rateLimit', G.frequentSubmission],
  ['Warning', 'risk', '操作存在风险，请谨慎操作'],
  ['Maintenance', 'maintenance', G.maintenance],
  ['InvocationError', 'server', G.serviceSlightlyOff],
  ['UnboundPhone', 'binding', '请先绑定手机号'],
  ['PhoneVerificationRequired', 'verification', '请先验证手机号'],
  ['PhoneVerificationRequiredSecondary', 'verification', '请先验证手机号'],
  ['GraphicCode', 'verification', '请输入图形验证码', 'showCaptcha'],
  ['RapidVerification', 'verification', '请完成安全验证', 'showCaptcha'],
  ['IpNotPassed', 'risk', '当前IP未通过验证，请验证手机', 'newDeviceVerification'],
  ['DeviceNotPassed', 'risk', '当前设备未通过验证，请验证手机', 'newDeviceVerification'],
  ['DeviceAndIpNotPassed', 'risk', '当前设备和IP未通过验证，请验证手机', 'newDeviceVerification'],
  ['LongTimeNotLoggedIn', 'risk', '您已长时间未登录，请验证手机', 'newDeviceVerification'],
  ['RiskyLogin', 'risk', '检测到登录风险，请验证手机', 'newDeviceVerification'],
  ['ContactCustomerService', 'permission', '请联系客服处理'],
  ['RegionLimited', 'region', '您所在的地区暂不支持访问'],
  ['RegionWarning', 'region', '您所在的地区访问受限，请注意账户安全'],
  ['IpRestricted', 'region', '您的IP已被限制访问'],
  ['MaxPhoneAttempts', 'rateLimit', '手机验证次数已达上限，请明日再试'],
  ['AuthenticationRequired', 'verification', '请先完成身份验证'],
  ['AuthenticationCodeError', 'verification', '验证码错误'],
  ['AuthenticationLocked', 'verification', '验证已锁定，请稍后再试'],
  ['AuthenticationCodeExpired', 'verification', '验证码已过期，请重新获取'],
  ['TooManyDevices', 'risk', '登录设备过多'],
  ['SixtySecondLimit', 'rateLimit', '60秒内只能获取一次'],
  ['WalletTokenExpired', 'auth', '钱包登录已过期，请重新进入'],
  ['PasswordCheckFailure', 'validation', '密码校验失败'],
  ['LockingUnavailable', 'server', '暂时无法锁定，请稍后重试'],
  ['WithdrawalProtectionConfigError', 'server', '取款保护配置错误，请联系客服'],
  ['ParameterError', 'validation', G.requestParameterError],
  ['UidVerificationError', 'venue', '数据异常，请重新进入游戏'],
  ['NoData', 'notFound', '暂无数据'],
  ['SystemMaintenance', 'maintenance', G.maintenance],
  ['SystemBusy', 'server', '系统繁忙，请稍后重试'],
  ['Testing', 'server', '系统测试中，请稍后重试'],
  ['TestingSecondary', 'server', '系统测试中，请稍后重试'],
  ['SystemAbnormal', 'server', '系统异常，请稍后重试'],
  ['VenueActivity', 'venue', '您正在参与场馆活动，流水未达标前无法转出', 'venueTransferDialog'],
  ['VenueMaintenance', 'venue', '场馆维护中'],
  ['BindRealName', 'binding', '请先完善真实姓名', 'bindRealNameDialog'],
  ['PopupNotPrompted', 'popup', '当前操作暂不可用'],
  ['LoginRegisterSuspendedPopup', 'popup', '登录注册功能暂停使用'],
  ['LoginRegisterSuspended', 'popup', '登录注册功能暂停使用'],
];

const camelCase = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);

export const RESULT_CODES: readonly ResultCodeInfo[] = ROWS.map(([key, kind, message, action]) => ({
  code: ResultCode[key],
  name: camelCase(key),
  kind,
  message,
  action: action ?? 'showMessage',
}));

const BY_CODE: ReadonlyMap<number, ResultCodeInfo> = new Map(RESULT_CODES.map((info) => [info.code, info]));

/** Catalogue entry for a code; codes the spec does not list get a generic 'unknown' entry. */
export function describeResultCode(code: number): ResultCodeInfo {
  return (
    BY_CODE.get(code) ?? {
      code,
      name: 'unknown',
      kind: 'unknown',
      message: G.serviceSlightlyOff,
      action: 'showMessage',
    }
  );
}

/** The zh-CN text a screen shows for any failure (a rejected call, or anything thrown). */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return G.serviceSlightlyOff;
  switch (error.kind) {
    case 'result': {
      const serverMessage = error.envelope?.message?.trim();
      if (serverMessage) return serverMessage;
      return error.code === null ? G.serviceSlightlyOff : describeResultCode(error.code).message;
    }
    case 'timeout':
      return G.timeout;
    case 'network':
      return G.network;
    default:
      return G.serviceSlightlyOff;
  }
}
