// A notice, inside this process, that one of its jobs has just ended (Completed or Failed, already readable as such from
// its status route), for code in the same process that waits on a job it queued: the evaluation's client and the
// route tests read the status again when a job ends instead of reading it every few milliseconds meanwhile.
// Jobs run on another instance send no notice here: whoever waits still reads again now and then (nextJobEnd's limit).

const listeners = new Set<(jobId: string | undefined) => void>();

/**
 * Called by the queue's workers as a job ends, once its end is written (job-workers.ts), with the job's id; without
 * one (a failed job's clean-up), every wait ends.
 */
export function noticeJobEnded(jobId?: string): void {
  for (const listener of [...listeners]) listener(jobId);
}

/**
 * Resolves when the next job of this process ends, or after `limitMs`, whichever comes first. With `jobId`, only that
 * job's end (or a notice naming no job) ends the wait: a waiter among several jobs at once is not woken by each of the
 * others to read a status that has not changed.
 */
export function nextJobEnd(limitMs: number, jobId?: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      listeners.delete(heard);
      resolve();
    };
    const heard = (ended: string | undefined) => {
      if (jobId === undefined || ended === undefined || ended === jobId) done();
    };
    const timer = setTimeout(done, limitMs);
    listeners.add(heard);
  });
}
