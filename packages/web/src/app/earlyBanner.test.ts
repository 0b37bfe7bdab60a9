import type { HomeState } from '@jinli/core';
import { describe, expect, it } from 'vitest';
import { firstBannerArt } from './earlyBanner.ts';

const idle = { status: 'idle', data: null, errorMessage: '' } as const;
const card = (image: string) => ({ id: 1, title: '首存', subtitle: '', image, link: '/activity' });
const withBanners = (banners: HomeState['banners']): HomeState =>
  ({ banners, notices: idle, sponsor: idle }) as HomeState;
const answered = (...images: string[]) =>
  withBanners({ status: 'ready', data: images.map(card) as never, errorMessage: '' });

// The shell shows what the carousel's first slide will show, under the same URL rule (isSafeUrl).
describe('firstBannerArt', () => {
  it('waits while the banner list is on its way', () => {
    expect(firstBannerArt(withBanners({ ...idle, status: 'loading' }))).toBeUndefined();
  });

  it('is the first banner picture of this origin or an http(s) one, as given', () => {
    expect(firstBannerArt(answered('/sandbox-art/a.svg', '/sandbox-art/b.svg'))).toBe('/sandbox-art/a.svg');
    expect(firstBannerArt(answered('https://img.example.com/a.png'))).toBe('https://img.example.com/a.png');
  });

  it('is none for an unsafe first picture, an empty list or a failed call', () => {
    for (const image of ['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AA', ''])
      expect(firstBannerArt(answered(image, '/sandbox-art/b.svg'))).toBe('');
    expect(firstBannerArt(answered())).toBe('');
    expect(firstBannerArt(withBanners({ status: 'error', data: null, errorMessage: '网络异常' }))).toBe('');
  });
});
