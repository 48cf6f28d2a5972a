// The character's tone as the person described it ("polite but evasive"), and the lines that carry it: the opening
// line, the agreement and the walk-away. A stated tone is kept word for word; the lines are chosen to fit it, so a
// guarded character never opens warmly. Rules as data: add words and lines to the tables.
import { capitalize } from '../../../../shared/text.ts';

export type ToneKey = 'upset' | 'demanding' | 'evasive' | 'sceptical' | 'defensive' | 'impatient' | 'anxious' | 'firm' | 'reserved' | 'warm' | 'neutral';

/** Tone words and the key each belongs to; the first key in TONE_PRIORITY that a description uses decides the lines. */
const TONE_WORDS: Record<Exclude<ToneKey, 'neutral'>, string[]> = {
  upset: ['upset', 'angry', 'furious', 'irate', 'frustrated', 'annoyed', 'unhappy', 'disappointed', 'fed up', 'grumpy'],
  demanding: ['demanding', 'pushy', 'aggressive', 'rude', 'difficult', 'entitled', 'bossy', 'hostile', 'impatient and demanding'],
  evasive: ['evasive', 'vague', 'noncommittal', 'non-committal', 'cagey', 'elusive', 'guarded', 'slippery'],
  sceptical: ['sceptical', 'skeptical', 'doubtful', 'suspicious', 'distrustful', 'cynical', 'wary', 'unconvinced', 'cautious'],
  defensive: ['defensive', 'touchy', 'proud'],
  impatient: ['impatient', 'busy', 'brusque', 'curt', 'blunt', 'time-poor', 'short on time'],
  anxious: ['anxious', 'nervous', 'worried', 'stressed', 'overwhelmed', 'insecure', 'burned out', 'burnt out'],
  firm: ['firm', 'calm', 'composed', 'unyielding', 'stubborn', 'determined', 'tough', 'principled', 'precise', 'analytical', 'data-minded', 'formal'],
  reserved: ['quiet', 'shy', 'reserved', 'cold', 'distant', 'aloof', 'withdrawn', 'disengaged', 'introverted', 'private'],
  warm: ['warm', 'friendly', 'cheerful', 'chatty', 'easygoing', 'easy-going', 'enthusiastic', 'polite', 'courteous', 'helpful', 'eager', 'loyal', 'outgoing'],
};
const TONE_PRIORITY: Exclude<ToneKey, 'neutral'>[] = ['upset', 'demanding', 'evasive', 'sceptical', 'defensive', 'impatient', 'anxious', 'firm', 'reserved', 'warm'];
const ALL_TONE_WORDS = TONE_PRIORITY.flatMap((key) => TONE_WORDS[key]);

const ADVERB = String.raw`(?:(?:very|quite|rather|a bit|a little|always|often|usually|generally|extremely|really|fairly|somewhat|deeply|openly)\s+)?`;
const TONE_WORD = String.raw`(?:${ALL_TONE_WORDS.map((word) => word.replace(/[-\s]/g, '[-\\s]')).join('|')})`;
// "polite but evasive", "sceptical of new software", "calm, precise and data-minded".
const TONE_PHRASE = new RegExp(
  String.raw`(?:^|[,;:]\s*|\b(?:is|are|was|were|seems?|sounds?|comes across as|can be|gets|feels?|remains?|stays?)\s+(?:an?\s+)?)(${ADVERB}${TONE_WORD}(?:\s+(?:of|about|towards?)\s+(?:new\s+|any\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)?(?:(?:\s*,\s*|\s+(?:but|and|yet|though|if)\s+)${ADVERB}${TONE_WORD}){0,3})\b`,
  'iu',
);

/** The tone phrase as written ("polite but evasive"), or null when the text states none. */
export function readTonePhrase(text: string): string | null {
  const match = TONE_PHRASE.exec(text);
  if (!match?.[1]) return null;
  return match[1].replace(/\s+/g, ' ').trim().replace(/\s+(?:and|but)$/i, '').toLowerCase();
}

