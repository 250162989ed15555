// `npm run build` (and `npm start` when stale): compiles the server into server/dist/main.js
// (and its push thread, push-thread.js), so production runs no TypeScript loader. Our own code and the shared
// `common` package are bundled; every npm dependency stays an ordinary import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dependencies = (workspace) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).dependencies ?? {});

await build({
  // The server, and the thread that encrypts and posts pushes (decision 0255), side by side.
  entryPoints: [path.join(root, 'server/src/main.ts'), path.join(root, 'server/src/alerts/push-thread.ts')],
  outdir: path.join(root, 'server/dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // `@guide/common` is our own TypeScript (a workspace dependency): bundled, never external.
  external: [...dependencies('server'), ...dependencies('common')].filter((name) => name !== '@guide/common'),
  logLevel: 'warning',
});
