// Counts the imports that run back up the intended layers of src/server and of src/server/ai: an arrow is a pair of
// rooms (a top-level folder, or a file at the scope's root) with at least one import from the lower room into the
// higher one. Prints the arrows and the file pairs behind them. Run alone with `node bench/import-layers.bench.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Highest first. A room not listed sits with the rooms of its row's `*` entry, if any; otherwise it is not counted.
export const SCOPES = [
  {
    dir: 'src/server',
    // test/ and *.test-helpers.ts (helpers and fixtures of the tests) are left out: they may import anything.
    layers: [
      // Entries (the server, the job worker); an evaluation builds a throwaway copy of the app.
      ['main.ts', 'worker.ts', 'eval'],
      ['app.ts'],
      ['features'],
      ['plugins', 'jobs', 'cli', 'cpu-tasks.ts', 'cpu-tasks.worker.ts'],
      ['ai'],
      ['auth', 'storage'],
      ['lib'],
      // The server's catalogues of words (i18n/), which lib's errors and e-mails word their texts with.
      ['i18n'],
      ['db'],
      ['config.ts', 'config'],
    ],
  },
  {
    dir: 'src/server/ai',
    // A task (tasks/<name>/task.ts) wires its contract, prompt and offline engine to the client's AiTask type; the
    // contracts (contracts/<task>.ts) sit below both the engines and the tasks; language/ (text, lemmas, WordNet, the
    // twin's sentences), which engines, tasks and features share, between the engines and the contracts.
    layers: [['tasks'], ['offline'], ['language'], ['contracts'], ['*root']],
    // offline/<engine> are rooms of their own, all on the offline floor.
    nested: ['offline'],
  },
];

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(?:-helpers)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function roomOf(scope, file) {
  const parts = relative(join(ROOT, scope.dir), file).split(sep);
  if (parts[0].startsWith('..')) return null;
  if (parts.length === 1) return { room: parts[0], floorKey: scope.layers.some((row) => row.includes(parts[0])) ? parts[0] : '*root' };
  if (scope.nested?.includes(parts[0]) && parts.length > 2) return { room: `${parts[0]}/${parts[1]}`, floorKey: parts[0] };
  return { room: parts[0], floorKey: parts[0] };
}

const floorOf = (scope, key) => scope.layers.findIndex((row) => row.includes(key));

/** The arrows of `scope` that run from a lower floor to a higher one, each with its file pairs. */
export function backwardImports(scope) {
  const arrows = new Map();
  for (const file of sourceFiles(join(ROOT, scope.dir))) {
    const from = roomOf(scope, file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      if (!existsSync(target)) continue;
      const to = roomOf(scope, target);
      if (!to || to.room === from.room) continue;
      const [fromFloor, toFloor] = [floorOf(scope, from.floorKey), floorOf(scope, to.floorKey)];
      if (fromFloor < 0 || toFloor < 0 || toFloor >= fromFloor) continue;
      const key = `${from.room} → ${to.room}`;
      if (!arrows.has(key)) arrows.set(key, new Set());
      arrows.get(key).add(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
    }
  }
  return arrows;
}

export async function run() {
  for (const scope of SCOPES) {
    const arrows = backwardImports(scope);
    console.log(`${scope.dir}: ${arrows.size} arrow(s) back up`);
    for (const [arrow, pairs] of arrows) {
      console.log(`  ${arrow}`);
      for (const pair of pairs) console.log(`    ${pair}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