/** The key whose lines fit a tone phrase: the most guarded word wins ("polite but evasive" → evasive). */
export function toneKeyOf(phrase: string | null): ToneKey {
  if (!phrase) return 'neutral';
  const lower = phrase.toLowerCase();
  return TONE_PRIORITY.find((key) => TONE_WORDS[key].some((word) => new RegExp(String.raw`(?<![\p{L}])${word}`, 'u').test(lower))) ?? 'neutral';
}

/** How a character of this tone speaks, when the person did not say. */
export const SPEAKING_STYLES: Record<ToneKey, string> = {
  upset: 'short, sharp sentences; interrupts when fobbed off',
  demanding: 'blunt and forceful; expects answers, not questions',
  evasive: 'courteous but vague; avoids firm commitments until pinned down',
  sceptical: 'asks for evidence; short questions, no small talk',
  defensive: 'guarded; explains and justifies',
  impatient: 'brief and to the point; little patience for detail',
  anxious: 'hesitant; asks for reassurance',
  firm: 'calm, measured and precise',
  reserved: 'short answers; opens up only when asked well',
  warm: 'friendly and open, but keeps to the point',
  neutral: 'plain, professional sentences',
};

export type Setting = 'visit' | 'call' | 'meeting';

/** How the character greets the learner who came to them, by how they met. */
const GREETINGS: Record<Setting, (firstName: string) => string> = {
  visit: () => 'Come in.',
  call: (firstName) => `${firstName} speaking.`,
  meeting: () => 'Hello.',
};

// The lines below follow one rule: a sentence of four words or more names what the conversation is about
// ({topic}), so it belongs to this character; shorter ones ("Go on.", "Let's stop.") are what anyone says.

/**
 * The receiving lines that offer to serve ("What can I do for you on…?"), which only a character who serves the
 * learner says, and what any other character (a customer the learner calls back, a colleague) says in their place.
 */
const SERVING_LINES: Partial<Record<ToneKey, { serves: string; otherwise: string }>> = {
  warm: { serves: 'Nice to see you; what can I do for you on {topic}?', otherwise: 'Good to hear from you; is this about {topic}?' },
  neutral: { serves: 'What can I do for you on {topic}?', otherwise: 'Is this about {topic}? Go ahead.' },
};

/** What a character says next when the learner came to them; {topic} is what it is about. */
const RECEIVING_LINES: Record<ToneKey, string[]> = {
  upset: ['Yes? If this is about {topic}, I have a few things to say too.', "It's about {topic}, isn't it? Go on.", "If it's {topic}, good; I've been waiting."],
  demanding: ["I don't have long for {topic}, so get to the point.", "Let's not waste time over {topic}. What is it?", "If it's {topic}, let's have it. Go on."],
  evasive: ['I did see your messages about {topic}; I was going to reply in writing.', "Yes, about {topic}; I'm still looking into it, I'm afraid.", "Ah, {topic}; I haven't had a chance to look, to be honest."],
  sceptical: ['I can give you twenty minutes on {topic}.', "All right, I'm listening on {topic}. Convince me.", "So, {topic}: let's see what you've got."],
  defensive: ['If this is about {topic}, I can explain.', 'You wanted to talk about {topic}? I know why.', "I had a feeling it'd be {topic}. Go on."],
  impatient: ["I haven't got long, so {topic}: what do you need?", 'Go on, what about {topic}?', "Quickly, then: {topic}. What is it?"],
  anxious: ['Is everything all right with {topic}, since you wanted to talk?', "Hi. Is it {topic}? I wasn't sure.", "Is it {topic}? I've been worried."],
  firm: ['Thank you for coming about {topic}.', "Right, {topic}: where shall we start?", "You wanted to discuss {topic}. I'm listening."],
  reserved: ['Hi. You wanted to see me about {topic}?', 'Hi. Is this about {topic}?', "Oh. {topic}, is it? Okay."],
  warm: ['Good to meet you; is it {topic} you wanted to talk about?', SERVING_LINES.warm!.serves, "Come and sit down; let's talk about {topic}."],
  neutral: ['What did you want to say about {topic}?', SERVING_LINES.neutral!.serves, 'You wanted to talk about {topic}? Go ahead.'],
};

