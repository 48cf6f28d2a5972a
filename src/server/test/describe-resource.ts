// What a `describe` block shares among its tests (an app, a database, a fake server): opened before its tests,
// closed after them, and usable by name from the block's body although it only exists once the block runs.
import { afterAll, beforeAll } from 'vitest';

/**
 * Call inside a `describe`: `open` runs in beforeAll and `close` in afterAll. The answer stands for what `open` gave;
 * reading it before then throws, naming `what`.
 */
export function useDescribeResource<T extends object>(what: string, open: () => Promise<T>, close: (resource: T) => Promise<void>): T {
  let resource: T | undefined;
  beforeAll(async () => {
    resource = await open();
  });
  afterAll(async () => {
    if (resource) await close(resource);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a promise: `await` and test runners may probe for `then` at any time.
      if (key === 'then') return undefined;
      if (!resource) throw new Error(`${what} starts in beforeAll; use it inside a test or a later hook.`);
      const member: unknown = Reflect.get(resource, key);
      return typeof member === 'function' ? member.bind(resource) : member;
    },
  });
}
