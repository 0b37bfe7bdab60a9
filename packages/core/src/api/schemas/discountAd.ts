import { z } from 'zod/mini';
import { deferred } from '../../validation/deferred.ts';
import { promoCardObject } from './content.ts';

/**
 * The activity types and getMyDiscountAd's cards (docs/protocol.md, "Activities"): the home page's
 * promotions read them, so they are apart from the activity calls' shapes (schemas/activity.ts, which
 * re-exports them), which load with the activities (issue #27).
 */

/** The activity types of SPEC §2, spelled as their route segments. */
export const ActivityType = {
  Race: 'racePage',
  LandPage: 'activityLandPage',
  FirstDeposit: 'firstDeposit',
  AgainDeposit: 'againDeposit',
  NewTask: 'newTask',
  DrawGift: 'drawGift',
  SignGift: 'signGift',
  BettingGift: 'bettingGift',
  FriendInvitation: 'friendInvitation',
} as const;
export type ActivityType = (typeof ActivityType)[keyof typeof ActivityType];
export const activityTypeSchema = z.enum([
  'racePage',
  'activityLandPage',
  'firstDeposit',
  'againDeposit',
  'newTask',
  'drawGift',
  'signGift',
  'bettingGift',
  'friendInvitation',
]);

/** getMyDiscountAd: one promotion card; `activityType`/`activityId` are null for a plain link (VIP). */
export const discountAdSchema = deferred(() =>
  z.extend(promoCardObject(), {
    /** Category code the list groups by, with its display name. */
    category: z.string(),
    categoryName: z.string(),
    activityType: z.nullable(activityTypeSchema),
    activityId: z.nullable(z.int()),
    startTime: z.number(),
    /** null: runs until further notice. */
    endTime: z.nullable(z.number()),
  }),
);
export const discountAdListSchema = deferred(() => z.array(discountAdSchema));
export type DiscountAd = z.infer<typeof discountAdSchema>;
