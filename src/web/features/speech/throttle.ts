/**
 * Calls `callback` with the latest value at most once per `intervalMs`: the first value at once, later ones
 * at the end of the interval (the specification's 100 ms for the live transcript). `cancel` drops a pending call.
 */
export function createThrottle<T>(callback: (value: T) => void, intervalMs: number): { push: (value: T) => void; cancel: () => void } {
  let lastCallAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;

  const fire = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastCallAt = Date.now();
    callback(value);
  };

  return {
    push(value) {
      pending = { value };
      if (timer !== null) return;
      const wait = lastCallAt + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
