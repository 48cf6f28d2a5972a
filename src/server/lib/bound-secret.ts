// Picks the secret a call may carry: one typed with the request goes where the request says; a saved or environment
// secret only to the destination it is bound to (shared/secret-destinations.ts says how a destination is written).
import { badRequest } from './http-errors.ts';

/** A secret and the one destination it may be sent to; null: nowhere. */
export interface BoundSecret {
  value: string;
  destination: string | null;
}

/** The first secret bound to `target`; a call to nowhere (null) carries none. */
export function boundSecretFor(target: string | null, ...secrets: (BoundSecret | undefined)[]): string | undefined {
  if (target === null) return undefined;
  return secrets.find((secret) => secret !== undefined && secret.destination === target)?.value;
}

interface SecretChoice {
  /** Typed with this request: sent wherever the request goes. */
  typed: string | undefined;
  /** The admin asked to forget the saved secret: it is not used. */
  isCleared: boolean;
  saved: BoundSecret | undefined;
  /** Set by the server's environment, which the page cannot change; it wins where it is bound. */
  environment: BoundSecret | undefined;
  target: string | null;
  /** The 400 answers when the saved or the environment's secret is bound elsewhere. */
  messages: { saved: (destination: string) => string; environment?: (target: string) => string };
}

/**
 * The secret a test, a model list or a save for `target` uses. Without a typed one, a saved or environment secret
 * bound elsewhere is never sent: the answer is 400, so the admin types it again (or removes the saved one).
 */
export function chooseSecret({ typed, isCleared, saved, environment, target, messages }: SecretChoice): string | undefined {
  if (typed !== undefined) return typed;
  const kept = isCleared ? undefined : saved;
  const bound = boundSecretFor(target, environment, kept);
  if (bound !== undefined || target === null) return bound;
  if (environment && messages.environment) throw badRequest(messages.environment(target));
  if (kept?.destination) throw badRequest(messages.saved(kept.destination));
  return undefined;
}

/** What an admin page shows of a secret: whether one is set, and its last four characters once it is long enough (8) not to give it away. */
export function secretHint(secret: string | undefined): { isSet: boolean; lastFour: string | null } {
  return { isSet: Boolean(secret), lastFour: secret && secret.length >= 8 ? secret.slice(-4) : null };
}

/**
 * The API key a settings page's save stores, sealed, with where it may be sent: a typed one for `destination`, where it
 * was typed for, else the saved one unless the admin removed it; nothing when neither is left.
 */
export function apiKeyToStore(
  input: { apiKey?: string; clearApiKey: boolean },
  savedKey: BoundSecret | undefined,
  destination: string | null,
  secrets: { seal(value: string): string },
): { apiKey?: string; apiKeyDestination?: string } {
  const kept = input.apiKey !== undefined ? { value: input.apiKey, destination } : input.clearApiKey ? undefined : savedKey;
  if (!kept) return {};
  return { apiKey: secrets.seal(kept.value), ...(kept.destination ? { apiKeyDestination: kept.destination } : {}) };
}
