// Reading a question for what it asks: its focus words without the words every question asks with, the kinds of answer
// it wants, whom it asks about ("What does your father do?"), where or when it places things, and which one it asks for.
import { isLikeOfLikeness, type PartOfSpeech, verbLemmaOf, type Word } from '../../language/lemmas.ts';
import { antonymsOf, definitionsOf, derivedWords, hasPartOfSpeech, isDictionaryWord, isKindOf, isNameOnly, isOccupationNoun, isPersonNoun, isWorkplaceNoun, nounKinds, relatedWords, verbKinds } from '../../language/wordnet.ts';
import { isTitle } from '../../../../shared/name-address.ts';
import { answerTypeOf } from './twin-answer-type.ts';
import { isGrandparentAddressed, relationAddressed } from './twin-kin-address.ts';
import { type AskKind, type Doer, type ReadQuestion, type Tense } from './twin-passage.ts';
import { asStateLacking, isCapitalised, isRoleOfListener, isSelfAsChild, kinOf } from './twin-reading.ts';
import { kinOfAnyone, thingStates } from './twin-sentence-clauses.ts';
import { composedRelation, DETERMINERS, PLACE_SETTINGS, settingNouns, TIME_SETTINGS } from './twin-sentence-kinds.ts';
import { ADVICE_WORDS, ASKING, AUXILIARIES, FAMILY_WHOLE, FAVOURITE_WORDS, foldAccents, HAVING, isContent, KIN_GROUPS, KIN_WORDS, lemmaPairs, LIKING_VERBS, OWNERS, PARTICLES, readInContext, readWords, RELATIVE_TIME_ADVERBS, TIME_NOUNS, WORK_NAMES, WORK_WORDS } from './twin-words.ts';

// How many of a noun's senses are looked through for a broader word WordNet holds in a phrase with the word said
// beside it.
const PHRASE_SENSES = 3;

/** The phrase WordNet holds (`phrase` of a broader word) with a broader word of the noun in its place, or null. */
function heldWithBroader(lemma: string, phrase: (broader: string) => string): string | null {
  for (const broader of relatedWords(lemma, 'noun', PHRASE_SENSES).broader) {
    if (broader.includes(' ')) continue;
    const held = phrase(broader);
    if (hasPartOfSpeech(held, 'noun')) return held;
  }
  return null;
}

/**
 * The question's words that name time off work, as WordNet files it (a day off, free time, a holiday), with the
 * describing word WordNet holds as one with the noun ("free time"); empty when none does.
 */
function leisureWords(words: readonly Word[], nouns: readonly string[]): Set<string> {
  const isTimeOff = (lemma: string) => lemma === 'time off' || isKindOf(lemma, 'time off', 2);
  const found = new Set(nouns.filter(isTimeOff));
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next) return;
    // "Free time": a describing word WordNet holds as one with the noun.
    if (word.pos === 'adjective' && next.pos === 'noun' && nouns.includes(next.lemma) && isTimeOff(`${word.text.toLowerCase()} ${next.lemma}`)) found.add(word.lemma).add(next.lemma);
    // "An afternoon off": a noun with a particle WordNet holds as one only with a broader word (a day off), in which
    // the noun is asked as itself (what they do in a free afternoon) before it is asked as time off.
    if (word.pos === 'noun' && nouns.includes(word.lemma) && PARTICLES.has(next.text.toLowerCase())) {
      const held = heldWithBroader(word.lemma, (broader) => `${broader} ${next.text.toLowerCase()}`);
      if (held !== null && isTimeOff(held)) found.add(word.lemma);
    }
  });
  return found;
}

/** "Use to" or "used to" before a verb ("did she use to say", "I used to sing"): how often, not a use. */
function isHabitual(words: readonly Word[], index: number): boolean {
  return words[index]!.lemma === 'use' && words[index + 1]?.text.toLowerCase() === 'to' && words[index + 2]?.isWord === true && hasPartOfSpeech(words[index + 2]!.lemma, 'verb');
}

/** The focus and kinds of a question; `ignore` holds words that are not its topic (the twin's own name, a greeting). */
export function readQuestion(asked: string, ignoreAsWritten: ReadonlySet<string> = new Set()): ReadQuestion {
  const read = readQuestionAsTied(asked, ignoreAsWritten);
  // "What was Grandma like?", asked by a grandchild: a grandparent called so alone, in a question that does not tie them
  // to the one asked, is read as the one asked's husband or wife when nothing answers it as a grandparent of theirs.
  const unaddressed = withoutAddress(asked);
  const untied = withGrandparentAsSpouse(unaddressed, true);
  const asSpouse = untied === withGrandparentAsSpouse(unaddressed) ? read : withLastOtherwise(read, readQuestionAsTied(untied, ignoreAsWritten));
  // Asked by a child of the one asked, a grandparent called so is the one asked's own mother or father: read so last,
  // of one who names no grandchildren (ReadQuestion `asChildAsks`).
  const ofParent = withGrandparentAsParent(unaddressed);
  return ofParent === unaddressed ? asSpouse : withLastOtherwise(asSpouse, { ...readQuestionAsTied(ofParent, ignoreAsWritten), asChildAsks: true });
}

/** The question's readings in turn (ReadQuestion `otherwise`), with `last` read after all of them. */
function withLastOtherwise(read: ReadQuestion, last: ReadQuestion): ReadQuestion {
  return { ...read, otherwise: read.otherwise ? withLastOtherwise(read.otherwise, last) : last };
}

