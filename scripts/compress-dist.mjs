// Writes .gz and .br beside every compressible built file, so the server sends them as they are.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

async function* walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const data = await fs.readFile(file);
  if (data.length < 512) continue;
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
