import { describe, expect, it } from 'vitest';
import { api, ENDPOINTS, findEndpoint } from './catalogue.ts';

const expand = (prefix: string, names: string[]): string[] => names.map((name) => `${prefix}/${name}`);

// Typed out from SPEC §7 with the {a,b,c} shorthand expanded.
const SPEC_PATHS: string[] = [
  ...expand('/site/api/v1/advertising', [
    'navigationList',
    'sponsorContent',
    'getMyDiscountAd',
    'queryNoticeListByPage',
  ]),
  ...expand('/site/api/v1/configuration', ['onlinecustomservice', 'preInfo']),
  ...expand('/site/api/v1/user', [
    'login',
    'register',
    'register/defaultKaptcha',
    'logout',
    'sendCode/one',
    'sendCode/two',
    'member/validateGeeCheck',
    'member/kaptchcate',
    'member/info',
    'member/jwt',
    'member/bindOther',
    'bindEmail',
    'bindPhone',
    'bindPasswordByPhone',
    'bindPasswordByEmail',
    'bindPassword',
    'bindFromDeposit',
    'withdrawal/pwd/set',
    'withdrawal/pwd/reset',
    'member/memberGradeInfoByGrade',
    'memberGradeConfigList',
    'getGameFanshuiHighLow',
    'avatarList',
    'addAvatar',
    'forgetByPhone/one',
    'forgetByPhone/two',
    'forgetByPhone/three',
    'forgetByEmail/one',
    'forgetByEmail/two',
    'forgetByEmail/three',
  ]),
  ...expand('/site/api/v1/user/feedback', [
    'addFeedBack',
    'unreadNum',
    'queryMemberBetList',
    'querySiteDepositRewardConfigList',
    'getFeedBackList',
    'getFeedbackInfo',
    'delFeedback',
  ]),
  ...expand('/site/api/v1/site', [
    'countryArea/queryCountryArea',
    'common/singleDataDecryption',
    'letter/getUnreadForType',
    'letter/list',
    'letter/read',
    'letter/delete',
    'letter/onekeyRead',
  ]),
  '/site/api/v1/user/upload/uploadImage',
  ...expand('/act/api/v1/promotion', ['config', 'verification', 'joinActivity', 'confirmInfo']),
  '/act/api/v1/vipWeek/VipWeekInfo',
  '/act/api/v1/activityTopGift/exchangeRecord',
  ...expand('/fd/api/v1', [
    'payment/types',
    'payment/getDepositOrderStatus',
    'payment/pay',
    'payment/closeOrder',
    'payment/createSignalCode',
    'payment/getCustomerInfo',
    'transfer/getBalance',
    'transfer/utcTransfer',
    'transfer/getTransferRate',
    'transactions/queryDealRecord',
    'vCurrency/list',
    'withdraw/withdrawOrderInfo',
    'withdraw/baseCfg/list',
    'withdraw/withdrawInfo',
    'withdraw/usdtWithdrawInfo',
    'withdraw/new',
    'bankCard/queryMemberBanksInfoList',
    'bankCard/withdraw/add/list',
  ]),
  ...expand('/game/api/v1', [
    'venue/allBalance',
    'venue/recycle',
    'venue/transfer',
    'venue/getVenueInfoByCategory',
    'venue/getBonusPools',
    'venue/gameList',
    'venue/launch',
    'venue/resource',
    'venue/balance',
    'status/setAutoTransferStatus',
    'record/betRecordTotal',
    'record/betRecordList',
    'collection/addCollection',
    'collection/removeCollection',
    'video/hotLive/matchDetail',
  ]),
  '/stream/api/v1/history',
];

describe('endpoint catalogue', () => {
  const paths = ENDPOINTS.map((endpoint) => endpoint.path);

  it('holds exactly the SPEC §7 paths, each once', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('uses GET only for the two bank-card lists', () => {
    const gets = ENDPOINTS.filter((endpoint) => endpoint.method === 'GET').map((endpoint) => endpoint.path);
    expect(gets.sort()).toEqual([
      '/fd/api/v1/bankCard/queryMemberBanksInfoList',
      '/fd/api/v1/bankCard/withdraw/add/list',
    ]);
  });

  it('caches exactly the advertising calls', () => {
    const cached = ENDPOINTS.filter((endpoint) => endpoint.cached).map((endpoint) => endpoint.path);
    expect(cached.sort()).toEqual(
      Object.values(api.advertising)
        .map((endpoint) => endpoint.path)
        .sort(),
    );
  });

  it('sends only the image upload to the page origin', () => {
    expect(ENDPOINTS.filter((endpoint) => endpoint.origin)).toEqual([api.upload.uploadImage]);
  });

  it('marks the captcha-guarded calls as verification', () => {
    const verification = ENDPOINTS.filter((endpoint) => endpoint.verification).map(
      (endpoint) => endpoint.path,
    );
    expect(verification.sort()).toEqual(
      expand('/site/api/v1/user', [
        'forgetByEmail/one',
        'forgetByPhone/one',
        'login',
        'member/validateGeeCheck',
        'register',
        'sendCode/one',
        'sendCode/two',
      ]),
    );
  });

  it('finds endpoints by path', () => {
    expect(findEndpoint('/site/api/v1/user/login')).toBe(api.user.login);
    expect(findEndpoint('/nope')).toBeUndefined();
  });
});

describe('endpoint schemas', () => {
  it('accepts a password login and a new-device login', () => {
    const base = { name: 'abc123', password: 'e10adc3949ba59abbe56e057f20f883e' };
    expect(
      api.user.login.payload.safeParse({
        ...base,
        isAgent: 0,
        kaptchcate: 1,
        codeId: 'c1',
        code: '1234',
        version: '1.0.0',
      }).success,
    ).toBe(true);
    expect(api.user.login.payload.safeParse({ ...base, kaptchcate: 99, sendCodeNum: '123456' }).success).toBe(
      true,
    );
    expect(api.user.login.payload.safeParse({ ...base, kaptchcate: 1 }).success).toBe(false);
  });

  it('reads userId as a string and keeps extra login fields', () => {
    const parsed = api.user.login.response.parse({ token: 't', userId: 42, nick: 'x' });
    expect(parsed).toEqual({ token: 't', userId: '42', nick: 'x' });
  });

  it('keeps money as decimal strings', () => {
    expect(api.money.getBalance.response.parse({ totalMoney: '12.50', centerWalletBalance: '3.00' })).toEqual(
      {
        totalMoney: '12.50',
        centerWalletBalance: '3.00',
      },
    );
    expect(
      api.money.getBalance.response.safeParse({ totalMoney: 12.5, centerWalletBalance: '3' }).success,
    ).toBe(false);
    const transfer = { channelCode: 'AG', ty: 1, isActivity: 0 };
    expect(api.games.transfer.payload.safeParse({ ...transfer, amount: '100.00' }).success).toBe(true);
    expect(api.games.transfer.payload.safeParse({ ...transfer, amount: 100 }).success).toBe(false);
  });

  it('keeps unknown member fields beside the binding flags', () => {
    const info = api.user.memberInfo.response.parse({ bindPhone: true, bindRealName: false, grade: 3 });
    expect(info).toMatchObject({ bindPhone: true, bindRealName: false, grade: 3 });
  });

  it('reads the picture captcha with its x-code', () => {
    expect(api.user.defaultKaptcha.response.parse({ image: 'data:', 'x-code': 'k1' })['x-code']).toBe('k1');
  });
});
