// Writes .br and .gz beside every text asset of the web build; the server sends them to browsers that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) yield path;
  }
}

for (const path of files(ROOT)) {
  const content = readFileSync(path);
  if (content.length < 1024) continue;
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
