// A sentence's clauses and words read for whom they speak of: the person's own clauses, a heading and the sentence
// going on from it, nouns said in general, relations said of anyone, money, sport and what a negated verb means.
import { type Word } from '../../language/lemmas.ts';
import { antonymsOf, hasPartOfSpeech, isDictionaryWord, isNameOnly, isPersonNoun, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { type AskKind } from './twin-passage.ts';
import { isCapitalised, kinOf, readSentence, stemOf } from './twin-reading.ts';
import { DETERMINERS, PREPOSITIONS } from './twin-sentence-kinds.ts';
import { ASKING, AUXILIARIES, FINAL_DEMONSTRATIVES, HAVING, isContent, isNumber, KIN_WORDS, OWNERS, PARTICLES, PLACE_PREPOSITIONS, readWordsInContext, TIME_NOUNS } from './twin-words.ts';

// Words that end one clause and start another.
const CLAUSE_BREAKS = new Set([',', ';', ':', 'and', 'but', 'while', 'whereas', 'because', 'so', 'who', 'which', 'although', 'though']);
const OWN_SUBJECTS = new Set(['i', 'we', 'me', 'us']);
const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'you']);
// Words that stand for people named before ("the ones who still play", "those who stayed"): what the clause after
// "who" says, they do. Not "someone", which the person may be ("Remember me as someone who turned up on time").
const STANDING_FOR = new Set(['one', 'ones', 'those', 'others']);
/**
 * The words of a sentence's clauses that speak of the person: those whose subject is "I" or "we", or that have none
 * ("Sketching.", "Never borrow money"); not a clause whose subject is someone else ("my brother", "Gwyn", "he").
 */
