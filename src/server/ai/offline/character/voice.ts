// How the built-in character sounds, from the brief's identity (personality, tone, speaking style): an evasive one
// hedges before it answers, a quiet one says less, a frustrated one is sharper. Each voice is a row of phrasings;
// the first row whose words match the identity gives each kind of line, the neutral row the rest.
import type { BriefIdentity } from '../../../../shared/contracts/character-brief.ts';
import { asPhrase } from '../../language/text.ts';
import { ownLines, withOwnMatter } from './stock-lines.ts';

export interface Voice {
  /** Said before a fact, joined to it: "If you must know, we spent…". Empty: the fact as it stands. */
  hedges: readonly string[];
  empathyAcks: readonly string[];
  pressureReplies: readonly string[];
  insultReplies: readonly string[];
  greetings: readonly string[];
  /** The answer to "How are you?". */
  wellbeing: readonly string[];
  agreeing: readonly string[];
  maxSentences: number;
}

type VoiceRow = Partial<Voice> & { match: RegExp };

// As with the stock lines (stock-lines.ts), every sentence of four words or more names the character's matter ("{m}"),
// so it is the character's own; shorter ones ("Thank you.", "That's uncalled for.") are words anyone says.
const NEUTRAL: Voice = {
  hedges: [''],
  empathyAcks: [
    "Thank you. {M} hasn't been easy.",
    'Thanks. {M} has weighed on me.',
    'I appreciate you seeing {m} from my side.',
    'Thanks for saying that about {m}.',
    'That means something, with {m} as it is.',
    "I'm glad you see what {m} has been like.",
    'Good of you to say that about {m}.',
    'Thank you for noticing what {m} costs me.',
    "That's fair. {M} has been hard going.",
  ],
  pressureReplies: [
    "Please don't push me on {m}; I won't decide under pressure.",
    "There's no need to rush me on {m}.",
    "Pushing me won't get you a quicker answer on {m}.",
    "I won't be hurried on {m}.",
    'Give me room to think about {m}, please.',
    "Rushing me won't settle {m}.",
    "I'll answer on {m} when I'm ready.",
  ],
  insultReplies: ["There's no need to speak to me like that about {m}.", "That's uncalled for.", 'Keep it civil.', "I don't deserve that over {m}.", "Let's keep {m} respectful.", 'That was unnecessary.', "I'd rather you didn't talk to me like that over {m}."],
  greetings: ['Hello.', 'Hi.'],
  wellbeing: ['Fine, thanks.', 'All right, thanks.', 'Not bad, thanks.', 'Fair enough, thanks.', 'Getting by, thanks.'],
  agreeing: ["Yes, that's {m}.", "That's fair, yes.", "Yes, that's it.", 'That sums up {m}.', "You've got it.", 'Yes, near enough.'],
  maxSentences: 4,
};

