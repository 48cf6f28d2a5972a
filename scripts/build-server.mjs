// Bundles the server into dist/server/main.js (and the job worker into worker.js) and its worker-thread entries into dist/server/cpu-tasks.worker.js and eval.worker.js,
// and every task module (src/server/**/<name>.cpu-tasks.ts) into dist/server/<name>.cpu-tasks.js (dependencies stay in
// node_modules), and copies the migrations beside them.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

// Each is located by name beside the bundle (lib/worker-pool.ts, workerModuleUrl), so its file name must be unique.
const taskModules = Object.fromEntries(
  readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.cpu-tasks.ts'))
    .map((path) => [basename(path, '.ts'), join('src/server', path)]),
);

rmSync('dist/server', { recursive: true, force: true });
await build({
  // The worker entries are files of their own: cpu-tasks.ts and eval/eval-worker.ts start them by URL, beside the bundle,
  // and the CPU-task worker loads the task modules by URL.
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker.ts', 'cpu-tasks.worker': 'src/server/cpu-tasks.worker.ts', 'eval.worker': 'src/server/eval/eval.worker.ts', ...taskModules },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // A module imported with import() (S3 storage) becomes a chunk of its own, loaded only when it is used.
  splitting: true,
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
