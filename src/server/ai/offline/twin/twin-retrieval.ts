// Finding what the person said that answers a question, precision first. The question is read for its focus: its
// content words (wink-nlp lemmas and parts of speech) without the words every question uses to ask ("do you like",
// "tell me about"), and for the kind of answer it wants (their work, their family, advice). A sentence answers only
// when the things the question names are found in it, in whom or what it goes on about (the sentence before it), or in
// the interview question it answered: as said, as a WordNet synonym or word of the same family, as a narrower term
// ("a song" is music), or, for kin, as the relation ("a son" is a child, "Gary" the son he was introduced as). Anything
// else is not an answer, however many words it shares, so the twin says it was never told. Those that answer are
// ranked by how much of the focus they hold and how directly, with MiniSearch's BM25 ordering equals.
import { ANSWER_CONFIDENCE, confidenceOf } from './twin-confidence.ts';
import { answers, dayPartsOf, eitherOf, find, focusOf, FOUND, foundIn, glossesApart, withGlossCorroborated, withListed, withSelectedSenses } from './twin-gate.ts';
import { indexFor } from './twin-index.ts';
import { type Passage, type PassageInput, type RankedPassage, type ReadQuestion } from './twin-passage.ts';
import { isStrict, kinOf } from './twin-reading.ts';
import { ownWorkAnswer, saysWorkOrPlace, someoneAtWork } from './twin-own-work.ts';
import { restatedAnswer } from './twin-restated.ts';
import { derivedWords, hasPartOfSpeech, isOccupationNoun, isPersonNoun } from '../../language/wordnet.ts';
import { ADVICE_WORDS, isContent, KIN_GROUPS, KIN_WORDS, readWords, TIME_NOUNS } from './twin-words.ts';

const NOUN_WEIGHT = 1;
// How many senses of an activity asked, and of its doing, are read for the doing and its doer ("farm", "farmer").
const ACTIVITY_SENSES = 3;
const OTHER_WEIGHT = 0.5;
// The answer to an interview question of the kind asked ("what did you do for a living" for a question about work).
const KIND_ANSWER = 0.3;
// The answer to an interview question about what the person likes doing, for a question about what they like.
const LIKES_ANSWER = 0.1;
// A sentence that itself says the kind asked for (a job, an imperative, a liking, a place, a time, a name).
const OWN_KIND = 0.2;
// A relation asked about, named as the person's own ("my nan").
const OWNED_KIN = 0.05;
// The same, when the interview question it answered asked for that kind already.
const OWN_KIND_IN_CONTEXT = 0.75;
const FIRST_SENTENCE = 0.02;
// A sentence that says a liking of its own, asked what the person likes about something: the liking is what is asked.
const LIKING_ASKED = 0.6;
// A length of time said, asked how long.
const DURATION = 0.1;
// A time of day said, asked for a time ("your hours at the care home", "when do you start"): above a sentence that
// only names what the time is of.
const TIME_OF_DAY = 0.05;
const ASKED = 0.05;
const SAME_QUESTION = 0.3;
const ALSO_ASKED = 0.1;
// Two words of the question said together in the sentence, in its order ("wants to be").
const PAIR = 0.05;
// The same two words asked together by its interview question ("the person you feel closest to", asked "Who were you
// closest to?"): that question's answer, above one whose question shares the words apart ("your closest friends").
const ASKED_PAIR = 0.02;
const BM25_SHARE = 0.05;
const OWN_WORDS_ASKED = 0.05;
// The one asked about is the subject of the sentence's verb ("My father was a clockmaker").
const DOING = 0.2;
// And the sentence that names them with a line of work, or has them work ("My father worked on the docks"), above
// one where they merely do something.
const DOER_WORK = 0.4;
// Asked what someone was like, the sentence that speaks of them first ("My uncle was a fisherman and could read the
// weather") above one that names them on the way to someone else ("My aunt lives with us since my uncle died").
const DESCRIBED = 0.2;
// A sentence that goes on from the heading its answer opened with, which names a thing asked, and says what the question asks of it ("What helped,
// in the end, was the choir", under "When Colm was ill, …"): above the heading, which only names when it was.
const UNDER_HEADING = 0.15;

