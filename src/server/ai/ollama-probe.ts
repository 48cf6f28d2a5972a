// Looks for an Ollama next door: GET <address>/api/tags with a short timeout, so the server's start and the Local
// model page can offer its models in one click. The address is OLLAMA_URL, else Ollama's own default.
import type { OllamaStatus } from '../../shared/contracts/local-models.ts';

/** Ollama on the same machine answers within this; anything slower is treated as absent. */
export const OLLAMA_PROBE_TIMEOUT_MS = 1500;
const MAX_MODELS = 200;

export async function probeOllama(baseUrl: string, timeoutMs = OLLAMA_PROBE_TIMEOUT_MS): Promise<OllamaStatus> {
  const absent = (message: string): OllamaStatus => ({ baseUrl, isRunning: false, models: [], message });
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/tags`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return absent(`No Ollama answers at ${baseUrl}. Install it from ollama.com and run "ollama pull <model>", or set OLLAMA_URL.`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return absent(`${baseUrl} answered ${response.status}: it does not look like Ollama.`);
  }
  const body: unknown = await response.json().catch(() => null);
  const listed = (body as { models?: { name?: unknown }[] } | null)?.models;
  if (!Array.isArray(listed)) return absent(`${baseUrl} answers, but not like Ollama.`);
  const models = [...new Set(listed.map((model) => model?.name).filter((name): name is string => typeof name === 'string' && name.length > 0 && name.length <= 200))]
    .sort()
    .slice(0, MAX_MODELS);
  return { baseUrl, isRunning: true, models, message: models.length === 0 ? 'Ollama is running but has no models yet: run "ollama pull llama3.2" on the server.' : null };
}
