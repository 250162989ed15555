/**
 * The landing page's initial JavaScript (its first script, the app and what they import, gzip -9)
 * stays within its budget, measured on the build the tests run against as `npm run bench` does.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET_KB, bundleSizes } from '../../scripts/bundle-sizes.mjs';
import { repoRoot } from '../src/paths';

describe('the landing page bundle', () => {
  const { rows, initial } = bundleSizes(path.join(repoRoot, 'web/dist'));

  it(`loads at most ${LANDING_BUDGET_KB} KB of JavaScript gzipped before it runs`, () => {
    expect(initial.total.gzip / 1024).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  });

  it('leaves the other screens and the rarely used parts to their own chunks', () => {
    const lazy = rows.map((r) => r.entry);
    for (const part of [
      'screens/CinemaPage.tsx',
      'features/cinema/NewReleases.tsx',
      'features/cinema/cinema-api.ts',
      'features/sports/sports-api.ts',
      'components/shell-parts.ts',
      'features/sports/GameUpdate.tsx',
      'features/sports/GamesMissing.tsx',
    ])
      expect(lazy).toContain(part);
  });
});
