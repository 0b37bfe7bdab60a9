/** Source of every UI string. zh-TW.ts is generated from this file (npm run i18n:tw -w @jinli/web). */
export const zhCN = {
  brand: { name: '锦鲤娱乐', slogan: '锦鲤相伴 · 好运常在' },
  common: {
    retry: '重试',
    sure: '确定',
    cancel: '取消',
    close: '关闭',
    loading: '加载中',
    tips: '温馨提示',
    notice: '提示',
    backHome: '返回首页',
    reload: '重新加载',
    prev: '上一张',
    next: '下一张',
  },
  boot: {
    loading: '正在进入锦鲤娱乐…',
    configFailed: '站点配置加载失败',
    configFailedHint: '网络似乎不太稳定，请检查网络后重试。',
  },
  header: {
    login: '登录',
    register: '注册',
    navLabel: '主导航',
    navFailed: '导航加载失败',
    language: '语言',
    service: '在线客服',
  },
  footer: {
    adultOnly: '未满18周岁禁止参与',
    responsible: '理性娱乐，切勿沉迷',
    terms: '规则条款',
    privacy: '隐私政策',
    help: '帮助中心',
    copyright: '© {{year}} 锦鲤娱乐 版权所有',
    licence: '本网站仅面向年满18周岁且所在地区法律允许的用户。',
    helpLinks: {
      kh: '开户指南',
      ck: '存款帮助',
      qk: '取款帮助',
      gywm: '关于我们',
      zxkf: '联系客服',
    },
  },
  legal: {
    title: '规则条款与隐私政策',
    terms: '规则条款',
    privacy: '隐私政策',
    updated: '最近更新：2026年1月',
    termsSections: {
      age: {
        heading: '一、参与资格',
        body: '您必须年满18周岁，且所在国家或地区的法律允许参与线上娱乐，方可注册并使用本平台服务。平台有权随时要求会员提供年龄及身份证明，未满18周岁者一经发现，账户将被立即关闭。部分受限制的居住地区不在服务范围之内。',
      },
      account: {
        heading: '二、账户规则',
        body: '每位用户、每个家庭住址、每个电子邮箱、每个手机号码及每个支付账户仅可拥有一个会员账户。存款与取款账户的持有人姓名必须与注册的真实姓名一致。会员须妥善保管账户密码，因个人保管不当造成的损失由会员自行承担。',
      },
      rights: {
        heading: '三、平台权利',
        body: '如发现同一会员持有多个活跃账户、付款人姓名与账户不符、参与优惠期间提前退出、存在欺诈、使用机器人程序或串通投注等行为，平台有权取消相关彩票及投注、没收账户余额，并终止或冻结相关账户。',
      },
      payout: {
        heading: '四、每日最高派彩',
        body: '每位会员每日最高派彩限额如下：足球、篮球为150万美元；网球及同类项目为30万美元；其他体育项目为20万美元；新开盘口为2.5万美元；真人娱乐场为60万美元；金融类项目为18万美元。超出部分将不予派发。',
      },
      disputes: {
        heading: '五、争议处理',
        body: '如对投注结果有任何异议，请于赛果公布后14天内联系官方客服提出，逾期提出的争议将不予受理。平台的交易记录为处理争议的最终依据。',
      },
      records: {
        heading: '六、记录保存',
        body: '平台将妥善保存会员的全部交易记录，保存期限为5年，以满足合规与审计要求。',
      },
    },
    privacySections: {
      collect: {
        heading: '一、信息收集',
        body: '我们仅收集为您提供服务所必需的信息，包括注册资料、联系方式、交易记录及设备信息，用于身份核验、资金安全与风险控制。',
      },
      security: {
        heading: '二、信息安全',
        body: '您与平台之间传输的全部数据均采用128位SSL加密技术保护，敏感信息在存储时同样经过加密处理，仅经授权的人员可在必要时访问。',
      },
      age: {
        heading: '三、年龄限制',
        body: '本平台服务仅面向年满18周岁的用户。我们不会有意收集未满18周岁人士的个人信息，一经发现将立即删除。',
      },
      sharing: {
        heading: '四、信息共享',
        body: '除法律法规要求或为完成支付所必需外，我们不会向任何第三方出售或披露您的个人信息。',
      },
      contact: {
        heading: '五、联系我们',
        body: '如您对本隐私政策有任何疑问，请通过官方网站或官方APP联系在线客服。',
      },
    },
  },
  page: {
    comingSoon: '即将上线',
    comingSoonHint: '「{{title}}」正在精心打磨中，敬请期待。',
    notFoundTitle: '页面不存在',
    notFoundHint: '您访问的页面可能已被移除或地址有误。',
    menu: '菜单',
  },
  home: {
    bannerLabel: '精选活动',
    bannerDot: '第 {{index}} 张',
    noticeLabel: '公告',
    noticeEmpty: '暂无公告',
    categoriesTitle: '热门场馆',
    categoriesSubtitle: '七大品类，一站畅玩',
    enter: '立即进入',
    sponsorTitle: '官方合作',
    whyTitle: '为什么选择锦鲤',
    why: {
      safe: '安全保障',
      safeText: '128位SSL加密，资金与隐私全程守护',
      fast: '极速存取',
      fastText: '存款秒到账，取款快速审核',
      service: '7×24 客服',
      serviceText: '专业客服全天候在线，随时为您解答',
    },
    sectionFailed: '内容加载失败',
    emptySection: '暂无内容，稍后再来看看',
  },
  categories: {
    sport: { name: '体育', tagline: '全球赛事 · 滚球实时' },
    realbet: { name: '真人', tagline: '美女荷官 · 现场直播' },
    chess: { name: '棋牌', tagline: '经典对局 · 公平竞技' },
    gaming: { name: '电竞', tagline: '热门电竞 · 赛事全覆盖' },
    lottery: { name: '彩票', tagline: '官方开奖 · 玩法多样' },
    egame: { name: '电子', tagline: '千款游戏 · 奖池丰厚' },
    fishing: { name: '捕鱼', tagline: '深海狩猎 · 爆金不断' },
  },
  dialog: {
    loginRequiredTitle: '提示',
    loginRequired: '请先登录账号，才能了解更多',
    securityTitle: '安全提示',
    securityText:
      '为保障您的资金安全，请仅通过锦鲤官方网站、官方APP或官方客服渠道进行充值。任何线下代理、私人账户代充均不被平台认可，由此产生的损失需自行承担。',
    contactService: '联系客服',
    serviceUnavailable: '客服链接暂不可用，请稍后重试',
  },
  errors: {
    boundaryTitle: '页面出了点问题',
    boundaryHint: '我们已记录该问题，请重新加载页面后再试。',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale file must have: same keys as zh-CN, any strings. */
export type Messages = Widen<typeof zhCN>;
