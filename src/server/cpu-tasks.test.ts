import { afterAll, describe, expect, it } from 'vitest';
import { createCpuPool, offlineRunner } from './cpu-tasks.ts';

describe('[CPU] offline AI engines run in worker threads', () => {
  const cpu = createCpuPool({ workerThreads: { count: 1, memoryMb: 256 } });
  const run = offlineRunner(cpu);
  afterAll(() => cpu.close());

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

  it('runs a task without a worker engine inline', async () => {
    expect(await run('not-a-worker-task', {}, () => 'inline answer')).toBe('inline answer');
  });
});
