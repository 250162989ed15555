import { publicFor } from '../http/cache-policy';
import { stableHash } from '../lib/stable-hash';

/**
 * Posters and show images for the offline world, drawn as SVG by our own server: nothing the
 * page loads comes from another host, and no image is downloaded or shipped as a file.
 */
export interface DrawnPosterOptions {
  title: string;
  /** A second line, e.g. a year, genre or network. */
  caption?: string;
  /** Any stable string; the same seed always gives the same colours and shapes. */
  seed: string;
  width?: number;
  height?: number;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into lines of at most `max` characters, breaking between words. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

export function drawPoster({ title, caption, seed, width = 185, height = 278 }: DrawnPosterOptions): string {
  const h = stableHash(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const shape = (h >> 3) % 3;
  const fontSize = Math.round(width / 9);
  const lines = wrap(title, Math.max(8, Math.floor((width * 1.6) / fontSize)));
  const top = height * 0.58 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const decoration =
    shape === 0
      ? `<circle cx="${width * 0.72}" cy="${height * 0.26}" r="${width * 0.32}" fill="hsl(${hue2} 70% 62% / .55)"/>`
      : shape === 1
        ? `<path d="M0 ${height * 0.45} L${width} ${height * 0.12} L${width} ${height * 0.36} L0 ${height * 0.7}Z" fill="hsl(${hue2} 65% 60% / .5)"/>`
        : `<rect x="${width * 0.12}" y="${height * 0.08}" width="${width * 0.76}" height="${height * 0.34}" rx="${width * 0.06}" fill="hsl(${hue2} 60% 65% / .45)"/>`;
  const text = lines
    .map(
      (l, i) => `<text x="${width / 2}" y="${top + i * fontSize * 1.15}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${hue} 60% 14%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${decoration}
<g font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</g>
${caption ? `<text x="${width / 2}" y="${height - fontSize}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(fontSize * 0.6)}" fill="hsl(${hue} 30% 85%)">${escapeXml(caption)}</text>` : ''}
</svg>`;
}

/** Headers for a drawn image. */
export const DRAWN_IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
} as const;

/** A drawn image never changes for a given URL: kept a day. */
export const DRAWN_IMAGE_CACHE = publicFor(86400);
