// What each entry of the built web app (web/dist) downloads, from Vite's manifest: the bench
// prints it, and server/test/landing-bundle.test.ts holds the landing page to its budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The landing page's initial JavaScript may weigh this much, gzip -9 (design.md's budget; 89.9 KB after decision 0225). */
export const LANDING_BUDGET_KB = 90;

/** One file's size, raw and gzip -9. */
function sizeOf(dist, file) {
  const data = fs.readFileSync(path.join(dist, file));
  return { raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length };
}

/** The sizes of every entry and lazy chunk of a build, and of what opening each one downloads. */
export function bundleSizes(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // Everything an entry loads before it can run: itself and its static imports, transitively.
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  // A server-drawn page starts from its first script (src/boot.ts), which imports the app (the
  // entry of index.html) once the page is painted: the initial JavaScript is both, and what they import.
  const initialKey = 'index.html';
  const bootKey = 'src/boot.ts';
  const initialChunks = closure(initialKey, manifest[bootKey] ? closure(bootKey) : new Set());
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = sizeOf(dist, chunk.file);
      // A lazy route needs the initial chunks (already loaded) plus its own closure.
      const needed =
        key === initialKey
          ? [...initialChunks]
          : key === bootKey
            ? [...closure(key)]
            : [...closure(key)].filter((k) => !initialChunks.has(k));
      const total = needed.reduce(
        (sum, k) => {
          const s = sizeOf(dist, manifest[k].file);
          return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
        },
        { raw: 0, gzip: 0 },
      );
      // One stylesheet for the whole app (vite.config.ts) is listed on its own and loads with the initial entry.
      const sheets =
        chunk.css ??
        (key === initialKey ? Object.values(manifest).flatMap((c) => (c.file.endsWith('.css') ? [c.file] : [])) : []);
      const css = sheets.reduce((sum, f) => sum + sizeOf(dist, f).gzip, 0);
      const entry =
        key === initialKey
          ? `${key} (initial)`
          : key === bootKey
            ? 'boot.ts (first script)'
            : key.replace(/^src\//, '');
      return { entry, own, total, css };
    })
    .sort((a, b) =>
      a.entry.includes('initial') ? -1 : b.entry.includes('initial') ? 1 : a.entry.localeCompare(b.entry),
    );
  return { rows, initial: rows.find((r) => r.entry.includes('initial')) };
}
