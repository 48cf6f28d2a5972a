// The built-in character's own stock lines: what it says when the brief gives it no words of its own (a warning, "I
// couldn't say", a polite refusal of small talk, a goodbye…). Each family is a large pool, most of it built from a
// few openings and endings, and every character takes its own few lines from it, chosen by its scenario and name: two
// characters rarely say the same stock sentence, and a replayed conversation says the same lines again.
import { stableHash } from '../seeded-choice.ts';

/** Every opening with every ending: "One more like that" + "and we're done for today". */
function composed(heads: readonly string[], tails: readonly string[], join = ' '): string[] {
  return heads.flatMap((head) => tails.map((tail) => `${head}${tail ? `${join}${tail}` : ''}.`.replace(/\s+([,.;])/g, '$1')));
}

/** `count` lines of the pool in an order of the character's own (a seeded shuffle): the same seed, the same lines. */
export function ownLines(pool: readonly string[], seed: number, count: number, family: string): string[] {
  const keyed = pool.map((line, index) => ({ line, key: stableHash(`${seed}\u0000${family}\u0000${index}`) }));
  return keyed
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ line }) => line);
}

// "I don't know" in role, for what the brief does not hold.
const DONT_KNOW = composed(
  ["I couldn't say", "I don't know", "I can't tell you that", "I honestly couldn't tell you", "That I couldn't tell you", "I really don't know", "I can't really say", "I'm not sure"],
  ['', "I'm afraid", 'to be honest', 'from where I sit', 'for certain', 'off the top of my head'],
  ', ',
);

// Small talk answered in role, briefly and without inventing anything, before the character goes back to the matter.
const SMALL_TALK = composed(
  ['Maybe another time', 'That can wait', "Let's save that for another day", 'Ask me again once this is sorted', 'Not today', "That's not why we're here", "Let's keep to the matter at hand", "That's for another day", "I'd rather not get into that now", "That's not really why we're talking"],
  ['', 'if you don\'t mind', 'honestly', "I'm afraid", 'thanks'],
  ', ',
);

const WARNING = composed(
  ['One more like that', 'Another remark like that', 'Keep that up', 'Say that again', 'Push me like that again', 'Carry on like this', 'Once more'],
  ["and we're done for today", 'and this conversation is over', "and I'll end it here", "and I'm leaving it there", 'and we stop here', "and that's the end of it"],
);

const ENDED = composed(
  ["I've said what I had to say", "There's nothing more to discuss today", "I'd rather leave it there", "My answer hasn't changed", 'We can talk another time, not today', "I'm done for today", "That's all from me today", "I've nothing to add", 'It stays as it is'],
  ['', 'thank you', 'really', 'for now'],
  ', ',
);

const ENDED_APOLOGY = composed(
  ["I appreciate the apology, but I've made up my mind for today", 'Thank you, but not today', 'Noted, but my mind is made up for today', "Thanks for saying so, but we're finished for today", "I hear the apology, but I'm done for today"],
  ['', 'all the same', 'I\'m afraid'],
  ', ',
);

const REPEATED = composed(['You said that already', 'I heard you the first time', "That's what you said before", "You've said that", 'Yes, you mentioned that', 'I know, you said so'], ['', 'a moment ago', 'already'], ' ').filter((line) => !/already already/.test(line));

const LET_GO = composed(
  ["All right, I'll judge that for myself when I see it", "Fine, I'll take your word on that for now", "I've said my piece on that; I'll hold you to it", "I'll leave that with you, then", "Let's see how it goes on that one", "I'll trust you on that, for now"],
  ['', 'then'],
  ', ',
);

const LOCKED = composed(["I'd rather not go into that just now", "That's not something I want to get into yet", "Let's leave that aside for the moment", "I'll keep that to myself for now", "I'm not ready to talk about that", "I'd keep that back for now"], ['', 'if you don\'t mind', 'sorry'], ', ');

const NUDGES = ['So where do we go from here?', 'What do you suggest?', 'What happens next, then?', 'So what are you proposing?', 'Where does that leave us?', 'What would you do in my place?', 'So what now?', "What's your plan, then?", 'How do we move this on?', 'What can you actually do about it?'];

const SHORT = ['Go on.', "I'm listening.", 'Okay.', 'Right.', 'Mm.', 'And?', 'Carry on.', 'Yes?', 'Fine.', 'Hm.'];

const REMIND_PLAIN = ["Before I agree, I'd still want an answer to what worries me.", "That doesn't settle my worry yet.", "I'm still waiting to hear how you'll deal with my concern.", "My concern hasn't gone away.", "That still leaves my worry where it was.", "You haven't dealt with what bothers me yet."];

const STILL_NEED_PLAIN = ["That's a start, but it isn't everything I need yet.", "I'm not there yet; something is still missing for me.", "I can't agree to anything just yet.", "Not quite enough for me yet.", "It's a step, but I'm not there.", "Close, but something's still missing."];

