// Jobs held by a killed instance are picked up again soon: pg-boss 10 has no heartbeat, so a lost job is found
// only once its expiry has passed, at the next maintenance. Each expiry is therefore its job's real bound plus a margin.
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { jobExpirySeconds } from './define-job.ts';
import { MAINTENANCE_INTERVAL_SECONDS } from './job-queue.ts';
import { ALL_JOBS } from '../app/features.ts';

// The jobs whose slow step has its own time limit, and that limit.
const AI_CALL_JOBS = ['conversations.grade', 'personas.generate', 'personas.regenerate', 'rubrics.generate', 'rubrics.regenerate', 'scenarios.create-quick', 'scenarios.create-advanced', 'twin.summary'];
const EXTRACTION_JOBS = ['files.extract', 'twin.read-memory'];
// An evaluation runs up to its own 30-minute limit and is never retried: its run is marked failed by its clean-up when
// its instance is lost, so its expiry is that limit plus the margin rather than two minutes.
const LONG_RUNNING_JOBS = ['quality.evaluate'];
const ownTimeoutSeconds = (name: string, config: Config): number =>
  AI_CALL_JOBS.includes(name) ? config.ai.timeoutMs / 1000 : EXTRACTION_JOBS.includes(name) ? config.extraction.timeoutMs / 1000 : 0;

describe('[JOBS] job expiry', () => {
  it('names every job with a time limit of its own', () => {
    const names = ALL_JOBS.map((job) => job.name);
    for (const name of [...AI_CALL_JOBS, ...EXTRACTION_JOBS]) expect(names).toContain(name);
  });

  it.each([
    ['the default settings', {}],
    ['the longest extraction limit', { EXTRACT_TIMEOUT_MS: '100000' }],
    ['a 90-second AI limit', { AI_TIMEOUT_MS: '90000' }],
  ])('gives each job at most two minutes, and more than its own time limit, with %s', (_case, env) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
    for (const job of ALL_JOBS) {
      const expiry = jobExpirySeconds(job, config);
      if (LONG_RUNNING_JOBS.includes(job.name)) {
        expect(job.retry.limit, job.name).toBe(0);
        expect(job.onFailed, job.name).toBeDefined();
        continue;
      }
      expect(expiry, job.name).toBeLessThanOrEqual(120);
      expect(expiry, job.name).toBeGreaterThan(ownTimeoutSeconds(job.name, config));
    }
  });

  it('finds a grading lost with its instance within 90 seconds by default', () => {
    const grading = ALL_JOBS.find((job) => job.name === 'conversations.grade')!;
    expect(jobExpirySeconds(grading, loadConfig({ LOG_LEVEL: 'silent' })) + MAINTENANCE_INTERVAL_SECONDS).toBeLessThanOrEqual(90);
  });
});
