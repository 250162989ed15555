// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web app reads the payloads' types only: zod and the schemas must not reach its bundle
// (decision 0100). Follows every import that is not type-only, from web/src into @guide/common.
const webSrc = fileURLToPath(new URL('.', import.meta.url));
const commonSrc = fileURLToPath(new URL('../../common/src/', import.meta.url));

/** The modules a source imports for their values (not `import type`, not `export type`). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gms)) {
    const names = match[1]!;
    // `import { type A, type B } from` carries no value either.
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    if (braces && braces[1]!.split(',').every((name) => /^\s*(type\s+\S+.*)?\s*$/.test(name))) continue;
    found.push(match[2]!);
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-setup/.test(entry.name) ? [file] : [];
  });
}

/** The common modules the web app's code loads, following their own value imports. */
function loadedCommonModules(): Map<string, string[]> {
  const loaded = new Map<string, string[]>();
  const queue = sources(webSrc).flatMap((file) =>
    valueImports(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('@guide/common/'))
      .map((s) => s.slice('@guide/common/'.length)),
  );
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (loaded.has(name)) continue;
    const imports = valueImports(readFileSync(path.join(commonSrc, `${name}.ts`), 'utf8'));
    loaded.set(name, imports);
    queue.push(...imports.filter((s) => s.startsWith('./')).map((s) => s.slice(2)));
  }
  return loaded;
}

describe('the web bundle', () => {
  it('loads no zod and no schema: payload types are imported as types', () => {
    const loaded = loadedCommonModules();
    expect(loaded.size).toBeGreaterThan(3);
    expect(loaded.has('endpoints')).toBe(true);
    expect([...loaded.keys()].filter((name) => name === 'contract' || name === 'request-fields')).toEqual([]);
    expect([...loaded].filter(([, imports]) => imports.includes('zod')).map(([name]) => name)).toEqual([]);
    expect(sources(webSrc).filter((file) => valueImports(readFileSync(file, 'utf8')).includes('zod'))).toEqual([]);
  });

  it('tells a type import from a value import', () => {
    expect(valueImports("import type { Game } from './contract';\nimport { type A, type B } from './x';")).toEqual([]);
    expect(
      valueImports(
        "import { gameSchema } from './contract';\nimport { type A, b } from './x';\nexport { c } from './y';",
      ),
    ).toEqual(['./contract', './x', './y']);
  });
});
