// Where the session's pages live: Meet Your Character, the live session, and where an ended session leads.
import { sessionOptionsToSearch, type SessionOptions } from './session-options.ts';

export function meetPagePath(scenarioId: string, options?: SessionOptions): string {
  const path = `/showcase/roleplay/${encodeURIComponent(scenarioId)}`;
  return options ? `${path}?${sessionOptionsToSearch(options).toString()}` : path;
}

export function sessionPagePath(conversationId: string): string {
  return `/showcase/session/${encodeURIComponent(conversationId)}`;
}

export function reportPagePath(conversationId: string): string {
  return `/showcase/report/${encodeURIComponent(conversationId)}`;
}
