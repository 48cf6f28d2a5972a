// The character's tone as the person described it ("polite but evasive"), and the lines that carry it: the opening
// line, the agreement and the walk-away. A stated tone is kept word for word; the lines are chosen to fit it, so a
// guarded character never opens warmly. Rules as data: add words and lines to the tables.

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

/** What a character says next when the learner came to them; {topic} is what it is about. */
const RECEIVING_LINES: Record<ToneKey, string[]> = {
  upset: ["I hope this is quick; it's been a difficult week. What is it?", 'Yes? If this is about {topic}, I have a few things to say too.'],
  demanding: ["I don't have long, so get to the point. What do you need?", "Let's not waste each other's time. What is this about?"],
  evasive: ['I did see your messages. I was going to reply in writing. What can I do for you?', "Yes, about {topic}. I'm still looking into it, I'm afraid. What did you need?"],
  sceptical: ['I can give you twenty minutes. What is it you want to show me?', "All right, I'm listening. But I've heard a lot of promises before."],
  defensive: ['If this is about {topic}, I can explain.', 'You wanted to talk? I think I know what this is about.'],
  impatient: ["I haven't got long. What do you need?", 'Go on, what is it?'],
  anxious: ['Is everything all right? You said you wanted to talk.', "Hi. I wasn't sure what this was about. Is it {topic}?"],
  firm: ['Thank you for coming. What would you like to discuss?', 'Good. Let us talk about {topic}.'],
  reserved: ['Hi. You wanted to see me?', 'Hi. What did you want to talk about?'],
  warm: ['Good to meet you. What did you want to talk about?', 'Nice to see you. What can I do for you?'],
  neutral: ['What did you want to talk about?', 'What can I do for you?'],
};

/** What a character who came with a purpose opens with; {topic} is what they came about. */
const ASKING_LINES: Record<ToneKey, string[]> = {
  upset: ["It's about {topic}, and I'd like to know what you're going to do about it.", "I've been waiting long enough. I want {topic} sorted today."],
  demanding: ['I need {topic} dealt with, today.', "Let's be clear: I expect {topic} sorted, and quickly."],
  evasive: ["I wanted a word about {topic}, if you have a moment. It's nothing urgent."],
  sceptical: ["I'm here about {topic}, though I'm not sure anything will change."],
  defensive: ['I need to talk about {topic}, and I want to be heard this time.'],
  impatient: ["Let's get straight to it: {topic}."],
  anxious: ["Thanks for seeing me. I've been worrying about {topic}, and I need to talk about it."],
  firm: ["Thanks for the time. I'd like a proper answer on {topic} today."],
  reserved: ['Thanks for seeing me. There is something about {topic} I need to raise.'],
  warm: ["Thanks for making the time. I'd like to talk about {topic}."],
  neutral: ["Thanks for seeing me. I'd like to talk about {topic}."],
};

/** The character's first line: a greeting fitting how they met, in their tone, about this conversation. */
export function openingLineFor(options: { tone: ToneKey; initiative: 'learner' | 'character'; setting: Setting; firstName: string; topic: string; variant: number; prefersWriting: boolean }): string {
  const { tone, initiative, setting, firstName, topic } = options;
  if (initiative === 'character') {
    const lines = ASKING_LINES[tone];
    const line = lines[options.variant % lines.length]!.replaceAll('{topic}', topic);
    // On the phone nobody was seen: "Thanks for seeing me" becomes a greeting.
    return setting === 'call' ? line.replace(/^Thanks for (?:seeing me|making the time|the time)\.\s*/, 'Hello. ') : line;
  }
  const lines = tone === 'evasive' && !options.prefersWriting ? RECEIVING_LINES.evasive.slice(1) : RECEIVING_LINES[tone];
  const body = lines[options.variant % lines.length]!.replaceAll('{topic}', topic);
  return `${GREETINGS[setting](firstName)} ${body}`;
}

/** What the character says when agreeing, in their tone; {agreement} is what they agree to. */
export function agreementLineFor(tone: ToneKey, prefersWriting: boolean): string {
  if (prefersWriting) return "All right. I can commit to that. Send it to me by email and I'll confirm it in writing today.";
  const lines: Partial<Record<ToneKey, string>> = {
    upset: 'Fine. If that actually happens, I can live with it.',
    demanding: 'Good. That is what I needed. Make sure it happens.',
    sceptical: "All right, you've made your case. Let's do that and see.",
    anxious: 'OK. That helps a lot, thank you. Let us do that.',
    reserved: 'OK. I can do that.',
    warm: "That works for me. Let's do it.",
  };
  return lines[tone] ?? 'All right. That works for me; let us do that.';
}

/** What the character says when ending the conversation, in their tone. */
export function walkAwayLineFor(tone: ToneKey, prefersWriting: boolean): string {
  if (prefersWriting || tone === 'evasive') return "I think it's better if we continue this by email. Goodbye.";
  const lines: Partial<Record<ToneKey, string>> = {
    upset: "I'm done with this. I'll take it further myself.",
    demanding: "This is going nowhere. I'll take it to someone else.",
    sceptical: "I don't think this is for us. Thank you for your time.",
    anxious: "I'm sorry, I can't do this right now. Can we stop here?",
    reserved: "I'd rather not continue this now.",
  };
  return lines[tone] ?? "I don't think this is going anywhere today. Let's leave it here.";
}
