// What the server's and the worker's process entries share: a start-up failure the operator can fix (a bad setting,
// an embedded database that cannot start) ends the process with its one readable message; SIGINT/SIGTERM close
// everything once, within 10 s.
import { ConfigError } from './config.ts';
import { EmbeddedPostgresError } from './db/embedded-postgres-error.ts';

/** Runs a start-up step; a ConfigError or EmbeddedPostgresError prints its message and exits 1, anything else throws. */
export async function orExitWithMessage<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Closes with `close` on the first SIGINT or SIGTERM, then exits 0; exits 1 when closing takes over 10 s. */
export function closeOnSignals(close: (signal: string) => Promise<void>): void {
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await close(signal);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Runs an entry's `main`; whatever it throws is printed and ends the process with 1. */
export function runEntry(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
