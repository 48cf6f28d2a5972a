// The llama.cpp runtime the local engine runs on: made once per process, and whether a context uses flash attention.
import type { Llama } from 'node-llama-cpp';
import type { LocalEngineConfig } from '../../config/ai-env.ts';

const GIB = 1024 ** 3;
const formatGib = (bytes: number) => `${(bytes / GIB).toFixed(1)} GB`;

/**
 * Whether the context uses flash attention: on a GPU, as llama.cpp chooses; on the CPU, never. llama.cpp's CPU flash
 * attention reads a batch of fewer than 64 new tokens (a turn's line and the reply before it, about 60) one token at
 * a time over the whole kept context, about ten times the work of the plain attention, and growing with the
 * conversation: a turn's first words at turn 20 took three times as long as at turn 2 (bench/local-engine.ts).
 */
export function usesFlashAttention(gpuLayers: number): boolean | 'auto' {
  return gpuLayers > 0 ? 'auto' : false;
}

let sharedLlama: Promise<Llama> | undefined;
let sharedLlamaKey = '';

/** The llama.cpp runtime, once per process: prebuilt binaries only (nothing is built or downloaded at run time). */
export function defaultLlama(config: LocalEngineConfig): Promise<Llama> {
  const key = `${config.gpu}:${config.threads}`;
  if (!sharedLlama || sharedLlamaKey !== key) {
    sharedLlamaKey = key;
    sharedLlama = import('node-llama-cpp').then(({ getLlama, LlamaLogLevel }) =>
      getLlama({ gpu: config.gpu ? 'auto' : false, build: 'never', maxThreads: config.threads, logLevel: LlamaLogLevel.error, progressLogs: false }),
    );
    // A failed start is tried again next time.
    sharedLlama.catch(() => {
      sharedLlama = undefined;
    });
  }
  return sharedLlama;
}

/** Why the model does not fit in free memory, with the figures and what to change; null when it fits. */
export function memoryShortfall({ fileSize, contextNeed, free }: { fileSize: number; contextNeed: number; free: number }, config: Pick<LocalEngineConfig, 'sessions' | 'contextSize'>): string | null {
  const need = fileSize + contextNeed;
  if (need <= free) return null;
  return `The local model needs about ${formatGib(need)} of memory (${formatGib(fileSize)} for the model, ${formatGib(contextNeed)} for ${config.sessions} conversations of ${config.contextSize} tokens) and ${formatGib(free)} is free. Choose a smaller model, or lower LOCAL_AI_SESSIONS or LOCAL_AI_CONTEXT_SIZE.`;
}
