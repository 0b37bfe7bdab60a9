import type { SiteContentState } from '@jinli/core';
import { useEffect } from 'react';
import { useSiteContent } from '../help/useSiteContent.ts';

type Part = 'agent' | 'sponsor' | 'download';
const LOADERS = { agent: 'loadAgent', sponsor: 'loadSponsor', download: 'loadDownload' } as const;

/** One content part of core's site content, loaded on first use; `retry` forces a new call. */
export function useContentPart<K extends Part>(part: K): [SiteContentState[K], () => void] {
  const [resource, content] = useSiteContent((state) => state[part]);
  useEffect(() => {
    void content[LOADERS[part]]();
  }, [content, part]);
  return [resource, () => void content[LOADERS[part]](true)];
}
