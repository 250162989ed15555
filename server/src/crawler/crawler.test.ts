import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as webPaths from '../../../web/src/paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/users';
import { MLB_TEAMS, NHL_TEAMS } from '../reference/teams';
import { PAGE_PATTERNS } from './page-addresses';
import { sitemapPaths, sitemapXml } from './sitemap';

/** Lighthouse's own robots.txt audit (the SEO category's check), run on our text. */
async function lighthouseRobotsAudit(content: string) {
  const { default: RobotsTxt } = (await import('lighthouse/core/audits/seo/robots-txt.js')) as unknown as {
    default: {
      audit(artifacts: { RobotsTxt: { status: number; content: string } }): Promise<{
        score: number;
        details: { items: unknown[] };
      }>;
    };
  };
  return RobotsTxt.audit({ RobotsTxt: { status: 200, content } });
}

const parseXml = (text: string) => new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
const locsOf = (xml: string) => [...parseXml(xml).getElementsByTagName('loc')].map((loc) => loc.textContent);

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('robots.txt lets the pages be crawled, keeps out the API, the account and search results, and names the sitemap whole', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=86400/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /v1/',
        'Allow: /v1/images/',
        'Allow: /v1/tv-images/',
        'Disallow: /user',
        'Disallow: /search',
        // The request's origin (INJECT_ORIGIN), written as a URL writes it.
        'Sitemap: http://localhost/sitemap.xml',
      ]),
    );
    const audit = await lighthouseRobotsAudit(res.body);
    expect(audit.details.items).toEqual([]);
    expect(audit.score).toBe(1);
  });

  it('the Lighthouse audit the robots test leans on does find a broken file', async () => {
    const audit = await lighthouseRobotsAudit('Sitemap: /sitemap.xml\nDisalow /user\n');
    expect(audit.score).toBe(0);
    expect(audit.details.items).toHaveLength(2);
  });

  it('robots.txt names the configured public origin', async () => {
    const other = await createTestApp({ env: { PUBLIC_URL: 'https://guide.example' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.body).toContain('Sitemap: https://guide.example/sitemap.xml\n');
    } finally {
      await other.close();
    }
  });

  it('sitemap.xml is valid sitemaps.org XML of whole addresses: the fixed pages, every team, followed shows and the games around today', async () => {
    const { authorization } = await signUp(t.app, 'crawler-shows@example.com');
    for (const show of [169, 82, 169])
      await t.app.inject({ method: 'POST', url: `/v1/users/add-show?show=${show}`, headers: { authorization } });

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parseXml(res.body);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

    const locs = locsOf(res.body);
    const origin = 'http://localhost';
    expect(locs.every((loc) => loc?.startsWith(`${origin}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/cinema`,
        `${origin}/television`,
        `${origin}/mlb/postseason`,
        `${origin}/nhl/playoffs`,
      ]),
    );
    for (const team of MLB_TEAMS) expect(locs).toContain(`${origin}/mlb/${team.id}`);
    for (const team of NHL_TEAMS) expect(locs).toContain(`${origin}/nhl/${team.id}`);
    expect(locs.filter((loc) => loc?.includes('/television/show/'))).toEqual([
      `${origin}/television/show/82`,
      `${origin}/television/show/169`,
    ]);
    // Game pages of the days around today (the offline world plays both leagues in November).
    const games = await t.app.inject({ method: 'GET', url: '/v1/sports/nhl/games?date=2026-11-20' });
    const nhlGames = games.json<{ id: number }[]>();
    expect(nhlGames.length).toBeGreaterThan(0);
    for (const game of nhlGames) expect(locs).toContain(`${origin}/nhl/game/${game.id}`);
    const paths = locs.map((loc) => new URL(loc!).pathname);
    expect(paths.filter((path) => /^\/(user|v1|search)(\/|$)/.test(path))).toEqual([]);
  });

  it('escapes what XML would read as markup, and leaves a part that fails out without failing the list', async () => {
    const xml = sitemapXml('https://guide.example', ['/search?q=a&b=<c>', "/it's"]);
    expect(xml).toContain('<loc>https://guide.example/search?q=a&amp;b=%3Cc%3E</loc>');
    expect(xml).toContain('<loc>https://guide.example/it&apos;s</loc>');
    expect(locsOf(xml)).toEqual(['https://guide.example/search?q=a&b=%3Cc%3E', "https://guide.example/it's"]);

    const warnings: unknown[] = [];
    const { paths, partial } = await sitemapPaths(
      { log: { warn: (...args: unknown[]) => warnings.push(args) } as never },
      {
        games: { today: () => '2026-11-21', scheduledOn: () => Promise.reject(new Error('provider away')) },
        users: { followedShowIds: () => Promise.resolve([5]) },
        releases: {
          releases: () =>
            Promise.resolve([
              { id: 9, title: 'Ridgeline', overview: '', poster_path: null, release_date: '2026-11-27' },
            ]),
        },
      },
    );
    expect(partial).toBe(true);
    expect(paths).toContain('/television/show/5');
    expect(paths).toContain('/mlb/147');
    expect(paths).toEqual(expect.arrayContaining(['/mlb/standings', '/nhl/standings']));
    expect(paths).toContain('/film/ridgeline-2026');
    expect(paths.some((p) => p.includes('/game/'))).toBe(false);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it("speaks of the web app's own addresses", () => {
    for (const [name, pattern] of Object.entries(PAGE_PATTERNS))
      expect(webPaths[name as keyof typeof webPaths], name).toBe(pattern);
  });
});
