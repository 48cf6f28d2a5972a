// Takes requests in turns: at most `limit` at work at once, the rest wait first come first served, and a
// freed place is handed on in the next pass of the event loop.
//
// Why: the embedded database does its work on the main thread, so Node's passes over the event loop grow
// with the number of requests at work, and Node accepts only one new connection per pass. With 200 busy
// keep-alive connections a pass took more than a second and a newly opened connection waited until the
// load ended (bench/load-fairness.bench.mjs). Bounding the requests at work bounds each pass, so new
// connections are accepted and read promptly and every connection is served in arrival order.
//
// A turn is a lease: a request still running after `leaseMs` (a slow upload, a streamed reply waiting
// on a model) gives its place up, so slow clients cannot hold the server.

export interface RequestTurns {
  /** Resolves when the request may start, with the function that ends its turn (safe to call twice). */
  wait(): Promise<() => void>;
}

export function createRequestTurns(options: { limit: number; leaseMs: number }): RequestTurns {
  const { limit, leaseMs } = options;
  const queue: ((release: () => void) => void)[] = [];
  let atWork = 0;
  let isHandOnScheduled = false;

  function grant(): () => void {
    atWork += 1;
    let isReleased = false;
    const release = () => {
      if (isReleased) return;
      isReleased = true;
      clearTimeout(lease);
      atWork -= 1;
      // setImmediate, not a direct hand-on: the loop polls for connections and data before the next one starts.
      if (queue.length > 0 && !isHandOnScheduled) {
        isHandOnScheduled = true;
        setImmediate(handOn);
      }
    };
    const lease = setTimeout(release, leaseMs);
    lease.unref();
    return release;
  }

  function handOn(): void {
    isHandOnScheduled = false;
    while (atWork < limit && queue.length > 0) queue.shift()?.(grant());
  }

  return {
    wait() {
      if (atWork < limit && queue.length === 0) return Promise.resolve(grant());
      return new Promise((resolve) => queue.push(resolve));
    },
  };
}