/**
 * The person's sentences that answer `question`, best first ([] when none does): each kept only when it answers (see
 * `answers`), ranked by how much of the focus it holds and how directly, then by the kind asked for, then by BM25.
 */
export function rankPassages(inputs: readonly PassageInput[], question: ReadQuestion): RankedPassage[] {
  const ranked = rankAsAsked(inputs, question);
  if (ranked.some((entry) => entry.confidence >= ANSWER_CONFIDENCE)) return ranked;
  // Nothing answers it as read: asked in other words than an interview question, or one part of it ("What did your
  // father drill into you?"), the sentence of that question's answer that answers the part restated. Asked who, only
  // someone the sentence picks out answers ("Most of my friends are from the club" names no best friend).
  const { passages } = indexFor(inputs);
  const restated = question.askedWords && !question.kinds.has('who') ? restatedAnswer(question.askedWords, passages) : null;
  if (restated) return [{ passage: restated, score: 1, inText: false, confidence: ANSWER_CONFIDENCE }];
  // Asked of their own work, what they said of it that says what is asked (twin-own-work.ts).
  const ofWork = ownWorkAnswer(question, passages);
  if (ofWork) return [{ passage: ofWork, score: 1, inText: false, confidence: ANSWER_CONFIDENCE }];
  const atWork = someoneAtWork(question, passages);
  if (atWork) {
    const best = rankAsAsked(inputs, atWork.question).find((entry) => entry.confidence >= ANSWER_CONFIDENCE && saysWorkOrPlace(entry.passage, atWork.places));
    if (best) return [best];
  }
  return ranked;
}

function rankAsAsked(inputs: readonly PassageInput[], question: ReadQuestion): RankedPassage[] {
  const ranked = rankAsRead(inputs, question);
  // "How long were you on the railways?": asked how long they were where their work was, what their work says.
  // Its answer comes first when what is read as asked answers from elsewhere, or says no length where it says one.
  const ofWork = lengthOfOwnWork(inputs, question);
  if (ofWork) {
    const asWork = rankAsRead(inputs, ofWork);
    if (answersOfWork(asWork) && (!answersOfWork(ranked) || (bestOf(asWork)!.saysDuration && !bestOf(ranked)!.saysDuration))) return asWork;
  }
  if (ranked.some((entry) => entry.confidence >= ANSWER_CONFIDENCE)) return ranked;
  // Asked of something nothing said answers, what the question asks otherwise (ReadQuestion `otherwise`).
  // Of one who names grandchildren, a reading as their child asks is not theirs (ReadQuestion `asChildAsks`).
  if (question.otherwise && !(question.otherwise.asChildAsks === true && namesGrandchildren(inputs))) return rankAsAsked(inputs, question.otherwise);
  // "What's the worst thing about farming?", of one whose work was farming: what it asks of their work.
  const asWork = askedOfOwnWork(inputs, question);
  return asWork ? rankAsRead(inputs, asWork) : ranked;
}

/** Whether the person names grandchildren of their own ("Six grandchildren", "for the grandkids"). */
function namesGrandchildren(inputs: readonly PassageInput[]): boolean {
  return indexFor(inputs).passages.some((passage) => passage.terms.has('grandchild') || passage.kinTerms.has('grandchild') || passage.terms.has('grandkid'));
}

/** The best sentence that answers, if any. */
function bestOf(ranked: readonly RankedPassage[]): Passage | undefined {
  return ranked.find((entry) => entry.confidence >= ANSWER_CONFIDENCE)?.passage;
}

/** Whether the best sentence that answers speaks of the person's work: said in their answer about it, or as such. */
function answersOfWork(ranked: readonly RankedPassage[]): boolean {
  const best = bestOf(ranked);
  return best !== undefined && (best.kinds.includes('work') || best.ownKinds.has('work'));
}

