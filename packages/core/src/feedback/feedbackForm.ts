import type { FeedbackAddPayload } from '../api/schemas/memberCentre.ts';
import { extraFieldFor, type FeedbackFormProblem, type ImageProblem } from './feedbackRules.ts';

/** One picture of the form: uploading with progress, stored (url) or failed (removable). */
export interface FeedbackImage {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 */
  progress: number;
  url: string | null;
  /** zh-CN text of an upload failure. */
  error: string | null;
}

export interface FeedbackFormState {
  type: number | null;
  content: string;
  images: readonly FeedbackImage[];
  betOrderNo: string | null;
  depositRewardId: string | null;
  /** The last picked file that was refused, and why (shown beside the picker). */
  rejected: { name: string; problem: ImageProblem } | null;
  /** Shown after a submit attempt; cleared as the member edits. */
  problem: FeedbackFormProblem | null;
  submitting: boolean;
  /** zh-CN text of a failed submit; everything typed stays. */
  error: string | null;
  /** Id of the feedback just sent (the screen says thanks and links to the list). */
  sentId: string | null;
  /** One id per submit intent, reused when a dropped submit is tried again. */
  requestId: string | null;
}

export const EMPTY_FORM: FeedbackFormState = {
  type: null,
  content: '',
  images: [],
  betOrderNo: null,
  depositRewardId: null,
  rejected: null,
  problem: null,
  submitting: false,
  error: null,
  sentId: null,
  requestId: null,
};

export const isUploading = (form: FeedbackFormState): boolean =>
  form.images.some((image) => image.status === 'uploading');

/** What is sent: only stored pictures, and only the extra field the chosen type offers. */
export function feedbackPayload(form: FeedbackFormState): FeedbackAddPayload {
  const extra = extraFieldFor(form.type ?? 0);
  return {
    type: form.type ?? 0,
    content: form.content.trim(),
    images: form.images.flatMap((image) => (image.url === null ? [] : [image.url])),
    ...(extra === 'bet' && form.betOrderNo !== null ? { betOrderNo: form.betOrderNo } : {}),
    ...(extra === 'depositReward' && form.depositRewardId !== null
      ? { depositRewardId: form.depositRewardId }
      : {}),
  };
}
