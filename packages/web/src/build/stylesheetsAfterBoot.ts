/**
 * Build step (vite.config.ts): moves the built page's stylesheet links from <head> to the end of
 * <body>. The boot screen (and the home shell a server may paint) carries its own inline styles, so it
 * paints as soon as the HTML is in instead of waiting for the stylesheets. The parser still stops at
 * the links until they have loaded, and module scripts run only after parsing, so the app never
 * renders unstyled.
 */
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

export function stylesheetsAfterBoot(html: string): string {
  const links = html.match(STYLESHEET);
  if (links === null || !html.includes('</body>')) return html;
  const moved = links.map((tag) => `    ${tag.trim()}\n`).join('');
  return html.replace(STYLESHEET, '').replace('</body>', `${moved}  </body>`);
}
