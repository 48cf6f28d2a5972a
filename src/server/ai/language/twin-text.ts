// Reading what a person told their Engram: the word lists the chat uses to tell what a summary section is about, and
// the Engram's fixed sentences. Words, stems and sentences come from the shared text module.
import type { TwinSummarySectionName } from '../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion, type TwinTopic } from '../../../shared/twin-questions.ts';
import type { TwinReplyListener } from '../contracts/twin-reply.ts';
import type { TwinSummaryAnswer } from '../contracts/twin-summary.ts';
import { stemWord } from './text.ts';

const stems = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stemWord));

/** The words a memory must mention to speak to a section of the summary. */
export const SECTION_WORDS: Record<TwinSummarySectionName, Set<string>> = {
  family: stems(
    'family families mother mom mum mummy mommy father dad daddy parent parents sister sisters brother brothers sibling siblings son sons ' +
      'daughter daughters child children kid kids grandmother grandma granny nan nana grandfather grandpa granddad grandparent grandparents ' +
      'grandchild grandchildren grandson granddaughter aunt auntie uncle cousin cousins niece nephew relatives',
  ),
  friends: stems('friend friends friendship buddy buddies pal pals classmate classmates neighbour neighbours neighbor neighbors'),
  loved_ones: stems(
    'partner partners wife husband spouse girlfriend boyfriend fiance fiancé fiancee fiancée married marriage wedding sweetheart darling',
  ),
  hobby: stems(
    'hobby hobbies garden gardening fishing hiking hike cycling bike marathon swimming painting drawing sketching photography ' +
      'cooking baking knitting sewing woodworking carpentry chess guitar piano violin singing choir dancing golf tennis football soccer ' +
      'basketball baseball yoga camping birdwatching pottery crosswords puzzles sailing skiing climbing',
  ),
  interest: stems(
    'interest interests interested fascinated fascinating passion curious book books novel novels music song songs film films movie movies ' +
      'museum history science art poetry philosophy politics astronomy theatre theater jazz language languages',
  ),
  work_life: stems(
    'work worked working job jobs career office colleague colleagues boss business company profession employer retired retirement ' +
      'factory shop clinic hospital classroom teaching teacher nurse engineer farm',
  ),
  values: stems('value values believe belief faith honesty kindness respect principle principles matters important proud advice regret'),
};

/** How a section is named in a sentence ("Nothing about loved ones yet …"). */
export const SECTION_PHRASES: Record<TwinSummarySectionName, { about: string; questions: string }> = {
  family: { about: 'family', questions: 'family' },
  friends: { about: 'friends', questions: 'friends' },
  loved_ones: { about: 'loved ones', questions: 'loved ones' },
  hobby: { about: 'hobbies', questions: 'hobby' },
  interest: { about: 'interests', questions: 'interest' },
  work_life: { about: 'work and life', questions: 'work and life' },
  values: { about: 'values', questions: 'values' },
};

/** What an empty section says: nothing was told, and how to tell it. */
export function emptySectionText(section: TwinSummarySectionName): string {
  const phrase = SECTION_PHRASES[section];
  return `Nothing about ${phrase.about} yet. Answer the ${phrase.questions} questions or add a memory.`;
}

/** What the twin says to its owner about something they never shared (the model is told to say the same). */
export const TWIN_UNKNOWN_REPLY = 'I’ve never really talked about that, so I won’t guess.';

/**
 * What the twin says to an heir or a visitor about something it cannot speak of: the same words whether it was never
 * shared or kept private, so the decline never tells them that something private exists.
 */
export const TWIN_DECLINE_REPLY = 'That’s not something I’ve talked about, so I’d rather not guess.';

/** What the twin tells its owner when it holds no answer yet: how to teach it. */
export const TWIN_TEACH_REPLY = 'Answer a few interview questions or add a memory, and I’ll talk about it.';

/**
 * How the twin names an interview topic it can talk about, in its own words, in the order it offers them: what people
 * ask a person first (their family, their work, what they love doing) before the rest.
 */
