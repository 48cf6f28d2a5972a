// Level descriptions for a criterion written from the person's own words ("confirms the invoice number and amount
// early"): each kind of behaviour (confirming, asking, keeping a tone, proposing, closing, acknowledging,
// explaining, holding back) says concretely what each level looks like for it, in two wordings: a regeneration
// alternates between them, so it says the same levels in other words. Rules as data: add a kind to teach the engine a
// new sort of behaviour.
import { baseOfGerund, type BehaviourParts } from './behaviours.ts';
import { capitalize } from '../../../../shared/text.ts';

interface LevelWording {
  excellent: string;
  good: string;
  developing: string;
  needsImprovement: string;
}

interface LevelTemplates extends LevelWording {
  /** Base verbs of this kind. */
  verbs: string[];
  /** The same levels in other words, for a regeneration. */
  also: LevelWording;
}

// {Does}: "Confirms the invoice number and amount early"; {does}: the same in lower case; {base}: "confirm";
// {rest}: "the invoice number and amount early"; {gerund}: "confirming the invoice number and amount early";
// {counterpart}: "the customer".
const KINDS: LevelTemplates[] = [
  {
    verbs: ['confirm', 'check', 'verify', 'clarify', 'state', 'name', 'establish', 'quote', 'cite', 'double-check', 'mention', 'set'],
    excellent: '{Does} in exact terms and checks with {counterpart} that they are right before moving on.',
    good: '{Does}, but one detail stays vague or {counterpart} is never asked whether it is right.',
    developing: '{DoesCore} only late or imprecisely, so part of the conversation runs on unconfirmed facts.',
    needsImprovement: 'Does not {base} {core}; {counterpart} is left unsure what is being discussed.',
    also: {
      excellent: '{Does} precisely, then has {counterpart} confirm the details before the conversation moves on.',
      good: '{Does}, though one detail is left loose or never checked with {counterpart}.',
      developing: '{DoesCore} late or only in part, so some of the talk rests on details nobody checked.',
      needsImprovement: 'Never manages to {base} {core}, leaving {counterpart} unsure of the facts.',
    },
  },
  {
    verbs: ['ask', 'probe', 'explore', 'question', 'find', 'seek', 'uncover', 'identify', 'discover', 'understand', 'invite'],
    excellent: '{Does} with an open question, follows up on the answer and uses what {counterpart} says later on.',
    good: '{Does}, but accepts the first answer without a follow-up question.',
    developing: '{Does}, but only with closed or leading questions, so the real answer stays hidden.',
    needsImprovement: 'Does not {base} {rest}; assumes the answer or moves straight to their own agenda.',
    also: {
      excellent: '{Does} with open questions, listens to the whole answer and builds on it later in the conversation.',
      good: '{Does}, yet takes the first answer at face value instead of digging further.',
      developing: '{Does} mostly through yes-or-no or leading questions, so little of substance comes out.',
      needsImprovement: 'Skips the chance to {base} {rest} and pushes their own agenda instead.',
    },
  },
  {
    verbs: ['stay', 'remain', 'keep', 'be', 'sound', 'hold'],
    excellent: '{Does} from start to finish, and brings the conversation back at once whenever it starts to slip.',
    good: '{Does}, though it slips once and has to be brought back.',
    developing: 'Tries to {base} {rest}, but it slips more than once and is only brought back late.',
    needsImprovement: 'Does not {base} {rest}; nothing brings the conversation back once it slips.',
    also: {
      excellent: '{Does} throughout, and pulls the conversation back the moment it starts to drift.',
      good: '{Does} for most of the conversation, with one slip that is corrected.',
      developing: 'Means to {base} {rest}, but it slips repeatedly and is recovered late.',
      needsImprovement: 'Makes no effort to {base} {rest}, and the conversation drifts unchecked.',
    },
  },
  {
    verbs: ['propose', 'offer', 'suggest', 'recommend', 'present', 'give', 'provide', 'trade', 'negotiate'],
    excellent: '{Does} at the right moment, in concrete terms (what, when and who does it) that {counterpart} can say yes to.',
    good: '{Does}, but the terms stay loose or it comes before {counterpart}\'s situation is understood.',
    developing: 'Only hints at {gerundCore} without making it a concrete proposal, or waits until {counterpart} asks.',
    needsImprovement: 'Does not {base} {rest}, so the conversation stalls without a way forward.',
    also: {
      excellent: '{Does} when the moment is right, spelling out what happens, when and who does it, so {counterpart} can agree.',
      good: '{Does}, though the terms are vague or it arrives before {counterpart}\'s needs are clear.',
      developing: 'Gestures at {gerundCore} without turning it into a concrete proposal, or leaves it until {counterpart} asks.',
      needsImprovement: 'Never gets to {base} {rest}, and the conversation stalls with no way forward.',
    },
  },
  {
    verbs: ['end', 'close', 'agree', 'book', 'schedule', 'commit', 'secure', 'finish', 'wrap', 'summarise', 'summarize', 'recap', 'follow', 'follow-up', 'document'],
    excellent: '{Does}: the date, the owner and the next contact are stated, and {counterpart} repeats them back.',
    good: '{Does}, but one of the date, the owner or the follow-up is left open.',
    developing: 'Closes with a loose intention ("let\'s speak soon") instead of {gerund}.',
    needsImprovement: 'Does not {base} {rest}, so the conversation ends with nothing agreed and {counterpart} can simply wait.',
    also: {
      excellent: '{Does}, stating the date, the owner and the next contact, and {counterpart} confirms them.',
      good: '{Does}, yet leaves the date, the owner or the follow-up open.',
      developing: 'Ends on a vague "let\'s talk soon" rather than {gerund}.',
      needsImprovement: 'Never gets to {base} {rest}; nothing is agreed and {counterpart} has no reason to act.',
    },
  },
  {
    verbs: ['listen', 'acknowledge', 'empathise', 'empathize', 'apologise', 'apologize', 'thank', 'recognise', 'recognize', 'reassure', 'let', 'welcome', 'respect', 'praise'],
    excellent: '{Does} in words that echo what {counterpart} said, then moves on at a pace {counterpart} accepts.',
    good: '{Does}, but in stock phrases that sound scripted.',
    developing: 'Gets round to {gerund} only once or late, so it sounds like a formality.',
    needsImprovement: 'Does not {base} {rest}; {counterpart} feels brushed aside.',
    also: {
      excellent: '{Does} using {counterpart}\'s own words, then moves on at a pace {counterpart} is comfortable with.',
      good: '{Does}, though the words sound rehearsed rather than meant.',
      developing: 'Only gets round to {gerund} once, or too late for it to land.',
      needsImprovement: 'Never stops to {base} {rest}, and {counterpart} feels ignored.',
    },
  },
  {
    verbs: ['explain', 'describe', 'share', 'tell', 'update', 'walk', 'outline', 'frame', 'link', 'show', 'answer', 'respond', 'admit', 'own', 'flag', 'raise', 'speak', 'use'],
    excellent: '{DoesCore} clearly and in plain words, and {counterpart} could repeat the key point afterwards.',
    good: '{Does}, but with some jargon or in an order that is hard to follow.',
    developing: '{Does} only in part; important details are missing or have to be asked for.',
    needsImprovement: 'Does not {base} {rest}, or does it so vaguely that {counterpart} is left guessing.',
    also: {
      excellent: '{DoesCore} simply and in a clear order, so {counterpart} could sum up the key point afterwards.',
      good: '{Does}, but jargon or a muddled order makes it harder to follow.',
      developing: '{Does} only partly; key details are left out or have to be asked for.',
      needsImprovement: 'Fails to {base} {rest}, or is so vague that {counterpart} has to guess.',
    },
  },
];

