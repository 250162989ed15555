// `npm run typecheck`: each TypeScript project checked in strict mode, on TypeScript 7, the
// compiler in native code, which takes about a third of the CPU of 5.9 for the same errors
// (decision 0235). 5.9 stays installed for typescript-eslint, which needs its JavaScript API;
// `npx tsc` may name either, so the checks name 7's own entry.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');

/** One command per project, as `[file, args]`: `npm test` runs them side by side. */
export const TYPE_CHECKS = ['common', 'server', 'web', 'e2e'].map((project) => [
  process.execPath,
  [tsc, '-p', project, '--noEmit'],
]);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const [file, args] of TYPE_CHECKS) failed = spawnSync(file, args, { stdio: 'inherit' }).status !== 0 || failed;
  process.exit(failed ? 1 : 0);
}
