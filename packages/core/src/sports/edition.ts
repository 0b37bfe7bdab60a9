/**
 * The sportsbook's two editions (SPEC §3 theme, guard rule 5). The navigation guard reads the stored one
 * on every page, so they are apart from the sportsbook's labels (catalogues.ts, which re-exports them)
 * (issue #27).
 */
export const Edition = {
  Classic: 'classic',
  Professional: 'professional',
} as const;
export type Edition = (typeof Edition)[keyof typeof Edition];

export const DEFAULT_EDITION: Edition = Edition.Classic;

export const EDITION_LABELS: Readonly<Record<Edition, string>> = {
  classic: '经典版',
  professional: '专业版',
};

/** Guard rule 5: classic wears the light theme, professional the dark one. */
export function themeForEdition(edition: Edition): 'light' | 'dark' {
  return edition === Edition.Professional ? 'dark' : 'light';
}

export function toggleEdition(edition: Edition): Edition {
  return edition === Edition.Classic ? Edition.Professional : Edition.Classic;
}

/** Reads a stored edition; anything unknown (or nothing) is the default, classic. */
export function parseEdition(stored: string | null | undefined): Edition {
  return stored === Edition.Professional ? Edition.Professional : Edition.Classic;
}