// Keeping a manner ("stays calm", "keeps a polite tone") rather than a condition ("keeps the call under 15 minutes").
const TONE: Omit<LevelTemplates, 'verbs'> = {
  excellent: '{Does} from start to finish, including when {counterpart} pushes back or gets emotional.',
  good: '{Does} for most of the conversation; slips once under pressure and recovers quickly.',
  developing: '{Does} at first, then loses it when challenged, becoming either too soft or too sharp.',
  needsImprovement: 'Does not {base} {rest}; {counterpart} reacts to the tone rather than to what is said.',
  also: {
    excellent: '{Does} throughout, even when {counterpart} pushes back or becomes upset.',
    good: '{Does} most of the time; one slip under pressure is quickly recovered.',
    developing: '{Does} at the start but loses it under challenge, turning too soft or too sharp.',
    needsImprovement: 'Fails to {base} {rest}; {counterpart} reacts to the tone rather than the words.',
  },
};

const MANNER_WORDS = /\b(?:tone|manner|composure|composed|temper|voice|cool|calm|polite|patient|professional|respectful|courteous|friendly|warm|firm|empathetic|positive|neutral|confident|honest|open|non-judgemental|non-judgmental|measured|kind|civil|steady|relaxed|assertive|curious|humble|upbeat|supportive)\b/i;

// A kept condition names a thing ("the call", "a record", "within budget"); a manner starts with the manner itself.
const CONDITION_START = /^(?:the|a|an|his|her|their|its|this|that|these|those|each|every|all|both|any|\d|on|in|within|under|below|to)\b/i;

/** Whether "stay/keep/be …" is about a manner (levels about tone) rather than a condition kept (levels about slipping). */
function isManner(base: string, rest: string): boolean {
  if (!['stay', 'remain', 'keep', 'be', 'sound', 'hold'].includes(base)) return false;
  const words = rest.split(/\s+/).slice(0, 4).join(' ');
  return MANNER_WORDS.test(words) && !(CONDITION_START.test(rest) && !/\b(?:tone|manner|composure|temper|voice|cool)\b/i.test(words));
}

