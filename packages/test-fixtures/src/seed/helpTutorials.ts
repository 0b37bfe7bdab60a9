import type { HelpArticle } from '@jinli/core';

/** Help articles, part 2: tutorials (virtual coin, sports betting, cash-out, anti-hijack, markets). */
export const TUTORIAL_ARTICLES: readonly HelpArticle[] = [
  {
    key: 'xnbcqkjc',
    title: '虚拟币存取款教程',
    group: 'tutorial',
    updated: '2026-10-02',
    body: `<p>本站支持 <strong>USDT</strong>（泰达币）存取款，网络为 TRC20，资金按实时汇率与人民币折算。</p>
<h3>准备工作</h3>
<ul>
<li>在正规交易所或钱包（支持 TRC20 网络）开通 USDT 钱包。</li>
<li>TRC20 地址以字母 <strong>T</strong> 开头，共 34 位；ERC20 地址以 <strong>0x</strong> 开头。</li>
</ul>
<h3>虚拟币存款</h3>
<ol>
<li>在存款页选择<strong>虚拟币</strong>，输入人民币金额，页面显示应付 USDT 数量和收款地址。</li>
<li>从钱包向该地址转入<strong>准确数量</strong>的 USDT，网络务必选择 TRC20。</li>
<li>区块确认后自动到账，无需上传凭证。</li>
</ol>
<h3>虚拟币取款</h3>
<ol>
<li>在<strong>会员中心 → 虚拟币钱包</strong>添加您的 USDT 地址（需先绑定手机号）。</li>
<li>在取款页选择该地址，输入金额和取款密码提交，单笔 100 - 200,000 元。</li>
</ol>
<p><strong>重要：</strong>转错网络或地址的资产无法追回，请仔细核对。</p>`,
  },
  {
    key: 'tytzjc',
    title: '体育投注教程',
    group: 'tutorial',
    updated: '2026-10-02',
    body: `<p>锦鲤体育提供足球、篮球、网球、排球、乒乓球、棒球、斯诺克、电竞和虚拟足球等赛事，支持早盘、今日、滚球和冠军盘。</p>
<h3>下注步骤</h3>
<ol>
<li>登录后进入<strong>体育</strong>，选择锦鲤体育场馆。</li>
<li>在赛事列表中点击赔率，选项即加入右侧投注单；再次点击同一赔率可取消。</li>
<li>输入投注金额，投注单会显示可赢金额（投注额 × 赔率），确认后点击<strong>投注</strong>。</li>
</ol>
<h3>投注方式</h3>
<ul>
<li><strong>单关</strong>：每注只含一场赛事。</li>
<li><strong>串关</strong>：2 场及以上赛事组合成一注，全部赢才派彩；同一场赛事不能串在一起。</li>
<li><strong>复式串关</strong>：自动组合所有两串一及以上的串关，按香港盘计算。</li>
</ul>
<h3>提示</h3>
<ul>
<li>投注单最多 10 个选项。</li>
<li>滚球注单需要短暂确认，确认期间不能添加新选项。</li>
<li>赔率变动时投注单会提示新赔率，接受后才会提交。</li>
<li>可在右上角切换赔率格式：欧洲盘、香港盘（默认）、印尼盘、马来盘。</li>
</ul>`,
  },
  {
    key: 'tysstqth',
    title: '体育提前兑现',
    group: 'tutorial',
    updated: '2026-10-02',
    body: `<p>提前兑现指在赛事结束前，按当前盘口价格结算尚未完成的注单，提前锁定盈利或减少损失。</p>
<h3>如何使用</h3>
<ol>
<li>进入<strong>注单记录 → 未结算</strong>，支持提前兑现的注单会显示兑现金额。</li>
<li>点击<strong>提前兑现</strong>，确认金额后提交；金额会随赔率实时变化。</li>
<li>兑现成功后注单立即结算，款项返还至体育场馆余额。</li>
</ol>
<h3>规则</h3>
<ul>
<li>盘口暂停、赛事进入危险进攻或数据更新时，提前兑现暂不可用。</li>
<li>提前兑现一经确认不可撤销，之后的比赛结果不再影响该注单。</li>
<li>提前兑现的注单按实际结算金额计算有效投注。</li>
</ul>`,
  },
  {
    key: 'fjcjc',
    title: '防劫持教程',
    group: 'tutorial',
    updated: '2026-09-15',
    body: `<p>部分网络运营商或恶意软件会篡改域名解析（DNS 劫持），把您带到仿冒网站。以下方法可以保护您的账户。</p>
<h3>识别仿冒网站</h3>
<ul>
<li>只从官网、官方 APP 或官方客服公布的地址访问，建议收藏官网。</li>
<li>浏览器地址栏应显示安全锁标志（HTTPS）；出现证书警告请立即关闭页面。</li>
<li>页面出现陌生收款账户、要求添加私人联系方式充值的，一律为诈骗。</li>
</ul>
<h3>修改 DNS</h3>
<ol>
<li>Windows：控制面板 → 网络和共享中心 → 更改适配器设置 → 属性 → IPv4，填写公共 DNS。</li>
<li>手机：Wi-Fi 设置 → 当前网络 → 配置 DNS → 手动，添加公共 DNS。</li>
<li>修改后清除浏览器缓存并重新打开官网。</li>
</ol>
<p>推荐使用官方 APP 访问，APP 内置防劫持线路。</p>`,
  },
  {
    key: 'rqgl',
    title: '让球攻略',
    group: 'tutorial',
    updated: '2026-09-15',
    body: `<p>让球盘（亚洲让分盘）通过让球平衡两队实力，只有两个投注结果，是最受欢迎的玩法之一。</p>
<h3>盘口示例（香港盘赔率）</h3>
<table>
<thead><tr><th>盘口</th><th>投注上盘结果</th></tr></thead>
<tbody>
<tr><td>平手 0</td><td>赢球全赢，平局退还本金，输球全输</td></tr>
<tr><td>平/半 0/0.5</td><td>赢球全赢，平局输一半</td></tr>
<tr><td>半球 0.5</td><td>须赢 1 球及以上才赢</td></tr>
<tr><td>半/一 0.5/1</td><td>赢 1 球赢一半，赢 2 球及以上全赢</td></tr>
<tr><td>一球 1</td><td>赢 1 球退还本金，赢 2 球及以上全赢</td></tr>
</tbody>
</table>
<h3>计算示例</h3>
<p>投注主队让半/一，赔率 0.90，投注 100 元：主队赢 2 球，可赢 90 元；主队只赢 1 球，赢一半 45 元。</p>
<h3>小贴士</h3>
<ul>
<li>关注首发名单、伤停和主客场差异。</li>
<li>滚球让球按投注时的比分之后的进球计算。</li>
</ul>`,
  },
  {
    key: 'dxqgl',
    title: '大小球攻略',
    group: 'tutorial',
    updated: '2026-09-15',
    body: `<p>大小球（进球数大小）以全场两队进球总数与盘口比较，总数高于盘口为大，低于盘口为小。</p>
<h3>盘口示例</h3>
<ul>
<li><strong>2.5 球</strong>：总进球 3 个及以上为大，2 个及以下为小。</li>
<li><strong>2.5/3 球</strong>：总进球 3 个时，投注大赢一半，投注小输一半。</li>
<li><strong>3 球</strong>：总进球正好 3 个时退还本金。</li>
</ul>
<h3>计算示例</h3>
<p>投注大 2.5/3，赔率 0.95，投注 200 元：总进球 4 个，可赢 190 元；总进球 3 个，赢一半 95 元。</p>
<h3>小贴士</h3>
<ul>
<li>两队近期进球数据、天气和场地状况都会影响进球数。</li>
<li>篮球同样有总分大小盘，规则相同。</li>
</ul>`,
  },
];
