// Asking an async source for its first item before the caller is ready to take it, so the source's slow start (a
// model evaluating its prompt) runs while the caller finishes its own work (saving the lines of a turn).

export interface ReadAhead<T> extends AsyncIterable<T> {
  /** Settles when the first item is in (true), the source ended without one (false), or it failed (false). */
  readonly firstSettled: Promise<boolean>;
}

/**
 * `source`, whose first item has been asked for already. Read it once; a failure before anyone reads it is kept for
 * the first read, never thrown as an unhandled rejection.
 */
export function readAhead<T>(source: AsyncIterable<T>): ReadAhead<T> {
  const iterator = source[Symbol.asyncIterator]();
  const first = iterator.next();
  const firstSettled = first.then(
    (result) => !result.done,
    () => false,
  );
  let isFirstTaken = false;
  return {
    firstSettled,
    [Symbol.asyncIterator]() {
      return {
        next() {
          if (isFirstTaken) return iterator.next();
          isFirstTaken = true;
          return first;
        },
        async return(value?: unknown) {
          // A generator asked to stop while it works on its first item stops once that item is in.
          if (!isFirstTaken) await first.catch(() => undefined);
          return (await iterator.return?.(value)) ?? { done: true, value: undefined };
        },
      };
    },
  };
}