function readQuestionAsTied(asked: string, ignoreAsWritten: ReadonlySet<string>): ReadQuestion {
  const question = withGrandparentAsSpouse(withoutAddress(asked));
  const words = asQuestionWords(readInContext(question));
  const ignore = new Set([...ignoreAsWritten].map((word) => foldAccents(word).toLowerCase()));
  const lemmas = new Set(words.map((word) => word.lemma));
  const lower = question.toLowerCase();
  const kinds = new Set<AskKind>();
  const first = words.find((word) => word.isWord)?.text.toLowerCase();
  // "What would you tell …", "What do you say about saving?", "What did you tell your students about practice?": what
  // the one asked tells others about something is their advice on it; "Should I …", "How do I …": the asker asks what to do.
  const isAdvice = [...lemmas].some((lemma) => ADVICE_WORDS.has(lemma)) || /\bwhat (?:would|should|do) (?:you )?(?:tell|say to|teach)\b|\bwhat (?:do|did|would) you (?:say|tell|teach)(?: [\p{L}'’]+){0,2} about\b|\bshould i\b|\bi (?:should|ought to)\b|^\W*how (?:do|can|should|could) i\b/u.test(lower);
  if (isAdvice) kinds.add('advice');
  // "What's a normal shift like?", "Who was your boss?": a thing of work (WORK_WORDS) asks about their work as its name does.
  else if (words.some((word) => (WORK_NAMES.has(word.lemma) && (word.pos === 'noun' || word.lemma === 'work')) || WORK_NAMES.has(word.text.toLowerCase()) || (word.pos === 'noun' && WORK_WORDS.has(word.lemma)))) kinds.add('work');
  // "Your family", "your relatives", a grandchild's "our family": the person's family as a whole ("in the family" is only a word of the question).
  // "Reminds you of home", "food from home": home said bare after "of" or "from" is where one's family is.
  const wholeFamily = words.filter((word, index) => (FAMILY_WHOLE.has(word.lemma) && ['your', 'any', 'my', 'our'].includes(words[index - 1]?.text.toLowerCase() ?? '')) || (word.pos === 'noun' && word.lemma === 'home' && ['of', 'from'].includes(words[index - 1]?.text.toLowerCase() ?? '')));
  if (wholeFamily.length > 0) kinds.add('family');
  // Asked with nothing but what they do, the question is what they do for a living.
  if (first === 'what' && words.filter((word) => word.isWord).every((word) => ['what', 'do', 'you', 'now', 'nowadays'].includes(word.lemma))) kinds.add('work');
  // "What did you do all day at the mill?": what they did at a place of work (WordNet's workplaces, places of business
  // and industrial plants) is their work there.
  if (/^\W*what (?:do|did) you do\b/.test(lower) && settingNouns(words).some((word) => isWorkplaceNoun(word.lemma))) kinds.add('work');
  const doer = doerOf(words, question, kinds, ignore);
  if (/\bhow (?:many|much|long|old|often)\b/.test(lower)) kinds.add('amount');
  if (first === 'where') kinds.add('where');
  // "When …?", "What time …?": a time is asked for.
  // "When you were a child, …" sets a time; it does not ask for one.
  const asksTime = /^\W*(?:when (?:do|did|does|is|was|are|were|will|would|have|has|had|can|could)\b|(?:what|which) time\b)/.test(lower);
  if (asksTime) kinds.add('when');
  if (first === 'who') kinds.add('who');
  // "What was he like?" asks what someone is like: "like" there is no liking.
  if (words.some((word) => (LIKING_VERBS.has(word.lemma) && (word.lemma !== 'like' || word.pos === 'verb')) || ['favourite', 'favorite', 'hobby', 'pastime'].includes(word.lemma) || (word.text.toLowerCase() === 'best' && kinds.has('work')))) kinds.add('likes');
  // Whom advice is for ("for a young person", "a shy student") is not what it is about.
  const audience = new Set<Word>();
  if (isAdvice) {
    words.forEach((word, index) => {
      if (!['for', 'to', 'give', 'tell', 'teach'].includes(word.lemma)) return;
      // The words of the noun phrase after it: "a young farmer", "a new mother", "someone starting out", "someone
      // starting their first job" (whose first job it is says who they are, not a first thing asked for).
      for (const next of words.slice(index + 1)) {
        // "Someone starting a new job", "a person learning to drive": the -ing clause says who they are.
        const describesThem = next.pos === 'verb' && /ing$/i.test(next.text) && audience.size > 0;
        if (!next.isWord || (next.pos === 'verb' && !describesThem) || next.pos === 'adverb' || (next.stopWord && next.pos === 'other' && !['a', 'an', 'the', 'my', 'your', 'his', 'her', 'their', 'our', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'to', 'out', 'up'].includes(next.lemma))) break;
        audience.add(next);
      }
    });
    // "… now I am starting my first job", "as I'm leaving home": what the asker is doing says who they are, as "someone
    // starting a new job" does; "Should I lend …" asks what to do, and "if I lose my job" what it is about.
    words.forEach((word, index) => {
      if (word.text !== 'I' || index === 0 || AUXILIARIES.has(words[index - 1]!.lemma)) return;
      const clause = words.slice(index);
      const end = clause.findIndex((next, at) => at > 0 && !next.isWord);
      const said = end < 0 ? clause : clause.slice(0, end);
      const verb = said.slice(1).find((next) => next.pos === 'verb' && next.lemma !== 'be');
      if (verb && /ing$/i.test(verb.text) && said.slice(1, said.indexOf(verb)).every((next) => next.lemma === 'be' || next.pos === 'adverb')) for (const next of said) audience.add(next);
    });
  }
  const answerType = answerTypeOf(words);
  const nouns: string[] = [];
  const others: string[] = [];
  const partsOfSpeech: Record<string, PartOfSpeech> = {};
  words.forEach((word, index) => {
    if (isForDiversion(words, index)) return;
    if (!(isContent(word) || isQuestionVerb(words, index)) || ASKING.has(word.lemma) || audience.has(word) || ignore.has(word.text.toLowerCase()) || ignore.has(word.lemma)) return;
    if (ADVICE_WORDS.has(word.lemma) || (kinds.has('work') && (WORK_NAMES.has(word.lemma) || WORK_NAMES.has(word.text.toLowerCase()))) || wholeFamily.includes(word)) return;
    // "Any words of wisdom?", "a bit of advice": a noun said of a word of advice only measures the advice asked for.
    if (word.pos === 'noun' && words[index + 1]?.text.toLowerCase() === 'of' && ADVICE_WORDS.has(words[index + 2]?.lemma ?? '')) return;
    if (isSelfAsChild(words, index)) return void nouns.push('childhood');
    // "What was the shop called?": the naming verb says how it asks (for a name), not what about.
    if (index === answerType.namingAt) return;
    // "The worst part of the job": the superlative ranks the part asked for (ReadQuestion `ranked`), as "the best
    // part" does; it is no quality the sentence must say in its words.
    if (word.pos === 'adjective' && ranksPartOf(words, index)) return;
    // "How long", "how old": the amount asked for, not what about.
    if (word.pos === 'adjective' && words[index - 1]?.text.toLowerCase() === 'how' && ['long', 'old'].includes(word.lemma)) return;
    // "All day", "the whole night": how long, not what about.
    if (TIME_NOUNS.has(word.lemma) && ['all', 'whole'].includes(words[index - 1]?.text.toLowerCase() ?? '')) return;
    // "What time do you get up?": the time is what it asks for, not what it is about.
    if (asksTime && word.lemma === 'time' && index <= 2) return;
    // "What did your grandmother use to say?": "use to" says it was done often, like "used to"; it is no use of anything.
    if (isHabitual(words, index)) return;
    // "Any advice for raising children?": advice on doing something to a thing ("raising" with its object after it)
    // tells that doing, whatever the sentence calls it ("With children, don't shout"): the -ing form is the doing asked
    // and its object the thing, not an activity the advice must name.
    const doing = isAdvice && /ing$/i.test(word.text) ? (word.pos === 'verb' ? word.lemma : word.pos === 'noun' ? verbLemmaOf(word.text.toLowerCase()) : null) : null;
    if (doing && hasPartOfSpeech(doing, 'verb') && (words[index + 1]?.pos === 'noun' || DETERMINERS.has(words[index + 1]?.text.toLowerCase() ?? '') || PARTICLES.has(words[index + 1]?.text.toLowerCase() ?? ''))) {
      others.push(doing);
      partsOfSpeech[doing] = 'verb';
      return;
    }
    // "Do you like drawing?": an -ing form names the activity.
    if (TIME_NOUNS.has(word.lemma)) nouns.push(word.lemma);
    else if (!isContent(word)) {
      others.push(word.lemma);
      partsOfSpeech[word.lemma] = 'verb';
    } else if (word.pos === 'noun' || (word.pos === 'verb' && /ing$/i.test(word.text) && relatedWords(word.text.toLowerCase(), 'noun', 1).broader.length > 0 && index > 0 && !['be', 'you'].includes(words[index - 1]!.lemma))) nouns.push(word.pos === 'noun' ? word.lemma : word.text.toLowerCase());
    else {
      others.push(word.lemma);
      partsOfSpeech[word.lemma] = word.pos;
    }
  });
  // "What do you do for fun?", "… for entertainment": what is done for a diversion (WordNet's recreation), asked of
  // nothing else, is their pastime, whatever they call it; "for fun as a kid" asks what their childhood held.
  if (nouns.length === 0 && words.some((_word, index) => isForDiversion(words, index))) {
    nouns.push('pastime');
    kinds.add('likes');
  }
  // "Does your daughter have children?": the children asked of are hers, the person's grandchildren; a sentence that
  // names only the daughter, a child of the person's, says nothing of them.
  const subject = words[0]?.isWord && ['does', 'did', 'has', 'is', 'was'].includes(words[0].text.toLowerCase()) && words[1]?.text.toLowerCase() === 'your' ? words[2] : undefined;
  if (subject?.pos === 'noun' && KIN_WORDS.has(kinOf(subject.lemma))) {
    nouns.forEach((noun, index) => {
      const composed = noun === subject.lemma ? null : composedRelation(subject.lemma, noun);
      if (composed) nouns[index] = composed;
    });
  }
  // Two nouns WordNet holds as one ("board game", "pen pal") name one thing: asked about board games, the question
  // asks for a board game, which "Scrabble" is, not for a board and a game.
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || word.pos !== 'noun' || next.pos !== 'noun' || !nouns.includes(word.lemma) || !nouns.includes(next.lemma)) return;
    const compound = `${word.lemma} ${next.lemma}`;
    // "A bus driver" stays a role of the one asked, read as such; "a star sign", filed by WordNet as a region of the
    // sky, is no place the owner was.
    if (!hasPartOfSpeech(compound, 'noun') || nounKinds(compound, 1).some((file) => file === 'person' || file === 'location')) return;
    nouns.splice(nouns.indexOf(word.lemma), 1, compound);
    nouns.splice(nouns.indexOf(next.lemma), 1);
  });
  // A feast named by a describing word and a noun ("the New Year", "Good Friday"), capitalised as a name and held by
  // WordNet as one noun, is one thing, not a time: what is cooked for it is asked, not anything new.
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || index === 0 || word.pos !== 'adjective' || next.pos !== 'noun' || !isCapitalised(word) || !isCapitalised(next) || !others.includes(word.lemma) || !nouns.includes(next.lemma)) return;
    const compound = `${word.text.toLowerCase()} ${next.lemma}`;
    if (!hasPartOfSpeech(compound, 'noun')) return;
    nouns.splice(nouns.indexOf(next.lemma), 1, compound);
    others.splice(others.indexOf(word.lemma), 1);
  });
  // A noun with a particle WordNet holds as one ("days off", "time out") names one thing: a day off is no day of work.
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (!next || word.pos !== 'noun' || !nouns.includes(word.lemma) || !PARTICLES.has(next.text.toLowerCase())) return;
    const compound = `${word.lemma} ${next.text.toLowerCase()}`;
    if (hasPartOfSpeech(compound, 'noun')) nouns.splice(nouns.indexOf(word.lemma), 1, compound);
  });
  // What is done in time off work, as WordNet files it ("on an afternoon off", "in your days off", "on holiday"),
  // asked of nothing else, when nothing they said answers it as asked: what they do at leisure (WordNet's time off for
  // ease, which the interview asks of as a free afternoon), or else their pastime, as "for fun" asks; not a thing done
  // at that time of day. Where they go or when is asked of the time off itself.
  const leisure = leisureWords(words, nouns);
  const asksPastime = leisure.size > 0 && ![...kinds].some((kind) => kind === 'where' || kind === 'when' || kind === 'who' || kind === 'amount') && nouns.every((noun) => leisure.has(noun)) && others.every((other) => leisure.has(other));
  // A verb with its particle ("get up", "wake up") means what WordNet holds the two as, though "get" alone asks.
  words.forEach((word, index) => {
    const phrasal = phrasalOf(words, index) ?? prepositionalOf(words, index);
    if (!phrasal) return;
    const plain = others.indexOf(word.lemma);
    if (plain >= 0) others.splice(plain, 1);
    others.push(phrasal);
    partsOfSpeech[phrasal] = 'verb';
  });
  // A verb with its object that WordNet holds as one verb ("pop the question": propose) means that verb, not its words.
  words.forEach((_word, index) => {
    const idiom = idiomOf(words, index);
    if (!idiom) return;
    for (const part of idiom.parts) {
      for (const list of [nouns, others]) {
        const at = list.indexOf(part.lemma);
        if (at >= 0) list.splice(at, 1);
      }
    }
    others.push(idiom.verb);
    partsOfSpeech[idiom.verb] = 'verb';
  });
  // "How did you make a living?", "earn your living": a verb of earning (WordNet's earn and the verbs of its
  // commonest sense: make, gain, bring in) done to a word for work says only that their work is asked, which the kind
  // asks already: the verb is no doing of its own to find ("my mother make everything").
  words.forEach((word, index) => {
    if (word.pos !== 'verb' || !kinds.has('work') || !(word.lemma === EARNING || relatedWords(EARNING, 'verb', 1).synonyms.includes(word.lemma))) return;
    let at = index + 1;
    while (at < words.length && (['a', 'an', 'the', 'your', 'my', 'his', 'her', 'their', 'our'].includes(words[at]!.text.toLowerCase()) || words[at]!.pos === 'adjective')) at += 1;
    const object = words[at];
    const plain = others.indexOf(word.lemma);
    if (object?.pos === 'noun' && WORK_NAMES.has(object.lemma) && plain >= 0) others.splice(plain, 1);
  });
  // How it asks, and the words naming the kind it asks for ("advice", "job"), rank what answers.
  // "What was your dad like?" asks with the preposition of likeness: a sentence's verb "like" ("I'd like to think")
  // is no liking asked.
  const asking = words.filter((word, index) => word.isWord && !isLikeOfLikeness(words, index) && (ASKING.has(word.lemma) || ADVICE_WORDS.has(word.lemma) || WORK_NAMES.has(word.lemma) || FAMILY_WHOLE.has(word.lemma)) && !['be', 'do', 'have', 'get', 'go', 'can', 'would', 'could', 'should', 'any', 'some', 'about'].includes(word.lemma)).map((word) => word.lemma);
  // "Do you keep bees?", "Which station do you listen to?": "you" does it, and nobody else is named.
  const someone = words.filter((word, index) => isContent(word) && ((word.pos === 'noun' && (KIN_WORDS.has(kinOf(word.lemma)) || (isPersonNoun(word.lemma) && !isRoleOfListener(words, index)))) || (isCapitalised(word) && index > 0 && !nounKinds(word.lemma, 2).includes('location'))) && !ignore.has(word.text.toLowerCase()));
  // Whom it asks about: a relation or a kind of person (a capitalised word may be a feast, "Diwali", as well as a name).
  const people = someone.filter((word) => !isCapitalised(word));
  // "When times are hard": a describing word said of a thing is how that thing is, not a state asked of anyone.
  const saidOfThings = thingStates(words);
  const namesSomeone = someone.length > 0;
  // "Did you ever work in Hong Kong yourself?": "yourself" says it is the person asked about, whatever else is named.
  const aboutSelf = (words.some((word) => word.text.toLowerCase() === 'you') && !namesSomeone && !kinds.has('family') && !kinds.has('who')) || words.some((word) => word.text.toLowerCase() === 'yourself');
  // "Do you have any kids?", "Is your dad still alive?": a relation of theirs is asked about (not whom advice is for).
  // "How many children do you have?" counts theirs: with "you have" anywhere, every relation named is theirs.
  const youHave = words.some((word) => word.text.toLowerCase() === 'you') && words.some((word) => HAVING.has(word.lemma));
  const anyone = new Set(youHave ? [] : kinOfAnyone(words.map((word) => (word.text.toLowerCase() === 'your' ? { ...word, text: 'my' } : word))));
  const asksKin = words.some((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && !anyone.has(word) && !audience.has(word) && !isSelfAsChild(words, index) && !ignore.has(word.text.toLowerCase()));
  // "Brothers or sisters", "a cat or a dog": either answers.
  const alternatives: string[][] = [];
  words.forEach((word, index) => {
    if (word.text.toLowerCase() !== 'or') return;
    const before = words[index - 1];
    const after = words.slice(index + 1).find((next) => !['a', 'an', 'any', 'some', 'the'].includes(next.text.toLowerCase()));
    if (before?.pos === 'noun' && after?.pos === 'noun' && nouns.includes(before.lemma) && nouns.includes(after.lemma)) alternatives.push([before.lemma, after.lemma]);
  });
  // "Do you have a favourite film?", "Have you got a favourite song?": having a favourite is liking one, not owning it.
  const asksFavourite = words.some((word, index) => ['favourite', 'favorite'].includes(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun');
  // Its words as asked, but those not its topic: what is held against the interview's own questions (twin-restated.ts).
  const askedWords = words.filter((word) => word.isWord && !ignore.has(word.text.toLowerCase()) && !ignore.has(word.lemma));
  const read: ReadQuestion = { modifierNouns: modifierNounsOf(words, nouns), askedWords, answerType, aboutSelf, nouns: [...new Set(nouns)], others: [...new Set(others)], partsOfSpeech, asking: [...new Set([...asking, ...[...audience].filter(isContent).map((word) => word.lemma)])], pairs: lemmaPairs(words), kinds, alternatives, doer, settings: questionSettings(words), particular: particularNouns(words), anyone: new Set([...anyone].map((word) => word.lemma)), asksKin, states: new Set(words.filter((word, index) => word.pos === 'adjective' && words[index + 1]?.pos !== 'noun' && others.includes(word.lemma) && !saidOfThings.includes(word)).map((word) => word.lemma)), ranked: new Set(words.filter((word, index) => word.pos === 'adjective' && (others.includes(word.lemma) || rankingAlone(words, index, nouns)) && isSuperlative(word)).map((word) => word.lemma)), asksDuration: /\bhow long\b/.test(lower), asksAge: /\bhow old\b/.test(lower), asksCount: /\bhow many\b/.test(lower), ordinals: new Set(words.filter((word, index) => ORDINALS.has(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun' && !audience.has(word)).map((word) => word.text.toLowerCase())), asksDescription: words.some((_word, index) => isLikeOfLikeness(words, index)), asksLikingAbout: /\b(?:like|love|enjoy|liked|loved|enjoyed)(?: (?:most|best))? about\b/.test(lower) || asksBestPartOf(words), asksView: /\b(?:think|feel|say) (?:about|of)\b|\byour (?:view|views|opinion|thoughts) (?:on|about|of)\b/.test(lower), people: new Set(people.map((word) => word.lemma)), asksStill: lemmas.has('still'), causedStates: new Set(words.filter((word, index) => word.pos === 'adjective' && others.includes(word.lemma) && ['you', 'me', 'us'].includes(words[index - 1]?.text.toLowerCase() ?? '') && words[index - 2]?.pos === 'verb').map((word) => word.lemma)), comparedPeople: new Set(words.filter((word, index) => word.pos === 'adjective' && isGraded(word) && !isSuperlative(word) && words[index + 1]?.pos === 'noun' && people.some((person) => person === words[index + 1])).map((word) => word.lemma)), rankedNouns: new Set(words.filter((word, index) => word.pos === 'noun' && nouns.includes(word.lemma) && index > 0 && ['adjective', 'adverb'].includes(words[index - 1]!.pos) && isSuperlative(words[index - 1]!)).map((word) => word.lemma)), asksWhether: /^\W*(?:is|was|were|are|am|did|does|do|has|have|had)\b/.test(lower), asserted: assertedTimes(words, lower), asksOften: /\bhow often\b/.test(lower), asksWhy: first === 'why' || /^\W*(?:how come|what (?:made|makes) you (?!feel\b|happ|proud|sad|angr|laugh|cry|smile)\w+)\b/.test(lower), asksKinOfNamed: asksKinOfNamed(words), framed: framedVerbs(words, others), isFramed: words.some((word, index) => index > 0 && FRAMING.has(word.text.toLowerCase())), asksBeen: asksPerfect(words) && words.filter((word) => word.isWord).slice(2).find((word) => word.pos === 'verb')?.lemma === 'be', asksOwning: /^\W*(?:do|does|did|have|has|had)\b/.test(lower) && /\b(?:have|has|had|got|own|keep|kept)\b/.test(lower) && !asksPerfect(words) && !asksFavourite, asksDoingWith: /\b(?:do|does|did) (?:you|we|they|he|she) (?:\w+ )?do with\b/.test(lower), asksDidSelf: /^\W*did (?:you|we)\b/.test(lower), asksOwnDoing: /^\W*what (?:do|did|would) you (?:usually |normally |ever )?do\b/.test(lower) && !kinds.has('work'), asksDoingWithNow: /\b(?:do|does) (?:you|we|they|he|she) (?:\w+ )?do with\b/.test(lower), asksDoer: asksDoer(words), asksDoerToSelf: asksDoerToSelf(words), asksHaving: !asksFavourite && /\b(?:have|has) (?:you|he|she|they) (?:got|ever had)\b|\b(?:do|does|did) (?:you|he|she|they) (?:have|own|keep)\b/.test(lower) };
  const origin = originAsked(words, read, ignoreAsWritten);
  if (origin) return origin;
  if (!asksPastime) return read;
  const askedAs = (noun: string, otherwise?: ReadQuestion): ReadQuestion => ({ ...read, nouns: [noun], others: [], kinds: new Set([...kinds, 'likes']), settings: new Set([...read.settings].filter((setting) => !leisure.has(setting))), ranked: new Set(), states: new Set(), rankedNouns: new Set(), ...(otherwise ? { otherwise } : {}) });
  return { ...read, otherwise: askedAs('leisure', askedAs('pastime')) };
}

// WordNet's places one is from, in the order they answer "Where are you from?": where one was born ("the place where
// someone was born"), else where one grew up ("the town (or city) where you grew up or …").
const ORIGIN_PLACES = ['birthplace', 'hometown'];

/**
 * "Where are you from?", "Where is Ken from?": "be" with nothing asked but the "from" left at its end asks the place
 * someone is from, which the question then asks as WordNet defines those places, with its subject in the definition's
 * ("Where was you born?", otherwise "Where you grew up?"); null for any other question.
 */
function originAsked(words: readonly Word[], read: ReadQuestion, ignore: ReadonlySet<string>): ReadQuestion | null {
  const said = words.filter((word) => word.isWord);
  if (!read.kinds.has('where') || read.nouns.length + read.others.length > 0 || said.at(-1)?.text.toLowerCase() !== 'from' || said[1]?.lemma !== 'be') return null;
  const subject = said.slice(2, -1).map((word) => word.text).join(' ');
  if (subject === '') return null;
  const asked = ORIGIN_PLACES.flatMap((place) => {
    const clause = /\bwhere ([^,;()]+?)(?: or\b|$)/.exec(definitionsOf(place, 'noun', 1)[0] ?? '')?.[1];
    return clause ? [readQuestion(`Where ${clause.replace(/^(?:someone|you)\b/, subject)}?`, ignore)] : [];
  });
  return asked.reduceRight<ReadQuestion | null>((otherwise, question) => (otherwise ? { ...question, otherwise } : question), null);
}

/** A word that names someone the question may be said to or called by: a relation, a kind of person, or a name. */
function isAddressWord(word: Word): boolean {
  if (word.pos !== 'noun') return false;
  return KIN_WORDS.has(kinOf(word.lemma)) || isPersonNoun(word.lemma) || (isCapitalised(word) && !hasPartOfSpeech(word.lemma, 'noun'));
}
// How many words may call the one asked ("Granny", "Uncle Joe", "Nana Rose").
const ADDRESS_REACH = 2;

/**
 * The question without whom it is said to or whom it names by a title: "Grandad, what did you do for work?" asks
 * what the person did, "…, Granny?" too (the listener called by what they are to the asker); in "Where does Uncle
 * Declan live?" the relation is the asker's, said as a title before the name ("Father Tom" is no father of theirs), so
 * it asks about Declan. A relation that is no title ("your uncle", "my aunt Rose") stays what it asks about.
 */
export function withoutAddress(question: string): string {
  const words = readWords(question);
  const said = words.filter((word) => word.isWord);
  // "Nana Rose": a name after the relation, though "rose" is a word too.
  const callsListener = (called: readonly Word[]) => called.length > 0 && called.length <= ADDRESS_REACH && called.every((word) => isAddressWord(word) || (word.pos === 'noun' && isCapitalised(word))) && called.some(isAddressWord) && said.length - called.length >= 2;
  let text = question;
  const opening = /^\s*([^,?!.]+?)\s*,\s*/u.exec(text);
  if (opening && callsListener(readWords(opening[1]!).filter((word) => word.isWord))) text = text.slice(opening[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  const closing = /\s*,\s*([^,?!.]+?)\s*([?!.]*)\s*$/u.exec(text);
  if (closing && callsListener(readWords(closing[1]!).filter((word) => word.isWord))) text = `${text.slice(0, closing.index)}${closing[2]}`;
  // A relation written as a title, capitalised right before a name: "Uncle Declan", "Auntie Ciara", "Grandpa Errol".
  // After "your" or "my" it is whose relation that one is: "your Uncle Joe".
  // "Mr. Kowalski", "Mrs Pryce": a title before a name says only how that one is called, by the name after it.
  return text.replaceAll(/(?<=^|\s)(?<!(?:^|\s)(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir)\s)(\p{Lu}[\p{L}'’-]*\.?)\s+(?=\p{Lu}[\p{L}'’-]*)/gu, (whole, title: string) => {
    if (isTitle(title)) return '';
    if (title.endsWith('.')) return whole;
    const [read] = readWords(title);
    // "Tito Jun", "Ate Joy": a word of address from another tongue is such a title too.
    return read && ((KIN_WORDS.has(kinOf(read.lemma)) && read.lemma !== 'family') || relationAddressed(read.text) !== null) ? '' : whole;
  });
}

// The spouse a grandmother or a grandfather is to the other grandparent.
const SPOUSE_OF_GRANDPARENT: Readonly<Record<string, string>> = { grandmother: 'wife', grandfather: 'husband' };
/** "Granny" (a grandmother, by WordNet's synonyms) → wife; "Grandad" → husband; a word saying neither → spouse. */
function spouseCalled(lemma: string): string {
  const same = [lemma, ...relatedWords(lemma, 'noun', 1).synonyms, relationAddressed(lemma.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())) ?? ''];
  return Object.entries(SPOUSE_OF_GRANDPARENT).find(([grandparent]) => same.includes(grandparent))?.[1] ?? 'spouse';
}
/**
 * "How did you meet Granny?", "What did Grandad do before he retired?": a grandparent called by that name alone, as a
 * grandchild calls one, is the grandchild's other grandparent, the husband or wife of the one asked ("your Granny", "my
 * gran" stay whose they are said to be). Read as their spouse, found by the name the person gave them ("Bríd"); said as
 * a title before a name ("Grandad Winston"), the name alone.
 */
export function withGrandparentAsSpouse(question: string, untied = false): string {
  return withGrandparentAs(question, spouseCalled, untied);
}

// The parent a grandmother or a grandfather is to the child of one of their children.
const PARENT_OF_GRANDCHILD: Readonly<Record<string, string>> = { grandmother: 'mother', grandfather: 'father' };
/** "Granny", "Oma" (a grandmother) → mother; "Lolo" → father; a word saying neither → parent. */
function parentCalled(lemma: string): string {
  return PARENT_OF_GRANDCHILD[Object.keys(SPOUSE_OF_GRANDPARENT).find((grandparent) => spouseCalled(lemma) === SPOUSE_OF_GRANDPARENT[grandparent]) ?? ''] ?? 'parent';
}

/**
 * "When did Lolo pass away?", asked by a child of the one asked: a grandparent called by that name alone is the child's
 * grandparent, the one asked's own mother or father ("When did your father pass away?"). Said as a title before a name,
 * or as someone's ("your Granny"), it is left as it is.
 */
export function withGrandparentAsParent(question: string): string {
  const words = readWords(question);
  return words.some((word, index) => isGrandparentCalled(word) && words[index + 1]?.pos === 'noun' && isCapitalised(words[index + 1]!)) ? question : withGrandparentAs(question, parentCalled, true);
}

function withGrandparentAs(question: string, relationCalled: (lemma: string) => string, untied: boolean): string {
  const words = readWords(question);
  // Called so alone, only where the question ties them to the one asked ("you and Granny", "meet Granny") or asks what
  // they did: "Where did Granny grow up?" may be asked by a child of the one asked, of their mother. With `untied`, any
  // grandparent called so alone, as the question is read when nothing answers it so.
  const ofTheOneAsked = untied || words.some((word) => ['you', 'your', 'yourself'].includes(word.text.toLowerCase())) || /^\W*what (?:does|did) \S+ do\b/i.test(question);
  let text = '';
  let from = 0;
  words.forEach((word, index) => {
    const before = words.slice(0, index).findLast((earlier) => earlier.isWord);
    const owned = before !== undefined && (OWNERS.has(before.text.toLowerCase()) || /['’]s$/.test(before.text));
    if (word.pos !== 'noun' || !isCapitalised(word) || owned || !isGrandparentCalled(word)) return;
    const at = question.indexOf(word.text, from);
    if (at < 0) return;
    // "Grandad Winston": said as a title before the name, the name says who.
    const next = words[index + 1];
    const titled = next?.pos === 'noun' && isCapitalised(next);
    if (!titled && !ofTheOneAsked) return;
    const spouse = `${index === 0 ? 'Your' : 'your'} ${relationCalled(word.lemma)}`;
    text += `${question.slice(from, at)}${titled ? '' : spouse}`;
    from = at + word.text.length + (titled ? 1 : 0);
  });
  return text + question.slice(from);
}

/** A grandparent called by what a grandchild calls one: "Granny", "Grandad", or a word of address for one ("Oma", "Taid"). */
function isGrandparentCalled(word: Word): boolean {
  return kinOf(word.lemma) === 'grandparent' || isKindOf(word.lemma, 'grandparent', 1) || isGrandparentAddressed(relationAddressed(word.text));
}

/**
 * A question's words where the tagger misreads a question's shape: after an opening "who", a word in -s that WordNet
 * holds as a verb asks who does something ("who lives", "who cooks"), not about lives or cooks; a last word after "your"
 * that WordNet holds as a noun is that thing, though the tagger read it as an adjective.
 */
function asQuestionWords(words: readonly Word[]): Word[] {
  const said = words.filter((word) => word.isWord);
  return words.map((word) => {
    const at = said.indexOf(word);
    if (at === 1 && said[0]!.text.toLowerCase() === 'who' && word.pos === 'noun' && !isCapitalised(word)) {
      const written = word.text.toLowerCase();
      const verb = [written.replace(/ies$/, 'y'), written.replace(/es$/, ''), written.replace(/s$/, '')].find((form) => form !== written && hasPartOfSpeech(form, 'verb'));
      if (verb) return { ...word, pos: 'verb', lemma: verb };
    }
    if (at > 0 && at === said.length - 1 && word.pos === 'adjective' && OWNERS.has(said[at - 1]!.text.toLowerCase()) && hasPartOfSpeech(word.lemma, 'noun')) return { ...word, pos: 'noun' };
    // "Do you do puzzles?": what comes right after "do" done by the one asked is what they do, a thing, though the
    // tagger read a verb there.
    if (at >= 3 && word.pos === 'verb' && said[at - 1]!.lemma === 'do' && ASKED_SUBJECTS.has(said[at - 2]!.text.toLowerCase()) && DO_FORMS.has(said[at - 3]!.text.toLowerCase()) && hasPartOfSpeech(word.lemma, 'noun')) return { ...word, pos: 'noun' };
    return asStateLacking(word, at, said);
  });
}
/**
 * "Does Luc have children?", "Is Elle married?", "How many children does Luc have?": asked of someone named, the
 * subject of the question's helping verb, wherever the question opens, the relation asked is theirs.
 */
function asksKinOfNamed(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.isWord);
  // The helping verb opens the question, or follows its question word and what that asks for ("how many children").
  const at = said.findIndex((word, index) => KIN_OF_NAMED_VERBS.has(word.text.toLowerCase()) && (index === 0 || QUESTION_WORDS.has(said[0]!.text.toLowerCase())));
  const named = said[at + 1];
  if (at < 0 || !named) return false;
  const isKin = (word: Word | undefined) => word?.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family';
  // "Does your brother have children?": his children, none of the person's own by any name (a daughter's children are
  // the person's grandchildren, read so by composedRelation).
  const relation = named.text.toLowerCase() === 'your' && isKin(said[at + 2]) ? said[at + 2]! : null;
  if (!relation && !isCapitalised(named)) return false;
  const others = [...said.slice(0, at), ...said.slice(at + (relation ? 3 : 2))];
  return others.some((word) => isKin(word) && (!relation || (word.lemma !== relation.lemma && composedRelation(relation.lemma, word.lemma) === null)));
}
const KIN_OF_NAMED_VERBS = new Set(['does', 'did', 'has', 'is', 'was']);
// The subject pronouns, and the forms of the helping verb "do" that ask a question with one ("do you", "did they").
const ASKED_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she']);
const DO_FORMS = new Set(['do', 'does', 'did']);
const QUESTION_WORDS = new Set(['how', 'what', 'which', 'who', 'when', 'where', 'why']);

// The words that open a clause setting when or on what condition something asked happened ("after your husband died").
const FRAMING = new Set(['after', 'before', 'when', 'while', 'since', 'until', 'once', 'if']);

/** The verbs of the question's framing clauses ("What helped you after your husband died?" → die), not its opening one. */
/**
 * The adverbs by which a yes/no question asserts that what it asks was done once more or of late ("Did you marry
 * again?", "Have you been back to Tokyo lately?"): a sentence of the doing done once, long ago, does not answer it.
 */
function assertedTimes(words: readonly Word[], lower: string): Set<string> {
  if (!/^\W*(?:is|was|were|are|am|did|does|do|has|have|had)\b/.test(lower)) return new Set();
  return new Set(words.filter((word) => word.pos === 'adverb' && RELATIVE_TIME_ADVERBS.has(word.lemma)).map((word) => word.lemma));
}

function framedVerbs(words: readonly Word[], others: readonly string[]): Set<string> {
  const framed = new Set<string>();
  let inFrame = false;
  words.forEach((word, index) => {
    if (!word.isWord) inFrame = false;
    else if (index > 0 && FRAMING.has(word.text.toLowerCase())) inFrame = true;
    else if (inFrame && word.pos === 'verb' && others.includes(word.lemma)) framed.add(word.lemma);
  });
  return framed;
}

// The particles of a verb with "with" after them ("get on with your manager", "get along with"): the word before
// "with" is no preposition of its own but the verb's, with which it means something else.
const WITH_PARTICLES = new Set(['on', 'along', 'by', 'away']);

/** "Get on" of "Do you get on with your manager?": a verb that asks nothing alone, with the particle it means with. */
function prepositionalOf(words: readonly Word[], index: number): string | null {
  const word = words[index]!;
  const next = words[index + 1]?.text.toLowerCase() ?? '';
  if (word.pos !== 'verb' || !ASKING.has(word.lemma) || AUXILIARIES.has(word.lemma) || !WITH_PARTICLES.has(next) || words[index + 2]?.text.toLowerCase() !== 'with') return null;
  const phrasal = `${word.lemma} ${next}`;
  return hasPartOfSpeech(phrasal, 'verb') ? phrasal : null;
}
// The doing of earning, whose verbs done to a word for work ask what the work was.
const EARNING = 'earn';

/**
 * "Pop the question" of "How did he pop the question?": a verb, an article and a noun, or a verb and a noun, that
 * WordNet holds as one verb, with the words it is said in. The tagger may read its verb as a noun ("Grandad pop").
 */
function idiomOf(words: readonly Word[], index: number): { verb: string; parts: Word[] } | null {
  const word = words[index]!;
  if (!word.isWord || !hasPartOfSpeech(word.lemma, 'verb') || AUXILIARIES.has(word.lemma)) return null;
  for (const length of [3, 2]) {
    const parts = words.slice(index, index + length);
    if (parts.length < length || !parts.every((part) => part.isWord) || parts.at(-1)!.pos !== 'noun') continue;
    const verb = [word.lemma, ...parts.slice(1, -1).map((part) => part.text.toLowerCase()), parts.at(-1)!.text.toLowerCase()].join(' ');
    if (hasPartOfSpeech(verb, 'verb')) return { verb, parts };
  }
  return null;
}
// The senses of a noun read for whether it names a part of something ("bit": a piece; "part": a portion).
const PART_SENSES = 4;

/** Whether a noun names a part of something: "part" itself, or a noun one of whose senses it shares a word with ("bit", a piece). */
function isPartNoun(lemma: string): boolean {
  const parts = new Set(['part', ...relatedWords('part', 'noun', PART_SENSES).synonyms]);
  return parts.has(lemma) || relatedWords(lemma, 'noun', PART_SENSES).synonyms.some((synonym) => parts.has(synonym));
}

/**
 * "The best part of being at sea", "your favourite bit of the job": the part of something liked most, asked as what
 * the person likes most about it, which a sentence of their liking says ("What I liked best was …").
 */
function asksBestPartOf(words: readonly Word[]): boolean {
  return words.some((word, index) => FAVOURITE_WORDS.has(word.text.toLowerCase()) && words[index + 1]?.pos === 'noun' && ['of', 'about'].includes(words[index + 2]?.text.toLowerCase() ?? '') && isPartNoun(words[index + 1]!.lemma));
}
const ORDINALS = new Set(['first', 'last']);
// Particles read with a verb only after its object pronoun ("it got me through", "they saw us through"): right after
// the verb they open a place ("went through the door").
const SPLIT_PARTICLES = new Set(['through']);

/**
 * A phrasal verb split by its object pronoun: "keep going" of "What keeps you going?" (to persist), "get up" of "it
 * got me up": the verb, the pronoun, then a particle or the participle WordNet holds the phrase with.
 */
function splitPhrasalOf(words: readonly Word[], index: number): string | null {
  const pronoun = words[index + 1];
  const after = words[index + 2];
  if (!pronoun || !after || !OBJECT_PRONOUNS.has(pronoun.text.toLowerCase()) || AUXILIARIES.has(words[index]!.lemma)) return null;
  const particle = after.text.toLowerCase();
  const isParticiple = after.pos === 'verb' && /ing$/.test(particle);
  // A verb that asks nothing alone, with the preposition it takes after its object ("Who got you into pigeons?": get
  // into, to take it up), means what WordNet holds the two as: not the bare "get" every question asks with.
  const isPreposition = ASKING.has(words[index]!.lemma) && after.pos === 'other' && after.stopWord && /^[a-z]+$/.test(particle);
  if (!PARTICLES.has(particle) && !SPLIT_PARTICLES.has(particle) && !isParticiple && !isPreposition) return null;
  const phrasal = `${words[index]!.lemma} ${particle}`;
  return hasPartOfSpeech(phrasal, 'verb') ? phrasal : null;
}
/** "get up" of "I get up at five": a verb and its particle, when WordNet holds the two as one verb. */
export function phrasalOf(words: readonly Word[], index: number): string | null {
  const word = words[index]!;
  if (word.pos !== 'verb') return null;
  const split = splitPhrasalOf(words, index);
  if (split) return split;
  const particle = words[index + 1]?.text.toLowerCase() ?? '';
  // "How do you keep going?": the verb and the participle WordNet holds the two as (keep going: continue).
  if (words[index + 1]?.pos === 'verb' && /ing$/.test(particle) && !AUXILIARIES.has(word.lemma) && hasPartOfSpeech(`${word.lemma} ${particle}`, 'verb')) return `${word.lemma} ${particle}`;
  if (!PARTICLES.has(particle)) return null;
  const phrasal = `${word.lemma} ${particle}`;
  // A preposition after the particle whose object is not a doing ("What do you get up to?", not "I get up to milk"):
  // the three words are one verb, which is not the two ("get up" is to rise), and mean what WordNet holds them as.
  const after = words[index + 2];
  if (after?.text.toLowerCase() === 'to' && words[index + 3]?.pos !== 'verb') {
    const whole = `${phrasal} to`;
    return hasPartOfSpeech(whole, 'verb') ? whole : null;
  }
  return hasPartOfSpeech(phrasal, 'verb') ? phrasal : null;
}

/**
 * The question's own verb though the tagger keeps its plain form as a stop word ("How often does Mathieu call?",
 * "Where do you keep the bees?"): a word WordNet holds as a verb, right after the subject of "do", "does" or "did".
 */
function isQuestionVerb(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (!word.isWord || !word.stopWord || AUXILIARIES.has(word.lemma) || !hasPartOfSpeech(word.lemma, 'verb')) return false;
  const subject = words[index - 1];
  const support = ['do', 'does', 'did'].includes(words[index - 2]?.text.toLowerCase() ?? '');
  return support && subject !== undefined && (subject.pos === 'noun' || ['you', 'he', 'she', 'they', 'we', 'i'].includes(subject.text.toLowerCase()));
}

/**
 * The question's nouns said right before another of its nouns, a common one, as what that one is of or for ("your Tim
 * Hortons order", "your school secretary salary"): not before a name, a relation or a person ("your sister Ann" asks of
 * Ann, "the shop manager" of the manager).
 */
function modifierNounsOf(words: readonly Word[], nouns: readonly string[]): Set<string> {
  const modifiers = new Set<string>();
  let run: Word[] = [];
  const close = () => {
    const head = run.at(-1);
    if (head && run.length > 1 && !isCapitalised(head) && !isPersonNoun(head.lemma) && !KIN_WORDS.has(kinOf(head.lemma))) for (const word of run.slice(0, -1)) modifiers.add(word.lemma);
    run = [];
  };
  for (const word of words) {
    if (word.pos === 'noun' && nouns.includes(word.lemma)) run.push(word);
    else close();
  }
  close();
  return modifiers;
}

/** The nouns a question asks which one of: after "favourite", or right after the "what" or "which" it opens with. */
function particularNouns(words: readonly Word[]): Set<string> {
  const said = words.filter((word) => word.isWord);
  const particular = new Set<string>();
  said.forEach((word, index) => {
    const before = said[index - 1]?.text.toLowerCase() ?? '';
    const opens = index === 1 && ['what', 'which'].includes(before);
    if (word.pos === 'noun' && (opens || ['favourite', 'favorite'].includes(before))) particular.add(word.lemma);
  });
  return particular;
}

/**
 * The nouns a question says as where or when ("What do you eat at Thanksgiving?"), and the one it asks which of when it
 * ends on the preposition that places it ("Which orchestra do you play in?", "What street did you grow up on?").
 */
function questionSettings(asked: readonly Word[]): Set<string> {
  // "On your birthday" is read as a sentence's "on my birthday".
  const words = asked.map((word) => (word.text.toLowerCase() === 'your' ? { ...word, text: 'my' } : word));
  const settings = new Set([...settingNouns(words), ...settingNouns(words, TIME_SETTINGS)].map((word) => word.lemma));
  const said = words.filter((word) => word.isWord);
  if (PLACE_SETTINGS.has(said.at(-1)?.text.toLowerCase() ?? '') && ['which', 'what'].includes(said[0]?.text.toLowerCase() ?? '')) {
    const asked = said.slice(1).find((word) => word.pos === 'noun');
    if (asked) settings.add(asked.lemma);
  }
  return settings;
}

// What may follow "… do" in a question asking what someone does: when, for a living, or a framing clause.
const DOER_TAIL = `(?: now| nowadays| these days| for (?:a living|work)| (?:${[...FRAMING].join('|')}) [\\p{L}'’ ]+)?`;
/** "What does your father do?", "What did your wife do (for a living)?": whom it asks about, and in which tense. */
function doerOf(words: readonly Word[], question: string, kinds: ReadonlySet<AskKind>, ignore: ReadonlySet<string> = new Set()): Doer | null {
  const lower = question.toLowerCase();
  // "What do your sons do?": the plural asks in the present too. "What did your wife do before she retired?": a clause
  // framing when (FRAMING) asks the same.
  const match = new RegExp(`^\\W*what (does|did|do) (?:your|his|her|their) ([\\p{L}' -]+?) do${DOER_TAIL}\\W*$`, 'u').exec(lower);
  // "… do for work", "… do for a living": their work is asked in so many words.
  const ofWork = new RegExp(`\\bdo for (?:a living|work)\\W*$`).test(lower);
  // "What does Simone do?": someone named, whom the person introduced as one of theirs; "What does Mr Dennis do?": the
  // name after a title.
  const named = match ? null : new RegExp(`^\\W*[Ww]hat (does|did) (?:(\\p{Lu}[\\p{L}'’-]*\\.?) )?(\\p{Lu}[\\p{L}'’-]*) do${DOER_TAIL}\\W*$`, 'u').exec(question);
  const titled = named?.[2] === undefined || isTitle(named[2]);
  const name = named && titled ? words.find((word) => word.text === named[3] && word.pos === 'noun' && !KIN_WORDS.has(kinOf(word.lemma))) : undefined;
  if (named && name) return { relations: new Set([name.text.toLowerCase()]), tense: named[1] === 'did' ? 'past' : 'present', ...(ofWork ? { ofWork } : {}) };
  if (!match) {
    // "What was your father's job?", "Where does your wife work?": someone of theirs, and their work.
    if (!kinds.has('work')) return null;
    const kin = words.find((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && ['your', 'his', 'her', 'their'].includes(words[index - 1]?.text.toLowerCase() ?? ''));
    const past = words.some((word) => ['was', 'were', 'did', 'used'].includes(word.text.toLowerCase()));
    // "Where does Jun work?", "What was Kees's job?": someone named by name, whom the work asked is of.
    const name = kin ? undefined : words.find((word, index) => index > 0 && word.pos === 'noun' && isCapitalised(word) && !KIN_WORDS.has(kinOf(word.lemma)) && !WORK_NAMES.has(word.lemma) && !ignore.has(word.text.toLowerCase()) && !nounKinds(word.lemma, 2).includes('location') && (isNameOnly(word.text) || !isDictionaryWord(word.lemma)));
    if (name) return { relations: new Set([name.text.toLowerCase()]), tense: past ? 'past' : 'present' };
    if (!kin) return null;
    return { relations: new Set([...(KIN_GROUPS[kinOf(kin.lemma)] ?? []), kin.lemma, kinOf(kin.lemma)]), tense: past ? 'past' : 'present' };
  }
  // "your sister Bríd": the relation a name is given with, which the name stands for.
  const said = match[2]!.split(' ');
  const nounOf = (text: string | undefined) => words.find((word) => word.text.toLowerCase() === (text === undefined ? undefined : foldAccents(text)) && word.pos === 'noun');
  const last = nounOf(said.at(-1));
  const before = said.length > 1 && last !== undefined && isCapitalised(last) && !isDictionaryWord(last.lemma) ? nounOf(said.at(-2)) : undefined;
  const noun = before !== undefined && (KIN_WORDS.has(kinOf(before.lemma)) || isPersonNoun(before.lemma)) ? before : last;
  if (!noun) return null;
  const kin = KIN_GROUPS[kinOf(noun.lemma)];
  if (!kin && !isPersonNoun(noun.lemma)) return null;
  const called = noun === last ? [] : [last!.text.toLowerCase()];
  return { relations: new Set([...(kin ? [...kin, kinOf(noun.lemma)] : [noun.lemma]), ...called]), tense: match[1] === 'did' ? 'past' : 'present', ...(ofWork ? { ofWork } : {}) };
}

// Words between someone named and what they do ("Our son Gary still runs …", "my dad, now seventy, drives …").
const DOER_REACH = 4;
/** Someone of the family a sentence names, and the verb they do: "Our son Gary runs a garage" → son, runs. */
interface KinDoing {
  relations: string[];
  verb: Word;
  /** Where the verb is in the sentence. */
  at: number;
  /** One person does it ("my son", "he"), not several ("my sons"). */
  single: boolean;
}

const SUBJECT_PRONOUNS = new Set(['he', 'she']);
// The marks that set an aside off between someone named and what they do ("husband Jun (Arnel) - works at …").
const ASIDE_MARKS = ['(', ')', '-', '–', '—'];
// Words a sentence may open with before the one who does its doing ("And then he …", "Now she …").
const SUBJECT_OPENERS = new Set(['and', 'then', 'now', 'so', 'but', 'later']);

/**
 * The relations a word names: a relation ("son"), or a name the person introduced with one ("Gary", their son), which
 * is also what a question names them by ("What does Gary do?").
 */
function relationsNamed(word: Word, relatives: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  if (word.pos !== 'noun') return [];
  const named = relatives.get(word.text.toLowerCase());
  return [...(KIN_WORDS.has(kinOf(word.lemma)) ? [word.lemma, kinOf(word.lemma)] : []), ...(named ? [...named, word.text.toLowerCase()] : [])];
}

/**
 * Whom the word at each index names: a relation ("my son", or a name given to one), or, in a sentence that names no
 * relation, someone by their own name ("Ken Dobson, we was at school together, he drives a taxi"): the words of a run
 * of capitalised nouns that is no place, each standing for the whole name. A capital opening the sentence alone may
 * be only its first word: it names someone when WordNet holds it as no common word.
 */
function namedIn(words: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>): (index: number) => string[] {
  const kin = words.map((word) => relationsNamed(word, relatives));
  if (kin.some((relations) => relations.length > 0)) return (index) => kin[index] ?? [];
  const isNamePart = (index: number) => {
    const word = words[index];
    return word !== undefined && word.pos === 'noun' && isCapitalised(word) && !nounKinds(word.lemma, 2).includes('location');
  };
  return (index) => {
    if (!isNamePart(index)) return [];
    let start = index;
    while (isNamePart(start - 1)) start -= 1;
    let end = index;
    while (isNamePart(end + 1)) end += 1;
    if (start === words.findIndex((word) => word.isWord) && end === start && !isNameOnly(words[start]!.text)) return [];
    return words.slice(start, end + 1).map((word) => word.text.toLowerCase());
  };
}

/**
 * The one relation a sentence speaks of, with the names they go by: "My husband he is Minh." → husband, Minh. None
 * when it names two people or nobody of the family ("My mother and my aunt …").
 */
const OBJECT_PREPOSITIONS = new Set(['of', 'with', 'to', 'for', 'under', 'from', 'by', 'at', 'in', 'on', 'about', 'after', 'behind', 'beside', 'near']);
function oneRelationOf(words: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>, anywhere = false): string[] {
  // Said as whose something is ("under my father's bench") or after a preposition ("with my aunt"), they are no subject.
  const isSubject = (index: number) => anywhere || (!/^['’]s$/.test(words[index + 1]?.text ?? '') && !words.slice(Math.max(0, index - 3), index).some((word) => OBJECT_PREPOSITIONS.has(word.text.toLowerCase())));
  const namedAt = namedIn(words, relatives);
  const named = words.map((_word, index) => (isSubject(index) ? namedAt(index) : [])).filter((relations) => relations.length > 0);
  if (named.length === 0) return [];
  const shared = named.map((relations) => new Set(relations.map(kinOf))).reduce((left, right) => new Set([...left].filter((relation) => right.has(relation))));
  return shared.size > 0 ? [...new Set(named.flat())] : [];
}

/**
 * Who does the doing of each word: the relations a word names, and "he" or "she" said after the one relation the
 * sentence named ("My father he cannot write, he mend shoes"), or opening a sentence that goes on from one speaking of
 * a single relation ("My husband he is Minh. He work in car factory …"): that one.
 */
function kinDoingsOf(words: readonly Word[], inContext: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>, previous: readonly Word[] = []): KinDoing[] {
  const doings: KinDoing[] = [];
  const opener = words.findIndex((word) => word.isWord && !SUBJECT_OPENERS.has(word.text.toLowerCase()));
  const pronounOf = (index: number): string[] => {
    if (!SUBJECT_PRONOUNS.has(words[index]!.text.toLowerCase())) return [];
    const earlier = oneRelationOf(words.slice(0, index), relatives);
    if (earlier.length > 0) return earlier;
    if (index === opener) return oneRelationOf(previous, relatives);
    // "From Mamma, she sold fish …": set off before the clause "she" opens, the one relation named is whom it takes up.
    return words[index - 1]?.text === ',' ? oneRelationOf(words.slice(0, index), relatives, true) : [];
  };
  const namedAt = namedIn(words, relatives);
  words.forEach((word, index) => {
    const referred = pronounOf(index);
    const relations = referred.length > 0 ? referred : namedAt(index);
    if (relations.length === 0) return;
    const single = referred.length > 0 || word.text.toLowerCase() === word.lemma || isCapitalised(word);
    // The marks of an aside take no place of their own in that reach.
    for (let at = index + 1, reach = index + DOER_REACH; at <= Math.min(words.length - 1, reach); at += 1) {
      const next = words[at]!;
      if (ASIDE_MARKS.includes(next.text)) {
        reach += 1;
        continue;
      }
      // "who fixes tractors": right after "who", a word that can be a verb is the clause's verb.
      const isVerb = next.pos === 'verb' || inContext[at]?.pos === 'verb' || (words[at - 1]?.text.toLowerCase() === 'who' && hasPartOfSpeech(next.lemma, 'verb'));
      if (!isVerb) {
        // "My husband Tomaž, who fixes tractors": a name, an adverb or the relative clause's opening stands between;
        // "My father he fix boat engine": so does the pronoun saying that one again, as people say it in some tongues.
        if (next.pos === 'adverb' || (next.pos === 'noun' && isCapitalised(next)) || [',', 'who'].includes(next.text.toLowerCase()) || (SUBJECT_PRONOUNS.has(next.text.toLowerCase()) && at === index + 1)) continue;
        return;
      }
      if (!reportsSaying(words, at)) doings.push({ relations, verb: next, at, single });
      return;
    }
  });
  return doings;
}

const OBJECT_PRONOUNS = new Set(['me', 'us', 'you', 'him', 'her', 'them']);
const CLAUSE_OPENERS = new Set([':', 'that', 'i', 'we', 'you', 'he', 'she', 'they', 'it', 'there']);
/**
 * A verb of saying that frames what is said ("My son says that was when …", "Rosa says I worry", "My friends will tell
 * you: babies"): the one named is whom the owner has it from, not someone doing something.
 */
function reportsSaying(words: readonly Word[], at: number): boolean {
  const verb = words[at]!;
  if (!verbKinds(verb.lemma, 1).includes('communication')) return false;
  let next = at + 1;
  if (OBJECT_PRONOUNS.has(words[next]?.text.toLowerCase() ?? '')) next += 1;
  return CLAUSE_OPENERS.has(words[next]?.text.toLowerCase() ?? '');
}

/**
 * The relations a sentence has do something, each with the tense of its verb: "Our son Gary runs a garage" → son:
 * present. A verb said in its plain form of one person, with no helping verb ("My husband he work in car factory", as
 * said in English learned later), says no tense: it answers what they did and what they do.
 */
export function doingsOf(words: readonly Word[], inContext: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>, previous: readonly Word[] = []): Map<string, Set<Tense>> {
  const doings = new Map<string, Set<Tense>>();
  for (const { relations, verb, single } of kinDoingsOf(words, inContext, relatives, previous)) {
    for (const said of tenseOf(verb, single)) for (const relation of relations) doings.set(relation, (doings.get(relation) ?? new Set<Tense>()).add(said));
  }
  return doings;
}

/** The tenses a verb said of someone is in: its own, or both when its plain form is said of one person ("he work"). */
function tenseOf(verb: Word, single: boolean): Tense[] {
  const written = verb.text.toLowerCase();
  const tense: Tense | null = ['is', 'has', 'does', "'s", '’s'].includes(written) || (written !== verb.lemma && /[^s]s$/.test(written)) ? 'present' : written !== verb.lemma && !/ing$/.test(written) ? 'past' : null;
  return tense ? [tense] : single && written === verb.lemma && !AUXILIARIES.has(verb.lemma) ? ['past', 'present'] : [];
}

// Whom a doing is done to, when it is done to someone rather than being a trade ("My father taught me respect").
const PERSONAL_OBJECTS = new Set(['me', 'us', 'you', 'him', 'her', 'them', 'everyone', 'everybody']);

/**
 * The relations a sentence has work, by the verb they do: to work ("My father Rachid worked on the docks", "My husband
 * works on container ships") or a doing whose doer is a line of work, done to something rather than to someone ("Our
 * son drives a bus": a driver; "My father taught me respect" is no teaching trade). Their work, though no job is named.
 */
export function workingKinOf(words: readonly Word[], inContext: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>, previous: readonly Word[] = []): Set<string> {
  const working = new Set<string>();
  for (const { relations, verb, at } of kinDoingsOf(words, inContext, relatives, previous)) {
    if (verb.negated || ['be', 'have'].includes(verb.lemma)) continue;
    const toSomeone = PERSONAL_OBJECTS.has(words[at + 1]?.text.toLowerCase() ?? '');
    // "He fix boat engines": to fix a thing is to repair it, which a repairman does.
    const toThing = words.slice(at + 1, at + 3).find((word) => word.isWord && !['a', 'an', 'the', 'some'].includes(word.text.toLowerCase()))?.pos === 'noun';
    const doings = [verb.lemma, ...(toThing ? relatedWords(verb.lemma, 'verb', 1).synonyms : [])];
    const isWork = WORK_NAMES.has(verb.lemma) || (!toSomeone && doings.some((doing) => derivedWords(doing, 'verb').some(isOccupationNoun)));
    if (isWork) for (const relation of relations) working.add(relation);
  }
  return working;
}

/**
 * The relations or people named a sentence has do something to a thing, by the tense they do it in ("Kees drives truck
 * for the co-op" → kees: present; "Jan runs the farm"): what they do, which asked what they do for work says, though
 * WordNet holds no line of work for the doing. Not being or having, a feeling ("hates flying"), a saying, nor a doing
 * done to someone ("drove me to the pit").
 */
export function thingDoingsOf(words: readonly Word[], inContext: readonly Word[], relatives: ReadonlyMap<string, ReadonlySet<string>>, previous: readonly Word[] = []): Map<string, Set<Tense>> {
  const doings = new Map<string, Set<Tense>>();
  for (const { relations, verb, at, single } of kinDoingsOf(words, inContext, relatives, previous)) {
    if (verb.negated || AUXILIARIES.has(verb.lemma) || ['be', 'have'].includes(verb.lemma) || LIKING_VERBS.has(verb.lemma)) continue;
    if (verbKinds(verb.lemma, 1).some((kind) => kind === 'emotion' || kind === 'communication' || kind === 'cognition' || kind === 'perception')) continue;
    const object = words.slice(at + 1, at + 3).find((word) => word.isWord && !['a', 'an', 'the', 'some'].includes(word.text.toLowerCase()));
    if (object?.pos !== 'noun' || PERSONAL_OBJECTS.has(object.text.toLowerCase()) || /ing$/i.test(object.text)) continue;
    const tense = tenseOf(verb, single);
    for (const said of tense) for (const relation of relations) doings.set(relation, (doings.get(relation) ?? new Set<Tense>()).add(said));
  }
  return doings;
}

/** "Younger", "eldest": a describing word said in the comparative or the superlative, its form not its lemma. */
export function isGraded(word: Word): boolean {
  const text = word.text.toLowerCase();
  return text !== word.lemma && /(?:er|st)$/.test(text);
}

/** An adjective said in the superlative ("worst", "toughest"): its form is not its lemma and ends as one does. */
/** "Hardest", "best", "oldest": a describing word in the superlative. */
export function isSuperlative(word: Word): boolean {
  const text = word.text.toLowerCase();
  return text !== word.lemma && /st$/.test(text);
}

/**
 * "The best bit of farming", "the best thing about it": a superlative with no quality of its own ranking a word that
 * names nothing either asks for the one ranked first, while "the best book" asks for a book as "your favourite" would.
 */
function rankingAlone(words: readonly Word[], index: number, nouns: readonly string[]): boolean {
  const ranked = words.slice(index + 1).find((word) => word.pos !== 'adjective');
  return (ASKING.has(words[index]!.lemma) || ranksPartOf(words, index)) && ranked?.pos === 'noun' && !nouns.includes(ranked.lemma);
}

/** "The worst part of the job": a superlative of liking ranking a part of something, not a quality asked of it. */
function ranksPartOf(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  const quality = words[index]!.lemma;
  // Of the qualities that rank by liking: the best (a word of asking) and its opposite, the worst.
  const byLiking = ASKING.has(quality) || antonymsOf(quality, 'adjective').some((opposite) => ASKING.has(opposite));
  return byLiking && isSuperlative(words[index]!) && next?.pos === 'noun' && isPartNoun(next.lemma) && ['of', 'about'].includes(words[index + 2]?.text.toLowerCase() ?? '');
}

// Words that pick one out of many without a superlative ending ("what I like most", "my favourite", "the least").
const RANKING_WORDS = new Set(['most', 'least', 'favorite']);

/** Picks one thing out of others ("the hardest year", "what I like most", "my favourite"): a superlative of its own. */
export function singlesOut(words: readonly Word[]): boolean {
  return words.some((word) => (word.pos === 'adjective' || word.pos === 'adverb') && (isSuperlative(word) || RANKING_WORDS.has(word.lemma)));
}

/**
 * "Have you ever been to London?", "Has he seen the sea?": "have" opening the question makes the perfect of another
 * verb (a participle follows its subject), so it asks what was done, not what is owned ("Have you ever had a dog?").
 */
function asksPerfect(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  if (content[0]?.lemma !== 'have') return false;
  const participle = content.slice(2).find((word) => word.pos === 'verb');
  return participle !== undefined && participle.lemma !== 'have' && participle.lemma !== 'get' && participle.text.toLowerCase() !== participle.lemma;
}

/** "For fun", "for entertainment": a noun after "for" whose commonest sense is a diversion, or a kind of one. */
function isForDiversion(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  // Not one that qualifies a noun after it ("for entertainment companies").
  return word.pos === 'noun' && words[index - 1]?.lemma === 'for' && words[index + 1]?.pos !== 'noun' && (relatedWords(word.lemma, 'noun', 1).synonyms.includes('recreation') || isKindOf(word.lemma, 'diversion', 2));
}

/** Whether a question asks who did something to the person: "who", its doing, then "you" ("Who got you into it?"). */
function asksDoerToSelf(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.isWord);
  return said[0]?.text.toLowerCase() === 'who' && said[1]?.pos === 'verb' && !AUXILIARIES.has(said[1].lemma) && said[2]?.text.toLowerCase() === 'you';
}

/**
 * Whether a question's "what", "which" or "who" is the subject of its doing, with nothing but its own noun between
 * ("What happened during the floods?", "Which team won?"), not its object ("What did you sell?").
 */
function asksDoer(words: readonly Word[]): boolean {
  const said = words.filter((word) => word.isWord);
  if (!['what', 'which', 'who'].includes(said[0]?.text.toLowerCase() ?? '')) return false;
  const next = said.slice(1).find((word) => word.pos !== 'noun' && word.pos !== 'adjective');
  return next?.pos === 'verb' && !AUXILIARIES.has(next.lemma);
}
