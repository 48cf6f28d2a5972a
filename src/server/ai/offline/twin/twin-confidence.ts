// The confidence gate: how surely a sentence that the meaning gate lets through (twin-gate.ts `answers`) speaks of what
// was asked. Sharing a word, or reaching the question by a loose link (a kind of it, a category, a definition), is how
// an unrelated sentence gets in; below ANSWER_CONFIDENCE the twin says it never talked about that rather than quote it.
import { foundIn, tellsDoingAsked, type Finding, type FoundBy } from './twin-gate.ts';
import { type Focus, type Passage, type ReadQuestion } from './twin-passage.ts';
import { LIKING_VERBS } from './twin-words.ts';

// How surely a sentence speaks of a focus word, by how it was found there: as said or in other words of it, by a
// looser link (a kind of it, a category, a place, a definition, the sentence before it), or in the interview question
// it answered. A loose link alone is how a sentence that only shares a word with the question gets in ("a cab" is a
// car, "tea" a food): it is weaker than the interview question itself having asked the same thing.
const LINK_STRENGTH: Readonly<Record<FoundBy, number>> = { none: 0, linked: 0.5, said: 1, synonym: 0.85, 'kin-name': 0.85, work: 0.85, team: 0.85, feeling: 0.85, negated: 0.8, previous: 0.8, money: 0.7, felt: 0.7, role: 0.65, doing: 0.65, kind: 0.6, category: 0.6, place: 0.6, gloss: 0.5 };
// An activity asked ("drawing") found as a narrower doing ("I sketch"): doing that is doing the activity, while a
// narrower thing may be another sense of the word asked ("the cab of a tram" is no car of theirs).
const ACTIVITY_KIND = 0.7;
// A word linked by WordNet's other relations (see linkedWords) keeps this share of its link's weight: one narrower
// sense of the word asked ("hours" → shift, 0.8) is enough alone; a part, a member or two steps need something else.
const LINKED_SHARE = 0.8;
const IN_CONTEXT = 0.8;
// Found in the sentence and asked by its interview question too: the two agree.
const AGREEING = 0.2;
const NEARBY_ONLY = 0.5;
// A doing asked, said in the sentence, when the thing asked is only in the sentence before or its interview question.
const DOING_SAID = 0.9;
// How much of the question a sentence holds counts for this share of its confidence; how directly, for the rest.
const SHARE_WEIGHT = 0.4;
// Asked where, a sentence that names no place, neither by a name nor by a common noun of place ("at the hospital"):
// below the gate however directly it names the thing asked.
const PLACE_UNMET = 0.5;
// Asked for a liking ("your favourite book"), a sentence that says none and answers no question of liking names the
// thing in another sense or matter ("she did the books"): below the gate however directly the word is said.
const LIKING_UNMET = 0.5;
const KIND_IN_CONTEXT = 0.85;
// Asked why, a sentence that gives no reason names the thing, not why: below the gate on its own.
const REASON_UNMET = 0.4;
// A sentence that meets only what qualifies the question's head ("hard" of "the hardest time", "free" of "your free
// time") and neither the head itself (its things, else its own verbs, else its times) nor anything its interview
// question asked: "the hardest song" is no hard time.
const MODIFIER_ONLY = 0.5;
// Asked for the one ranked first ("your best friend"), a sentence that names the thing only as described otherwise ("a
// good friend to me now") speaks of another one.
const OTHERWISE_DESCRIBED = 0.5;
// A focus word said in at least this share of the person's sentences (of at least this many) is common to them: found
// only so, a sentence is below the gate unless its interview question asked the same.
const COMMON_SHARE = 0.2;
const COMMON_MIN_SENTENCES = 10;
const COMMON_WORD = 0.5;
// The kinds a sentence says of a thing that place it (where, how long or how many): asked and said, they tell which
// sentence answers however often the thing is named. Not when: any time word says one.
const PLACING_KINDS = ['where', 'amount'] as const;
// Asked whether the person did something ("Did you ever drive a bus yourself?"), the doing is what is asked: a
// sentence that names the thing with no word of the doing, here or in its interview question ("mad for buses like his
// grandad"), says nothing of whether they did it. A heading ("Cricket.") is left to the sentence it heads.
const DOING_UNMET = 0.6;
// Asked what the person does at a time ("What do you do on an afternoon off?"), a sentence that only names the time and
// says no doing ("That is the best kind of afternoon") tells what the time is like, not what they do: below the gate.
const TIME_ONLY_UNMET = 0.5;
// The ways of finding a thing that say only that the sentence holds a word near it in WordNet, not the thing itself.
const LOOSE_LINKS: ReadonlySet<FoundBy> = new Set(['gloss', 'linked']);
const REASON = /\b(?:because|since|so|why|reason|cause|thanks to|in order to|that's how|that is how)\b/i;

/**
 * Below this confidence the twin declines rather than quote a sentence that only shares words with the question.
 * Chosen on the evaluation's visible sets (tuning, walk, second walk, close calls): the highest setting that costs them
 * at most two answers. A loose link alone to a thing asked as a liking (0.6 × 0.85) is below it.
 */
export const ANSWER_CONFIDENCE = 0.55;

/**
 * Whether the sentence meets only what qualifies the question's head: a word of the question said in it (and not asked
 * by the interview question it answered, which would make it that question's own) while the head is neither said
 * there, nor in the sentence before, nor asked by its interview question. The head is the things the question names,
 * else what it says of the one asked (its own verbs, describing words said of no noun), else the times it names.
 */
function meetsModifierOnly(focus: readonly Focus[], findings: readonly Finding[], caused: ReadonlySet<string> = new Set(), modifierNouns: ReadonlySet<string> = new Set()): boolean {
  const met = (index: number) => findings[index]!.inText > 0 || findings[index]!.inContext > 0 || findings[index]!.nearby > 0;
  const indexes = focus.map((_entry, index) => index);
  const nounsAsked = indexes.filter((index) => focus[index]!.isNoun && !focus[index]!.isTime);
  // A noun said only before another ("Tim Hortons" of "your Tim Hortons order") qualifies the thing asked, as a
  // describing word does (ReadQuestion `modifierNouns`).
  const qualified = nounsAsked.filter((index) => !modifierNouns.has(focus[index]!.lemma));
  const things = qualified.length > 0 ? qualified : nounsAsked;
  // What is said of the one asked: a verb of the question's own, or a describing word said of no noun. A state asked
  // as what a verb brings about is the head ("What makes you angry?" asks of anger, not of making), wherever the making
  // is said; one the verb does not bring about ("How do I stay calm?") is a head beside it.
  const states = indexes.filter((index) => focus[index]!.isAdjective && caused.has(focus[index]!.lemma));
  const verbs = states.length > 0 ? states : indexes.filter((index) => focus[index]!.isVerb || focus[index]!.isAdjective);
  const times = indexes.filter((index) => focus[index]!.isTime);
  const heads = things.length > 0 ? things : verbs.length > 0 ? verbs : times.length > 0 ? times : indexes;
  const stateIsHead = things.length === 0 && states.length > 0;
  return !heads.some(met) && indexes.some((index) => !heads.includes(index) && findings[index]!.inText > 0 && (stateIsHead || findings[index]!.inContext === 0));
}

/**
 * The share of this person's sentences that say a focus word as said or in other words of it: a word said all through
 * someone's answers ("garden" of a gardener who names it in every other sentence) picks out no sentence by itself.
 */
export function ownerShareOf(focus: Focus, passage: Passage): number {
  const words = passage.ownerWords;
  if (!words || words.sentences < COMMON_MIN_SENTENCES) return 0;
  const said = [...focus.said, ...focus.synonyms].filter((term) => passage.terms.has(term));
  return Math.max(0, ...said.map((term) => words.frequency.get(term) ?? 0)) / words.sentences;
}

/** How surely one focus word is spoken of: the strongest of the ways it was found. */
function strengthOf(finding: Finding, focus: Focus, passage: Passage, placedAsAsked = false): number {
  const isActivity = focus.isNoun && /ing$/.test(focus.lemma) && (finding.via === 'kind' || finding.via === 'doing');
  let strength = finding.inText > 0 ? (isActivity ? ACTIVITY_KIND : finding.via === 'linked' ? (finding.linkWeight ?? 0) * LINKED_SHARE : LINK_STRENGTH[finding.via]) : 0;
  // Said in a good share of all their sentences, the word is how this person talks, not what this sentence is about,
  // unless the sentence says where, how long or how many of it as asked ("Where was your shop?", of a tailor who names
  // the shop all through: "I had a little shop on Hope Street").
  if ((finding.via === 'said' || finding.via === 'synonym') && !placedAsAsked && ownerShareOf(focus, passage) >= COMMON_SHARE) strength *= COMMON_WORD;
  // One of the kinds its interview question listed ("books, music, films or places"), named in the sentence: the
  // interview asked for it.
  if (finding.inText > 0 && finding.listed) strength = Math.min(1, Math.max(strength, IN_CONTEXT) + AGREEING);
  else if (finding.inContext > 0) strength = finding.inText > 0 ? Math.min(1, Math.max(strength, IN_CONTEXT) + AGREEING) : Math.max(strength, IN_CONTEXT);
  // Asked what they like about a thing, a liking said further on in the answer that named it goes on about it.
  const inAnswer = (finding.inAnswer ?? 0) > 0 ? LINK_STRENGTH.previous : 0;
  return Math.max(strength, finding.nearby > 0 ? NEARBY_ONLY : 0, inAnswer);
}

/**
 * How sure it is that a sentence that passes `answers` speaks of what was asked, 0 to 1: how directly the thing asked
 * is found (its strongest link), how much of the question the sentence holds, and whether it is the kind of answer
 * asked (a liking for "what do you love", a place for "where", a reason for "why"). Sharing a word is not speaking of
 * it: a sentence that reaches the question only by a loose link, or is not the kind of answer asked, falls below
 * ANSWER_CONFIDENCE.
 */
export function confidenceOf(focus: readonly Focus[], findings: readonly Finding[], passage: Passage, question: Pick<ReadQuestion, 'kinds' | 'asksWhy' | 'asksLikingAbout' | 'rankedNouns' | 'causedStates' | 'asksWhether'> & Partial<Pick<ReadQuestion, 'modifierNouns' | 'settings' | 'aboutSelf' | 'asksHaving' | 'asksOwning' | 'asksDoerToSelf' | 'asksOwnDoing' | 'people' | 'pairs' | 'framed'>>): number {
  let confidence = 1;
  if (focus.length > 0) {
    // Asked about their work, a sentence of their work names the place of it as the owner always does ("the mill").
    const placedAsAsked = PLACING_KINDS.some((kind) => question.kinds.has(kind) && passage.ownKinds.has(kind)) || (question.kinds.has('work') && (passage.kinds.includes('work') || passage.ownKinds.has('work')));
    const strengths = findings.map((finding, index) => strengthOf(finding, focus[index]!, passage, placedAsAsked));
    // Where or when it asks of ("at Ife", "at the care home") is the question's setting: with another thing asked, the
    // setting met says only where, not that the thing asked is spoken of ("I played for the university team at Ife",
    // asked whether they played football there). A time asked beside a setting ("your hours at the care home") is then
    // the thing asked.
    const inSetting = (index: number) => question.settings?.has(focus[index]!.lemma) === true;
    const beyondSetting = focus.map((_entry, index) => index).filter((index) => focus[index]!.isNoun && !inSetting(index));
    const setOff = beyondSetting.length > 0 && focus.some((_entry, index) => inSetting(index));
    const timeAsked = setOff && beyondSetting.every((index) => focus[index]!.isTime);
    const isThing = (index: number) => focus[index]!.isNoun && (!focus[index]!.isTime || timeAsked) && !(setOff && inSetting(index));
    const weights = focus.map((_entry, index) => (isThing(index) ? 1 : 0.5));
    const things = strengths.filter((_strength, index) => isThing(index));
    const doingsSaid = strengths.filter((_strength, index) => !isThing(index) && findings[index]!.inText > 0);
    // A thing asked that the sentence holds only by a definition or a loose link ("a board" of football) is another
    // thing: the doing said beside it ("I played") is said of that one, not of the thing asked.
    const looselyHeld = focus.some((_entry, index) => isThing(index) && LOOSE_LINKS.has(findings[index]!.via)) && !focus.some((_entry, index) => isThing(index) && findings[index]!.inText > 0 && !LOOSE_LINKS.has(findings[index]!.via));
    // With the setting set off, what is said of it alone speaks of nothing asked beyond it.
    const beyond = strengths.filter((_strength, index) => !(setOff && inSetting(index)));
    const directness = things.some((strength) => strength > 0) ? Math.max(...things, looselyHeld ? 0 : DOING_SAID * Math.max(0, ...doingsSaid)) : Math.max(0, ...beyond);
    const share = strengths.reduce((sum, strength, index) => sum + (strength > 0 ? weights[index]! : 0), 0) / weights.reduce((sum, weight) => sum + weight, 0);
    confidence = directness * (1 - SHARE_WEIGHT + SHARE_WEIGHT * share);
    // Advice that tells the doing asked is about that doing, whatever it names of the rest ("Finish your study").
    if (meetsModifierOnly(focus, findings, question.causedStates, question.modifierNouns) && !tellsDoingAsked(focus, passage, question.kinds)) confidence *= MODIFIER_ONLY;
    const describedOtherwise = focus.some((entry) => question.rankedNouns?.has(entry.lemma) && foundIn(entry, passage.qualifiedTerms) > 0 && foundIn(entry, passage.unqualifiedTerms) === 0);
    if (describedOtherwise) confidence *= OTHERWISE_DESCRIBED;
    if (question.asksWhether && question.aboutSelf && !question.asksHaving && !question.asksOwning && !passage.isFragment && doingUnmet(focus, findings)) confidence *= DOING_UNMET;
    // Asked who did something to them ("Who got you into pigeons?", "Who taught you to sew?"), a sentence that has
    // someone do something to them ("My uncle Frank gave me my first birds") says who, in whatever words; one that
    // only names someone beside the thing, with no word of the doing, says who was there ("Stan and I race pigeons").
    // The doing asked of whom is the question's own: not the one it asks them to have taught ("to carve", in "Who taught
    // you to carve?"), nor one of a clause that only says when ("when you arrived", in "Who picked you up when you
    // arrived?"): carving in the afternoon, or coming on the same plane, says nothing of who did it.
    if (question.asksDoerToSelf === true && !passage.isFragment && !passage.doneToSpeaker && doingUnmet(focus, findings, doerDoing(focus, question))) confidence *= DOING_UNMET;
    // Asked when or why something was done ("When did you open the salon?", "Why did you leave Gaspé?"), the time or the
    // reason is of that doing: a sentence that names the thing with no word of the doing, here or in its interview
    // question ("I started as a Saturday girl at 14", after the salon), gives the time or reason of something else. A
    // doing said as a kind of it ("I came to Cardiff", asked why they moved there) says it.
    if ((question.kinds.has('when') || question.asksWhy) && !passage.isFragment && doingUnmet(focus, findings, (entry) => foundIn(entry, passage.broaderDoings) === 0)) confidence *= DOING_UNMET;
    const askedNouns = focus.filter((entry) => entry.isNoun);
    if (question.asksOwnDoing === true && askedNouns.length > 0 && askedNouns.every((entry) => entry.isTime) && !passage.isFragment && passage.doingTerms.size === 0) confidence *= TIME_ONLY_UNMET;
  }
  // A sentence whose interview question asked everything this one asks answers it as that question asked: its kind.
  const sameQuestion = findings.length > 0 && findings.every((finding) => finding.inContext > 0);
  if (sameQuestion) return question.asksWhy && !givesReason(passage) ? confidence * REASON_UNMET : confidence;
  // Asked what they liked about something ("the best part of being at sea"), the liking is what is asked: a sentence
  // that says none answers only as the answer to an interview question that asked what they like, or, asked of one of
  // their people, to one that asked what their people are like; not as one about a pastime ("Carving. I started
  // whittling on long nights at sea …").
  const personAsked = focus.some((entry) => entry.isKin || question.people?.has(entry.lemma) === true);
  if (question.asksLikingAbout) confidence *= passage.ownKinds.has('likes') ? 1 : passage.contextAsksLiking || (personAsked && passage.contextAsksLikeness) ? KIND_IN_CONTEXT : LIKING_UNMET;
  else if (question.kinds.has('likes')) confidence *= passage.ownKinds.has('likes') ? 1 : passage.kinds.includes('likes') || [...LIKING_VERBS].some((verb) => passage.askedTerms.has(verb)) ? KIND_IN_CONTEXT : LIKING_UNMET;
  // Asked where, a sentence that names no place (by name, or by a common noun of place after a preposition: "at the
  // hospital") says something else of the thing asked: the twin declines rather than quote it.
  if (question.kinds.has('where') && !passage.saysPlace) confidence *= PLACE_UNMET;
  if (question.asksWhy && !givesReason(passage)) confidence *= REASON_UNMET;
  return confidence;
}

/**
 * The question's doings that ask who did them: all of them but a doing after "to" that another doing governs ("to carve")
 * and one of a framing clause ("when you arrived"), unless those are all it has.
 */
function doerDoing(focus: readonly Focus[], question: Partial<Pick<ReadQuestion, 'pairs' | 'framed'>>): (entry: Focus) => boolean {
  const verbs = focus.filter((entry) => entry.isVerb);
  const aside = (entry: Focus) => question.framed?.has(entry.lemma) === true || (question.pairs?.has(`to ${entry.lemma}`) === true && verbs.some((other) => other !== entry && !question.pairs?.has(`to ${other.lemma}`)));
  return verbs.every(aside) ? () => true : (entry) => !aside(entry);
}

/** A doing is asked (a verb of the question's own, not a liking) and none is found in the sentence or its interview question. */
function doingUnmet(focus: readonly Focus[], findings: readonly Finding[], asked: (entry: Focus) => boolean = () => true): boolean {
  const doings = focus.map((entry, index) => ({ entry, finding: findings[index]! })).filter(({ entry }) => entry.isVerb && !LIKING_VERBS.has(entry.lemma) && asked(entry));
  return doings.length > 0 && doings.every(({ finding }) => finding.inText === 0 && finding.inContext === 0);
}

// "I retired when my hands began to ache", "we came home after his father died": what happened to someone or something
// else, said as when the person did it, is why; "when I was ten" says only when.
const CIRCUMSTANCE = /\b(?:when|after|once)\s+(?:my|our|the|his|her|their|he|she|they|it)\b/i;

/**
 * A sentence that says why: by a word of reason ("because", "so"), what happened that made it so, what the doing was
 * for ("for a job at the practice"), or as advice with its reason after it.
 */
function givesReason(passage: Passage): boolean {
  return REASON.test(passage.text) || CIRCUMSTANCE.test(passage.text) || passage.saysPurpose || passage.toldWithReason;
}
