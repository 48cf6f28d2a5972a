// The operator's storage command: `npm run storage -- migrate --to s3` copies every upload under DATA_DIR/files into
// the S3 bucket that S3_BUCKET and the other S3_* settings name, then reads each copy back and compares its size and
// SHA-256 with the original. Objects already in the bucket with the same bytes are left as they are, so it can be run
// again after an interruption. Local files are not deleted: switch STORAGE to s3, check, then remove DATA_DIR/files.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { localFilesDir } from '../storage/storage.ts';
import { checkCommandName, readCommandConfig, runWhenMain, type OperatorCommand } from './operator-command.ts';

const USAGE = [
  'Usage: npm run storage -- migrate --to s3',
  '  Copies every upload in DATA_DIR/files to the bucket named by S3_BUCKET (with S3_REGION, S3_ENDPOINT,',
  '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) and checks each copy (size and SHA-256).',
  '  Files already copied are skipped; local files are kept. Then set STORAGE=s3 and restart.',
].join('\n');

/** The SHA-256 and byte count of a stream, read once. */
async function digestOf(stream: Readable): Promise<{ sha256: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    sizeBytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), sizeBytes };
}

/** Whether `key` holds the same bytes in both storages. */
async function isSameObject(from: FileStorage, to: FileStorage, key: string): Promise<boolean> {
  if (!(await to.exists(key))) return false;
  const [source, copy] = await Promise.all([digestOf(await from.stream(key)), digestOf(await to.stream(key))]);
  return source.sizeBytes === copy.sizeBytes && source.sha256 === copy.sha256;
}

export const runStorageCommand: OperatorCommand = async (args, output, env) => {
  const [command, flag, target, ...rest] = args;
  const usageCode = checkCommandName(command, 'migrate', USAGE, output);
  if (usageCode !== undefined) return usageCode;
  if (flag !== '--to' || target !== 's3' || rest.length > 0) {
    output.error(`Name the destination: --to s3.\n${USAGE}`);
    return 2;
  }
  // The bucket's settings are read as if STORAGE were already s3, so the copy can be made before switching.
  const config = readCommandConfig(output, env, { STORAGE: 's3' });
  if (!config) return 1;
  if (config.storage.kind !== 's3') return 1;
  const from = createLocalStorage(localFilesDir(config));
  const to = createS3Storage(config.storage);

  let copied = 0;
  let skipped = 0;
  const failed: string[] = [];
  for await (const object of from.list('')) {
    try {
      if (await isSameObject(from, to, object.key)) {
        skipped += 1;
        continue;
      }
      const source = await digestOf(await from.stream(object.key));
      await to.putStreamAt(object.key, await from.stream(object.key));
      const copy = await digestOf(await to.stream(object.key));
      if (copy.sizeBytes !== source.sizeBytes || copy.sha256 !== source.sha256) {
        failed.push(`${object.key}: the copy differs (${copy.sizeBytes} bytes, expected ${source.sizeBytes})`);
        continue;
      }
      copied += 1;
    } catch (error) {
      failed.push(`${object.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  output.log(`Copied and checked ${copied} file(s); ${skipped} already in the bucket, unchanged.`);
  if (failed.length > 0) {
    output.error(`${failed.length} file(s) could not be copied:\n${failed.map((line) => `  - ${line}`).join('\n')}`);
    return 1;
  }
  output.log(`Every file in ${localFilesDir(config)} is in bucket ${config.storage.bucket}. Set STORAGE=s3 and restart.`);
  return 0;
};

runWhenMain(import.meta.url, runStorageCommand);
