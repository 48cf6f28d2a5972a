// Query keys that more than one feature reads or invalidates (a page that creates a scenario refreshes the
// showcase's list), kept here so no feature imports another.

/** Every scenario list, whoever it belongs to: invalidate this after a create, update or delete. */
export const SCENARIOS_QUERY_KEY = ['scenarios'] as const;

/** The scenario list of one person (`GET /quick-roleplay/all/{email}`). */
export function scenariosQueryKey(email: string) {
  return [...SCENARIOS_QUERY_KEY, email] as const;
}

/** The signed-in person's credit balance and ledger (`GET /credits`). */
export const CREDITS_QUERY_KEY = ['credits'] as const;

/** Every roleplay session (conversation) the person has: invalidate after a start or an end. */
export const CONVERSATIONS_QUERY_KEY = ['conversations'] as const;

/** One session with its lines (`GET /conversations/{id}`). */
export function conversationQueryKey(id: string) {
  return [...CONVERSATIONS_QUERY_KEY, id] as const;
}
