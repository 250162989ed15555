// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rules that hold the web app's boundaries (docs/web-conventions.md), tried on imports
// that break them and on imports that keep them.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function boundaryErrors(file: string, specifier: string, name = 'x'): Promise<number> {
  const [result] = await eslint.lintText(`import { ${name} } from '${specifier}';\nexport const y = ${name};\n`, {
    filePath: `web/src/${file}`,
  });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('web boundaries', () => {
  // Loading ESLint's configuration and parser takes seconds on a busy machine: once, before the cases.
  beforeAll(() => boundaryErrors('paths.ts', './lib/api'), 120_000);

  it.each([
    ['features/cinema/MovieTile.tsx', '../tv/tv-api'],
    ['features/cinema/cinema-api.ts', '../tv/tv-api'],
    ['features/cinema/MovieTile.tsx', '../../features/sports/sports-api'],
    ['features/tv/ShowTile.tsx', '../../screens/TonightPage'],
    ['features/tv/ShowTile.tsx', '../../App'],
    ['screens/ShowPage.tsx', '../App'],
    ['lib/format.ts', '../features/cinema/showtimes'],
    ['components/Layout.tsx', '../screens/LandingPage'],
    ['paths.ts', './features/tv/tv-api'],
    ['paths.ts', './screens/ShowPage'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toBe(1);
  });

  it.each([
    ['../lib/api', 1],
    ['../components/OfflineMark', 1],
    ['react', 1],
    ['../lib/kept-copies', 0],
    ['workbox-routing', 0],
  ])('the service worker importing %s: %i errors (it shares lib/kept-copies.ts alone)', async (specifier, errors) => {
    expect(await boundaryErrors('service-worker/sw.ts', specifier)).toBe(errors);
  });

  it.each([
    ['features/cinema/MovieTile.tsx', 'apiJson', 1],
    ['screens/TonightPage.tsx', 'apiText', 1],
    ['features/cinema/cinema-api.ts', 'apiJson', 0],
    ['lib/user-data-api.ts', 'apiJson', 0],
    ['features/tv/ShowTile.tsx', 'ApiError', 0],
  ])('%s importing %s from lib/api: %i errors (requests belong in <feature>-api.ts)', async (file, name, errors) => {
    const specifier = file.startsWith('features/')
      ? '../../lib/api'
      : file.startsWith('screens/')
        ? '../lib/api'
        : './api';
    expect(await boundaryErrors(file, specifier, name)).toBe(errors);
  });

  it.each([
    ['App.tsx', './screens/TeamPage', 0],
    ['components/lazyPage.tsx', '../screens/TeamPage', 1],
    ['screens/NhlTeamPage.tsx', './TeamPage', 1],
  ])(
    '%s loading %s with import(): %i errors (screens are loaded by the table of screens)',
    async (file, specifier, errors) => {
      const [result] = await eslint.lintText(`export const load = () => import('${specifier}');\n`, {
        filePath: `web/src/${file}`,
      });
      expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(errors);
    },
  );

  it.each([
    ['features/cinema/MovieTile.tsx', './cinema-api'],
    ['features/cinema/MovieTile.tsx', '../../lib/api'],
    ['features/cinema/MovieTile.tsx', '../../components/Flash'],
    ['features/cinema/MovieTile.tsx', '../../paths'],
    ['features/cinema/MovieTile.tsx', '@guide/common/cinema'],
    ['screens/TonightPage.tsx', '../features/tv/tv-api'],
    ['screens/CinemaPage.tsx', '../features/cinema/MovieTile'],
    ['screens/NhlTeamPage.tsx', './TeamPage'],
    ['lib/user-data-api.ts', './api'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, specifier)).toBe(0);
  });
});
