// Draws the installed app's icons from web/public/favicon.svg into web/public/icons (committed):
// `node scripts/make-icons.mjs` after the favicon changes. Chromium draws the SVG (the browser the
// tests already use), so no image library is needed. The maskable icon fills its square with the
// favicon's background and keeps the drawing inside the middle 80 %, the safe zone a launcher's
// mask (circle, squircle) never cuts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath, ensureBrowser } from './ensure-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'web/public');
const svg = await fs.readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's own background colour, taken from its first rectangle.
const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(svg)?.[1];
if (!background) throw new Error('favicon.svg has no filled <rect> to take the background colour from');

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS takes its home-screen icon from <link rel="apple-touch-icon"> and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const page = (size, maskable) => {
  const drawn = maskable ? Math.round(size * 0.8) : size;
  const fill = maskable ? background : 'transparent';
  return `<!doctype html><html><body style="margin:0;background:${fill};width:${size}px;height:${size}px;display:grid;place-items:center">
<img src="${dataUrl}" width="${drawn}" height="${drawn}"></body></html>`;
};

ensureBrowser();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
try {
  await fs.mkdir(path.join(publicDir, 'icons'), { recursive: true });
  for (const { file, size, maskable } of ICONS) {
    const tab = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await tab.setContent(page(size, maskable));
    await tab.locator('img').evaluate((img) => img.decode());
    await tab.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !maskable });
    await tab.close();
    console.log(`web/public/icons/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
