/**
 * The home showcase's zh-CN texts (issue #28 item 10): loaded with the showcase's own lazy chunk, after
 * `/` has painted, so the first visit's entry does not carry them. zh-TW has them in its pack.
 */
export const zhCNShowcase = {
  showcase: {
    jackpotTitle: '累计奖池',
    jackpotSubtitle: '奖池实时累积，下一位幸运儿就是你',
    jackpotEmpty: '暂无奖池，稍后再来看看',
    hotTitle: '热门游戏',
    hotSubtitle: '玩家最爱，一键开玩',
    hotMore: '更多电子游戏',
    hotEmpty: '暂无热门游戏',
    play: '开始游戏',
    launching: '启动中...',
    matchesTitle: '焦点赛事',
    matchesSubtitle: '实时赔率，点击赔率直达体育',
    matchesMore: '进入体育',
    matchesEmpty: '暂无焦点赛事，去体育看看全部赛事',
    live: '滚球',
    kickOff: '{{date}} {{time}} 开赛',
    price: '{{side}} {{odds}}，进入体育投注',
    sides: { H: '主', N: '和', C: '客' },
    suspended: '封盘',
    providersTitle: '合作场馆',
    providersEmpty: '暂无合作场馆',
    paymentsTitle: '支付方式',
    payments: {
      unionpay: '银联',
      alipay: '支付宝',
      wechat: '微信支付',
      usdt: 'USDT',
      bank: '网银转账',
      ecny: '数字人民币',
    },
    sideBar: '快捷工具',
    service: '客服',
    app: 'APP',
    top: '顶部',
    backToTop: '返回顶部',
  },
} as const;
