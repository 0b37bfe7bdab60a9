import { FeedbackListScreen } from './FeedbackListScreen.tsx';
import { FeedbackScreen } from './FeedbackScreen.tsx';
import { LimitsScreen } from './LimitsScreen.tsx';
import { MessageScreen } from './MessageScreen.tsx';
import { OverviewScreen } from './OverviewScreen.tsx';
import { TutorialScreen } from './TutorialScreen.tsx';
import { VipDetailScreen } from './VipDetailScreen.tsx';
import { VipScreen } from './VipScreen.tsx';
import { GiftRecordScreen, WelfareScreen } from './WelfareScreen.tsx';

/** Member centre part B (issue #12) screens by core route name, merged into the router's SCREENS map. */
export const MEMBER_SCREENS: Record<string, () => React.JSX.Element> = {
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