/**
 * Asked how long, or how many years, they were at a place or with a thing that a sentence of their own work names ("How
 * long were you on the railways?", of one who "started on the railway as a porter"; "How many years were you at the
 * exchange?"), the question asks the length of that work. When their answer about their work names the thing, a
 * sentence of it that names the thing and says a length or since when answers; when it does not, their answer about
 * their work is all of that work, and any length it says answers ("I was a signalman for thirty-four years").
 */
function lengthOfOwnWork(inputs: readonly PassageInput[], question: ReadQuestion): ReadQuestion | null {
  const counted = question.answerType?.counted ?? null;
  const asksLength = question.asksDuration || (question.asksCount && counted !== null && TIME_NOUNS.has(counted));
  if (!asksLength || question.doer !== null || question.kinds.has('family') || question.kinds.has('advice')) return null;
  const { passages } = indexFor(inputs);
  // Their answer about their work, or a sentence of their work naming a line of work ("we started on the railway as
  // porters"): not one that only goes there on the way to work ("I take the tram to the terminal").
  const saysOwnWork = (passage: Passage) => passage.kinds.includes('work') || (passage.ownKinds.has('work') && [...passage.commonNouns].some(isOccupationNoun));
  const setting = question.nouns.find((lemma) => !TIME_NOUNS.has(lemma) && passages.some((passage) => saysOwnWork(passage) && passage.terms.has(lemma)));
  if (setting === undefined) return null;
  const inWorkAnswer = passages.some((passage) => passage.kinds.includes('work') && passage.terms.has(setting));
  const nouns = question.nouns.filter((lemma) => (inWorkAnswer || lemma !== setting) && !(counted !== null && lemma === counted));
  return { ...question, nouns, kinds: new Set([...question.kinds, 'work', 'amount']), asksDuration: true, asksCount: false, ...(question.answerType ? { answerType: { ...question.answerType, counted: null } } : {}) };
}

/**
 * An activity asked about ("farming", "nursing") that is the person's own work: their answers about their work name it,
 * its doing ("I farm") or its doer ("Dairy farmer."), by WordNet's derivations (farming → farm → farmer). The question
 * then asks what it asks of their work; null when no activity asked is named so ("sewing", of one who sews for pleasure).
 */
function askedOfOwnWork(inputs: readonly PassageInput[], question: ReadQuestion): ReadQuestion | null {
  if (question.doer !== null || [...question.kinds].some(isStrict)) return null;
  const { passages } = indexFor(inputs);
  const work = passages.filter((passage) => passage.kinds.includes('work'));
  if (work.length === 0) return null;
  const activity = question.nouns.find((lemma) => {
    if (!/ing$/.test(lemma) || lemma.includes(' ')) return false;
    const doings = derivedWords(lemma, 'noun', ACTIVITY_SENSES).filter((word) => hasPartOfSpeech(word, 'verb'));
    const doers = doings.flatMap((doing) => derivedWords(doing, 'verb', ACTIVITY_SENSES)).filter(isPersonNoun);
    return work.some((passage) => passage.terms.has(lemma) || doings.some((doing) => passage.doingTerms.has(doing)) || doers.some((doer) => passage.commonNouns.has(doer)));
  });
  if (activity === undefined) return null;
  return { ...question, nouns: question.nouns.filter((lemma) => lemma !== activity), kinds: new Set([...question.kinds, 'work']) };
}