export function ownClauses(words: readonly Word[], text: string): Word[] {
  // A verb the tagger read as a noun ("my sister Leila paints portraits") still makes its clause someone else's.
  const inContext = readWordsInContext(text);
  const isVerb = (word: Word) => word.pos === 'verb' || inContext[words.indexOf(word)]?.pos === 'verb';
  // "If I ever had the money, I would travel to Japan": what would be, not what is.
  const lowered = words.map((word) => word.text.toLowerCase());
  if (lowered.includes('if') && lowered.some((word) => ['would', 'could', 'might', "'d", '’d'].includes(word))) return [];
  const own: Word[] = [];
  let clause: Word[] = [];
  let lastClause: Word[] = [];
  // "A good friend who built something that lasts": the clause after "who" is done by the one named before it.
  let antecedent: Word | undefined;
  let lastSubject: Word | undefined;
  let lastHead: Word | undefined;
  // A capital that only opens the sentence ("Honesty matters most to me") is no name.
  // A word of the dictionary named after "the" is a thing ("the night the Wall came down"), not someone.
  const isThingNamed = (subject: Word) => words[words.indexOf(subject) - 1]?.text.toLowerCase() === 'the' && isDictionaryWord(subject.lemma) && !isPersonNoun(subject.lemma);
  const isNamed = (subject: Word) => isCapitalised(subject) && (words.find((word) => word.isWord) !== subject || isNameOnly(subject.text)) && !isThingNamed(subject);
  const isSomeoneElse = (subject: Word) => !OWN_SUBJECTS.has(subject.text.toLowerCase()) && (OTHER_SUBJECTS.has(subject.text.toLowerCase()) || STANDING_FOR.has(subject.text.toLowerCase()) || isNamed(subject) || KIN_WORDS.has(kinOf(subject.lemma)) || isPersonNoun(subject.lemma));
  const close = (next?: string) => {
    const verb = clause.findIndex(isVerb);
    const before = verb < 0 ? clause : clause.slice(0, verb);
    // A clause with no verb ("And Charly García's albums") has no subject doing anything: it names what it is about.
    // A noun after a preposition is no subject ("Between customers I do the crossword").
    // A clause that names no subject of its own goes on with the one before it ("He never shouts, not even at a dog that
    // has run off"): the dog is still his to shout at, not the person's.
    const candidates = before.filter((word, index) => OWN_SUBJECTS.has(word.text.toLowerCase()) || OTHER_SUBJECTS.has(word.text.toLowerCase()) || (word.pos === 'noun' && !before.slice(0, index).some((entry) => PREPOSITIONS.has(entry.text.toLowerCase()))));
    // A thing named first is not the subject when someone named after it is: "The day Inês was born" is Inês's doing.
    const first = candidates[0];
    const chosen = first !== undefined && !OWN_SUBJECTS.has(first.text.toLowerCase()) && !isSomeoneElse(first) ? (candidates.findLast(isSomeoneElse) ?? first) : first;
    const subject = verb < 0 ? undefined : (chosen ?? antecedent ?? lastSubject);
    lastSubject = subject;
    if (!(subject !== undefined && isSomeoneElse(subject))) own.push(...clause);
    // "The night Daylín was born": the thing named before whose doing it is stays the person's own heading.
    else own.push(...clause.slice(0, headOfSubject(clause, subject)));
    // "Dr. Aileen Munro, our GP, who keeps bees": after a comma, "who" still goes back to the clause before it.
    const named = clause.length > 0 ? clause : lastClause;
    // The one named is the head of the phrase, before what places it ("Mrs. Tóth from the flat upstairs, who …").
    const preposition = named.findIndex((word, index) => index > 0 && PREPOSITIONS.has(word.text.toLowerCase()));
    const head = preposition > 0 ? named.slice(0, preposition) : named;
    const isHead = (word: Word) => word.pos === 'noun' || OWN_SUBJECTS.has(word.text.toLowerCase()) || STANDING_FOR.has(word.text.toLowerCase());
    // "A former pupil, now grown, who came …": a phrase that names no one between them leaves "who" going back to the
    // one named before it.
    const namedHead = head.findLast(isHead) ?? named.findLast(isHead);
    antecedent = next === 'who' || next === 'which' ? (namedHead ?? lastHead) : undefined;
    if (namedHead) lastHead = namedHead;
    if (clause.length > 0) lastClause = clause;
    clause = [];
  };
  for (const word of words) {
    if (CLAUSE_BREAKS.has(word.text.toLowerCase())) close(word.text.toLowerCase());
    else {
      // "I am proud my two daughter finish university", "I watch my granddaughter play volleyball": after the clause's
      // own verb, someone else named right before a verb opens a clause of theirs, said without "that". They are still
      // the one the person watches or is proud of; what they do is theirs.
      const last = clause.at(-1);
      if (isVerb(word) && last?.pos === 'noun' && clause.slice(0, -1).some(isVerb) && isSomeoneElse(last)) {
        let from = clause.length - 1;
        while (from > 0 && (DETERMINERS.has(clause[from - 1]!.text.toLowerCase()) || OWNERS.has(clause[from - 1]!.text.toLowerCase()) || isNumber(clause[from - 1]!) || clause[from - 1]!.pos === 'adjective')) from -= 1;
        const theirs = clause.slice(from);
        if (clause.slice(0, from).some(isVerb)) {
          close();
          clause.push(...theirs);
        }
      }
      clause.push(word);
    }
  }
  close();
  return own;
}

/**
 * Where the phrase naming a clause's subject begins: back from it over whom it is said with ("My brother Nils", "our
 * two boys"), up to a thing named before it ("The night", "Last year"), which is no part of it.
 */
