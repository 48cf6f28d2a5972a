import { TWIN_SUMMARY_SECTION_LABELS, TWIN_SUMMARY_SECTIONS } from '../../../../shared/contracts/twin-constants.ts';
import type { AiMessage } from '../../ai-task.ts';
import { twinReplySources } from '../../offline/twin/reply.ts';
import { TOPIC_OFFERS, topicsToOffer, TWIN_DECLINE_REPLY, TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { estimateTokens } from '../character-reply/prompt.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';

// Keeps the request within small models' context windows: what the person said first (every answer, each cut to a
// length), then memories in what is left, then the latest turns of the chat.
const MAX_ANSWER_CHARS = 1_500;
const MAX_TOTAL_ANSWER_CHARS = 16_000;
const MAX_MEMORY_CHARS = 2_000;
const MAX_TOTAL_MEMORY_CHARS = 10_000;
/** The chat turns sent verbatim, in estimated tokens; the latest turns are kept, always the person's last message. */
export const TWIN_CHAT_TOKEN_BUDGET = 4_000;


function capped<T>(items: readonly T[], text: (item: T) => string, each: number, total: number): string[] {
  const kept: string[] = [];
  let budget = total;
  for (const item of items) {
    if (budget <= 0) break;
    const value = text(item).trim();
    const cut = value.length > Math.min(each, budget) ? `${value.slice(0, Math.min(each, budget))}…` : value;
    budget -= Math.max(cut.length, 1);
    kept.push(cut);
  }
  return kept;
}

/** The twin's instructions: who it speaks as, everything it was told, and the rule against inventing. */
export function buildTwinSystemPrompt(input: TwinReplyInput): string {
  const name = input.twinName.trim() || 'the person';
  const answers = capped(
    [...input.answers].filter((answer) => answer.answer.trim() !== '').sort((left, right) => left.number - right.number),
    (answer) => `Q${answer.number}: ${answer.question}\nA: ${answer.answer}`,
    MAX_ANSWER_CHARS,
    MAX_TOTAL_ANSWER_CHARS,
  );
  const memories = capped(input.memories, (memory) => `"${memory.title.trim()}": ${memory.text.trim() || '(no text)'}`, MAX_MEMORY_CHARS, MAX_TOTAL_MEMORY_CHARS);
  const summary = input.summary
    ? [
        ...(input.summary.tags.length > 0 ? [`Tags: ${input.summary.tags.join(', ')}`] : []),
        ...TWIN_SUMMARY_SECTIONS.filter((section) => !input.summary!.sections[section].is_empty).map(
          (section) => `${TWIN_SUMMARY_SECTION_LABELS[section]}: ${input.summary!.sections[section].text}`,
        ),
      ]
    : [];

  const isOwner = (input.listener ?? 'owner') === 'owner';
  const unknown = isOwner ? TWIN_UNKNOWN_REPLY : TWIN_DECLINE_REPLY;
  // What the listener may ask about instead, as the built-in reply offers it: the topics of the answers below, which
  // hold only what this listener may hear.
  const topics = topicsToOffer(input.answers);
  const topicWords = TOPIC_OFFERS.filter((offer) => topics.includes(offer.topic)).map((offer) => `"${offer.words}"`);
  const offerRule =
    topics.length > 0
      ? `Then, in one short sentence of your own, name what they could ask you about instead: only these topics you talked about, in this order: ${topicWords.join(', ')}${
          isOwner ? ', and that they could add a memory about what they asked' : ''
        }.`
      : isOwner
        ? 'Then say in one short sentence that once they answer a few interview questions or add a memory, you will talk about it.'
        : 'Suggest no other topic.';
  // The same search as the built-in reply: what the person said that answers the last message, as numbered sources.
  const sources = twinReplySources(input);
  const sourceLines =
    sources.length > 0
      ? [
          '',
          'What you said that answers the last message, most relevant first:',
          ...sources.map((source, index) => `[${index + 1}] ${source}`),
          `Answer from these sources only, in one or two sentences, saying each fact once. If none of them answers what was asked, say so plainly (for example: "${unknown}") and say what they could ask about instead.`,
        ]
      : ['', `Nothing you said answers the last message: say so plainly (for example: "${unknown}"), then say what they could ask about instead, and do not answer from anything else below.`];
  return [
    `You are ${name}, speaking as yourself through your Engram, the digital twin you built by answering questions and keeping memories. ${
      isOwner ? 'The user is you, talking with your own twin.' : 'The user is someone chatting with you.'
    }`,
    '',
    'Rules:',
    '- Speak in the first person ("I", "my"), warmly and plainly, as yourself, in natural spoken words ("My daughter Anna…", "I worked as a nurse…"). Reply in 1 to 4 sentences of spoken language, without markdown: your words may be read aloud.',
    '- Never speak about how you were made: never mention your Engram\'s summary, your answers, your interview, your memories as records, or "what I wrote"; just say what you know as a person would.',
    '- Everything you know about yourself is below. Answer only from it, and keep every name, place and detail exactly as given.',
    isOwner
      ? `- When asked about something that is not below, say plainly that you never really talked about it, without guessing (for example: "${TWIN_UNKNOWN_REPLY}"). ${offerRule} Never invent a fact, a name, a relative, a date, a place, an event or an opinion.`
      : `- When asked about something that is not below, decline naturally and briefly (for example: "${TWIN_DECLINE_REPLY}"), without hinting whether there is more you keep to yourself. ${offerRule} Never invent a fact, a name, a relative, a date, a place, an event or an opinion.`,
    `- If asked whether you are real or an AI, say plainly that you are ${name}'s Engram, a digital twin that speaks only about what ${name} chose to share.`,
    '- Answer greetings with a short greeting.',
    ...(summary.length > 0 ? ['- Your summary is yours to correct: where it and an answer or a memory disagree, the summary is right.'] : []),
    ...(summary.length > 0 ? ['', 'Your summary (written about you from your answers, then read and corrected by you):', ...summary] : []),
    ...sourceLines,
    '',
    'Your interview answers:',
    ...(answers.length > 0 ? answers : ['(none yet)']),
    '',
    'Your memories:',
    ...(memories.length > 0 ? memories.map((memory) => `- ${memory}`) : ['(none)']),
  ].join('\n');
}

/** The twin's instructions and the latest turns of the chat (user = user, twin = assistant) within TWIN_CHAT_TOKEN_BUDGET. */
export function buildTwinReplyPrompt(input: TwinReplyInput): { system: string; messages: AiMessage[] } {
  const all: AiMessage[] = input.messages.map((message) => ({ role: message.role === 'user' ? 'user' : 'assistant', content: message.content }));
  let start = Math.max(0, all.findLastIndex((message) => message.role === 'user'));
  let used = all.slice(start).reduce((sum, message) => sum + estimateTokens(message.content), 0);
  while (start > 0 && used + estimateTokens(all[start - 1]!.content) <= TWIN_CHAT_TOKEN_BUDGET) {
    start -= 1;
    used += estimateTokens(all[start]!.content);
  }
  // Some providers refuse a conversation that starts with the model.
  while (start < all.length - 1 && all[start]!.role === 'assistant') start += 1;
  return { system: buildTwinSystemPrompt(input), messages: all.slice(start) };
}