const POOR_SUMMARY = ['Not quite.', "That's not quite it.", 'Not exactly.', "That's not how I'd put it.", 'Not really, no.', "You've missed something."];

const CLOSING_OPEN = ["All right. Thanks for your time, but I'm not committing to anything yet.", 'Fine. We can leave it there for today.', "Okay. I'll think about it, but nothing is agreed.", "Right. I'll mull it over; nothing's settled.", "Fine, let's stop there. I haven't agreed to anything.", "Okay, thanks. I'll need to think it over."];

const CLOSING_AGREED = ['Thanks. Speak soon.', 'Good. Thank you, and goodbye.', 'Thank you. Until then.', 'Great, thanks. Bye for now.', 'Good. Talk then.', "Thanks. I'll look out for it."];

const AGREED_PLAIN = ['Send me the details in writing and we are set.', 'Good. I have it noted.', "Fine. Put it in writing and we're done.", "Right, that's noted.", "Good. I'll expect it in writing.", 'Noted. Thank you.'];

const BROUGHT_UP_LEADS = ['Before we go further, one more thing:', 'Maybe, but first one thing:', 'One thing first, though:', 'Before that, one thing:', 'Hold on, one thing first:', 'Just one thing before that:'];

// A fact asked for again: said again briefly, led by a reminder that it was said.
const RESTATED_LEADS = ['As I said,', 'Like I said,', 'As I told you,', 'Again,', 'Like I mentioned,', 'As I mentioned,'];

/** What a character says of its own: each family a few lines of the pool, in the character's order. */
export interface StockLines {
  dontKnow: readonly string[];
  smallTalk: readonly string[];
  warning: readonly string[];
  ended: readonly string[];
  endedApology: readonly string[];
  repeated: readonly string[];
  letGo: readonly string[];
  locked: readonly string[];
  nudges: readonly string[];
  short: readonly string[];
  remindPlain: readonly string[];
  stillNeedPlain: readonly string[];
  poorSummary: readonly string[];
  closingOpen: readonly string[];
  closingAgreed: readonly string[];
  agreedPlain: readonly string[];
  broughtUpLeads: readonly string[];
  restatedLeads: readonly string[];
}

const cache = new Map<number, StockLines>();
const CACHE_LIMIT = 256;

/** The seed of a character: its scenario and its name, so a replay gets the same lines and another character other ones. */
export function characterSeed(scenarioName: string, characterName: string): number {
  return stableHash(`${scenarioName.trim().toLowerCase()}\u0000${characterName.trim().toLowerCase()}`);
}

export function stockLinesOf(seed: number): StockLines {
  const cached = cache.get(seed);
  if (cached) return cached;
  const own = (pool: readonly string[], family: string, count: number) => ownLines(pool, seed, count, family);
  const lines: StockLines = {
    dontKnow: own(DONT_KNOW, 'dontKnow', 4),
    smallTalk: own(SMALL_TALK, 'smallTalk', 4),
    warning: own(WARNING, 'warning', 2),
    ended: own(ENDED, 'ended', 5),
    endedApology: own(ENDED_APOLOGY, 'endedApology', 2),
    repeated: own(REPEATED, 'repeated', 3),
    letGo: own(LET_GO, 'letGo', 3),
    locked: own(LOCKED, 'locked', 3),
    nudges: own(NUDGES, 'nudges', 4),
    short: own(SHORT, 'short', 6),
    remindPlain: own(REMIND_PLAIN, 'remindPlain', 3),
    stillNeedPlain: own(STILL_NEED_PLAIN, 'stillNeedPlain', 3),
    poorSummary: own(POOR_SUMMARY, 'poorSummary', 3),
    closingOpen: own(CLOSING_OPEN, 'closingOpen', 3),
    closingAgreed: own(CLOSING_AGREED, 'closingAgreed', 3),
    agreedPlain: own(AGREED_PLAIN, 'agreedPlain', 2),
    broughtUpLeads: own(BROUGHT_UP_LEADS, 'broughtUpLeads', 4),
    restatedLeads: own(RESTATED_LEADS, 'restatedLeads', 4),
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(seed, lines);
  return lines;
}

/** Every line a family's pool holds: for tests, which recognise a line of the family. */
export const STOCK_POOLS = {
  dontKnow: DONT_KNOW,
  smallTalk: SMALL_TALK,
  warning: WARNING,
  ended: ENDED,
  locked: LOCKED,
  restatedLeads: RESTATED_LEADS,
  closingOpen: CLOSING_OPEN,
  closingAgreed: CLOSING_AGREED,
  agreedPlain: AGREED_PLAIN,
  poorSummary: POOR_SUMMARY,
} as const;

/** Whether the text starts with a line of the family's pool. */
export function startsWithStockLine(family: keyof typeof STOCK_POOLS, text: string): boolean {
  return STOCK_POOLS[family].some((line) => text.startsWith(line.replace(/[.,]$/, '')));
}
