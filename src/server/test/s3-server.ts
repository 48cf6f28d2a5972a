// An S3-compatible server for tests (s3rver) on 127.0.0.1, its bucket in a temporary folder removed when it stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../storage/s3-storage.ts';

export interface TestS3Server {
  settings: S3StorageSettings;
  /** The same settings as STORAGE/S3_* variables, for an app's configuration. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = 'engram-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'engram-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts these fixed credentials.
  const settings: S3StorageSettings = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
