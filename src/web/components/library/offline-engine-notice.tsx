import { Cpu } from 'lucide-react';

/** Says that generated content comes from the built-in offline engine, and how to connect a model. */
export function OfflineEngineNotice() {
  return (
    <div className="mt-4 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100" data-testid="offline-engine-notice">
      <Cpu className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">Offline engine in use.</strong> Generated personas and rubrics come from Engram&apos;s built-in engine, which
        works without a network. To use a language model, start the server with <code className="rounded bg-sky-100 px-1 dark:bg-sky-900">AI_PROVIDER</code>{' '}
        (openai, anthropic, ollama or openai-compatible) plus <code className="rounded bg-sky-100 px-1 dark:bg-sky-900">AI_MODEL</code> and{' '}
        <code className="rounded bg-sky-100 px-1 dark:bg-sky-900">AI_API_KEY</code> or <code className="rounded bg-sky-100 px-1 dark:bg-sky-900">AI_BASE_URL</code>.
      </p>
    </div>
  );
}
