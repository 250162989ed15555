// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules that hold the web app's boundaries (docs/web-conventions.md), tried on imports
// that break them and on imports that keep them.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function boundaryErrors(file: string, specifier: string, name = 'x'): Promise<number> {
  const [result] = await eslint.lintText(`import { ${name} } from '${specifier}';\nexport const y = ${name};\n`, { filePath: `web/src/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('web boundaries', () => {
  // Loading ESLint's configuration and parser takes seconds on a busy machine: once, before the cases.
  beforeAll(() => boundaryErrors('paths.ts', './lib/api'), 120_000);

  it.each([
    ['features/cinema/CinemaPage.tsx', '../tv/tv-api'],
    ['features/cinema/cinema-api.ts', '../tv/tv-api'],
    ['features/cinema/CinemaPage.tsx', '../../features/sports/sports-api'],
    ['features/tv/ShowPage.tsx', '../../pages/TonightPage'],
    ['features/tv/ShowPage.tsx', '../../App'],
    ['lib/format.ts', '../features/cinema/showtimes'],
    ['components/Layout.tsx', '../pages/LandingPage'],
    ['paths.ts', './features/tv/tv-api'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toBe(1);
  });

  it.each([
    ['features/cinema/MovieTile.tsx', 'apiJson', 1],
    ['pages/TonightPage.tsx', 'apiText', 1],
    ['features/cinema/cinema-api.ts', 'apiJson', 0],
    ['lib/user-data-api.ts', 'apiJson', 0],
    ['features/tv/ShowTile.tsx', 'ApiError', 0],
  ])('%s importing %s from lib/api: %i errors (requests belong in <feature>-api.ts)', async (file, name, errors) => {
    const specifier = file.startsWith('features/') ? '../../lib/api' : file.startsWith('pages/') ? '../lib/api' : './api';
    expect(await boundaryErrors(file, specifier, name)).toBe(errors);
  });

  it.each([
    ['features/cinema/CinemaPage.tsx', './cinema-api'],
    ['features/cinema/CinemaPage.tsx', '../../lib/api'],
    ['features/cinema/CinemaPage.tsx', '../../components/Flash'],
    ['features/cinema/CinemaPage.tsx', '../../paths'],
    ['features/cinema/CinemaPage.tsx', '@guide/common/cinema'],
    ['pages/TonightPage.tsx', '../features/tv/tv-api'],
    ['lib/user-data-api.ts', './api'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toBe(0);
  });
});
