import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// 8 p.m. in New York on Saturday Nov. 21, 2026.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:00:00Z' });

/** What a crawler or a link preview reads in the head: each once. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
    const content = (selector: string) => all(selector).map((e) => e.getAttribute('content'));
    return {
      titles: all('title').map((t) => t.textContent),
      descriptions: content('meta[name="description"]'),
      canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute('href')),
      ogTitles: content('meta[property="og:title"]'),
      ogUrls: content('meta[property="og:url"]'),
      cards: content('meta[name="twitter:card"]'),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

test('each page has its own title, description, canonical address and preview, once', async ({ page, baseURL }) => {
  await page.goto('/mlb/147');
  await expect(page.getByRole('heading', { level: 1, name: /New York Yankees/ })).toBeVisible();
  let head = await headOf(page);
  expect(head.titles).toEqual(['New York Yankees | Entertainment Guide']);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).toMatch(/^Upcoming and recent games of the New York Yankees/);
  expect(head.canonicals).toEqual([`${baseURL}/mlb/147`]);
  expect(head.ogUrls).toEqual([`${baseURL}/mlb/147`]);
  expect(head.ogTitles).toEqual(['New York Yankees']);
  expect(head.cards).toHaveLength(1);
  expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'SportsTeam', name: 'New York Yankees' })]);

  // Going to another screen in the page leaves only that screen's head.
  await page.getByRole('link', { name: 'On TV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Movies on TV' })).toBeVisible();
  await expect(page).toHaveTitle('Movies on TV | Entertainment Guide');
  head = await headOf(page);
  expect(head.titles).toEqual(['Movies on TV | Entertainment Guide']);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).toMatch(/^Today's films on TV/);
  expect(head.canonicals).toEqual([`${baseURL}/television`]);
  await expect
    .poll(async () => (await headOf(page)).jsonLd[0]?.['@graph'])
    .toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'BroadcastEvent' })]));
});

test("the cinema names the zip's place and its films, with a poster for previews", async ({ page, baseURL }) => {
  await page.goto('/cinema?zip=10001');
  await expect(page).toHaveTitle('Movies near New York, NY | Entertainment Guide');
  const head = await headOf(page);
  expect(head.canonicals).toEqual([`${baseURL}/cinema?zip=10001`]);
  expect(head.descriptions[0]).toMatch(/^Showtimes at the cinemas near New York, NY \(10001\): /);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${baseURL}/v1/images/showings/`));
  expect((await page.request.get(image!)).status()).toBe(200);
  const graph = head.jsonLd[0]!['@graph'] as { '@type': string; subjectOf: { '@type': string }[] }[];
  expect(graph[0]!['@type']).toBe('Movie');
  expect(graph[0]!.subjectOf[0]!['@type']).toBe('ScreeningEvent');
});

test('robots.txt and the sitemap answer as files, not as the page', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/mlb/147</loc>`);
});
