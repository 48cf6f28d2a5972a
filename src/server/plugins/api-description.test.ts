// Lints the published API description (/docs/json) with Redocly's recommended rules, as a client's tooling would.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { operationIdOf } from './api-description.ts';

const run = promisify(execFile);
const redoclyCli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly's recommended lint of `document`, offline: no telemetry, no update check. */
async function lint(document: unknown): Promise<LintProblem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'engram-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // The CLI exits 1 when it finds errors; its JSON report is on standard output either way.
    const { stdout } = await run(process.execPath, [redoclyCli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '10000', file], { env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => {
        if (!error.stdout) throw new Error(`redocly lint did not run: ${error.stderr ?? String(error)}`);
        return { stdout: error.stdout };
      },
    );
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('[APP] the published API description', () => {
  const ctx = useTestApp(undefined);
  let problems: LintProblem[] | undefined;
  const problemsOf = async () => (problems ??= await lint((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json()));
  afterAll(() => {
    const warnings = (problems ?? []).filter((problem) => problem.severity === 'warn');
    if (warnings.length > 0) console.info(`redocly lint warnings:\n${warnings.map((warning) => `${warning.ruleId} at ${warning.location[0]?.pointer ?? '?'}`).join('\n')}`);
  });

  it('passes Redocly\'s recommended lint without an error', async () => {
    const errors = (await problemsOf()).filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId} at ${error.location[0]?.pointer ?? '?'}: ${error.message}`)).toEqual([]);
  }, 120_000);

  it('names every operation and says how it authenticates', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      servers?: { url: string }[];
      paths: Record<string, Record<string, { summary?: string; operationId?: string; security?: Record<string, string[]>[]; responses?: Record<string, { description?: string }> }>>;
    };
    expect(spec.servers?.length).toBeGreaterThan(0);
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(operations.filter(({ operation }) => !operation.summary || !operation.operationId || !operation.security).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
    // Public routes say so; the rest take the token as a bearer header or the login's cookie.
    expect(spec.paths['/users/login']?.post?.security).toEqual([]);
    expect(spec.paths['/users/me']?.get?.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    // The refusals every protected route shares, in words.
    expect(spec.paths['/users/me']?.get?.responses?.['401']?.description).toBe('Unauthorized');
  });
});

describe('[APP] operation ids', () => {
  it('are built from the method and the path, parameters included', () => {
    expect(operationIdOf('GET', '/persona/:id/usage')).toBe('getPersonaByIdUsage');
    expect(operationIdOf('POST', '/conversations/:id/messages/:messageId/interrupt')).toBe('postConversationsByIdMessagesByMessageIdInterrupt');
    expect(operationIdOf('GET', '/conversations/:id/transcript.pdf')).toBe('getConversationsByIdTranscriptPdf');
  });
});
