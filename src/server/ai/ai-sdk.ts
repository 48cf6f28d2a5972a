// The Vercel AI SDK and its provider packages, loaded the first time a provider is called rather than when the server
// starts: the offline engine needs none of them, and loading them took about a fifth of the server's start-up. The
// only importer of `ai` and `@ai-sdk/*` (ai-client.ts and speech-client.ts use them through here).
import type * as Anthropic from '@ai-sdk/anthropic';
import type * as OpenAi from '@ai-sdk/openai';
import type * as OpenAiCompatible from '@ai-sdk/openai-compatible';
import type * as Ai from 'ai';

export interface AiSdk {
  ai: typeof Ai;
  anthropic: typeof Anthropic;
  openai: typeof OpenAi;
  openaiCompatible: typeof OpenAiCompatible;
}

let loaded: AiSdk | undefined;
let loading: Promise<AiSdk> | undefined;

/** The SDK, imported once; every later call answers the same modules. */
export function loadAiSdk(): Promise<AiSdk> {
  loading ??= Promise.all([import('ai'), import('@ai-sdk/anthropic'), import('@ai-sdk/openai'), import('@ai-sdk/openai-compatible')]).then(
    ([ai, anthropic, openai, openaiCompatible]) => (loaded = { ai, anthropic, openai, openaiCompatible }),
    (error: unknown) => {
      // A failed import (a missing package) is tried again by the next call instead of failing every call after it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The SDK if a call has loaded it, else undefined. An error can only be one of the SDK's own once the SDK is
 * loaded, so a check of an error's kind needs no import.
 */
export function loadedAiSdk(): AiSdk | undefined {
  return loaded;
}
