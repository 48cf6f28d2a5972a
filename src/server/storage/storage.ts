// Picks the storage STORAGE names: local disk (the default) or an S3-compatible bucket.
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

export async function openStorage(config: Pick<Config, 'storage' | 'dataDir'>, filesDir?: string): Promise<FileStorage> {
  if (config.storage.kind === 's3') {
    // Loaded only when used: the AWS SDK is large, and most single-machine installs never need it.
    const { createS3Storage } = await import('./s3-storage.ts');
    return createS3Storage(config.storage);
  }
  return createLocalStorage(filesDir ?? localFilesDir(config));
}

/** DATA_DIR/files: where local storage keeps uploads. */
export function localFilesDir(config: Pick<Config, 'dataDir'>): string {
  return join(resolve(config.dataDir), 'files');
}
