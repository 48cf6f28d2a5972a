import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { FEATURE_CPU_TASKS } from './app/features.ts';
import { createCpuPool, offlineRunner } from './cpu-tasks.ts';
import { sharedCpuPool } from './test/shared-cpu-pool.ts';

describe('[CPU] offline AI engines run in worker threads', () => {
  // The test process's pool, the one the route tests' apps run their engines in: its threads, once started by any
  // file, serve these tests too (a thread started from the source costs about 1.3 CPU-seconds).
  const cpu = sharedCpuPool(loadConfig({ LOG_LEVEL: 'silent' }));
  const run = offlineRunner(cpu);

  it('answers a known engine from a worker, never inline', async () => {
    const persona = (await run('generate-persona', { name: 'Sarah', prompt: 'Sarah, 42, a sceptical procurement manager at a hospital', fileTexts: [] }, () => {
      throw new Error('ran on the main thread');
    })) as { age: string; occupation: string };
    expect(persona.age).toBe('42');
    expect(persona.occupation.toLowerCase()).toContain('procurement manager');
  });

  it('speaks offline in a worker thread, and refuses text the contract would not let through', async () => {
    const wav = Buffer.from(await cpu.run('speech.synthesize-offline', { text: 'Good morning.', language: 'en-US', gender: 'Male' }));
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(wav.length).toBeGreaterThan(10_000);
    await expect(cpu.run('speech.synthesize-offline', { text: ' ', language: 'en-US' })).rejects.toThrow(/must have 1 to 1000 characters/);
  });

  it('serves the tasks of every feature that declares some', async () => {
    const outcome = await cpu.run('files.extract-text', { fileType: 'txt', bytes: new TextEncoder().encode('Quarterly notes'), limits: loadConfig({}).extraction });
    expect(outcome).toEqual({ ok: true, text: 'Quarterly notes' });
  });

  it('refuses two task modules that give one name, rather than leaving one unreachable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engram-cpu-tasks-'));
    const module = join(dir, 'twice.cpu-tasks.mjs');
    writeFileSync(module, "export const CPU_TASKS = { 'files.extract-text': () => 'second' };\n");
    const twice = createCpuPool({ workerThreads: { count: 1, memoryMb: 256 } }, [...FEATURE_CPU_TASKS, pathToFileURL(module)]);
    try {
      await expect(twice.run('files.extract-text', { fileType: 'txt', bytes: new Uint8Array(), limits: loadConfig({}).extraction })).rejects.toThrow(/Two task modules name the worker task files\.extract-text/);
    } finally {
      await twice.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs a task without a worker engine inline', async () => {
    expect(await run('not-a-worker-task', {}, () => 'inline answer')).toBe('inline answer');
  });
});
