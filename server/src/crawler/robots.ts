import { PAGE_PATTERNS } from './page-addresses';

/**
 * robots.txt: every page may be crawled but the account's and the search's results; the API is
 * not pages (a rendered page carries its data), but its pictures are what the pages and their
 * link previews show. The sitemap's address is whole, as the format asks; without a known origin
 * the line is left out rather than written relative.
 */
export function robotsTxt(origin: string | undefined): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /v1/',
    'Allow: /v1/images/',
    'Allow: /v1/tv-images/',
    `Disallow: ${PAGE_PATTERNS.user}`,
    `Disallow: ${PAGE_PATTERNS.search}`,
  ];
  if (origin) lines.push('', `Sitemap: ${new URL('/sitemap.xml', origin).href}`);
  return `${lines.join('\n')}\n`;
}