const VOICE_ROWS: readonly VoiceRow[] = [
  {
    match: /\b(?:evasive|cagey|secretive|vague|non-?committal)\b/i,
    // Blank entries: not every answer is hedged.
    hedges: ['If you must know,', '', 'Well,', "I'll say this much:", ''],
  },
  {
    // Someone who says what they think: short, plain and unsoftened, but not rude.
    match: /\b(?:blunt|outspoken|sarcastic|says what (?:she|he|they) thinks?|no-nonsense)\b/i,
    empathyAcks: ['Right. Thanks for saying that about {m}.', 'Fair enough. That helps with {m}.', "Well, that's honest of you about {m}.", 'Good. Somebody had to say that about {m}.', 'Right. Noted, and thanks.'],
    pressureReplies: ["Don't push me. I'll tell you what I think about {m} when I've heard it all.", "You won't get a yes on {m} by pushing.", "I'm not going to be rushed into {m}.", 'Push all you like; {m} waits until I am ready.'],
    greetings: ['Right.', 'Hello.'],
    agreeing: ["Yes. That's it.", 'Mostly, yes.', "That's fair.", "That's {m}, yes."],
  },
  {
    match: /\b(?:quiet|shy|few words|short answers|introvert\w*)\b/i,
    empathyAcks: ['Thanks.', 'Okay. Thank you.', 'That helps, thanks.', 'Thanks for saying that about {m}.', 'That helps a bit with {m}.', 'Okay. That helps.'],
    pressureReplies: ["I'd rather not be rushed on {m}.", "That's a lot of pressure over {m}.", "I can't answer on {m} on the spot.", 'I need a moment on {m}.', "I can't decide {m} like this.", 'Not so fast.'],
    insultReplies: ["That's not fair.", "I don't think that's fair on {m}.", "Please don't talk to me like that about {m}.", 'That hurts, actually.', "That's unkind.", "I don't think I deserved that over {m}."],
    greetings: ['Hi.', 'Hello.'],
    wellbeing: ['Okay, thanks.', "I'm fine.", 'Okay, I suppose.'],
    agreeing: ['Yes.', 'Yes, mostly.', "That's right."],
    maxSentences: 3,
  },
  {
    match: /\b(?:angry|frustrat\w*|upset|impatient|annoyed|irritat\w*|fed up)\b/i,
    empathyAcks: [
      "Well, thank you. That's more than I've had so far on {m}.",
      'At least someone is listening about {m}.',
      'Thanks. {M} has been a nightmare, honestly.',
      'Finally, someone gets what {m} is like.',
      "Well, that's something.",
      "Thank you. {M} has been a slog.",
      "That's the first sensible thing I've heard about {m}.",
    ],
    pressureReplies: ["Don't rush me; I'm the one who's been let down over {m}.", "Don't take that tone with me over {m}.", "I'm not going to be hurried on {m}.", "Don't push me; I've waited long enough over {m}.", "I'm not being bounced into anything on {m}.", 'Rushing me on {m} is the last thing that will work.'],
    insultReplies: ["Don't talk to me like that about {m}.", "I haven't done anything to deserve that over {m}.", 'Charming.', 'Unbelievable.', "Don't speak to me like that over {m}.", "That's rich, coming from you, on {m}."],
    wellbeing: ["Honestly? Not great.", "I've been better.", 'Not great, honestly.'],
  },
  {
    match: /\b(?:scepti\w*|skepti\w*|doubt\w*|cynic\w*|sharp|guarded)\b/i,
    pressureReplies: ["Pushing me won't work on {m}.", 'Slow down; I decide on {m} when I have what I need.', "I'll decide on {m} in my own time.", "Pressure won't change my answer on {m}.", "I don't settle {m} because someone pushes.", "You'll get my answer on {m} when I'm satisfied."],
    agreeing: ["Yes, that's {m} fairly put.", "That's about right.", 'Broadly, yes.', 'Fair enough, yes.', 'Roughly, yes.', "Near enough, that's {m}."],
    wellbeing: ["Busy. Let's get on with {m}.", 'Fine, thanks. Let us get to {m}.', 'Fine. Not long, though.', "Busy, so let's be quick about {m}.", 'Fine. Shall we start?'],
  },
  {
    match: /\b(?:formal|polite|courteous|precise)\b/i,
    empathyAcks: ['Thank you; I appreciate that, on {m}.', 'That is kind of you to say, on {m}.', 'Thank you for acknowledging {m}.', 'I appreciate your saying so about {m}.', 'Most kind.', 'Thank you; on {m}, that is appreciated.'],
    greetings: ['Good day.', 'Hello.'],
  },
  {
    match: /\b(?:warm|friendly|open|cheerful|chatty|outgoing)\b/i,
    empathyAcks: ['Oh, thank you, that means a lot with {m}.', 'Kind of you.', 'Thanks, I really appreciate that about {m}.', 'Aw, thanks.', "That's lovely of you to say about {m}.", 'Thank you, that helps with {m}.'],
    greetings: ['Hi there.', 'Hello!'],
    wellbeing: ['Good, thanks!', 'Not bad, thanks!'],
  },
];

// How many lines of each pool a character takes as its own: enough to vary, few enough that characters differ.
const OWN_LINES = 3;

/** Every opening with every ending, as one sentence: "Thank you" + "{m} has not been easy". */
function joined(heads: readonly string[], tails: readonly string[]): string[] {
  return heads.flatMap((head) => tails.map((tail) => `${head}; ${tail}.`));
}

// Beside its voice row's own lines, a character takes lines of these, one sentence each (opening and ending), so two
// characters of one voice and one matter rarely thank, refuse to be rushed or refuse an insult in the same words.
const COMPOSED: Readonly<Record<'empathyAcks' | 'pressureReplies' | 'insultReplies', readonly string[]>> = {
  empathyAcks: joined(
    ['Thank you', 'Thanks', 'I appreciate that', 'That helps', 'Kind of you to say', 'That means something'],
    ["{m} hasn't been easy", '{m} has been on my mind a lot', '{m} has taken more out of me than I expected', "it's been a long haul with {m}", "that's the first time anyone has said so about {m}", "{m} has worn me down, if I'm honest", 'I needed someone to see {m} from my side'],
  ),
  pressureReplies: joined(
    ["I won't be rushed", "Don't push me", 'Slow down', "Pressure won't help", 'Give me a moment', 'Not so fast'],
    ["{m} needs more thought than that", "I'll decide on {m} when I'm ready", '{m} is too important to settle in a hurry', 'I need to think {m} through', "you'll have my answer on {m} in my own time", "I won't be hurried into anything on {m}"],
  ),
  insultReplies: joined(
    ["That's uncalled for", "There's no need for that", 'Keep it civil', "I don't deserve that", "That's not on", 'Watch your tone'],
    ["we're here to sort out {m}", '{m} is hard enough as it is', "I came to talk about {m}, not to be spoken to like that", "let's keep to {m}", "that won't help {m} one bit", "{m} won't get settled like this"],
  ),
};

