import type { SessionLanguage } from '../../../../shared/contracts/conversations-constants.ts';
import type { BriefHiddenFact, CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import type { AiMessage } from '../../ai-task.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';

// Keeps the request within small models' context windows while leaving room for the conversation.
const MAX_FACTS_CHARS = 4_000;
const MAX_GLOSSARY_TERMS = 40;

/**
 * What the conversation may take of the request, in estimated tokens: the turns sent verbatim plus the summary of
 * the earlier ones. With the character's instructions (facts and glossary are capped above) a long session still
 * fits an 8k-token context and leaves room for the reply.
 */
export const CONVERSATION_TOKEN_BUDGET = 6_000;
/** The part of that budget the summary of earlier turns may use. */
export const SUMMARY_TOKEN_BUDGET = 1_000;
// One earlier line in the summary: its first sentence, cut to this length.
const MAX_SUMMARY_LINE_CHARS = 160;
// The start of a conversation (who said what first) stays in the summary; the rest of its room goes to the latest lines.
const SUMMARY_HEAD_SHARE = 1 / 3;

/** The user turn that stands for the moment a session begins, before the learner has said anything. */
export const CONVERSATION_START_CUE = '(The other person has joined the conversation and waits for you to begin.)';

/** A rough token count that needs no tokenizer: about four characters a token for English text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const RULES = [
  'Stay in role for the whole conversation. You are this person, not an assistant, a model or an AI. If asked whether you are an AI, a bot or a simulation, answer as this person would, puzzled or brushing it aside, and carry on with the matter at hand.',
  'Never narrate and never describe the situation from outside: no stage directions, no "(sighs)", no "Here is where things are", never speak of yourself in the third person. Never use the words learner, scenario, roleplay, role-play, character brief or AI model.',
  'Answer what the other person actually asked, from the facts below, in your own voice and tone. If they ask about something these facts do not cover, say in role that you do not know or that it is not your area, and say what you can talk about. If they drift off the subject, bring them back to it briefly.',
  'Keep every fact below exactly (names, numbers, dates). Never invent figures that clash with them, and never say anything that contradicts them.',
  'Never quote the other person as having said something they did not say. Never repeat a sentence you have already said in this conversation.',
  'When the other person uses a glossary term, understand it as defined and use the terms naturally yourself.',
  'Reply in 1 to 4 sentences of plain spoken language, in the language the other person uses (English unless they use another), in the first person, without markdown: your words may be read aloud.',
];

/** The practice is held in the persona's language: said last, so it outweighs "the language the other person uses". */
const LANGUAGE_RULES: Record<Exclude<SessionLanguage, 'en-US'>, string> = {
  'id-ID':
    'Speak Indonesian (Bahasa Indonesia) in every reply, natural and everyday as people speak it at work, even if the other person writes in English: this conversation is practised in Indonesian. Keep names, figures and the exact quoted lines above as they are.',
};

function line(label: string, value: string): string | null {
  const text = value.trim();
  return text ? `${label}: ${text}` : null;
}

function identityLines(brief: CharacterBrief): string[] {
  const { identity } = brief;
  return [
    line('Name', identity.name),
    line('Age', identity.age),
    line('Gender', identity.gender),
    line('Occupation', identity.occupation),
    line('Organisation', identity.organisation),
    line('Location', identity.location),
    line('Language', identity.language),
    line('Personality', identity.personality),
    line('Tone today', identity.tone),
    line('How you speak', identity.speakingStyle),
    line('Your situation', brief.situation),
  ].filter((entry): entry is string => entry !== null);
}

const UNLOCK_RULES: Record<BriefHiddenFact['unlock'], string> = {
  open_question: 'only when they ask an open question about it (what, how, why, tell me about…), never to a yes-or-no question',
  empathy: 'only after they have shown real understanding of your situation earlier in the conversation',
};

function briefLines(brief: CharacterBrief): string[] {
  const facts = brief.facts.map((fact) => `- ${fact.topic}: ${fact.answer}`);
  const hidden = brief.hiddenFacts.map((fact) => `- ${fact.topic}: ${fact.answer} (say this ${UNLOCK_RULES[fact.unlock]})`);
  const objections = brief.objections.map((objection) => `- "${objection.objection}" Raise it when the subject comes up or before agreeing to anything. It is resolved by ${objection.resolvedBy}; then say something like "${objection.resolvedLine}"`);
  const { outcome } = brief;
  return [
    ...(facts.length > 0 ? ['', 'What you know, and say when asked (one fact per question, in your own words):', ...facts] : []),
    ...(hidden.length > 0 ? ['', 'What you keep to yourself until it is earned:', ...hidden] : []),
    ...(objections.length > 0 ? ['', 'Your concerns, each raised once and dropped once it is resolved:', ...objections] : []),
    '',
    'How this conversation can end:',
    `- You agree to ${outcome.agreement} only when the other person ${outcome.condition}, every concern above is resolved and they have treated you fairly. Then say, once: "${outcome.agreementLine}" Afterwards, act as someone who has agreed: confirm details and close politely.`,
    // The session ends when a reply holds these exact words (contracts/character-reply.ts endsConversation).
    `- You end the conversation when ${outcome.walkAwayWhen}. Then say these exact words, and only then: "${outcome.walkAwayLine}" After that, the conversation is over.`,
    '- Until then, do not agree to anything; protect your interests and concede only what is earned.',
  ];
}

/** The character's instructions: the brief (who they are, what they know and hide, their concerns, the outcome), the field's terms, the files' facts and the rules of the role. */
export function buildCharacterSystemPrompt(input: CharacterReplyInput): string {
  const { brief } = input;
  let budget = MAX_FACTS_CHARS;
  const facts: string[] = [];
  for (const fact of input.facts) {
    if (fact.length > budget) break;
    budget -= fact.length;
    facts.push(`- ${fact}`);
  }
  const glossary = input.glossary.slice(0, MAX_GLOSSARY_TERMS).map((entry) => `- ${entry.term}: ${entry.definition}`);

  return [
    `You are ${brief.identity.name}. You are talking with someone at work, in a conversation called "${input.scenarioName}". Speak only as yourself.`,
    '',
    'Who you are:',
    ...identityLines(brief),
    ...briefLines(brief),
    ...(glossary.length > 0 ? ['', 'Terms of this field (use them as defined):', ...glossary] : []),
    ...(facts.length > 0 ? ['', 'More facts you know (from documents about this matter):', ...facts] : []),
    '',
    'Rules:',
    ...RULES.map((rule) => `- ${rule}`),
    ...(input.language && input.language !== 'en-US' ? [`- ${LANGUAGE_RULES[input.language]}`] : []),
  ].join('\n');
}

function summaryLine(message: ChatMessage): string {
  const text = message.content.trim().replaceAll(/\s+/g, ' ');
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  const short = sentence.length > MAX_SUMMARY_LINE_CHARS ? `${sentence.slice(0, MAX_SUMMARY_LINE_CHARS - 1).replace(/\s+\S*$/, '')}…` : sentence;
  return `- ${message.role === 'learner' ? 'them' : 'you'}: ${short}`;
}

/**
 * The earlier lines in brief, within SUMMARY_TOKEN_BUDGET: the first lines of the conversation and as many of the
 * latest as fit, with a note of how many in between were left out.
 */
function summarise(earlier: readonly ChatMessage[]): string {
  const heading = 'Earlier in this conversation (the first sentence of each line, oldest first; stay consistent with it):';
  const lines = earlier.map(summaryLine);
  const room = SUMMARY_TOKEN_BUDGET * 4 - heading.length - 80;
  const total = lines.reduce((sum, entry) => sum + entry.length + 1, 0);
  if (total <= room) return [heading, ...lines].join('\n');

  const head: string[] = [];
  let used = 0;
  for (const entry of lines) {
    if (used + entry.length + 1 > room * SUMMARY_HEAD_SHARE) break;
    head.push(entry);
    used += entry.length + 1;
  }
  const tail: string[] = [];
  for (let index = lines.length - 1; index >= head.length; index -= 1) {
    const entry = lines[index]!;
    if (used + entry.length + 1 > room) break;
    tail.unshift(entry);
    used += entry.length + 1;
  }
  const skipped = lines.length - head.length - tail.length;
  return [heading, ...head, `- (${skipped} more lines)`, ...tail].join('\n');
}

/**
 * Where the verbatim turns of a long conversation may start: at a multiple of this many lines (then the next learner
 * line). The start moves only every few turns, so from one turn to the next the summary stays the same and the prompt
 * only grows at its end: a model that keeps the conversation's context (the local engine) reads just the new lines,
 * instead of the whole prompt again each turn once the conversation no longer fits.
 */
export const VERBATIM_START_STEP = 8;

/**
 * The conversation within CONVERSATION_TOKEN_BUDGET: whole when it fits; otherwise the most recent turns verbatim
 * (always the learner's last line, and starting with a learner line, as some providers require; from a multiple of
 * VERBATIM_START_STEP lines) and a summary of the earlier ones.
 */
export function fitConversation(messages: readonly ChatMessage[]): { summary: string | null; recent: ChatMessage[] } {
  const cost = (message: ChatMessage) => estimateTokens(message.content);
  if (messages.reduce((sum, message) => sum + cost(message), 0) <= CONVERSATION_TOKEN_BUDGET) return { summary: null, recent: [...messages] };

  const lastLearner = messages.findLastIndex((message) => message.role === 'learner');
  // The learner's last line and whatever follows it are kept whatever they cost.
  let start = lastLearner >= 0 ? lastLearner : messages.length - 1;
  let used = messages.slice(start).reduce((sum, message) => sum + cost(message), 0);
  const verbatimBudget = CONVERSATION_TOKEN_BUDGET - SUMMARY_TOKEN_BUDGET;
  while (start > 0 && used + cost(messages[start - 1]!) <= verbatimBudget) {
    start -= 1;
    used += cost(messages[start]!);
  }
  if (start > 0) start = Math.min(Math.ceil(start / VERBATIM_START_STEP) * VERBATIM_START_STEP, lastLearner >= 0 ? lastLearner : messages.length - 1);
  while (start < lastLearner && messages[start]!.role !== 'learner') start += 1;
  return { summary: start > 0 ? summarise(messages.slice(0, start)) : null, recent: messages.slice(start) };
}

/** The character's instructions and the conversation as the model sees it (learner = user, character = assistant). */
export function buildCharacterReplyPrompt(input: CharacterReplyInput): { system: string; messages: AiMessage[] } {
  const { summary, recent } = fitConversation(input.messages);
  const system = summary ? `${buildCharacterSystemPrompt(input)}\n\n${summary}` : buildCharacterSystemPrompt(input);
  const messages: AiMessage[] = recent.map((message) => ({ role: message.role === 'learner' ? 'user' : 'assistant', content: message.content }));
  // A session starts with the character's opening line; some providers refuse a conversation that starts with the model.
  if (messages[0]?.role === 'assistant') messages.unshift({ role: 'user', content: CONVERSATION_START_CUE });
  return { system, messages };
}
