/**
 * What the sandbox adds to the built index.html, per request (issue #16): on the home page `/`, a
 * preload of the first promotion banner, the page's largest paint, so the image is on its way while
 * the app script loads instead of after the app has asked for the banner list. The sandbox is the
 * operator's backend here, so it knows the banner the API will answer first; a static host (nginx)
 * sends index.html as built and the app loads the banner as before.
 */
export interface IndexAdditions {
  /** URL of the first home banner (same-origin path), or undefined when there is none. */
  homeBanner: string | undefined;
}

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function renderIndexPage(html: string, pathname: string, additions: IndexAdditions): string {
  const banner = additions.homeBanner;
  // Only a same-origin path: the app shows no banner image it does not trust (isSafeExternalUrl).
  if (pathname !== '/' || banner === undefined || !/^\/[^/\\]/.test(banner)) return html;
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(banner)}" fetchpriority="high" />`;
  return html.replace('</head>', `  ${preload}\n  </head>`);
}
