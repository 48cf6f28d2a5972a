// The speech feature's worker-thread tasks; speech.feature.ts hands this module to the pool. The build emits it beside
// main.js (every *.cpu-tasks.ts is a worker module of its own).
import { synthesizeOfflineSpeech } from './espeak-synthesizer.ts';

export const CPU_TASKS = {
  // eSpeak NG in WebAssembly: a few hundred milliseconds of CPU per sentence, compiled once per worker.
  'speech.synthesize-offline': synthesizeOfflineSpeech,
};

declare module '../../lib/worker-pool.ts' {
  interface CpuTasks {
    'speech.synthesize-offline': typeof synthesizeOfflineSpeech;
  }
}