function rankAsRead(inputs: readonly PassageInput[], question: ReadQuestion): RankedPassage[] {
  if (inputs.length === 0) return [];
  if (question.nouns.length + question.others.length === 0 && ![...question.kinds].some((kind) => kind === 'work' || kind === 'family' || kind === 'advice')) return [];
  const { passages, search } = indexFor(inputs);
  // Asked what they like ("your favourite gift"), a thing of money is not a matter of money.
  const focus = withSelectedSenses(glossesApart([...question.nouns.map((lemma) => focusOf(lemma, true, 'noun', question.anyone.has(lemma))), ...question.others.map((lemma) => focusOf(lemma, false, question.partsOfSpeech[lemma], false, question.states.has(lemma), question.ranked.has(lemma)))])).map((entry) => (question.kinds.has('likes') ? { ...entry, isMoney: false } : entry));
  // The parts of the day asked ("in the morning", "for breakfast"): what a thing eaten or made must be told at.
  const askedDayParts = new Set([...question.settings, ...question.nouns].flatMap(dayPartsOf));
  // A doing's food answers what was eaten or cooked, not whether they cook at all ("Do you cook?").
  for (const [index, entry] of focus.entries()) if (entry.definedKind && !entry.isNoun && !question.answerType?.doneTo) focus[index] = { ...entry, definedKind: null };
  if (askedDayParts.size > 0) for (const [index, entry] of focus.entries()) if (entry.definedKind) focus[index] = { ...entry, askedDayParts };
  const terms = new Set(focus.flatMap((entry) => [...entry.said, ...entry.synonyms]));
  const bm25 = new Map((terms.size === 0 ? [] : search.search([...terms].join(' '), { combineWith: 'OR' })).map((result) => [result.id as number, result.score]));
  const topScore = Math.max(1, ...bm25.values());
  const weights = focus.map((entry) => (entry.isNoun ? NOUN_WEIGHT : OTHER_WEIGHT));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const ranked: RankedPassage[] = [];
  for (const passage of passages) {
    const findings = eitherOf(withGlossCorroborated(withListed(focus.map((entry) => find(entry, passage, passages, question.aboutSelf, question.particular, question.kinds.has('likes'), question.asksHaving, question.asksOwning)), question.kinds), passage, question.kinds), focus, question.alternatives);
    if (!answers(focus, findings, passage, question.kinds, question.doer, question.settings, question.aboutSelf, question.asksKin, question.asksDuration, question.asksView, question.asksLikingAbout, question.ordinals, question)) continue;
    // Asked what they like about something, the sentence that says the liking, about what its answer named before it.
    const saysLikingAsked = question.asksLikingAbout && passage.likesOwn;
    const covered = findings.reduce((sum, finding, index) => sum + weights[index]! * Math.max(finding.inText, finding.inContext, finding.nearby, saysLikingAsked ? (finding.inAnswer ?? 0) : 0), 0) / total;
    // Everything the question asks is what its interview question asked: the person answered this very question.
    // A single verb ("teach") is not enough to tell which question it was.
    // "What dish reminds you of home?" asks what "a tradition, a dish or a saying from your family" asked: the things
    // it names are the interview question's, though its verb is not.
    const thingFindings = findings.filter((_finding, index) => focus[index]!.isNoun && !focus[index]!.isTime);
    // A lone feeling or quality ("most important") said as such by the interview question is its very question too.
    const loneStateAsked = focus.length === 1 && focus[0]!.isAdjective && findings[0]!.inContext >= FOUND.context * FOUND.said;
    // A relation is never found in an interview question's words (they are its setting), but one of the group its
    // interview question asked of ("your parents", asked what the mother taught), with the rest of what is asked said in
    // the sentence and asked there too ("She taught me …"), is its very question.
    const kinOfAskedGroup = (index: number) => focus[index]!.isKin && Object.entries(KIN_GROUPS).some(([group, members]) => group !== 'family' && group !== kinOf(focus[index]!.lemma) && passage.contextTerms.has(group) && members.includes(kinOf(focus[index]!.lemma)));
    const askedOfGroup = focus.some((_entry, index) => kinOfAskedGroup(index)) && findings.some((finding, index) => !focus[index]!.isKin && finding.inContext > 0) && findings.every((finding, index) => kinOfAskedGroup(index) || (finding.inContext > 0 && finding.inText > 0));
    const sameQuestion = loneStateAsked || askedOfGroup || ((focus.length > 1 || focus.some((entry) => entry.isNoun)) && (findings.every((finding) => finding.inContext > 0) || (question.kinds.has('family') && thingFindings.length > 0 && thingFindings.every((finding) => finding.inContext > 0)))) ? SAME_QUESTION : 0;
    const pairs = [...question.pairs].filter((pair) => passage.pairs.has(pair)).length * PAIR + [...question.pairs].filter((pair) => !passage.pairs.has(pair) && passage.askedPairs.has(pair)).length * ASKED_PAIR;
    const kindAnswer = [...question.kinds].some((kind) => isStrict(kind) && passage.kinds.includes(kind)) ? KIND_ANSWER : question.kinds.has('likes') && passage.kinds.includes('likes') ? LIKES_ANSWER : 0;
    // Said in the sentence's own words, a kind its interview question did not already ask for tells most: "I liked
    // knowing …" among the answers about work, asked what they liked about it.
    const ownKinds = [...question.kinds].filter((kind) => passage.ownKinds.has(kind));
    // A kind the interview question asked already is said in its answer's own order: the first sentence of "What do
    // you do for a living?" says it, "I retired in 2019" after it does not say it better.
    const ownKind = ownKinds.some((kind) => !passage.kinds.includes(kind)) ? OWN_KIND : ownKinds.length > 0 && !passage.kinds.some((kind) => question.kinds.has(kind)) ? OWN_KIND * OWN_KIND_IN_CONTEXT : 0;
    // How it asks, said in the sentence or asked by its interview question ("what do you love most about …").
    // A word of advice ("any words of wisdom", "a tip") is asked in another word of it by the interview question that
    // asks for advice ("What advice would you give …"), not by one that asks what they would like remembered.
    const askedForAdvice = (lemma: string) => ADVICE_WORDS.has(lemma) && [...ADVICE_WORDS].some((word) => passage.askedTerms.has(word));
    const asked = question.asking.filter((lemma) => passage.terms.has(lemma) || passage.askedTerms.has(lemma) || askedForAdvice(lemma)).length * ASKED;
    // Said in the sentence and asked by its interview question too: the answer to this very question ("most proud").
    // Asked by the interview question in its own words ("Which hobby …"), not only by the general words of its kind
    // (every answer about pastimes is about a hobby): that question's answer.
    const ownWordsAsked = focus.filter((entry, index) => findings[index]!.inText === 0 && findings[index]!.inContext > 0 && foundIn(entry, passage.askedTerms) > 0).length * OWN_WORDS_ASKED;
    const alsoAsked = findings.length === 0 ? 0 : (findings.filter((finding) => finding.inText > 0 && finding.inContext > 0).length / findings.length) * ALSO_ASKED;
    // Asked what someone of theirs does, the sentence in which that one does something comes first.
    // "What did your father do?" asks first of all for his work: the sentence naming him with it says most.
    // Named, or pointed back to ("He taught chemistry", after "my husband, Thomas").
    const doerNamed = question.doer !== null && ([...question.doer.relations].some((relation) => passage.terms.has(relation) || passage.kinTerms.has(relation)) || focus.some((entry, index) => question.doer!.relations.has(entry.lemma) && findings[index]!.via === 'previous'));
    // Done in the tense asked: "Ffion worked under him" says less of what she does than a sentence naming her work.
    const doing = question.doer && [...question.doer.relations].some((relation) => passage.doings.get(relation)?.has(question.doer!.tense)) ? DOING : 0;
    const doerWork = doerNamed && (passage.namesRole || [...question.doer!.relations].some((relation) => passage.workingKin.has(relation))) ? DOER_WORK : 0;
    // Asked about a relation, the sentence that names them as the person's own ("My nan raised me") says most of them.
    const ownedKin = focus.some((entry) => KIN_GROUPS[kinOf(entry.lemma)] !== undefined || KIN_WORDS.has(entry.lemma) ? foundIn(entry, passage.ownedKinTerms) > 0 : false) ? OWNED_KIN : 0;
    // Asked for a kind of thing ("any animals?"), the sentence that names one of it as theirs ("my mare") says most.
    // Asked how long, the sentence that says a length of time ("for nineteen years") above one that says hours of a day;
    // asked how old, the one that says an age ("at seventeen") above one that counts houses.
    const duration = (question.asksDuration && passage.saysDuration) || (question.asksAge && passage.saysAge) ? DURATION : 0;
    const timeOfDay = passage.saysTimeOfDay && (question.kinds.has('when') || focus.some((entry) => entry.isNoun && entry.isTime)) ? TIME_OF_DAY : 0;
    const ownedThing = focus.some((entry) => entry.categories.some((category) => passage.ownedCategories.has(category))) ? OWNED_KIN : 0;
    const likingAsked = saysLikingAsked ? LIKING_ASKED : 0;
    // Asked where someone is, the same: "My mother is still in Iloilo" above "… I am thinking of my mother".
    // Asked after someone alone ("How is your mum doing?"), the sentence that says something of them, named first.
    const askedAfter = question.others.length === 0 && question.nouns.length > 0 && question.nouns.every((noun) => question.people.has(noun)) && !passage.isFragment;
    const described = (question.asksDescription || question.kinds.has('where') || askedAfter) && focus.some((entry) => question.people.has(entry.lemma) && foundIn(entry, passage.subjectTerms) > 0) ? DESCRIBED : 0;
    const heading = passage.heading === null ? undefined : passages[passage.heading]!;
    const headingTerms = heading === undefined ? new Set<string>() : new Set([...heading.terms, ...heading.kinTerms]);
    const underHeading = focus.some((entry) => entry.isNoun && foundIn(entry, headingTerms) > 0) && focus.some((entry, index) => !entry.isNoun && findings[index]!.inText > 0) ? UNDER_HEADING : 0;
    const score = underHeading + timeOfDay + ownWordsAsked + described + likingAsked + ownedKin + ownedThing + duration + doing + doerWork + (focus.length === 0 ? 0.5 : covered) + Math.min(asked, 2 * ASKED) + sameQuestion + pairs + kindAnswer + ownKind + (passage.isFirst ? FIRST_SENTENCE : 0) + alsoAsked + BM25_SHARE * ((bm25.get(passage.id) ?? 0) / topScore);
    ranked.push({ passage, score, inText: findings.some((finding) => finding.inText > 0), confidence: confidenceOf(focus, findings, passage, question) });
  }
  ranked.sort((left, right) => right.score - left.score || left.passage.id - right.passage.id);
  return ranked;
}

