// The evaluation command's arguments: help, a bad option or id, and a scenario the configured database does not hold,
// each answered before any evaluation starts.
import { describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../test/test-app.ts';
import { runEvalCommand } from './run.ts';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, output: { log: (line: string) => lines.log.push(line), error: (line: string) => lines.error.push(line) } };
}

describe('[EVAL] npm run eval arguments', () => {
  // An empty embedded database in memory (opened by none of the refusals), and a port nothing answers on.
  const env = { DATA_DIR: 'memory://', PORT: '1', LOG_LEVEL: 'silent' };

  it('prints its usage, saying where scenario ids are read from', async () => {
    const { lines, output } = capture();
    expect(await runEvalCommand(['--help'], output, env)).toBe(0);
    expect(lines.log.join('\n')).toMatch(/DATABASE_URL, or the embedded one in DATA_DIR/);
    expect(lines.log.join('\n')).toMatch(/--json/);
    expect(lines.log.join('\n')).toMatch(/--transcripts/);
  });

  it('refuses an unknown option and a word that is not a scenario id', async () => {
    const unknown = capture();
    expect(await runEvalCommand(['--fast'], unknown.output, env)).toBe(2);
    expect(unknown.lines.error[0]).toMatch(/^Unknown option "--fast"\./);
    const bad = capture();
    expect(await runEvalCommand(['marcus'], bad.output, env)).toBe(2);
    expect(bad.lines.error[0]).toMatch(/^"marcus" is not a scenario id\./);
  });

  it('plays through the engine --engine names, and refuses a missing or unknown one before anything starts', async () => {
    const missing = capture();
    expect(await runEvalCommand(['--engine'], missing.output, env)).toBe(2);
    expect(missing.lines.error[0]).toMatch(/^--engine needs an engine's name, for example --engine local\./);
    const unknown = capture();
    expect(await runEvalCommand(['--engine=llama'], unknown.output, env)).toBe(1);
    expect(unknown.lines.error[0]).toMatch(/AI_PROVIDER: must be offline, local, openai, anthropic, ollama or openai-compatible/);
  });

  it('names a scenario id the configured database does not hold, and plays nothing', async () => {
    const { lines, output } = capture();
    // The configured database at DATABASE_URL: a clone of the test run's, rather than an embedded cluster started for it.
    const configured = { ...env, DATABASE_URL: await createFreshDatabase() };
    expect(await runEvalCommand(['--no-generation', '00000000-0000-4000-8000-000000000099'], output, configured)).toBe(1);
    expect(lines.error).toEqual(['No scenario 00000000-0000-4000-8000-000000000099 in the configured database.']);
    expect(lines.log).toEqual([]);
  }, 60_000);
});
