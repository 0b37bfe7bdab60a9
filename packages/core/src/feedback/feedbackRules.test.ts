import { describe, expect, it } from 'vitest';
import {
  checkFeedbackDraft,
  checkImage,
  extraFieldFor,
  DEFAULT_FEEDBACK_LIMITS as L,
} from './feedbackRules.ts';

const png = (size: number) => ({ name: 'a.png', type: 'image/png', size });

describe('checkImage', () => {
  it('accepts a small picture of a known type', () => {
    expect(checkImage(png(1000), 0, L)).toBeNull();
  });
  it('refuses other types, empty or oversized files, and one past the limit', () => {
    expect(checkImage({ name: 'a.pdf', type: 'application/pdf', size: 10 }, 0, L)).toBe('type');
    expect(checkImage(png(L.maxImageBytes + 1), 0, L)).toBe('size');
    expect(checkImage(png(0), 0, L)).toBe('size');
    expect(checkImage(png(10), L.maxImages, L)).toBe('count');
  });
});

describe('checkFeedbackDraft', () => {
  it('needs a type and 5-500 characters, and waits for uploads', () => {
    expect(checkFeedbackDraft({ type: null, content: '很长的一段描述' }, false, L)).toBe('type');
    expect(checkFeedbackDraft({ type: 2, content: ' 太短 ' }, false, L)).toBe('contentShort');
    expect(checkFeedbackDraft({ type: 2, content: '字'.repeat(501) }, false, L)).toBe('contentLong');
    expect(checkFeedbackDraft({ type: 2, content: '取款一直没到账' }, true, L)).toBe('uploading');
    expect(checkFeedbackDraft({ type: 2, content: '取款一直没到账' }, false, L)).toBeNull();
  });
  it('offers the related bet for betting questions and the reward config for deposits', () => {
    expect(extraFieldFor(3)).toBe('bet');
    expect(extraFieldFor(1)).toBe('depositReward');
    expect(extraFieldFor(7)).toBeNull();
  });
});
