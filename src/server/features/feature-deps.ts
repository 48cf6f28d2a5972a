import type { AiClient } from '../ai/ai-client.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What app.ts hands every feature's route plugin. */
export interface FeatureDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  storage: FileStorage;
  ai: AiClient;
}