const HOLDING_BACK: Omit<LevelTemplates, 'verbs'> = {
  excellent: 'Never {positive} at any point, even under pressure, and offers a better alternative instead.',
  good: 'Avoids {positiveGerund} apart from one small slip that is quickly corrected.',
  developing: 'Slips into {positiveGerund} more than once, though not on the points that matter most.',
  needsImprovement: 'Keeps {positiveGerund}; {counterpart} notices and trust drops.',
  also: {
    excellent: 'Avoids {positiveGerund} throughout, even when pushed, and puts a better option forward instead.',
    good: 'Mostly avoids {positiveGerund}; one small slip is caught and corrected.',
    developing: 'Falls into {positiveGerund} more than once, though not on the points that matter most.',
    needsImprovement: 'Goes on {positiveGerund}, and {counterpart} notices and trusts them less.',
  },
};

// Keeping away from something ("avoids jargon", "avoiding blame"): the levels say how often it creeps in.
const AVOIDING: LevelTemplates = {
  verbs: ['avoid', 'refrain', 'resist', 'prevent', 'steer'],
  excellent: '{Does} from start to finish, even under pressure, so {counterpart} never has to work around it.',
  good: '{Does} apart from one slip that is quickly put right.',
  developing: 'Lets {core} creep in more than once, though not on the points that matter most.',
  needsImprovement: 'Does not {base} {core}; {counterpart} notices it and trust drops.',
  also: {
    excellent: '{Does} throughout, even when pushed, and {counterpart} never has to work around it.',
    good: 'Mostly {does}; one slip is caught and put right.',
    developing: 'Falls back on {core} more than once, though not where it matters most.',
    needsImprovement: 'Makes no effort to {base} {core}, and {counterpart} notices it.',
  },
};

const FALLBACK: Omit<LevelTemplates, 'verbs'> = {
  excellent: '{Does} clearly and at the right moment; {counterpart} responds to it and the conversation moves forward because of it.',
  good: '{Does}, though later than ideal or less fully than the situation needed.',
  developing: 'Makes an attempt at {gerund}, but it is partial or only comes after a prompt.',
  needsImprovement: 'Does not {base} {rest}; {counterpart} notices the gap.',
  also: {
    excellent: '{Does} clearly and at the right time; {counterpart} responds and the conversation moves on because of it.',
    good: '{Does}, but later or less fully than the situation called for.',
    developing: 'Attempts {gerund}, but only partly or after a prompt.',
    needsImprovement: 'Never manages to {base} {rest}, and {counterpart} notices what is missing.',
  },
};

/** "stay" → "stays", "fix" → "fixes", "try" → "tries". */
export function thirdPerson(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

// Words about when or how that a level description replaces with its own ("only late").
const TIMING_TAIL = /\s+(?:early(?: on)?|quickly|promptly|up ?front|first|at the start|throughout|at the end|clearly|calmly|immediately|right away|plainly|simply|in plain (?:words|language|english))$/i;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match).replace(/\s+([,;.])/g, '$1').replace(/\s{2,}/g, ' ');
}

/** The wording a generation uses: the first for a new rubric, then each regeneration the other one, in turn. */
export function wordingFor<T>(first: T, other: T, variation: number): T {
  return variation % 2 === 0 ? first : other;
}

/** The four level descriptions for one behaviour the description names as good, in the wording of `variation`. */
export function describeBehaviourLevels(behaviour: BehaviourParts, counterpart: string, variation = 0): Record<string, string> {
  // A second verb of the phrase takes the first one's form: "Holds the price but offers a bundle", "to hold the price
  // but offer a bundle".
  const coordinated = (form: (base: string) => string) => behaviour.rest.replace(/\b(and|but|then|or)\s+(\p{Ll}+ing)\b/gu, (_match, joiner: string, gerund: string) => `${joiner} ${form(baseOfGerund(gerund))}`);
  const parts = { ...behaviour, rest: coordinated((base) => base) };
  const does = [thirdPerson(parts.base), coordinated(thirdPerson)].filter(Boolean).join(' ');
  const core = coordinated(thirdPerson).replace(TIMING_TAIL, '');
  const values = {
    Does: capitalize(does),
    DoesCore: capitalize([thirdPerson(parts.base), core].filter(Boolean).join(' ')),
    gerundCore: parts.gerundPhrase.replace(TIMING_TAIL, ''),
    does,
    base: parts.base,
    rest: parts.rest,
    core,
    gerund: parts.gerundPhrase,
    counterpart,
    positive: does,
    positiveGerund: parts.gerundPhrase,
  };
  const found = parts.isNegated ? HOLDING_BACK : isManner(parts.base, parts.rest) ? TONE : ([...KINDS, AVOIDING].find((candidate) => candidate.verbs.includes(parts.base)) ?? FALLBACK);
  const kind = wordingFor<LevelWording>(found, found.also, variation);
  return {
    Excellent: fill(kind.excellent, values),
    Good: fill(kind.good, values),
    Developing: fill(kind.developing, values),
    'Needs Improvement': fill(kind.needsImprovement, values),
  };
}