function headOfSubject(clause: readonly Word[], subject: Word): number {
  let from = clause.indexOf(subject);
  // A subject carried over from the clause before ("… and sells insurance") leaves nothing of this one the person's.
  if (from < 0) return 0;
  while (from > 0) {
    const word = clause[from - 1]!;
    const lower = word.text.toLowerCase();
    const ofWhom = word.pos === 'noun' ? isCapitalised(word) || KIN_WORDS.has(kinOf(word.lemma)) || isPersonNoun(word.lemma) : DETERMINERS.has(lower) || OWNERS.has(lower) || isNumber(word) || word.pos === 'adjective' || /['’]s$/.test(word.text);
    if (!ofWhom) break;
    from -= 1;
  }
  return from;
}

// Words that open a clause saying why or when what the sentence tells is so ("… because the night shift is making my
// body confused", "while I was away at sea"), and the marks that end one.
const CAUSE_OPENERS = new Set(['because', 'cos', "'cause", '’cause']);
const FRAME_OPENERS = new Set([...CAUSE_OPENERS, 'when', 'whenever', 'while', 'whilst', 'until', 'till']);
const CLAUSE_ENDS = new Set([',', ';', ':']);
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you']);
/**
 * The words of a sentence's clauses of cause or time ("because the night shift …", "when we come to Australia"): why or
 * when something is, not what the sentence tells. Without a comma, a new subject after the clause's verb starts the
 * sentence's own clause ("When we come to Australia I speak no English").
 */
export function frameClauseWords(words: readonly Word[]): Word[] {
  const framing: Word[] = [];
  let inFrame = false;
  let hasVerb = false;
  words.forEach((word, index) => {
    const text = word.text.toLowerCase();
    if (CLAUSE_ENDS.has(text) || (inFrame && hasVerb && SUBJECT_PRONOUNS.has(text))) inFrame = false;
    // "The day when …" says which day: a clause of the noun, not of time. A cause the person gives of themselves
    // ("People laugh because I also love the music of Toots") tells of them as much as the rest.
    else if (FRAME_OPENERS.has(text) && !(text === 'when' && words[index - 1]?.pos === 'noun') && !(CAUSE_OPENERS.has(text) && OWN_SUBJECTS.has(words[index + 1]?.text.toLowerCase() ?? ''))) {
      inFrame = true;
      hasVerb = false;
    } else if (inFrame) {
      framing.push(word);
      if (word.pos === 'verb') hasVerb = true;
    }
  });
  return framing;
}

// A heading is a few words: a longer sentence without a verb is a list of its own ("Classes in the morning, shift …").
const MAX_HEADING_WORDS = 7;

/**
 * Where in a sentence (positions of its words as read) the person speaks of themselves: clauses whose subject is "I"
 * or "we", or that have none ("Braiding hair."), not someone else's ("my dad played them", "a friend who built …"),
 * and nothing of a sentence of what would be ("If I had the money, I would …").
 */
export function ownWordPositions(text: string): Set<number> {
  const words = readSentence(text);
  const own = new Set(ownClauses(words, text));
  return new Set(words.flatMap((word, index) => (own.has(word) ? [index] : [])));
}

// Words before a noun that pick out one of its kind: "the old film", "a red one", "my favourite band", "two hives".
const PICKING_WORDS = new Set([...[...DETERMINERS].filter((word) => word !== 'of'), 'your', 'these', 'those', 'some', 'any', 'every', 'each', 'one']);
/** Common nouns said in general: nothing before them picks one out ("full of colour", "I love music"). */
export function bareNouns(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun' || isCapitalised(word)) return false;
    const before = words[index - 1];
    // "Whisky Galore, the old film", "the songs of Runrig": a name beside it is the one.
    if ([words[index + 1], words[index + 2]].some((near) => near !== undefined && isCapitalised(near))) return false;
    return !before || !(PICKING_WORDS.has(before.text.toLowerCase()) || before.pos === 'adjective' || before.pos === 'noun' || isNumber(before) || /['’]s$/.test(before.text));
  });
}

// Words that open a clause saying since when or how long of the heading before it ("The cello, since I was six.").
const HEADING_TAILS = new Set(['since', 'for', 'from', 'ever', 'when']);
/**
 * No verb but an -ing form, and short: a heading ("Sketching.", "Pigeon racing, for over forty years."), or one with
 * a clause of since when after its comma ("The cello, since I was six.").
 */
export function isFragmentOf(words: readonly Word[]): boolean {
  const count = words.filter((word) => word.isWord).length;
  const comma = words.findIndex((word) => word.text === ',');
  const head = comma > 0 && HEADING_TAILS.has(words[comma + 1]?.text.toLowerCase() ?? '') ? words.slice(0, comma) : words;
  return count > 0 && count <= MAX_HEADING_WORDS && !head.some((word) => word.pos === 'verb' && !/ing$/i.test(word.text));
}
// The words that open a clause of time with no main clause after it: "When Colm was ill, for a year and more."
const TIME_CLAUSE_OPENERS = new Set(['when', 'after', 'while']);

/**
 * A sentence that names what its answer is about without saying anything of it: a heading ("The flood in 2007."),
 * or a clause of time alone ("When Colm was ill, for a year and more.", "The day the mill closed."),
 * whose verbs all come before its first comma.
 */
export function isHeadingOf(words: readonly Word[]): boolean {
  if (isFragmentOf(words)) return true;
  const said = words.filter((word) => word.isWord);
  const opener = said[0]?.text.toLowerCase() ?? '';
  const timeClause = TIME_CLAUSE_OPENERS.has(opener) || (opener === 'the' && TIME_NOUNS.has(said[1]?.lemma ?? '') && said[2]?.pos !== 'verb');
  const comma = words.findIndex((word) => word.text === ',');
  return timeClause && (comma < 0 || !words.slice(comma).some((word) => word.pos === 'verb' && !/ing$/i.test(word.text)));
}
/** "I could go on about it all night", "… remember me saying that": the sentence speaks of what the one before said. */
export function pointsBack(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  const last = content.at(-1);
  if (last && FINAL_DEMONSTRATIVES.has(last.text.toLowerCase())) return true;
  const it = content.findIndex((word) => ['it', 'them'].includes(word.text.toLowerCase()));
  return it > 0 && !content.slice(0, it).some((word) => word.pos === 'noun');
}

// Words before a relation that make it anyone's ("a child", "like children", "every kid", "no son of mine").
const ANYONE_MARKERS = new Set(['a', 'an', 'any', 'every', 'each', 'no', 'like', 'such', 'other', 'all', 'most', 'many']);
// Words before a relation that point at the ones spoken of ("the boys were born", "those kids of ours").
const PERSONAL_DETERMINERS = new Set(['the', 'these', 'those', 'this', 'that']);
/**
 * The relations a sentence says of anyone, not of the person ("never let a child go hungry", "shriek like children"):
 * after a word that makes them anyone's, or said in general, with nothing that makes them someone's ("I have a son"
 * and "our girl Kirsty" are the person's; "the boys" are the ones spoken of).
 */
export function kinOfAnyone(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun' || !KIN_WORDS.has(kinOf(word.lemma)) || word.lemma === 'family') return false;
    // Named beside them, or said as a name ("Mum taught me"), they are someone in particular ("a daughter, Inês").
    if (isCapitalised(word) || [words[index + 1], words[index + 2]].some((near) => near !== undefined && isCapitalised(near) && near.pos === 'noun')) return false;
    // Back over the words that count or describe them ("three hundred", "two lovely") to whose they are.
    let at = index - 1;
    while (at >= 0 && (words[at]!.pos === 'adjective' || words[at]!.pos === 'adverb' || isNumber(words[at]!))) at -= 1;
    const before = words[at];
    const lower = before?.text.toLowerCase() ?? '';
    if (before && (OWNERS.has(lower) || PERSONAL_DETERMINERS.has(lower) || /['’]s$/.test(before.text) || HAVING.has(before.lemma))) return false;
    // "Eleven grandchildren, and every one of them bold as brass.": counted as the sentence opens, the ones the answer lists.
    if (before === undefined && words.slice(0, index).some(isNumber)) return false;
    // "I have a son", "we had three boys", "have you got any brothers": counted after having them.
    if ((['a', 'an', 'any', 'some'].includes(lower) || at < index - 1) && words.slice(Math.max(0, at - 3), at + 1).some((near) => HAVING.has(near.lemma))) return false;
    // Said after a word that makes them anyone's, counted without being someone's, or in general in the plural.
    return ANYONE_MARKERS.has(lower) || at < index - 1 || (word.text.toLowerCase() !== word.lemma && word.text.toLowerCase().endsWith('s'));
  });
}
/** Two nouns said together that WordNet holds as one ("signal box", "Christmas Eve"), as one term each ("signal_box"). */
export function compoundTerms(words: readonly Word[], among: readonly Word[] = words): string[] {
  const compounds: string[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    // A noun with a particle WordNet holds as one ("days off") too.
    const particle = next !== undefined && word.pos === 'noun' && among.includes(word) && PARTICLES.has(next.text.toLowerCase());
    if (!next || word.pos !== 'noun' || (!particle && (next.pos !== 'noun' || !among.includes(word) || !among.includes(next)))) return;
    const compound = `${word.lemma}_${particle ? next.text : next.lemma}`.toLowerCase();
    if (hasPartOfSpeech(compound, 'noun')) compounds.push(compound);
  });
  return compounds;
}

/**
 * The nouns said only as the first half of two nouns WordNet holds as one ("a bus stop", "the engine room"): what the
 * other is of, not the thing itself. Not in a doing done with the thing ("a card game" is played with cards), nor a
 * time, which says when the other is ("the night shift"), nor a noun said again on its own elsewhere in the sentence.
 */
export function compoundModifiers(words: readonly Word[]): Word[] {
  const modifiers = words.filter((word, index) => {
    const next = words[index + 1];
    if (next === undefined || word.pos !== 'noun' || next.pos !== 'noun' || isCapitalised(word)) return false;
    const compound = `${word.lemma}_${next.lemma}`.toLowerCase();
    return hasPartOfSpeech(compound, 'noun') && !nounKinds(compound, 1).includes('act') && !TIME_NOUNS.has(word.lemma);
  });
  return modifiers.filter((modifier) => !words.some((word) => word !== modifier && !modifiers.includes(word) && word.lemma === modifier.lemma));
}

// Verbs of money not said in the sense of giving or taking anything ("give the rest away", "take your time").
const LIGHT_VERBS = new Set(['give', 'take', 'get', 'have', 'keep', 'make']);
/**
 * Money itself, or a matter of money in general: a doing of money ("saving", "spending", "borrowing": its verb is one of
 * having and giving) or a state of it ("debt"). Not one money thing ("taxes", "an inheritance"), which money advice in
 * other words does not answer.
 */
export function isMoneyNoun(lemma: string): boolean {
  if (lemma === 'money' || relatedWords('money', 'noun', 1).synonyms.includes(lemma)) return true;
  const senses = nounKinds(lemma, 2);
  if (senses[0] === 'state' && senses.includes('possession')) return true;
  // "Saving" is to save, "spending" to spend.
  const verbs = /ing$/.test(lemma) ? [lemma.slice(0, -3), `${lemma.slice(0, -3)}e`].filter((verb) => hasPartOfSpeech(verb, 'verb')) : [];
  return verbs.some((verb) => verbKinds(verb, 2).includes('possession'));
}

/**
 * A verb of money: one WordNet files as having and giving in its two commonest senses ("owe", "borrow", "earn", "buy"),
 * not one that is that in one sense only ("find" is also to perceive, "gate" to touch).
 */
function isMoneyVerb(lemma: string): boolean {
  const kinds = verbKinds(lemma, 2);
  return kinds.includes('possession') && kinds.every((kind) => kind === 'possession' || kind === 'stative');
}

/** A currency ("euros", "pesos", "shillings"): WordNet files it as a quantity, a monetary unit within two steps. */
function isCurrency(lemma: string): boolean {
  const broader = relatedWords(lemma, 'noun', 1).broader;
  return [...broader, ...broader.flatMap((word) => relatedWords(word, 'noun', 1).broader)].includes('monetary unit');
}
/** A sentence names money, or a doing of money, in its commonest sense ("every wage", "small coins", "never owe"). */
export function speaksOfMoney(words: readonly Word[]): boolean {
  return words.some((word) => isContent(word) && !isCapitalised(word) && ((word.pos === 'noun' && (nounKinds(word.lemma, 1).includes('possession') || isCurrency(word.lemma))) || (word.pos === 'verb' && !ASKING.has(word.lemma) && !LIGHT_VERBS.has(word.lemma) && isMoneyVerb(word.lemma))));
}

let tolerating: Set<string> | null = null;
const NEGATORS = new Set(['not', "n't", 'n’t', 'never', 'cannot', 'no']);
/**
 * What a sentence's negated verbs mean by their WordNet opposites ("I don't like" → dislike, "never loved" → hate),
 * and not tolerating (WordNet's "tolerate": stand, bear, abide …) as disliking ("I can't stand …").
 */
export function negatedMeanings(words: readonly Word[]): Set<string> {
  tolerating ??= new Set(['tolerate', ...relatedWords('tolerate', 'verb', 1).synonyms]);
  const meanings = new Set<string>();
  for (const [index, word] of words.entries()) {
    // The verb the negation says no to ("I can't stand", "I don't like"), not every word after it ("won't hear a word
    // about stopping" says nothing of starting).
    const before = words.slice(Math.max(0, index - 2), index).map((entry) => entry.text.toLowerCase());
    if (word.pos !== 'verb' || !word.negated || AUXILIARIES.has(word.lemma) || !before.some((entry) => NEGATORS.has(entry))) continue;
    for (const opposite of antonymsOf(word.lemma, 'verb')) meanings.add(opposite.replaceAll(' ', '_')).add(stemOf(opposite));
    if (tolerating.has(word.lemma)) meanings.add('dislike');
  }
  return meanings;
}
/** "Team" or a word WordNet holds as one or a kind of one ("squad", "club"). */
export function isTeamNoun(lemma: string): boolean {
  const { synonyms, broader } = relatedWords(lemma, 'noun', 1);
  return lemma === 'team' || synonyms.includes('team') || broader.includes('team');
}

// How far up WordNet a noun is followed to find that it is a sport or a match ("rugby" → football → field game → sport).
const SPORT_STEPS = 4;
const SPORT_KINDS = new Set(['sport', 'contest', 'athletic game']);
/** A noun of a sport or a match, in its two commonest senses ("rugby", "a match", "the derby"). */
export function isSportNoun(lemma: string): boolean {
  let level = [lemma];
  for (let step = 0; step < SPORT_STEPS; step += 1) {
    level = level.flatMap((word) => relatedWords(word, 'noun', step === 0 ? 2 : 1).broader);
    if (level.some((word) => SPORT_KINDS.has(word))) return true;
  }
  return false;
}
/** A name of two capitalised words inside a sentence that is neither a place nor said as where ("at Nyayo Stadium"). */
export function hasSideName(words: readonly Word[]): boolean {
  return words.some((word, index) => {
    const next = words[index + 1];
    if (index === 0 || !next || !isCapitalised(word) || !isCapitalised(next) || word.pos !== 'noun' || next.pos !== 'noun') return false;
    if (PLACE_PREPOSITIONS.has(words[index - 1]?.text.toLowerCase() ?? '')) return false;
    return [word, next].every((part) => !nounKinds(part.lemma, 1).some((file) => file === 'location' || file === 'time'));
  });
}
/**
 * A sentence names someone: a relation, a kind of person ("for fishermen") or of body of people ("for schools"), or a
 * name that is not said as where ("through Alfama", "in Quimper": a place, however unknown the word).
 */
export function namesSomeoneIn(words: readonly Word[], kinds: ReadonlySet<AskKind>): boolean {
  return kinds.has('family') || someoneWordsIn(words).length > 0;
}

/**
 * The words by which a sentence names someone (see namesSomeoneIn): "friends" and "Hyacinth" in "My friends call
 * Hyacinth". With `peopleOnly`, a body of people ("the football club", "the choir") is not one: it says where someone
 * is from, not who they are.
 */
export function someoneWordsIn(words: readonly Word[], peopleOnly = false): Word[] {
  // People only, a capitalised word inside the sentence is a name though WordNet has it as a word too ("Ruth", "Grace").
  const isName = (word: Word, index: number) => isCapitalised(word) && (peopleOnly || isNameOnly(word.text)) && index > 0 && !ROUTE_PREPOSITIONS.has(words[index - 1]!.text.toLowerCase()) && !(isCapitalised(words[index - 1]!) && ROUTE_PREPOSITIONS.has(words[index - 2]?.text.toLowerCase() ?? ''));
  return words.filter((word, index) => word.pos === 'noun' && isContent(word) && ((!isCapitalised(word) && (isPersonNoun(word.lemma) || (!peopleOnly && nounKinds(word.lemma, 1).includes('group')))) || isName(word, index) || (index === 0 && isCapitalised(word) && isNameOnly(word.text))));
}
const ROUTE_PREPOSITIONS = new Set([...PLACE_PREPOSITIONS, ...PREPOSITIONS, 'through', 'across', 'past', 'around', 'along', 'towards', 'toward']);

/**
 * The words of a sentence said where the person themselves is the one doing: the verb before each word, and that
 * verb's subject "I" or "we" ("we drove to London", "I have been to London"), not a thing of theirs ("one of my violins
 * won a prize in London") nor one a clause of theirs describes ("a tea I found won a prize in London": the tea won).
 * A word with no verb before it counts when the sentence has the person in it at all ("London, where I studied").
 */
export function selfDoneWords(words: readonly Word[]): Word[] {
  const hasSelf = words.some((word) => OWN_SUBJECTS.has(word.text.toLowerCase()));
  const isSubject = (word: Word) => word.pos === 'noun' || OWN_SUBJECTS.has(word.text.toLowerCase()) || OTHER_SUBJECTS.has(word.text.toLowerCase());
  return words.filter((_word, index) => {
    const verb = words.slice(0, index).findLastIndex((word) => word.pos === 'verb');
    if (verb < 0) return hasSelf;
    let at = verb - 1;
    // An auxiliary only carries the doing's tense or mood ("have been", "would go").
    while (at >= 0 && (words[at]!.pos === 'adverb' || (words[at]!.pos === 'verb' && AUXILIARIES.has(words[at]!.lemma)))) at -= 1;
    // A verb right before the doing ends a clause that describes its subject ("a tea I found won"): the subject is
    // the one described, before that clause's own.
    if (words[at]?.pos === 'verb') {
      const describing = words.slice(0, at).findLastIndex(isSubject);
      at = describing < 0 ? -1 : words.slice(0, describing).findLastIndex(isSubject);
    } else at = words.slice(0, at + 1).findLastIndex(isSubject);
    return at >= 0 && OWN_SUBJECTS.has(words[at]!.text.toLowerCase());
  });
}

// What links a describing word to its subject: "Times are hard", "the work seemed endless".
const LINKING_VERBS = new Set(['be', 'seem', 'look', 'feel', 'get', 'become', 'grow', 'stay', 'remain']);
// A subject that is a thing, never the person: "It was hard", "That is lovely".
const THING_PRONOUNS = new Set(['it', 'that', 'this', 'things']);

/**
 * Describing words said of a thing, not of anyone ("Times are hard", "the prices were awful", "it was lovely"): the
 * subject before the linking verb is a noun that names no person, relation or name, or "it"; how a thing is, not how
 * the person is or feels.
 */
export function thingStates(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'adjective' || words[index + 1]?.pos === 'noun') return false;
    let at = index - 1;
    while (at >= 0 && (words[at]!.pos === 'adverb' || ['not', "n't", 'n’t', 'so', 'too', 'very', 'really', 'quite'].includes(words[at]!.text.toLowerCase()))) at -= 1;
    if (at < 0 || !(words[at]!.pos === 'verb' || AUXILIARIES.has(words[at]!.text.toLowerCase())) || !LINKING_VERBS.has(words[at]!.lemma)) return false;
    const subject = words[at - 1];
    if (!subject) return false;
    if (THING_PRONOUNS.has(subject.text.toLowerCase())) return true;
    // A capital that only opens the sentence ("Times are hard") is no name.
    const isName = isCapitalised(subject) && (words.find((entry) => entry.isWord) !== subject || isNameOnly(subject.text));
    return subject.pos === 'noun' && !isName && !KIN_WORDS.has(kinOf(subject.lemma)) && !isPersonNoun(subject.lemma);
  });
}

/**
 * Nouns named only as what something is not ("Tea, the strong kind, not the coffee"): after a comma or opening the
 * sentence, "not" and the noun phrase, with no verb of its own. The sentence does not speak of that thing as the
 * person's.
 */
export function contrastedNouns(words: readonly Word[]): Word[] {
  const contrasted: Word[] = [];
  words.forEach((word, index) => {
    if (word.text.toLowerCase() !== 'not' || (index > 0 && words[index - 1]!.text !== ',')) return;
    for (let at = index + 1; at < words.length && words[at]!.isWord; at += 1) {
      const next = words[at]!;
      if (next.pos === 'verb') return;
      if (next.pos === 'noun') contrasted.push(next);
    }
  });
  return contrasted;
}
