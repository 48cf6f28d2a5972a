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
