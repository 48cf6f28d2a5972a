// `npm run bench`: builds once, then runs every bench/*.bench.mjs in turn. Prints figures; never passes or fails.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
execSync('npm run build --silent', { stdio: 'inherit' });
for (const file of readdirSync('bench').filter((name) => name.endsWith('.bench.mjs')).sort()) {
  if (only && !file.includes(only)) continue;
  console.log('');
  try {
    const { run } = await import(`./${file}`);
    await run();
  } catch (error) {
    console.log(`${file}: could not run (${error instanceof Error ? error.message : error})`);
  }
}
