// The app's log lines, kept in memory: start a test app with `stream` as its log stream and read `text()`.
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  /** Every line written so far. */
  text(): string;
}

export function createLogCapture(): LogCapture {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join('') };
}
