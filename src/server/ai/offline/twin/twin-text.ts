// Reading what a person told their Engram: sentences, content words reduced to a light stem, and the word lists that
// decide which summary section a memory speaks to. Shared by the offline summary and the offline chat reply.
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin.ts';

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
// A sentence ends at its end mark (with any closing quote) before a space, or at a line break.
const SENTENCE_BREAK = /(?<=[.!?…]["”’)]*)\s+|\s*\n\s*/;

/** Words that carry no fact of their own: function words, and the filler of questions ("tell me about …"). */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each else ever every few for from further get gets getting got had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just let lets like me more most much must my myself ' +
    'no nor not now of off on once only or other our ours ourselves out over own please really same say said says she should so some ' +
    'such than that the their theirs them themselves then there these they this those through to too under until up us very was we ' +
    'were what when where which while who whom whose why will with would yes yet you your yours yourself yourselves ' +
    "i'm i've i'd i'll you're you've you'd don't didn't doesn't isn't wasn't aren't can't won't what's who's where's " +
    'tell know think remember thing things lot lots favorite favourite name named something anything anyone someone kind sort ' +
    'one first still always never often sometimes well good great many bit time times way day days ok okay oh hmm ' +
    'go goes going went gone come came make made take took see saw want wanted need use feel felt'
  ).split(/\s+/),
);

// Stems already worked out: a person's texts repeat their words, and the stemmer's regular expressions are the cost.
const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/** "gardening" → "garden", "sisters" → "sister", "loved" and "love" → "lov": enough to match forms of a word, no more. */
export function stemWord(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let stem = word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && /(?:ss|x|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us')) stem = stem.slice(0, -1);
  // "running" → "runn" → "run", "planned" → "plann" → "plan".
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, stem);
  return stem;
}

/** The words of a text, lower-cased, in order. */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  return lower.match(WORD_PATTERN)?.map((word) => (word.includes('’') ? word.replaceAll('’', "'") : word)) ?? [];
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replaceAll('’', "'"));
}

/** The stems of a text's content words (stop words left out). */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word) || (/^\d+$/.test(word) && word.length < 2)) continue;
    stems.add(stemWord(word));
  }
  return stems;
}

/** A text cut into sentences (a line break also ends one), each trimmed, empty ones left out. */
export function splitSentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).map((sentence) => sentence.replaceAll(/\s+/g, ' ').trim()).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The sentence as quoted: ends with punctuation, and at most `max` characters, cut at a word with an ellipsis. */
export function quoteSentence(sentence: string, max: number): string {
  const text = sentence.trim();
  if (text.length > max) return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return /[.!?…]["”’)]*$/.test(text) ? text : `${text}.`;
}

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
};

/** How a section is named in a sentence ("Nothing about loved ones yet …"). */
export const SECTION_PHRASES: Record<TwinSummarySectionName, { about: string; questions: string }> = {
  family: { about: 'family', questions: 'family' },
  friends: { about: 'friends', questions: 'friends' },
  loved_ones: { about: 'loved ones', questions: 'loved ones' },
  hobby: { about: 'hobbies', questions: 'hobby' },
  interest: { about: 'interests', questions: 'interest' },
  work_life: { about: 'work and life', questions: 'work and life' },
};

/** What an empty section says: nothing was told, and how to tell it. */
export function emptySectionText(section: TwinSummarySectionName): string {
  const phrase = SECTION_PHRASES[section];
  return `Nothing about ${phrase.about} yet. Answer the ${phrase.questions} questions or add a memory.`;
}

/** What the twin says when it was never told something (the model is told to say the same). */
export const TWIN_UNKNOWN_REPLY = 'I don’t know — that’s something I never told my Engram.';