/**
 * The voice of a character: for each kind of line, the first matching row's phrasings, or the neutral ones, of which
 * the character (by `seed`: its scenario and name) takes a few of its own.
 */
export function voiceOf(identity: BriefIdentity, seed = 0, matter = 'this', forms: readonly string[] = [matter]): Voice {
  const description = [identity.personality, identity.tone, identity.speakingStyle].join(' ');
  const rows = VOICE_ROWS.filter((row) => row.match.test(description));
  const field = <K extends keyof Voice>(key: K): Voice[K] => (rows.find((row) => row[key] !== undefined)?.[key] as Voice[K] | undefined) ?? NEUTRAL[key];
  const fill = (lines: readonly string[]) => lines.map((line) => withOwnMatter(line, matter, forms, seed));
  const own = (key: 'empathyAcks' | 'pressureReplies' | 'insultReplies' | 'wellbeing' | 'agreeing') => fill(ownLines(field(key), seed, OWN_LINES, key));
  // One line of the voice's own row, two composed of openings and endings.
  const mixed = (key: keyof typeof COMPOSED) => fill([...ownLines(field(key), seed, 1, key), ...ownLines(COMPOSED[key], seed, OWN_LINES - 1, `${key}Composed`)]);
  return {
    hedges: field('hedges'),
    empathyAcks: mixed('empathyAcks'),
    pressureReplies: mixed('pressureReplies'),
    insultReplies: mixed('insultReplies'),
    greetings: field('greetings'),
    wellbeing: own('wellbeing'),
    agreeing: own('agreeing'),
    maxSentences: field('maxSentences'),
  };
}

// Words that may start a sentence in lower case once a hedge comes before them; names and "I" keep their capitals.
// Every pronoun and determiner but "I" (a closed class: "She", "His", "Those", "Its"), with a contraction after it
// ("She's", "They'd"), and the other words a sentence of the brief opens with.
const LOWERABLE_START = /^(?:(?:We|Our|Ours|Us|You|Your|Yours|He|Him|His|She|Her|Hers|It|Its|They|Them|Their|Theirs|These|Those|Such|Any|My|Mine|Me|Whose|Which|Who)(?:['’](?:s|d|ll|re|ve))?(?![\p{L}'’])|The|There|There's|This|That|Nobody|Half|Today|Between|Honestly|When|Frankly|About|Most|A|An|Every|Some|No|Since|Just|What|If|Two|Three|One|Nights|Last|Each|All|Only|So|And|But|Once|After|Before|None|Nothing|Everyone|People|Gaps|At|In|On|For|To|Of|With|From|By|Over|Under|Until|During|Another|Both|Neither|Either|Most|Many|Much|Several|Somebody|Someone|Anyone|Everything|Something)\b/u;

/** A sentence as it reads after a lead-in: "The concert is…" → "the concert is…"; names and "I" keep their capitals. */
export function lowerStart(sentence: string): string {
  return LOWERABLE_START.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
}

/** A hedge and a sentence joined: "If you must know," + "We spent…" → "If you must know, we spent…". */
export function withHedge(hedge: string, sentence: string): string {
  // "Honestly," before "Honestly? A replacement…" says it twice: a sentence with its own opener keeps it alone.
  if (!hedge || /^(?:honestly|frankly|to be (?:frank|honest)|between you and me|well|look)\b/i.test(sentence)) return sentence;
  const body = LOWERABLE_START.test(sentence) ? sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
  return `${hedge} ${body}`;
}

/**
 * A job title as it reads mid-sentence: "Procurement Manager at St. Anne Hospital" → "procurement manager at St. Anne
 * Hospital". Only the title before the first "at", "of", "for"… is lowered; places, names and acronyms keep capitals.
 */
export function occupationPhrase(occupation: string): string {
  // "Not stated" is what the brief holds when nobody said a job: it is no job to say.
  if (/^\s*not stated\s*$/i.test(occupation)) return '';
  const [title = '', ...rest] = occupation.trim().replace(/[.!?;:,\s]+$/, '').split(/(?=\s(?:at|of|for|in|with|from|on)\s|,)/);
  return asPhrase(title) + rest.join('');
}

/** Who the character is, as they would say it after "I'm …": "Sarah Whitfield, procurement manager at St Anne's Hospital". */
export function selfDescription(identity: BriefIdentity): string {
  const occupation = occupationPhrase(identity.occupation);
  const hasPlace = /\s(?:at|for|with)\s/.test(occupation);
  const team = identity.organisation.trim();
  // "in the analytics team", "at Reid Electrical".
  const preposition = /\b(?:team|department|unit)\b/i.test(team) ? 'in' : 'at';
  const organisation = !hasPlace && team ? ` ${preposition} ${team.replace(/,.*$/, '')}` : '';
  return `${identity.name.trim()}, ${occupation || 'here for this conversation'}${organisation}`;
}