export const TOPIC_OFFERS: readonly { topic: TwinTopic; words: string }[] = [
  { topic: 'family', words: 'my family' },
  { topic: 'work_life', words: 'my work' },
  { topic: 'hobby', words: 'what I love doing' },
  { topic: 'loved_ones', words: 'the people closest to me' },
  { topic: 'friends', words: 'my friends' },
  { topic: 'interest', words: 'what interests me' },
  { topic: 'values', words: 'what matters to me' },
  { topic: 'memories', words: 'the days I’ll never forget' },
];

// What the owner's decline goes on with when the twin holds topics: how to teach it this, or what to ask instead.
const OWNER_TEACH_OR_ASK = 'Add a memory about it, or ask me about';

/** At most this many topics are offered in one sentence. */
export const MAX_OFFERED_TOPICS = 3;

/**
 * The topics the twin can talk about with this listener, in its fixed order: those of the interview questions answered
 * in `answers`, which hold only what the listener may hear, so a private answer's topic is never named to an heir or a
 * visitor.
 */
export function topicsToOffer(answers: readonly TwinSummaryAnswer[]): TwinTopic[] {
  const answered = new Set(answers.filter((entry) => entry.answer.trim() !== '').map((entry) => getTwinQuestion(entry.number)?.topic));
  return TOPIC_OFFERS.filter((offer) => answered.has(offer.topic))
    .slice(0, MAX_OFFERED_TOPICS)
    .map((offer) => offer.topic);
}

/** "my family", "my family or my work", "my family, my work or what I love doing" ('' for none), in the fixed order. */
function topicList(topics: readonly TwinTopic[]): string {
  const words = TOPIC_OFFERS.filter((offer) => topics.includes(offer.topic)).map((offer) => offer.words);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** What the twin invites a listener to ask ("Ask me about my family or my work."), '' when it holds nothing for them. */
export function offerText(topics: readonly TwinTopic[]): string {
  const list = topicList(topics);
  return list ? `Ask me about ${list}.` : '';
}

/**
 * The reply for something this listener cannot hear about, then what they can ask instead: to the owner, a plain "never
 * talked about that", how to teach it and the topics it holds (or, holding none, how to start); to anyone else, a
 * decline that reveals nothing, then the topics they may hear about.
 */
export function unknownReplyFor(input: { listener?: TwinReplyListener; answers: readonly TwinSummaryAnswer[] }): string {
  const topics = topicsToOffer(input.answers);
  const list = topicList(topics);
  if ((input.listener ?? 'owner') !== 'owner') return list ? `${TWIN_DECLINE_REPLY} ${offerText(topics)}` : TWIN_DECLINE_REPLY;
  return `${TWIN_UNKNOWN_REPLY} ${list ? `${OWNER_TEACH_OR_ASK} ${list}.` : TWIN_TEACH_REPLY}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TOPIC_WORDS = `(?:${TOPIC_OFFERS.map((offer) => escaped(offer.words)).join('|')})`;
const TOPIC_LIST = `${TOPIC_WORDS}(?:(?:, ${TOPIC_WORDS})? or ${TOPIC_WORDS})?`;
// A decline may follow the greeting ("Hello! It’s Margaret here. …") when the message opened with one.
const GREETING = '(?:Hello! [^]*? here\\. |Hello! Nice to hear from you\\. )?';
const DECLINE_PATTERNS: Record<'owner' | 'other', RegExp> = {
  owner: new RegExp(`^${GREETING}${escaped(TWIN_UNKNOWN_REPLY)} (?:${escaped(TWIN_TEACH_REPLY)}|${OWNER_TEACH_OR_ASK} ${TOPIC_LIST}\\.)$`, 'u'),
  other: new RegExp(`^${GREETING}${escaped(TWIN_DECLINE_REPLY)}(?: Ask me about ${TOPIC_LIST}\\.)?$`, 'u'),
};

/**
 * The reply is the twin's decline to this listener (the owner when absent), as `unknownReplyFor` words it: it answers
 * nothing and only says what can be asked instead.
 */
export function isTwinDecline(reply: string, listener: TwinReplyListener = 'owner'): boolean {
  return DECLINE_PATTERNS[listener === 'owner' ? 'owner' : 'other'].test(reply.trim());
}
