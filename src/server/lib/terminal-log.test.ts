import { describe, expect, it } from 'vitest';
import { terminalLogLine, terminalLogStream } from './terminal-log.ts';

const at = new Date(2026, 11, 2, 9, 5, 7).getTime();

describe('terminal log', () => {
  it('writes an entry as its time, level and message, with its own fields after', () => {
    expect(terminalLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'Engram is running', model: 'qwen 1.5b', port: 3000 }))).toBe(
      '09:05:07 INFO  Engram is running model="qwen 1.5b" port=3000',
    );
  });

  it('writes a finished request as its method, address, status and time', () => {
    expect(terminalLogLine(JSON.stringify({ level: 30, time: at, reqId: 'r1', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }))).toBe(
      '09:05:07 INFO  GET /api/health → 200 in 3 ms',
    );
  });

  it('puts an error’s stack under its line', () => {
    const line = terminalLogLine(JSON.stringify({ level: 50, time: at, msg: 'job failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }));
    expect(line).toBe('09:05:07 ERROR job failed\n  Error: boom\n      at x');
  });

  it('passes on a line that is not JSON and splits a chunk of several entries', () => {
    const written: string[] = [];
    terminalLogStream({ write: (text: string) => written.push(text) as unknown as boolean }).write(`not json\n${JSON.stringify({ level: 40, time: at, msg: 'careful' })}\n`);
    expect(written).toEqual(['not json\n', '09:05:07 WARN  careful\n']);
  });
});
