// The server's log as a person reads it in a terminal: one line per entry with the time, the level and the message,
// then the few fields worth seeing. Where the output is not a terminal the log stays JSON, one object per line.
import type { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** Fields every entry carries, or that the line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function valueText(value: unknown): string | null {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(',');
  return null;
}

/** One JSON log entry as a line of text; a line that is not JSON is passed on as it is. */
export function terminalLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = LEVELS[Number(entry.level)] ?? 'info';
  const request = entry.req as { method?: string; url?: string } | undefined;
  const response = entry.res as { statusCode?: number } | undefined;
  const parts = [clock(entry.time), level.toUpperCase().padEnd(5)];
  if (request?.method) parts.push(`${request.method} ${request.url ?? ''}`);
  if (response?.statusCode) parts.push(`→ ${response.statusCode}${typeof entry.responseTime === 'number' ? ` in ${Math.round(entry.responseTime)} ms` : ''}`);
  if (typeof entry.msg === 'string' && entry.msg !== 'incoming request' && entry.msg !== 'request completed') parts.push(entry.msg);
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => [key, valueText(value)] as const)
    .filter((field): field is readonly [string, string] => field[1] !== null)
    .map(([key, value]) => `${key}=${value}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const lines = [[...parts, ...fields].join(' ')];
  if (err?.stack || err?.message) lines.push(`  ${(err.stack ?? err.message ?? '').split('\n').join('\n  ')}`);
  return lines.join('\n');
}

/** A log destination that writes each entry to `out` as `terminalLogLine` reads it. */
export function terminalLogStream(out: Pick<Writable, 'write'>): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(`${terminalLogLine(line)}\n`);
    },
  };
}
