// The models a provider offers, from its own list where its API has one: OpenAI and OpenAI-compatible servers
// (`GET {base}/models`), Ollama (`GET /api/tags`). Other providers have none: the AI page shows a text field.
import type { AiProvider } from '../../shared/contracts/admin.ts';

const LIST_TIMEOUT_MS = 10_000;
const MAX_MODELS = 500;

export type ProviderModels = { isListed: true; models: string[] } | { isListed: false; message: string };

/** Where the provider's list is, or null when its API has none this page reads. */
function modelsUrl(provider: AiProvider, baseUrl: string | undefined): string | null {
  const base = baseUrl?.replace(/\/+$/, '');
  switch (provider) {
    case 'openai':
      return `${base ?? 'https://api.openai.com/v1'}/models`;
    case 'openai-compatible':
      return base ? `${base}/models` : null;
    case 'ollama':
      // Ollama's OpenAI-compatible address ends in /v1; its own list is beside it.
      return `${(base ?? 'http://127.0.0.1:11434').replace(/\/v1$/, '')}/api/tags`;
    case 'anthropic':
    case 'local':
    case 'offline':
      return null;
  }
}

export async function listProviderModels(provider: AiProvider, baseUrl: string | undefined, apiKey: string | undefined): Promise<ProviderModels> {
  const url = modelsUrl(provider, baseUrl);
  if (!url) {
    if (provider === 'local') return { isListed: false, message: 'Download or choose a local model on the Local model page, or type a model name or a .gguf path.' };
    return { isListed: false, message: provider === 'openai-compatible' ? 'Type the base URL to see its models.' : 'This provider has no model list here: type the model name.' };
  }
  let response: Response;
  try {
    response = await fetch(url, {
      headers: apiKey && provider !== 'ollama' ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
    });
  } catch {
    return { isListed: false, message: `Could not reach ${new URL(url).origin} for its model list: type the model name.` };
  }
  if (response.status === 401 || response.status === 403) return { isListed: false, message: 'The provider refused the API key when asked for its models: type the model name.' };
  if (!response.ok) return { isListed: false, message: `The provider answered ${response.status} when asked for its models: type the model name.` };
  const body: unknown = await response.json().catch(() => null);
  const names =
    provider === 'ollama'
      ? ((body as { models?: { name?: unknown }[] } | null)?.models ?? []).map((model) => model.name)
      : ((body as { data?: { id?: unknown }[] } | null)?.data ?? []).map((model) => model.id);
  const models = [...new Set(names.filter((name): name is string => typeof name === 'string' && name.length > 0))].sort().slice(0, MAX_MODELS);
  if (models.length === 0) return { isListed: false, message: 'The provider listed no models: type the model name.' };
  return { isListed: true, models };
}
