// Where uploaded bytes live: this machine's disk or an S3-compatible bucket.
import { z } from 'zod';
import { booleanFromString, httpUrl, optionalString } from './env-fields.ts';

export const StorageEnvSchema = z.object({
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl(),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
});

type StorageEnv = z.infer<typeof StorageEnvSchema>;

export type StorageConfig = {
  /**
   * Where uploaded bytes live: `local` is DATA_DIR/files on this machine; `s3` is a bucket of any S3-compatible
   * object store, which every instance shares. Credentials unset fall back to the AWS SDK's own chain.
   */
  storage:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
};

export function storageProblems(e: StorageEnv): string[] {
  const problems: string[] = [];
  if (e.STORAGE === 's3' && !e.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE is s3 (the bucket that holds uploads)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds credentials itself)');
  }
  return problems;
}

export function readStorageConfig(e: StorageEnv): StorageConfig {
  return {
    storage:
      e.STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
  };
}
