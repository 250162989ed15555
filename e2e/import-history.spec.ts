import path from 'node:path';
import { axeViolations, createUser, expect, gotoHydrated, test, uniqueEmail, useToken } from './fixtures';

// A file chosen in the browser's file picker, previewed, confirmed and applied: the whole flow,
// on a phone in the dark theme and on a desktop, with axe on the preview and on the result.
const watchlist = path.resolve(import.meta.dirname, '../server/src/imports/test-data/watchlist.csv');

for (const { colorScheme, width } of [
  { colorScheme: 'dark' as const, width: 384 },
  { colorScheme: 'light' as const, width: 1280 },
]) {
  test.describe(`bringing history, ${colorScheme}, ${width} px`, () => {
    test.use({ colorScheme, viewport: { width, height: 900 } });

    test('previews a Letterboxd watchlist, lists what did not match, imports it and says what it added', async ({
      page,
      request,
    }) => {
      const token = await createUser(request, uniqueEmail(`import-${width}`));
      await useToken(page, token);
      await gotoHydrated(page, '/user/account');
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Bring your history' }) });
      await section.getByRole('radio', { name: 'Letterboxd' }).check();
      await section.getByLabel('Files').setInputFiles(watchlist);
      await section.getByRole('button', { name: 'Preview' }).click();
      await expect(section.getByRole('heading', { name: 'What this import would add' })).toBeVisible();
      await expect(section.getByText('2 films for the watchlist')).toBeVisible();
      await section.getByText('1 title not matched').click();
      await expect(section.getByText('Somewhere, Not Here')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await section.getByRole('button', { name: 'Import 0 shows, 0 episodes and 2 films' }).click();
      await expect(section.getByRole('heading', { name: 'Imported' })).toBeVisible();
      await expect(section.getByText(/Added 0 shows, 0 watched episodes and 2 films/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`import-${colorScheme}-${width}.png`), fullPage: false });
    });
  });
}
