// The local engine's settings and translations, without a model: which file AI_MODEL names, the environment's
// LOCAL_AI_* settings, a call's prompt as the engine's messages, and a JSON schema as the grammar builder takes it.
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import { TwinSummaryPlacementSchema } from '../contracts/twin-summary.ts';
import { modelFilePath } from '../local-model-files.ts';
import { toGrammarSchema } from './llama-inputs.ts';
import { memoryShortfall, usesFlashAttention } from './llama-runtime.ts';
import { cleanModelText, toLocalMessages } from './local-language-model.ts';

describe('the local engine’s model file', () => {
  it('reads a model name as DATA_DIR/models/<name>.gguf, a path as that file, and anything else as no file', () => {
    expect(modelFilePath('/data/models', 'qwen2.5-1.5b-instruct')).toBe(join('/data/models', 'qwen2.5-1.5b-instruct.gguf'));
    expect(modelFilePath('/data/models', '/models/mine.gguf')).toBe('/models/mine.gguf');
    expect(modelFilePath('/data/models', 'models/Mine.GGUF')).toBe(resolve('models/Mine.GGUF'));
    expect(modelFilePath('/data/models', 'mine.gguf')).toBe(resolve('mine.gguf'));
    expect(modelFilePath('/data/models', 'Not a name')).toBeUndefined();
    expect(modelFilePath('/data/models', '  ')).toBeUndefined();
    expect(modelFilePath('/data/models', undefined)).toBeUndefined();
  });
});

describe('the local engine’s settings', () => {
  it('takes AI_PROVIDER=local with a model, keeps models in DATA_DIR/models, and follows the cores unless set', () => {
    const config = loadConfig({ AI_PROVIDER: 'local', AI_MODEL: 'small', DATA_DIR: '/srv/engram' });
    expect(config.ai.provider).toBe('local');
    expect(config.ai.local).toMatchObject({ modelsDir: resolve('/srv/engram', 'models'), contextSize: 4096, gpu: true });
    expect(config.ai.local!.threads).toBeGreaterThanOrEqual(1);
    expect(config.ai.local!.concurrency).toBeGreaterThanOrEqual(1);
    const set = loadConfig({ AI_PROVIDER: 'local', AI_MODEL: 'small', LOCAL_AI_CONCURRENCY: '3', LOCAL_AI_SESSIONS: '2', LOCAL_AI_THREADS: '1', LOCAL_AI_GPU: 'false', LOCAL_AI_IDLE_MS: '5000' });
    // Every running generation needs a context, so the sessions are never fewer than the generations at once.
    expect(set.ai.local).toMatchObject({ concurrency: 3, sessions: 3, threads: 1, gpu: false, idleMs: 5000 });
  });

  it('takes AI_PROVIDER=local without a model (the one installed in DATA_DIR/models answers), and refuses a setting out of range', () => {
    expect(loadConfig({ AI_PROVIDER: 'local' }).ai.provider).toBe('local');
    expect(() => loadConfig({ AI_PROVIDER: 'local', AI_MODEL: 'm', LOCAL_AI_CONCURRENCY: '0' })).toThrow(/LOCAL_AI_CONCURRENCY/);
    expect(() => loadConfig({ AI_PROVIDER: 'llama' })).toThrow(/must be offline, local, openai, anthropic, ollama or openai-compatible/);
  });
});

describe('the local engine’s attention', () => {
  it('leaves flash attention to llama.cpp on a GPU and turns it off on the CPU, where a turn’s few new tokens are read one at a time', () => {
    expect(usesFlashAttention(0)).toBe(false);
    expect(usesFlashAttention(28)).toBe('auto');
  });
});

describe('a call’s prompt for the local engine', () => {
  it('keeps the text of each turn, and adds a JSON call’s schema to the system message', () => {
    const prompt = [
      { role: 'system' as const, content: 'You are a baker.' },
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'Hello ' }, { type: 'text' as const, text: 'there' }] },
      { role: 'assistant' as const, content: [{ type: 'text' as const, text: 'Morning.' }] },
    ];
    expect(toLocalMessages({ prompt })).toEqual([
      { role: 'system', content: 'You are a baker.' },
      { role: 'user', content: 'Hello there' },
      { role: 'assistant', content: 'Morning.' },
    ]);
    const json = toLocalMessages({ prompt, responseFormat: { type: 'json', schema: { type: 'object', properties: { ok: { type: 'boolean' } } } } });
    expect(json[0]!.content).toMatch(/^You are a baker\.\n\nAnswer with one JSON value only.*\n\{"type":"object","properties":\{"ok":\{"type":"boolean"\}\}\}$/s);
  });
});

describe('the local model’s text', () => {
  it('loses the control characters a model may write (NUL is refused by the database), and keeps line breaks and tabs', () => {
    expect(cleanModelText('Hi\u0000 there\u0007.\n\tNext\r\n')).toBe('Hi there.\n\tNext\r\n');
  });
});

describe('a JSON schema for the grammar', () => {
  it('keeps the shape and limits of a task contract and drops what the grammar builder does not read', () => {
    const schema = toGrammarSchema(z.toJSONSchema(TwinSummaryPlacementSchema)) as Record<string, unknown>;
    expect(schema.$schema).toBeUndefined();
    expect(schema).toMatchObject({
      type: 'object',
      required: ['sentences', 'tags'],
      properties: { sentences: { type: 'array', items: { type: 'object', properties: { sections: { type: 'array', maxItems: 2, items: { enum: expect.any(Array) } } } } } },
    });
  });

  it('turns a list of types into a choice, and an open object into any object', () => {
    expect(toGrammarSchema({ type: ['string', 'null'], maxLength: 3, pattern: '^a' })).toEqual({ oneOf: [{ type: 'string', maxLength: 3 }, { type: 'null', maxLength: 3 }] });
    expect(toGrammarSchema({ type: 'object' })).toEqual({ type: 'object', additionalProperties: true });
    expect(toGrammarSchema({ type: 'string', format: 'email' })).toEqual({ type: 'string' });
  });
});

describe('the local engine’s memory check', () => {
  const GIB = 1024 ** 3;
  const config = { sessions: 4, contextSize: 8192 };

  it('lets a model load when its file and contexts fit in free memory', () => {
    expect(memoryShortfall({ fileSize: 2 * GIB, contextNeed: GIB, free: 3 * GIB }, config)).toBeNull();
  });

  it('says what the model needs, what is free and what to change when it does not fit', () => {
    expect(memoryShortfall({ fileSize: 2 * GIB, contextNeed: GIB, free: 1.5 * GIB }, config)).toBe(
      'The local model needs about 3.0 GB of memory (2.0 GB for the model, 1.0 GB for 4 conversations of 8192 tokens) and 1.5 GB is free. Choose a smaller model, or lower LOCAL_AI_SESSIONS or LOCAL_AI_CONTEXT_SIZE.',
    );
  });
});