/**
 * Whether a sentence itself says one of the question's focus words, answering or not ("I grow tomatoes by the shed"
 * after "I spend free afternoons gardening", asked what grows in the garden): it may go on from one that answers.
 */
export function saysFocusWord(inputs: readonly PassageInput[], question: ReadQuestion, id: number): boolean {
  const { passages } = indexFor(inputs);
  const passage = passages[id];
  if (!passage) return false;
  const focus = [...question.nouns.map((lemma) => focusOf(lemma, true, 'noun', question.anyone.has(lemma))), ...question.others.map((lemma) => focusOf(lemma, false, question.partsOfSpeech[lemma], false, question.states.has(lemma), question.ranked.has(lemma)))];
  return focus.some((entry) => !entry.isTime && foundIn(entry, passage.terms) > 0);
}

/** Whether a sentence has no verb ("Cold mornings, lambing in the snow."): a description going on from the one before. */
export function isVerbless(inputs: readonly PassageInput[], id: number): boolean {
  const words = readWords(inputs[id]?.text ?? '');
  return words.some((word) => word.pos === 'noun') && !words.some((word) => word.pos === 'verb' && !/ing$/i.test(word.text));
}

/** The content lemmas of a sentence, for telling two sentences that say the same thing apart from two that do not. */
export function lemmasOf(text: string): Set<string> {
  return new Set(readWords(text).filter(isContent).map((word) => word.lemma));
}
