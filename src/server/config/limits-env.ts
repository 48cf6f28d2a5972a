// What one person may use: upload sizes and quotas, the bounds on reading a document, and metered model use.
import { z } from 'zod';
import { numberFromString } from './env-fields.ts';

export const LimitsEnvSchema = z.object({
  UPLOAD_MAX_BYTES: numberFromString().int().min(1024).default(20 * 1024 * 1024),
  FILES_QUOTA_BYTES: numberFromString().int().min(1024).default(500 * 1024 * 1024),
  FILES_MAX_COUNT: numberFromString().int().min(1).default(200),
  EXTRACT_MAX_INFLATED_BYTES: numberFromString().int().min(1024).default(50 * 1024 * 1024),
  EXTRACT_MAX_COMPRESSION_RATIO: numberFromString().min(2).default(100),
  EXTRACT_MAX_PDF_PAGES: numberFromString().int().min(1).default(2000),
  // Below the files.extract job's 120 s expiry, so a slow document fails readably before the job counts as lost.
  EXTRACT_TIMEOUT_MS: numberFromString().int().min(1000).max(100_000).default(30_000),
  VIBES_CHECKS_PER_DAY: numberFromString().int().min(1).default(30),
  SESSION_MAX_TURNS: numberFromString().int().min(1).max(1000).default(60),
  SESSION_MAX_MINUTES: numberFromString().int().min(1).max(1440).default(60),
});

type LimitsEnv = z.infer<typeof LimitsEnvSchema>;

export type LimitsConfig = {
  uploadMaxBytes: number;
  /** Each person's source files: total bytes and how many (reserved before the bytes are written; 413 beyond). */
  filesQuota: { bytes: number; count: number };
  /** Bounds on reading an uploaded document; past one, its job fails with "This document is too large to read: …". */
  extraction: { maxInflatedBytes: number; maxCompressionRatio: number; maxPdfPages: number; timeoutMs: number };
  /**
   * Metered model use: Vibes Checks per person per day, learner turns per session, and the longest a session without a
   * timer may run (minutes from its start).
   */
  metering: { vibesChecksPerDay: number; sessionMaxTurns: number; sessionMaxMinutes: number };
};

export function readLimitsConfig(e: LimitsEnv): LimitsConfig {
  return {
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    filesQuota: { bytes: e.FILES_QUOTA_BYTES, count: e.FILES_MAX_COUNT },
    extraction: {
      maxInflatedBytes: e.EXTRACT_MAX_INFLATED_BYTES,
      maxCompressionRatio: e.EXTRACT_MAX_COMPRESSION_RATIO,
      maxPdfPages: e.EXTRACT_MAX_PDF_PAGES,
      timeoutMs: e.EXTRACT_TIMEOUT_MS,
    },
    metering: { vibesChecksPerDay: e.VIBES_CHECKS_PER_DAY, sessionMaxTurns: e.SESSION_MAX_TURNS, sessionMaxMinutes: e.SESSION_MAX_MINUTES },
  };
}
