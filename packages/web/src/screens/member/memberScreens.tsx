import { lazyScreen, type ScreenMap } from '../../routes/lazyScreen.ts';

const FeedbackListScreen = lazyScreen(
  () => import('./FeedbackListScreen.tsx'),
  (m) => m.FeedbackListScreen,
);
const FeedbackScreen = lazyScreen(
  () => import('./FeedbackScreen.tsx'),
  (m) => m.FeedbackScreen,
);
const GiftRecordScreen = lazyScreen(
  () => import('./WelfareScreen.tsx'),
  (m) => m.GiftRecordScreen,
);
const LimitsScreen = lazyScreen(
  () => import('./LimitsScreen.tsx'),
  (m) => m.LimitsScreen,
);
const MessageScreen = lazyScreen(
  () => import('./MessageScreen.tsx'),
  (m) => m.MessageScreen,
);
const OverviewScreen = lazyScreen(
  () => import('./OverviewScreen.tsx'),
  (m) => m.OverviewScreen,
);
const TutorialScreen = lazyScreen(
  () => import('./TutorialScreen.tsx'),
  (m) => m.TutorialScreen,
);
const VipDetailScreen = lazyScreen(
  () => import('./VipDetailScreen.tsx'),
  (m) => m.VipDetailScreen,
);
const VipScreen = lazyScreen(
  () => import('./VipScreen.tsx'),
  (m) => m.VipScreen,
);
const WelfareScreen = lazyScreen(
  () => import('./WelfareScreen.tsx'),
  (m) => m.WelfareScreen,
);

/** Member centre part B (issue #12) screens by core route name, merged into the router's SCREENS map. */
export const MEMBER_SCREENS: ScreenMap = {
  mine: OverviewScreen,
  vip: VipScreen,
  vipDetail: VipDetailScreen,
  welfare: WelfareScreen,
  giftRecord: GiftRecordScreen,
  message: MessageScreen,
  feedback: FeedbackScreen,
  feedbackList: FeedbackListScreen,
  introTutorial: TutorialScreen,
  limits: LimitsScreen,
};