/** What a character who came with a purpose opens with; {topic} is what they came about. */
const ASKING_LINES: Record<ToneKey, string[]> = {
  upset: ["It's about {topic}, and I'd like to know what you're going to do about it.", "I've waited long enough over {topic}; I want it sorted today."],
  demanding: ['I need {topic} dealt with, today.', "Let's be clear: I expect {topic} sorted, and quickly."],
  evasive: ["I wanted a word about {topic}, if you have a moment; it's nothing urgent."],
  sceptical: ["I'm here about {topic}, though I'm not sure anything will change."],
  defensive: ['I need to talk about {topic}, and I want to be heard this time.'],
  impatient: ["Let's get straight to it: {topic}."],
  anxious: ["Thanks for seeing me; I've been worrying about {topic}, and I need to talk about it."],
  firm: ["Thanks for the time; I'd like a proper answer on {topic} today."],
  reserved: ['Thanks for seeing me; there is something about {topic} I need to raise.'],
  warm: ["Thanks for making the time; I'd like to talk about {topic}."],
  neutral: ["Thanks for seeing me; I'd like to talk about {topic}."],
};

/**
 * What a character says next when the learner came to them and nothing names what about ("what you wanted to
 * discuss" stands in for it): short, so it reads as anyone's, and never a stand-in said as a topic.
 */
const RECEIVING_UNNAMED: Record<ToneKey, string> = {
  upset: 'Yes? Go on.',
  demanding: 'Yes? Be quick.',
  evasive: 'Oh. Yes?',
  sceptical: "All right. I'm listening.",
  defensive: 'Yes? Go on.',
  impatient: 'Quickly, please. Yes?',
  anxious: 'Is everything all right?',
  firm: "Go on. I'm listening.",
  reserved: 'Hi. Yes?',
  warm: 'Hi. Come in.',
  neutral: 'Yes? Go ahead.',
};

/** A topic a line can name ("my £25,000 loan", "the concert"), not a stand-in such as "what you wanted to discuss". */
export function isNamedTopic(topic: string): boolean {
  return topic.trim() !== '' && !/^(?:what|how|this)\b/i.test(topic.trim());
}

/** "{topic}" filled in; at the start of a sentence it takes a capital ("My deposit, is it?"). */
function withTopic(line: string, topic: string): string {
  return line.replaceAll(/(^|[.!?]\s+)\{topic\}/g, (_match, before: string) => `${before}${capitalize(topic)}`).replaceAll('{topic}', topic);
}

/**
 * The character's first line: a greeting fitting how they met, in their tone, about this conversation. Only a
 * character who serves the learner (`servesLearner`: the learner comes as its customer) offers to serve.
 */
export function openingLineFor(options: { tone: ToneKey; initiative: 'learner' | 'character'; setting: Setting; firstName: string; topic: string; variant: number; prefersWriting: boolean; servesLearner?: boolean }): string {
  const { tone, initiative, setting, firstName, topic } = options;
  if (initiative === 'character') {
    const lines = ASKING_LINES[tone];
    const line = withTopic(lines[options.variant % lines.length]!, topic);
    // On the phone nobody was seen: "Thanks for seeing me" becomes a greeting.
    return setting === 'call' ? line.replace(/^Thanks for (?:seeing me|making the time|the time)[;.]\s*(\S)/, (_match, first: string) => `Hello. ${first.toUpperCase()}`) : line;
  }
  const lines = tone === 'evasive' && !options.prefersWriting ? RECEIVING_LINES.evasive.slice(1) : RECEIVING_LINES[tone];
  const chosen = lines[options.variant % lines.length]!;
  const serving = SERVING_LINES[tone];
  const line = !options.servesLearner && serving?.serves === chosen ? serving.otherwise : chosen;
  const body = isNamedTopic(topic) ? withTopic(line, topic) : RECEIVING_UNNAMED[tone];
  // "Hello. Hi. …": a line that greets already needs no second greeting.
  return /^(?:Hi|Hello|Good to meet you|Good to hear from you|Nice to see you|Come and sit)\b/.test(body) ? body : `${GREETINGS[setting](firstName)} ${body}`;
}

