import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLOURS, THEME_KEY } from '../lib/theme';
import { ThemeSwitch } from './ThemeSwitch';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
const prefsScript = readFileSync(join(webDir, 'public/prefs.js'), 'utf8');

/** The head's theme-color metas, as index.html has them. */
function putThemeColourMetas() {
  const shell = new DOMParser().parseFromString(indexHtml, 'text/html');
  for (const meta of shell.querySelectorAll('meta[name="theme-color"]')) document.head.append(meta.cloneNode());
}
const barColours = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => [
    m.getAttribute('media'),
    m.content,
  ]);

/** Runs /prefs.js as the browser would before the first paint. */
const runPrefsScript = () => new Function(prefsScript)();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  putThemeColourMetas();
});
afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

describe('ThemeSwitch', () => {
  it('is a labelled group of System, Light and Dark, the system chosen when nothing is kept', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Theme' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(group).toContainElement(radios[0]!);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('keeps the choice on the device and applies it to <html> and the browser bar; System forgets it', async () => {
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(barColours()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLOURS.dark],
      ['(prefers-color-scheme: dark)', THEME_COLOURS.dark],
    ]);

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(barColours()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLOURS.light],
      ['(prefers-color-scheme: dark)', THEME_COLOURS.dark],
    ]);
  });

  it('moves with the arrow keys, one tab stop for the group', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ThemeSwitch />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows the choice kept on this device, and one made in another tab', () => {
    localStorage.setItem(THEME_KEY, 'light');
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    act(() => {
      localStorage.setItem(THEME_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('renders on a server as System, whatever the device keeps (no cookie, so one page for everyone)', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const html = renderToString(<ThemeSwitch />);
    const rendered = new DOMParser().parseFromString(html, 'text/html');
    expect(rendered.querySelector<HTMLInputElement>('input[value="system"]')!.defaultChecked).toBe(true);
    expect(rendered.querySelector('[style]')).toBeNull();
  });
});

describe('/prefs.js', () => {
  it('sets data-theme from the device before the first paint, as the switch does', () => {
    for (const kept of ['dark', 'light']) {
      localStorage.setItem(THEME_KEY, kept);
      delete document.documentElement.dataset.theme;
      runPrefsScript();
      expect(document.documentElement).toHaveAttribute('data-theme', kept);
    }
  });

  it('leaves the system its say when nothing, or something unknown, is kept', () => {
    runPrefsScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    localStorage.setItem(THEME_KEY, 'purple');
    runPrefsScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('is loaded by index.html as a plain render-blocking file in <head>, not inline', () => {
    const shell = new DOMParser().parseFromString(indexHtml, 'text/html');
    const script = shell.head.querySelector('script[src="/prefs.js"]');
    // Only its address: no type="module", async or defer, which would let the page paint first.
    expect(script?.getAttributeNames()).toEqual(['src']);
    expect([...shell.querySelectorAll('script:not([src])')]).toEqual([]);
  });

  it("index.html's theme colours are the switch's, one for each scheme", () => {
    expect(barColours()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLOURS.light],
      ['(prefers-color-scheme: dark)', THEME_COLOURS.dark],
    ]);
  });
});
