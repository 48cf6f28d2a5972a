// Where an operator's secret may be sent: a key only to the origin (scheme, host and port) it was saved or set for,
// an SMTP password only to the user, host and port it was saved with. The server applies these rules; the admin pages
// use the same functions to say, before anything is sent, that a key must be typed again.
import type { AiProvider } from './contracts/admin.ts';

/** Where each provider is reached when no base URL is given; a provider without one needs a base URL. */
export const PROVIDER_DEFAULT_ORIGINS: Partial<Record<AiProvider, string>> = {
  openai: 'https://api.openai.com',
  anthropic: 'https://api.anthropic.com',
  ollama: 'http://127.0.0.1:11434',
};

/** Speech without a base URL talks to OpenAI's audio API. */
export const SPEECH_DEFAULT_ORIGIN = 'https://api.openai.com';

/** `https://host:port` of an http(s) URL (the default port left out), or null when it is not one. */
export function urlOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Where an AI key goes for `provider` at `baseUrl` (empty: the provider's own address); null when nothing is sent. */
export function aiKeyDestination(provider: AiProvider, baseUrl: string | undefined): string | null {
  // The built-in engine and a local model run in this server: a key goes nowhere.
  if (provider === 'offline' || provider === 'local') return null;
  return baseUrl ? urlOrigin(baseUrl) : (PROVIDER_DEFAULT_ORIGINS[provider] ?? null);
}

/** Where a speech key goes for `baseUrl` (empty: OpenAI). */
export function speechKeyDestination(baseUrl: string | undefined): string | null {
  return baseUrl ? urlOrigin(baseUrl) : SPEECH_DEFAULT_ORIGIN;
}

/** `user@host:port` of an SMTP URL (the port smtp:// or smtps:// implies when none is written), or null when it is not one. */
export function smtpPasswordDestination(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    const parsed = new URL(smtpUrl);
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') return null;
    // smtp:// is not a scheme URL parsers know, so its host keeps the case it was typed in.
    const host = parsed.hostname.toLowerCase();
    if (!host) return null;
    const port = parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587');
    const user = decodeURIComponent(parsed.username);
    return `${user ? `${user}@` : ''}${host}:${port}`;
  } catch {
    return null;
  }
}

/** The answer when a saved secret would go somewhere it was not saved for. */
export function retypeSecretMessage(field: 'API key' | 'SMTP password', destination: string): string {
  const noun = field === 'API key' ? 'key' : 'password';
  return `Type the ${field} again: the saved ${noun} is only sent to ${destination}.`;
}

/** The answer when a secret the environment sets would go somewhere its environment did not name. */
export function environmentSecretMessage(variable: string, baseUrlVariable: string, target: string): string {
  return `The API key set by the server's environment (${variable}) is only sent to ${baseUrlVariable} or the provider's own address, not to ${target}.`;
}