// Agreeing: short sentences anyone says, or one that names what was agreed ({agreement}).
const AGREEMENT_LINES: Partial<Record<ToneKey, string[]>> = {
  upset: ['Fine. If that actually happens, I can live with {agreement}.', 'Fine. Deal, then. Make it happen.', 'All right. {agreement}, then, and no more delays.'],
  demanding: ['Good. Now make sure {agreement} happens.', 'Good. That will do. See it happens.', 'Right. {agreement}, and on time.'],
  sceptical: ["All right, you've made your case for {agreement}.", "All right. Let's try it. We'll see.", "Fine, {agreement}; let's see if it holds."],
  anxious: ['OK. That helps. Thank you.', 'OK. {agreement} would be a relief, thank you.', "Oh, good. Yes. Let's do that."],
  reserved: ['OK. Fine by me.', 'OK. {agreement} is fine by me.', 'Yes. That works.'],
  warm: ["Lovely. Let's do it.", "Lovely, {agreement} it is.", "Great. Yes, let's."],
};
const NEUTRAL_AGREEMENT = ['All right. Works for me.', "All right, {agreement} works for me; let's do that.", 'Fine. Agreed, then.', "Good. {agreement} it is."];

/** What the character says when agreeing, in their tone; {agreement} is what they agree to, `variant` picks the line. */
export function agreementLineFor(tone: ToneKey, prefersWriting: boolean, agreement = '', variant = 0): string {
  if (prefersWriting) return withAgreement(`All right, I can commit to {agreement}; email it and I'll confirm today.`, agreement, "All right. Agreed. Email it, please.");
  const lines = AGREEMENT_LINES[tone] ?? NEUTRAL_AGREEMENT;
  return withAgreement(lines[variant % lines.length]!, agreement, lines.find((line) => !line.includes('{agreement}')) ?? 'All right. Agreed.');
}

// Longer agreements ("terms both sides can accept, written down") read badly inside a line: the plain line instead.
const MAX_NAMED_AGREEMENT_WORDS = 4;

/** A line with what was agreed in it, or `plain` when there is nothing short to name. */
function withAgreement(line: string, agreement: string, plain: string): string {
  const what = agreement.trim().replace(/[.!?]+$/, '');
  if (!line.includes('{agreement}')) return line;
  if (!what || /[,;:]/.test(what) || what.split(/\s+/).length > MAX_NAMED_AGREEMENT_WORDS) return plain;
  return line.replaceAll(/(^|[.!?]\s+)\{agreement\}/g, (_match, before: string) => `${before}${capitalize(what)}`).replaceAll('{agreement}', what);
}

const WALK_AWAY_LINES: Partial<Record<ToneKey, string[]>> = {
  upset: ["I'm done talking about {topic}; I'll take it further myself.", "That's it. I'll take {topic} further myself."],
  demanding: ["This is going nowhere on {topic}; I'll take it to someone else.", "Enough. I'll take {topic} to someone else."],
  sceptical: ["I don't think we're getting anywhere on {topic}. Thank you.", "We're not getting anywhere on {topic}. Goodbye."],
  anxious: ["I'm sorry, I can't talk about {topic} right now. Can we stop?", "I can't do {topic} like this. Sorry."],
  reserved: ["I'd rather not go on about {topic} now.", "I'd rather stop talking about {topic}. Sorry."],
};
const NEUTRAL_WALK_AWAY = ["I don't think we'll get anywhere on {topic} today. Let's stop here.", "We're not getting anywhere on {topic} today. Let's stop.", "I'll leave {topic} there for today. Goodbye."];

/** What the character says when ending the conversation, in their tone; {topic} is what it was about. */
export function walkAwayLineFor(tone: ToneKey, prefersWriting: boolean, topic = 'this', variant = 0): string {
  if (prefersWriting || tone === 'evasive') return withTopic("I'd rather we continue {topic} by email. Goodbye.", topic);
  const lines = WALK_AWAY_LINES[tone] ?? NEUTRAL_WALK_AWAY;
  return withTopic(lines[variant % lines.length]!, topic);
}
