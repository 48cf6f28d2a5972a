// A session as a plain-text transcript for download: a header (scenario, date, mode, character), then every line with
// its time from the session's start, "[01:05] You: …"; when the character walked away, the line after its last one says
// so in the session page's words ("Marcus Reid ended the conversation.").
import { characterEndedText, type ConversationMessageRow, type ConversationRow } from '../sessions/session-records.repository.ts';

export const MODE_LABELS: Record<ConversationRow['mode'], string> = { text: 'Text', speech: 'Speech' };
const LEARNER_LABEL = 'You';

/** "[mm:ss]" from the start, "[h:mm:ss]" past the first hour; a line stamped before the start counts as 00:00. */
export function formatOffset(startedAt: Date, at: Date): string {
  const seconds = Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${pad(minutes)}:${pad(seconds % 60)}`;
}

/** "2025-01-06 08:00 UTC": the server does not know the reader's time zone, so it says which one it uses. */
export function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

type TranscriptMessage = Pick<ConversationMessageRow, 'id' | 'role' | 'content' | 'createdAt' | 'interrupted'>;

/**
 * Where the transcript says the character ended the conversation: the index of the message it follows (the character's
 * line that ended it; the last line when that one is not among the lines read), and the sentence; null when it did not.
 */
export function characterEndedMark(
  conversation: Pick<ConversationRow, 'characterEndedMessageId' | 'context'>,
  messages: readonly Pick<ConversationMessageRow, 'id'>[],
): { afterIndex: number; text: string } | null {
  if (!conversation.characterEndedMessageId) return null;
  const index = messages.findIndex((message) => message.id === conversation.characterEndedMessageId);
  return { afterIndex: index >= 0 ? index : messages.length - 1, text: characterEndedText(conversation.context.character.name) };
}

/** One line per message; a line's own line breaks are kept, indented under it so every entry still starts with its time. */
export function writeTranscript(
  conversation: Pick<ConversationRow, 'scenarioName' | 'mode' | 'startedAt' | 'endedAt' | 'context' | 'characterEndedMessageId'>,
  messages: readonly TranscriptMessage[],
): string {
  const characterName = conversation.context.character.name || 'Character';
  const header = [
    `Scenario: ${conversation.scenarioName}`,
    `Date: ${formatDate(conversation.startedAt)}`,
    `Mode: ${MODE_LABELS[conversation.mode]}`,
    `Character: ${characterName}`,
    ...(conversation.endedAt ? [`Duration: ${formatOffset(conversation.startedAt, conversation.endedAt)}`] : []),
  ];
  const ended = characterEndedMark(conversation, messages);
  const lines = messages.flatMap((message, index) => {
    const speaker = message.role === 'learner' ? LEARNER_LABEL : characterName;
    const content = message.content.trim().replaceAll(/\r\n?|\n/g, '\n    ');
    const time = `[${formatOffset(conversation.startedAt, message.createdAt)}]`;
    const line = `${time} ${speaker}: ${content}${message.interrupted ? ' [interrupted]' : ''}`;
    return ended?.afterIndex === index ? [line, `${time} ${ended.text}`] : [line];
  });
  return `${[...header, '', ...lines].join('\n')}\n`;
}

/** "Transcript - Renewing the hospital contract - 2025-01-06.txt" (or .pdf); the header encodes any character safely. */
export function transcriptFilename(conversation: Pick<ConversationRow, 'scenarioName' | 'startedAt'>, extension: 'txt' | 'pdf' = 'txt'): string {
  // Characters file systems refuse become spaces, so the name saves everywhere.
  const name =
    conversation.scenarioName
      .replaceAll(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replaceAll(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'Session';
  return `Transcript - ${name} - ${conversation.startedAt.toISOString().slice(0, 10)}.${extension}`;
}
