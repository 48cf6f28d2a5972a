// A notice, inside this process, that one of its jobs has just ended (Completed or Failed, already readable as such from
// its status route), for code in the same process that waits on a job it queued: the evaluation's client and the
// route tests read the status again when a job ends instead of reading it every few milliseconds meanwhile.
// Jobs run on another instance send no notice here: whoever waits still reads again now and then (nextJobEnd's limit).

const listeners = new Set<() => void>();

/** Called by the queue's workers as a job ends, once its end is written (job-workers.ts). */
export function noticeJobEnded(): void {
  for (const listener of [...listeners]) listener();
}

/** Resolves when the next job of this process ends, or after `limitMs`, whichever comes first. */
export function nextJobEnd(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      listeners.delete(done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    listeners.add(done);
  });
}
