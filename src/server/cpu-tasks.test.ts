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

  it('runs a task without a worker engine inline', async () => {
    expect(await run('not-a-worker-task', {}, () => 'inline answer')).toBe('inline answer');
  });
});
