// What a session's rules say in words and figures: its credits, its language, the daily Vibes Checks, and when a
// session takes no more turns (its end, its timer, or config.metering's turns and minutes).
import { practiceLanguageOf, SESSION_LANGUAGE_LABELS } from '../../../shared/contracts/conversations-constants.ts';
import type { SessionLanguage } from '../../../shared/contracts/conversations.ts';
import { SESSION_CREDIT_COST } from '../../../shared/contracts/scenarios-constants.ts';
import type { ServerText } from '../../i18n/server-text.ts';
import type { ConversationRow } from './conversation-rows.ts';
import type { ChatScenarioRow } from './sessions.repository.ts';

/**
 * Lines a conversation answers and sends to the model, the latest ones: far more than a timed session holds.
 * The character-reply prompt trims what it sends to its token budget.
 */
export const CONVERSATION_MESSAGES_LIMIT = 1000;
export const MINUTE_MS = 60_000;
/** The ledger entry that gives back a session's credits when the learner said nothing in it. */
export const NOTHING_SAID_REFUND_REASON = 'Refund: nothing was said';
export const ENDED_TRANSCRIPT_MESSAGE = 'This session has ended: its lines can no longer be changed.';

/** "You need 10 credits to start a session and have 4: 6 more are needed.", as a catalogue text for the caller's language. */
export function creditsShortText(balance: number): ServerText {
  const have = Math.max(0, balance);
  return { key: 'errors.creditsShort', values: { cost: SESSION_CREDIT_COST, have, count: SESSION_CREDIT_COST - have } };
}


/**
 * The session's language: the learner's choice, else the language the character's persona speaks (its brief's when the
 * scenario has no persona), Indonesian or English.
 */
export function sessionLanguage(choice: SessionLanguage | undefined, scenario: Pick<ChatScenarioRow, 'personaDetails'> & { brief?: ChatScenarioRow['brief'] }): SessionLanguage {
  if (choice) return choice;
  return practiceLanguageOf(scenario.personaDetails?.language ?? scenario.brief?.character.identity.language);
}

/** Why a session in another language than English does not start on the built-in engine, which speaks English only. */
export function builtInEngineLanguageMessage(language: SessionLanguage): string {
  return `This character needs a language model to speak ${SESSION_LANGUAGE_LABELS[language]}: the built-in practice partner speaks English only. Practise in English, or ask your administrator to connect a model.`;
}

/** The daily_usage kind a Vibes Check counts as. */
export const VIBES_CHECK_USAGE = 'vibes_check';
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** "You have used today's 30 Vibes Checks. They renew at midnight UTC." */
export function vibesCheckLimitText(limit: number): ServerText {
  return { key: 'errors.vibesCheckLimit', values: { count: limit } };
}

/** "This session reached its 60 turns. End it to get your report." */
export function sessionTurnsMessage(maxTurns: number): string {
  return `This session reached its ${maxTurns} ${maxTurns === 1 ? 'turn' : 'turns'}. End it to get your report.`;
}

/** "This session reached its 60-minute limit. End it to get your report." */
export function sessionMinutesMessage(maxMinutes: number): string {
  return `This session reached its ${maxMinutes}-minute limit. End it to get your report.`;
}

/** "Marcus Reid ended the conversation." */
export function characterEndedText(characterName: string): string {
  return `${characterName.trim() || 'The character'} ended the conversation.`;
}

/** A session's refusal once its character ended it: "Marcus Reid ended the conversation. End the session to see your report." */
export function characterEndedMessage(characterName: string): string {
  return `${characterEndedText(characterName)} End the session to see your report.`;
}

/**
 * Why a conversation takes no more turns, or null while it does: it has ended, the character ended it, or its time is
 * up (a session without a timer ends after `maxMinutes`).
 */
export function closedReason(conversation: ConversationRow, now: Date, maxMinutes: number): string | null {
  if (conversation.status === 'ended') return 'This conversation has ended.';
  if (conversation.characterEndedMessageId) return characterEndedMessage(conversation.context.character.name);
  if (conversation.endsAt && now >= conversation.endsAt) return "This conversation's time is up.";
  if (!conversation.endsAt && now.getTime() >= conversation.startedAt.getTime() + maxMinutes * MINUTE_MS) return sessionMinutesMessage(maxMinutes);
  return null;
}

/** Seconds until the next midnight UTC, when daily counts renew. */
export function secondsUntilUtcMidnight(now: Date): number {
  return (DAY_MS - (now.getTime() % DAY_MS)) / 1000;
}

/** The first `count` characters, counted as PostgreSQL's left() counts them (code points, not UTF-16 units). */
export function leftCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}

export async function joinText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}
