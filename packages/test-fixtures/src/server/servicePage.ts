/** The sandbox's stand-in for an operator's live-chat page (configuration/onlinecustomservice url). */
export const SERVICE_PAGE = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>在线客服 · 锦鲤娱乐</title>
<style>
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; background: #f5f6fa; color: #1f2633; }
  header { display: flex; align-items: center; gap: 12px; padding: 16px 24px; background: linear-gradient(90deg, #e8542c, #f2b441); color: #fff; }
  header img { width: 120px; height: 35px; }
  main { max-width: 640px; margin: 24px auto; padding: 0 16px; }
  .bubble { background: #fff; border-radius: 12px; padding: 16px 20px; margin-bottom: 12px; box-shadow: 0 2px 8px rgba(20, 33, 61, 0.08); line-height: 1.7; }
  .bubble strong { color: #e8542c; }
  .hint { color: #6b7385; font-size: 13px; text-align: center; }
</style>
</head>
<body>
<header><img src="/sandbox-art/logo.svg" alt="锦鲤娱乐"><h1 style="font-size:20px;margin:0">在线客服</h1></header>
<main>
  <div class="bubble">您好，欢迎来到<strong>锦鲤娱乐</strong>在线客服，请问有什么可以帮您？</div>
  <div class="bubble">温馨提示：本站存款仅通过官网、官方 APP 或官方客服提供的渠道办理，线下代理充值一律不予认可。</div>
  <div class="bubble">常见问题：存款到账、取款进度、账户安全、优惠活动，客服 7×24 小时为您服务。</div>
  <p class="hint">这是沙盒环境的客服演示页面，不会连接真实客服。</p>
</main>
</body>
</html>`;
