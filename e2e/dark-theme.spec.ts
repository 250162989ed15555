import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// 8:30 p.m. in New York on Saturday Nov. 21: live games (red badges), evening showings, TV on now.
test.use({ timezoneId: 'America/New_York', serverNow: '2026-11-22T01:30:00Z' });
// axe's colour rules run on every screen in both themes in axe.spec.ts; this file checks what they do not.

async function loaded(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('.loading-dots, [aria-busy="true"]')).toHaveCount(0);
  // The monograms' letters come in a chunk of their own: wait for them where there are any.
  await expect(page.locator('.team-mono:empty')).toHaveCount(0);
}

/** WCAG contrast of two computed colours ("rgb(r, g, b)"), from 1 to 21. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focused element's outline colour and the ground it is drawn on (the first opaque background around it). */
async function ringAndGround(page: Page): Promise<{ ring: string; style: string; ground: string; what: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    // A radio of the theme switch draws its ring on its label.
    const drawn = focused.matches('.theme-switch input') ? focused.closest('label')! : focused;
    let ground = 'rgb(255, 255, 255)';
    for (let el = drawn.parentElement; el; el = el.parentElement) {
      const background = getComputedStyle(el).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') {
        ground = background;
        break;
      }
    }
    const { outlineColor, outlineStyle } = getComputedStyle(drawn);
    return { ring: outlineColor, style: outlineStyle, ground, what: drawn.outerHTML.slice(0, 80) };
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('follows the system, with no choice kept', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      const paper = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(paper).toBe(colorScheme === 'dark' ? 'rgb(18, 23, 29)' : 'rgb(246, 244, 239)');
      await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    });

    test('draws focus rings at least 3:1 against their ground: page, tile, header and the theme switch', async ({
      page,
    }) => {
      await page.goto('/');
      await loaded(page);
      const targets = [
        page.locator('.site-header .main-nav a').first(),
        page.locator('.site-header input[type="search"]'),
        page.locator('.game-tile a').first(),
        page.locator('.day-switcher .day-button').first(),
        page.getByRole('radio', { name: 'System' }),
      ];
      for (const target of targets) {
        await target.focus();
        // Focused from the keyboard's side, so :focus-visible holds.
        await page.keyboard.press('Shift');
        const { ring, style, ground, what } = await ringAndGround(page);
        expect(style, what).toBe('solid');
        expect(contrast(ring, ground), `${what}: ${ring} on ${ground}`).toBeGreaterThanOrEqual(3);
      }
    });
  });
}

test.describe('the theme switch', () => {
  test.use({ colorScheme: 'light' });

  test('keeps the choice across a reload, and System gives the system its say again', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

    await page.getByRole('radio', { name: 'System' }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  });

  test('applies the kept choice before the first paint: before <body> is parsed, and without the bundle', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      // What <html> says when the parser reaches <body>, before anything can be painted.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).toBe('dark');

    // With the app's script refused, only /prefs.js and the stylesheet are left to do it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/cinema');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(18, 23, 29)',
    );
  });

  test('is one of the page’s controls in forced colours too: the chosen theme stands out', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await page.goto('/user/login');
    const look = (name: string) =>
      page.getByRole('radio', { name }).evaluate((radio) => getComputedStyle(radio.closest('label')!).backgroundColor);
    expect(await look('System')).not.toBe(await look('Dark'));
    expect(await look('Light')).toBe(await look('Dark'));
  });
});
