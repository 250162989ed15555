import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rules from '../dependency-rules.mjs';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(REPO, 'server/src');

async function check(baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(['server/src'], {
    ...rules.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
  });
  return output as ICruiseResult;
}

/** Files that are only there to be imported by the examples. */
const TARGETS = [
  'account/auth.ts',
  'calendar/feed.ts',
  'search/routes.ts',
  'sports/sources.ts',
  'tv/sources.ts',
  'world/tv/films.ts',
  'world/sports/schedule.ts',
  'providers/client.ts',
  'http/params.ts',
  'db/database.ts',
  'game-summary/routes.ts',
];

/** For each rule, a file that breaks it (its path under server/src, and its imports). */
const BROKEN: Record<string, [string, string[]]> = {
  'no-cycle': ['lib/cycle-a.ts', ['./cycle-b']],
  'domain-to-other-domain': ['sports/routes.ts', ['../account/auth']],
  'composition-imported': ['tv/search-link.ts', ['../search/routes']],
  'composition-to-other-composition': ['game-summary/feed-link.ts', ['../calendar/feed']],
  'world-above-its-floor': ['world/sports/live.ts', ['../../providers/client']],
  'world-part-to-other-part': ['world/sports/tv-link.ts', ['../tv/films']],
  'world-read-outside-offline': ['tv/routes.ts', ['../world/tv/films']],
  'reference-above-its-floor': ['reference/teams.ts', ['../db/database']],
  'lower-floor-to-domain': ['http/sports-link.ts', ['../sports/sources']],
  'providers-to-http': ['providers/http-link.ts', ['../http/params']],
  'db-above-its-floor': ['db/provider-link.ts', ['../providers/client']],
};

/** What the floors allow: compositions read domains, offline adapters read the world, the TV world reads the sports world, the app registers compositions. */
const ALLOWED: [string, string[]][] = [
  ['game-summary/service.ts', ['../sports/sources', '../tv/sources']],
  ['sports/offline/source.ts', ['../../world/sports/schedule', '../sources']],
  ['world/tv/sports-airings.ts', ['../sports/schedule']],
  ['app.ts', ['./game-summary/routes', './search/routes', './http/params']],
];

const importing = (imports: string[]) =>
  imports.map((spec, i) => `import type { T as T${i} } from '${spec}';\nexport type U${i} = T${i};\n`).join('') +
  'export type T = string;\n';

describe('the server’s folder rules (dependency-cruiser)', () => {
  let dir: string;
  let result: ICruiseResult;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-rules-'));
    const write = (file: string, text: string) => {
      const full = path.join(dir, 'server/src', file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    };
    for (const file of TARGETS) write(file, 'export type T = string;\n');
    write('lib/cycle-b.ts', importing(['./cycle-a']));
    for (const [file, imports] of [...Object.values(BROKEN), ...ALLOWED]) write(file, importing(imports));
    result = await check(dir);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const firedBy = (file: string) =>
    result.summary.violations.filter((v) => v.from === `server/src/${file}`).map((v) => v.rule.name);

  it.each(Object.entries(BROKEN))('%s fires on its example', (rule, [file]) => {
    expect(firedBy(file)).toContain(rule);
  });

  it('has an example for every rule', () => {
    expect(Object.keys(BROKEN).sort()).toEqual(rules.forbidden.map((r) => r.name).sort());
  });

  it('lets compositions read domains, offline adapters the world, the TV world the sports world, and the app register compositions', () => {
    for (const [file] of ALLOWED) expect(firedBy(file)).toEqual([]);
  });

  it('finds no violation in the real tree', async () => {
    const real = await check(REPO);
    expect(real.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
    // The cruise saw the tree: every module of server/src that is not a test.
    expect(real.summary.totalCruised).toBeGreaterThan(100);
  });
});

describe('live or offline', () => {
  it("is asked only by each domain's choose-sources.ts", () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) =>
          e.isDirectory()
            ? files(path.join(dir, e.name))
            : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
              ? [path.join(dir, e.name)]
              : [],
        );
    const asking = files(SRC)
      .filter((file) => /\.live\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
      .filter((file) => file !== 'providers/registry.ts');
    expect(asking.sort()).toEqual(['cinema/choose-sources.ts', 'sports/choose-sources.ts', 'tv/choose-sources.ts']);
  });
});
