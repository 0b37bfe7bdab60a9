import type { UploadFile } from '../ports/upload.ts';

/** Feedback types a member picks from; `asks` names the extra field the form offers for that type. */
export const FEEDBACK_TYPES = [
  { id: 1, asks: 'depositReward' },
  { id: 2, asks: null },
  { id: 3, asks: 'bet' },
  { id: 4, asks: 'depositReward' },
  { id: 5, asks: null },
  { id: 6, asks: null },
  { id: 7, asks: null },
] as const;
export type FeedbackTypeId = (typeof FEEDBACK_TYPES)[number]['id'];
export type FeedbackExtra = 'depositReward' | 'bet' | null;

export function extraFieldFor(type: number): FeedbackExtra {
  return FEEDBACK_TYPES.find((t) => t.id === type)?.asks ?? null;
}

export interface FeedbackLimits {
  /** Images one feedback may carry. */
  maxImages: number;
  maxImageBytes: number;
  imageTypes: readonly string[];
  maxContentLength: number;
  minContentLength: number;
}

export const DEFAULT_FEEDBACK_LIMITS: FeedbackLimits = {
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxContentLength: 500,
  minContentLength: 5,
};

export type ImageProblem = 'type' | 'size' | 'count';

/** Why a picked file cannot be attached, or null when it can. */
export function checkImage(file: UploadFile, attached: number, limits: FeedbackLimits): ImageProblem | null {
  if (attached >= limits.maxImages) return 'count';
  if (!limits.imageTypes.includes(file.type.toLowerCase())) return 'type';
  if (file.size <= 0 || file.size > limits.maxImageBytes) return 'size';
  return null;
}

export type FeedbackFormProblem = 'type' | 'contentShort' | 'contentLong' | 'uploading';

export interface FeedbackDraft {
  type: number | null;
  content: string;
}

/** The first thing stopping the form from being sent, or null. */
export function checkFeedbackDraft(
  draft: FeedbackDraft,
  uploading: boolean,
  limits: FeedbackLimits,
): FeedbackFormProblem | null {
  if (draft.type === null || !FEEDBACK_TYPES.some((t) => t.id === draft.type)) return 'type';
  const length = [...draft.content.trim()].length;
  if (length < limits.minContentLength) return 'contentShort';
  if (length > limits.maxContentLength) return 'contentLong';
  if (uploading) return 'uploading';
  return null;
}
