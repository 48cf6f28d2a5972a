// Server memory under parallel uploads, through the built server on an embedded database.
// (a) 12 concurrent POST /twin/memories of a 50 MB photo (3 accounts × 4).
// (b) 12 concurrent POST /files/create of a 20 MB text file (the default UPLOAD_MAX_BYTES), one account each.
// For each: the server's RSS just before, its peak while the uploads stream (sampled every 10 ms, and VmHWM where it
// can be reset), and 2 s after the last answer, with the answers' status codes. The server runs no job worker. Uploads stream to storage, so the
// peak should stay far below the bytes in flight (600 MB in (a)). Prints figures; never passes or fails.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { peakRssMb, registerAndLogin, resetPeakRss, rssMb, sampleRss, startServer } from './lib.mjs';

const PORT = 4719;
const MB = 1024 * 1024;
const PARALLEL = 12;


/**
 * Streams one multipart upload of `size` bytes (the file starts with `signature`) without holding it in this process
 * either: the same 1 MB block is written over and over. Resolves with the status code (0 when the request failed).
 */
function streamUpload({ path, cookie, fields, filename, contentType, signature, size }) {
  const boundary = `----engram-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(MB, 'a');
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', () => resolve(0));
    void (async () => {
      request.write(head);
      request.write(signature);
      let left = size - signature.length;
      while (left > 0) {
        const piece = left >= block.length ? block : block.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) await new Promise((drained) => request.once('drain', drained));
      }
      request.end(tail);
    })();
  });
}

async function measure(label, server, uploads) {
  const before = rssMb(server.pid);
  const isReset = resetPeakRss(server.pid);
  const stop = sampleRss(server.pid);
  const started = performance.now();
  const statuses = await Promise.all(uploads.map((upload) => streamUpload(upload)));
  const seconds = (performance.now() - started) / 1000;
  const sampled = stop();
  const peak = isReset ? Math.max(peakRssMb(server.pid), sampled) : sampled;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMb(server.pid);
  const counts = Object.entries(statuses.reduce((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const inFlightMb = uploads.reduce((sum, upload) => sum + upload.size, 0) / MB;
  console.log(
    `${label}: ${counts} in ${seconds.toFixed(1)} s (${inFlightMb.toFixed(0)} MB sent); server RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB), after ${after.toFixed(0)} MB`,
  );
}

export async function run() {
  console.log(`upload memory: ${PARALLEL} parallel uploads, server RSS before / peak / after`);
  const server = await startServer({
    port: PORT,
    // No job worker in this process: the files' text extraction (a worker thread reading each file back, bounded by
    // the pool's size) would otherwise run during (b) and be counted as upload memory.
    env: { WORKER: 'false', CREATOR_EMAILS: '', TWIN_MEMORY_MAX_BYTES: String(50 * MB), FILES_QUOTA_BYTES: String(1024 * MB), UPLOAD_MAX_BYTES: String(20 * MB) },
  });
  try {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const owners = [];
    for (let index = 0; index < 3; index += 1) owners.push(await registerAndLogin(server.baseUrl, `bench.upload.${Date.now()}.${index}@example.com`));
    await measure(
      '(a) 12 × 50 MB memories (3 accounts × 4)',
      server,
      Array.from({ length: PARALLEL }, (_, index) => ({
        path: '/twin/memories',
        cookie: owners[index % owners.length].cookies.join('; '),
        fields: [
          ['kind', 'photo'],
          ['title', `Photo ${index}`],
        ],
        filename: `photo-${index}.png`,
        contentType: 'image/png',
        signature: png,
        size: 50 * MB - 1024,
      })),
    );

    const people = [];
    for (let index = 0; index < PARALLEL; index += 1) people.push(await registerAndLogin(server.baseUrl, `bench.files.${Date.now()}.${index}@example.com`));
    await measure(
      '(b) 12 × 20 MB source files (12 accounts)',
      server,
      people.map((person, index) => ({
        path: '/files/create',
        cookie: person.cookies.join('; '),
        fields: [['organization_id', person.account.email]],
        filename: `notes-${index}.txt`,
        contentType: 'text/plain',
        signature: Buffer.from('notes\n'),
        size: 20 * MB,
      })),
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
