import { writeTinyGguf } from './tiny-gguf.test-helpers.ts';
import { createAiClient } from '../ai-client.ts';
import { twinSummaryTask } from '../tasks/twin-summary/task.ts';
import { createLanguageModel } from '../language-models.ts';
import { generateObject } from 'ai';
writeTinyGguf('/tmp/le-tiny.gguf', { lean: { '</s>': -8, '"': 1.5, ']': 1.5, '}': 1.5 } });
const local = { modelsDir: '', concurrency: 2, sessions: 4, contextSize: 4096, idleMs: 60_000, threads: 1, gpu: false };
const cfg = { provider: 'local' as const, model: '/tmp/le-tiny.gguf', baseUrl: undefined, apiKey: undefined, timeoutMs: 30_000, local };
const model = await createLanguageModel(cfg);
try {
const r = await generateObject({ model, schema: twinSummaryTask.schema, prompt: 'x', system: 'y', maxRetries: 0 });
console.log(r.object);
} catch (e) { console.log(e); }
process.exit(0);
