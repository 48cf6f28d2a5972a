// The personality tags of the offline summary: each given for a line in which the owner says it of themselves, with
// the line that shows it best (summary-lexicon.ts holds the cues; summary-referents.ts, summary-leisure.ts and
// summary-traits.ts say whether a cue is the owner's own).
import { TWIN_SUMMARY_TAGS_MAX, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { stemWord } from '../../language/text.ts';
import { DOING_ONLY_CUES, LEISURE_TAGS, LONG_SERVICE_TAG, NEGATION_PROOF_TAGS, RELATIONSHIP_TAGS, STRONG, TAG_CUES } from './summary-lexicon.ts';
import { readWords } from '../../language/lemmas.ts';
import { sectionOfQuestion } from '../../language/twin-sentences.ts';
import { nounKinds, senseCount } from '../../language/wordnet.ts';
import { isImperativeText } from './twin-reading.ts';
import { ownWordPositions } from './twin-sentence-clauses.ts';
import { timeSettingPositions } from './twin-sentence-kinds.ts';
import { isLongService } from './summary-filing.ts';
import { GARDEN_STEMS, GROWING_LEMMAS, isCookingVerb, isNotTheirActivity, isWrittenIn, LEISURE_SECTIONS, namesPlaceOnly, namesThingsOnly, showsNoLeisure } from './summary-leisure.ts';
import { candidateCues, FIRST_PERSON, matchesOf, modelWordAt, type ReadSentence, SECTION_CUE_LISTS, speaksOfSelf, SUBJECT_QUESTION, TAG_CUE_INDEX } from './summary-reading.ts';
import { advisesOthers, deniesBeing, isAboutSomeoneElse, isHypothetical, isNegated, isOnlyWanted, isOwnClause, isSetting, isSomeoneElses, isSomeoneNamed, negatesState, opensWithSomeoneElse, quotesSomeoneElse, reportsSomeoneElse, SELF_SPEAKERS } from './summary-referents.ts';
import { isDoneBySomeoneElse, isGivenUp, isLikenedTo, isOneOccasion, opensOnCommand } from './summary-said.ts';
import { askedModals, isAccountsDone, isConditionOfSupposition, isDeniedSubject, isDoneByNoOne, isDuty, isInsideExpression, isLost, isSaidToBeSomeoneElses, isTakenUpByOwner } from './summary-scope.ts';
import { traitsSaidOfSelf } from './summary-traits.ts';
import { coversASurface, deniesLikingIt, describesAThing, isExclamation, isGivenToSomeone, isKeptRecord, isParticleVerbWithObject, isQuarrelWith, isThingNameAsVerb, isComparedSubject, isInOpeningAside, takesTimeObject, isSubjectWithoutOwner, isNegatedInClause, isObjectOfWish, isOneOfAKind, isOnlyBeside, isOtherThanMoney, isPartOfName, isPlaceOfSomethingElse, isPossessor, isSomeoneElsesClause, isTraitWordAsNoun, namesBuildingOnly, saysInGeneral } from './summary-doing.ts';

// Words that say a sentence is about money: "save" speaks of thrift only beside one of them ("saved lives" does not).
const MONEY_STEMS = new Set(['money', 'debt', 'debts', 'pay', 'paid', 'bill', 'bills', 'borrow', 'borrowed', 'spend', 'spent', 'pound', 'pounds', 'penny', 'pennies', 'budget', 'cash', 'price', 'cost', 'afford', 'wage', 'wages', 'salary', 'euro', 'euros', 'dollar', 'dollars', 'bank', 'thrift', 'thrifty', 'frugal'].map(stemWord).filter((stem) => stem !== stemWord('saved')));

const MONEY_TAG = 'careful with money';

// "Save a little every month" is advice to others; "I put a little by every week" says the person does it. Of the
// tags advice may show, these speak of a habit, not a value: they need the person's own doing.
const WORK_HABIT_TAG = 'hard-working';
const HABIT_TAGS = new Set([MONEY_TAG, WORK_HABIT_TAG]);

// The tag of growing things, and the words that say a plant is grown ("I grow tomatoes", "flowers I had grown
// myself"), not picked, pressed or sold ("Pressing flowers").
const GARDEN_TAG = 'gardener';

const COOKING_TAG = 'loves cooking';

// A liking of learning: chosen, never obliged.
const CURIOUS_TAG = 'curious';

// "Write the weather in my book": a book written in is a notebook, not reading.
const READING_TAG = 'book lover';

// A sentence opening on these has someone or something else as its subject ("He drove a bus for thirty years", "That
// advice has saved lives"): it shows only how the person is with others, never a trait of their own.
const OTHER_SUBJECT_STARTS = new Set(['he', 'she', 'they', 'that', 'this', 'these', 'those', 'it', "he's", "she's", "they're", "it's", "that's"]);

// Tags that say what a person values: advice they give shows them.
const VALUE_TAGS = new Set([...NEGATION_PROOF_TAGS, 'caring', 'patient', 'respectful', 'fair-minded', 'family-first']);

// Tags of how the person is with others, shown by what they say of them ("My oldest friend is Teresa", "Family comes
// first"), and what others did for them ("My daughters got me through it"): the only ones a clause about someone else
// may show.
const SAID_OF_OTHERS_TAGS = new Set(['loyal friend', 'family-first', 'sociable', 'resilient']);

// Of those, the ones that must have the person as what the clause does to ("got me through it"): "her women never give
// up" is theirs.
const DONE_FOR_THEM_TAGS = new Set(['resilient']);

const OBJECT_PRONOUNS = new Set(['me', 'us']);

// Words around a cue's first word in which the person is named as its object ("helped us get through", "got me through").
const DONE_FOR_REACH = 3;

/** Someone else's clause may show the tag: it is one of how the person is with others, or done for them. */
function saidOfThem(tag: string, sentence: ReadSentence, index: number): boolean {
  if (!SAID_OF_OTHERS_TAGS.has(tag)) return false;
  return !DONE_FOR_THEM_TAGS.has(tag) || sentence.words.slice(Math.max(0, index - DONE_FOR_REACH), index + DONE_FOR_REACH + 1).some((word) => OBJECT_PRONOUNS.has(word));
}

// Tags of devotion to someone: shown only by a line in which the person speaks as themselves with them ("my
// grandchildren", "I read to Chloe"), not one that only names them ("which the grandchildren pretend to like").
const DEVOTION_TAGS = new Set(['devoted parent', 'devoted grandparent']);
const PARENT_TAG = 'devoted parent';
const GRANDPARENT_TAG = 'devoted grandparent';

/** The word at `index` is one of the grandparent tag's cues ("grandchildren", "grandson"). */
function namesGrandchild(sentence: ReadSentence, index: number): boolean {
  return candidateCues(TAG_CUE_INDEX, sentence, false).some(({ tag, cue }) => tag === GRANDPARENT_TAG && matchesOf(cue, sentence).includes(index));
}

// The tag whose cues are mostly places ("hills", "river", "beach"): it is of something done there, not of a place.
const PLACE_TAG = 'outdoorsy';

// The tag of faith: a place of worship named only ("the wooden churches of Maramureș") is a place, not a faith.
const FAITH_TAG = 'faithful';

/** The word at `index` is denied: by a negation before it, by its clause's negated verb, or as a negated verb's subject. */
function isDenied(sentence: ReadSentence, index: number): boolean {
  return isNegated(sentence.words, index) || isNegatedInClause(sentence, index) || isDeniedSubject(sentence, index);
}

/**
 * The tags the sentences support, most supported first, each with the sentence that shows it best: for a leisure tag
 * the first in a section of what the person does for pleasure, else the first. `names` are the people the owner named
 * ("my sister Faith"): a clause of theirs is theirs, and a name is no trait ("Faith and I").
 */
export function findTags(sentences: ReadSentence[], sections: ReadonlyMap<string, TwinSummarySectionName>, names: ReadonlySet<string> = new Set()): { tag: string; sentence_id: string }[] {
  const found = new Map<string, { count: number; order: number; sentenceId: string; inLeisure: boolean; bySelf: boolean }>();
  const add = (tag: string, sentence: ReadSentence) => {
    const inLeisure = LEISURE_SECTIONS.has(sections.get(sentence.id) ?? 'values');
    // "I have sketched every staircase" shows the reader the person doing it; the heading "Drawing." before it does not.
    const bySelf = sentence.words.some((word) => FIRST_PERSON.has(word) || SELF_SPEAKERS.has(word));
    const entry = found.get(tag);
    if (!entry) found.set(tag, { count: 1, order: found.size, sentenceId: sentence.id, inLeisure, bySelf });
    else {
      entry.count += 1;
      if (LEISURE_TAGS.has(tag) && inLeisure && !entry.inLeisure) Object.assign(entry, { sentenceId: sentence.id, inLeisure, bySelf });
      else if (bySelf && !entry.bySelf && (inLeisure || !entry.inLeisure || !LEISURE_TAGS.has(tag))) Object.assign(entry, { sentenceId: sentence.id, inLeisure, bySelf });
    }
  };
  // A word learned as a name that is mostly a verb ("Look after your mother") is an order, not someone.
  const people = new Set([...names].filter((name) => senseCount(name, 'noun') >= senseCount(name, 'verb')));
  for (const sentence of sentences) {
    const isOther = isAboutSomeoneElse(sentence);
    // A tag says what the person is: only a sentence in which they speak of themselves ("Rui built the trellis" is Rui's).
    if (isSomeoneNamed(sentence) || opensWithSomeoneElse(sentence)) continue;
    // Advice to others ("Learn a trade") shows what the person values, not what they do or love.
    const isAdvice = isImperativeText(sentence.text) || advisesOthers(sentence) || opensOnCommand(sentence);
    // "Saving money is important": a saying in general shows a value, never a habit.
    const isSaying = isAdvice || saysInGeneral(sentence);
    // "Why tulips drove people mad with money", said of what they could talk about for hours: a subject, not a trait.
    if (sentence.questionNumber === SUBJECT_QUESTION && !sentence.words.some((word) => FIRST_PERSON.has(word))) continue;
    const otherSubject = OTHER_SUBJECT_STARTS.has(sentence.words[0] ?? '');
    // "Pressing flowers", "the roses on her grave": a plant is grown only where a verb of growing or a garden says so.
    // A garden or a growing the owner denies ("I've never been one for gardening, I leave the roses to the weeds") says
    // no plant of theirs is grown.
    const grows = sentence.stems.some((stem, index) => GARDEN_STEMS.has(stem) && !isDenied(sentence, index)) || readWords(sentence.text).some((word) => word.pos === 'verb' && GROWING_LEMMAS.has(word.lemma) && !word.negated);
    const noLeisure = showsNoLeisure(sentence);
    const onlyNamed = namesThingsOnly(sentence);
    const deniesLiking = deniesLikingIt(sentence);
    const asked = sentence.questionNumber === null ? null : sectionOfQuestion(sentence.questionNumber);
    const inLeisureAnswer = asked !== null && LEISURE_SECTIONS.has(asked);
    const own = ownWordPositions(sentence.text);
    const settings = timeSettingPositions(sentence.text);
    // The owner speaks of themselves or their own ("the mine" is a pit, not the owner's).
    const speaksAsSelf = speaksOfSelf(sentence);
    // "I could talk for hours about …", asked what they could talk about: the owner's ability, not a supposition.
    const answered = askedModals(sentence);
    // "Proud of my pupils" is no devotion to a child: the line must speak of family, by a word or a name it was placed by.
    const ofFamily = sections.get(sentence.id) === 'family' || SECTION_CUE_LISTS.family.some((cue) => cue.weight >= STRONG && matchesOf(cue, sentence).length > 0);
    // Someone else's words ("my mother's saying: …", "Dad always said …") are theirs, not what the person is.
    if (reportsSomeoneElse(sentence) || quotesSomeoneElse(sentence)) continue;
    // "Erzsébet, who has shared my coffee every morning for twenty years": years of someone else's doing are no service.
    if (!isOther && isLongService(sentence) && isOwnClause(sentence, sentence.words.indexOf('years'), own)) add(LONG_SERVICE_TAG, sentence);
    const supported = new Set<string>();
    for (const { tag, cue } of candidateCues(TAG_CUE_INDEX, sentence, true)) {
      // "My mother cooked every Sunday" is the mother's trait; "my best friend Saga" still says the speaker is a friend.
      // "My daughters got me through it" is how the owner is with others; "My parents taught me to pray before every
      // meal, and I still do" is the owner's doing, taken up.
      const isOthers = isOther && !RELATIONSHIP_TAGS.has(tag) && !SAID_OF_OTHERS_TAGS.has(tag) && !matchesOf(cue, sentence, true).some((index) => isTakenUpByOwner(sentence, index));
      if (supported.has(tag) || isOthers || (isAdvice && (!VALUE_TAGS.has(tag) || HABIT_TAGS.has(tag))) || (isSaying && HABIT_TAGS.has(tag))) continue;
      if ((otherSubject && !SAID_OF_OTHERS_TAGS.has(tag)) || (tag === GARDEN_TAG && !grows)) continue;
      // "We eat it with far too much bread": a food is cooking only where a verb of cooking says so.
      if (tag === COOKING_TAG && cue.kind === 'phrase' && cue.words.length === 1 && nounKinds(cue.words[0]!, 1).includes('food') && !readWords(sentence.text).some((word) => word.pos === 'verb' && isCookingVerb(word.lemma))) continue;
      const isLeisure = LEISURE_TAGS.has(tag);
      if (isLeisure && (noLeisure || onlyNamed || deniesLiking)) continue;
      // "I never borrow money" is careful with money; "we never had much money" is how things were.
      const canBeNegated = !NEGATION_PROOF_TAGS.has(tag);
      // "I spent forty years at the docks", "a debt of gratitude": a money word in another sense is no money.
      // ("I sent money to my daughter": money given to someone is not money kept.)
      if (tag === MONEY_TAG && !sentence.stems.some((stem, index) => MONEY_STEMS.has(stem) && !isOtherThanMoney(sentence, index) && !isGivenToSomeone(sentence, index))) continue;
      // "Money was tight", "Money can't buy happiness", "Then the penny dropped": a habit is the owner's only in a line
      // that speaks of them.
      if (HABIT_TAGS.has(tag) && !speaksAsSelf) continue;
      // "I never missed a day" is work; "I never missed a match", "never took a penny" are not.
      if (tag === WORK_HABIT_TAG && cue.kind === 'phrase' && cue.words[0] === 'never' && cue.words.length === 2 && matchesOf(cue, sentence).every((index) => !takesTimeObject(sentence, index + 1))) continue;
      if (DEVOTION_TAGS.has(tag) && !(speaksAsSelf && ofFamily)) continue;
      // "I am proud of my grandchildren" speaks of grandchildren: devotion as a grandparent, not as a parent.
      if (tag === PARENT_TAG && cue.kind === 'phrase' && matchesOf(cue, sentence).every((index) => namesGrandchild(sentence, index + cue.words.length))) continue;
      const isSupported = matchesOf(cue, sentence, isLeisure).some(
        (index) =>
          !(isNegated(sentence.words, index) && (canBeNegated || (!isAdvice && negatesState(sentence.words, index)))) &&
          !(canBeNegated && isNegatedInClause(sentence, index)) &&
          // "None of us can sing a note", "Nobody in our house cooks".
          !(canBeNegated && isDoneByNoOne(sentence, index)) &&
          // "Music has never meant much to me": a negated verb denies its subject too.
          !(canBeNegated && isDeniedSubject(sentence, index)) &&
          !isLost(sentence, index) &&
          // "I hit the books", "I was at sea": a cue word inside an expression WordNet holds is that expression's sense.
          !isInsideExpression(sentence, index) &&
          !isSaidToBeSomeoneElses(sentence, index) &&
          !(tag === MONEY_TAG && (isOtherThanMoney(sentence, index) || isGivenToSomeone(sentence, index))) &&
          // "I keep the parish records", "I do the books", "I paint the fences": a pastime's word in another sense, read from its verb.
          !(isLeisure && (isKeptRecord(sentence, index) || isAccountsDone(sentence, index) || coversASurface(sentence, index) || isThingNameAsVerb(sentence, index))) &&
          // "I turn up the radio", "My word, it was cold": a phrase said in another sense by its grammar.
          !(cue.kind === 'phrase' && isParticleVerbWithObject(sentence, index, cue.words.length)) &&
          !isExclamation(sentence, index) &&
          !(DEVOTION_TAGS.has(tag) && isQuarrelWith(sentence, index)) &&
          // "I keep a fair copy", "the county fair": a trait's word said of a thing, or as a noun in another sense.
          !(!isLeisure && (describesAThing(sentence, index) || isTraitWordAsNoun(sentence, index) || isOneOfAKind(sentence, index))) &&
          !(tag === FAITH_TAG && namesBuildingOnly(sentence, index)) &&
          !((tag === PLACE_TAG || tag === GARDEN_TAG) && isPlaceOfSomethingElse(sentence, index)) &&
          !(canBeNegated && deniesBeing(sentence.words, index)) &&
          !(!VALUE_TAGS.has(tag) && isOnlyWanted(sentence.words, index)) &&
          !isSomeoneElses(sentence.words, index) &&
          !isHypothetical(sentence.words, index, answered) &&
          // "Given the money, I would learn the piano": the condition of a supposition.
          !isConditionOfSupposition(sentence, index, answered) &&
          // "I eat like a horse" likens; "we looked at the stars that night" tells of one time, not a pastime kept.
          !isLikenedTo(sentence, index) &&
          !isDoneBySomeoneElse(sentence, index) &&
          !(isLeisure && isOneOccasion(sentence, index)) &&
          // "I used to swim in the sea every morning, but my knees put a stop to it": a pastime left off is not theirs now.
          !(isLeisure && isGivenUp(sentence, index)) &&
          // A devotion names the child or grandchild, who may well be the subject ("proud of how my kids treat people").
          (saidOfThem(tag, sentence, index) || isTakenUpByOwner(sentence, index) || (isOwnClause(sentence, index, own) && (DEVOTION_TAGS.has(tag) || !isSomeoneElsesClause(sentence, index, people)))) &&
          !((isLeisure || !VALUE_TAGS.has(tag)) && !SAID_OF_OTHERS_TAGS.has(tag) && isSetting(sentence, index, settings)) &&
          !(isLeisure && isNotTheirActivity(sentence, index)) &&
          !(isLeisure && isOnlyBeside(sentence, index)) &&
          // "I had to learn the hard way", "At the bank I had to check every penny": a liking or thrift is chosen, not a duty.
          !((isLeisure || tag === CURIOUS_TAG || tag === MONEY_TAG) && isDuty(sentence, index)) &&
          // "The stars were out the night Tomek was born", said of anything but a pastime: what was there.
          !(isLeisure && !inLeisureAnswer && isSubjectWithoutOwner(sentence, index)) &&
          // "Fort Jesus", "a small garden's tea": a name, or the owner of something else.
          !isPartOfName(sentence, index, people) &&
          !isComparedSubject(sentence, index) &&
          !isInOpeningAside(sentence, index) &&
          !(isLeisure && isPossessor(sentence, index)) &&
          !(DEVOTION_TAGS.has(tag) && isObjectOfWish(sentence, index)) &&
          !(tag === READING_TAG && isWrittenIn(sentence, index)) &&
          !(tag === PLACE_TAG && namesPlaceOnly(sentence, index)) &&
          !(DOING_ONLY_CUES.has(sentence.words[index]!) && modelWordAt(sentence, index)?.word.pos !== 'verb'),
      );
      if (isSupported) supported.add(tag);
    }
    // Advice says what the person values, so a trait said in it is theirs only as a value, never as a habit.
    for (const tag of traitsSaidOfSelf(sentence)) if (!(isSaying && HABIT_TAGS.has(tag))) supported.add(tag);
    // In the lexicon's order, so the first tag found for a sentence is the same on every run.
    for (const [tag] of TAG_CUES) {
      if (supported.has(tag)) add(tag, sentence);
    }
  }
  return [...found]
    .sort(([, left], [, right]) => right.count - left.count || left.order - right.order)
    .slice(0, TWIN_SUMMARY_TAGS_MAX)
    .map(([tag, entry]) => ({ tag, sentence_id: entry.sentenceId }));
}
