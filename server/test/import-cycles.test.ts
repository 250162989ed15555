import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files of server/src a file imports (type-only imports too: they show where code belongs). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .map((base) => [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
export function findCycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(SRC, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the server’s modules', () => {
  it('import one another without a cycle', () => {
    expect(findCycles(sourceFiles(SRC)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keep the provider layer below the HTTP layer', () => {
    const upward = sourceFiles(path.join(SRC, 'providers')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(path.join(SRC, 'http') + path.sep))
        .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });
});
