// The embedded local engine's figures (bench/local-engine.ts, run with tsx: it builds the app in this process on a
// throwaway database and a tiny GGUF model it writes): the server's added first-token latency, first-token time
// across a 20-turn session, and 10 sessions at once. Prints figures; never passes or fails.
import { execFileSync } from 'node:child_process';

export async function run() {
  execFileSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsx', 'bench/local-engine.ts'], { stdio: 'inherit' });
}
