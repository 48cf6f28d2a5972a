// What the things a sentence names are kinds of ("song" → music, "I ski" → sport), where it places them ("in the
// car"), whose they are ("his boat"), and the family the person introduces by name ("our son Gary").
import { type Word } from '../../language/lemmas.ts';
import { broaderOfEachKind, capitalisedKinds, feelingsOf, hasPartOfSpeech, isCapitalisedKind, isNameOnly, namedThingDefinitions, nounAncestors, nounKinds, relatedWords } from '../../language/wordnet.ts';
import { type Focus, type PassageInput } from './twin-passage.ts';
import { isCapitalised, kinOf, readSentence, stemOf, termsOfWord } from './twin-reading.ts';
import { ASKING, isContent, isNumber, KIN_WORDS, OWNERS, readWords } from './twin-words.ts';
import { isTitle } from '../../../../shared/name-address.ts';

// How many steps up WordNet's kinds a sentence's noun is followed ("song" → musical composition → music).
const KIND_STEPS = 3;
const SENTENCE_SENSES = 2;
/**
 * The nouns a sentence's nouns are kinds of, up to KIND_STEPS up WordNet ("song" → composition → music), each with
 * the kinds of thing (WordNet's noun files) of the nouns that reach it.
 */
export function kindsOfThingsIn(words: readonly Word[], doings: ReadonlySet<Word> = new Set()): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [index, word] of words.entries()) {
    // "… to school, work at the loom": a word read as a noun alone but as a verb in its sentence is no thing.
    // A capitalised word is a name, unless WordNet writes a kind of thing so ("we play Scrabble": a board game).
    const isKindNamed = isCapitalised(word) && isCapitalisedKind(word.text);
    if (word.pos !== 'noun' || !isContent(word) || (isCapitalised(word) && !isKindNamed) || (doings.has(word) && !isKindNamed)) continue;
    // "Monopoly" climbs from the kinds its capitalised sense is of (a board game), not from "monopoly" (a market).
    if (isKindNamed) {
      for (const broader of capitalisedKinds(word.text)) {
        const key = broader.replaceAll(/\s+/g, '_');
        found.set(key, new Set([...(found.get(key) ?? []), ...nounKinds(broader, 1)]));
        climbKinds(found, broader, nounKinds(broader, 1), KIND_STEPS - 1, 1);
      }
      continue;
    }
    // A noun before the noun it describes ("heather honey", "the garden gate") is read in its commonest sense only:
    // heather there is the plant, not its colour.
    const senses = isModifierNoun(words, index) ? 1 : SENTENCE_SENSES;
    climbKinds(found, word.lemma, nounKinds(word.lemma, senses), KIND_STEPS, senses);
    // "We play cards", "darts on a Tuesday": the plural WordNet holds as a thing of its own (a game) is that thing too.
    const plural = pluralNounOf(word);
    if (plural !== null) climbKinds(found, plural, nounKinds(plural, 1), KIND_STEPS, 1);
  }
  return found;
}

/**
 * The plural a noun is written in, when WordNet holds that plural as a noun of its own, apart from the singular's
 * senses: "darts" is a game and "cards" a card game, where a dart is a missile and a card a paper. Null otherwise.
 */
export function pluralNounOf(word: Word): string | null {
  const written = word.text.toLowerCase();
  if (word.pos !== 'noun' || written === word.lemma || !/[^su]s$/.test(written)) return null;
  return hasPartOfSpeech(written, 'noun') ? written : null;
}

/**
 * Files `files` under every kind `start` is of, up to `steps` steps up WordNet (its first step through `firstSenses` of
 * its senses, each later one through the commonest): the climb the sentence's things and doings share.
 */
function climbKinds(found: Map<string, Set<string>>, start: string, files: Iterable<string>, steps: number, firstSenses: number): void {
  const filed = [...files];
  let level = [start];
  for (let step = 0; step < steps; step += 1) {
    // The first step reads one sense of each kind of thing: a bus is no car, though its second sense is an old one.
    const next = level.flatMap((lemma) => (step === 0 ? broaderOfEachKind(lemma, firstSenses) : relatedWords(lemma, 'noun', 1).broader));
    for (const lemma of next) {
      // WordNet writes some kinds in the plural ("cattle, cows, kine"): the singular names the kind too.
      for (const key of new Set([lemma, singularOfPlural(lemma)].map((form) => form.replaceAll(/\s+/g, '_')))) {
        const known = found.get(key) ?? new Set<string>();
        for (const file of filed) known.add(file);
        found.set(key, known);
      }
    }
    level = next;
  }
}

/**
 * What the named things a sentence names are, by WordNet's definitions of them: the things and doings of the definition
 * of each run of capitalised words it holds as one named thing ("Johnny Cash": a country music singer → country, music,
 * singer). Empty for names it does not hold.
 */
export function namedThingTermsIn(words: readonly Word[]): Set<string> {
  const terms = new Set<string>();
  let run: Word[] = [];
  const close = () => {
    // A sentence's capitalised opening word ("And Johnny Cash") is no part of the name.
    const named = (from: Word[]) => (from.length === 0 ? [] : namedThingDefinitions(from.map((word) => word.text).join(' ')));
    const whole = named(run);
    const definitions = whole.length > 0 || run.length < 2 ? whole : named(run.slice(1));
    for (const word of definitions.flatMap((definition) => readWords(definition))) if (isContent(word) && (word.pos === 'noun' || word.pos === 'verb')) for (const term of termsOfWord(word)) terms.add(term);
    run = [];
  };
  for (const word of words) {
    if (word.isWord && isCapitalised(word)) run.push(word);
    else close();
  }
  close();
  return terms;
}

/** A kind written in the plural, in its singular when WordNet holds that as a noun ("cows" → cow); else the word itself. */
function singularOfPlural(lemma: string): string {
  if (lemma.includes(' ') || !/[^su]s$/.test(lemma)) return lemma;
  const singular = lemma.slice(0, -1);
  return hasPartOfSpeech(singular, 'noun') ? singular : lemma;
}

/** A verb's -ing noun as WordNet knows it ("ski" → skiing, "swim" → swimming, "dance" → dancing), or none. */
function gerundOf(lemma: string): string | null {
  const forms = [`${lemma}ing`, `${lemma}${lemma.at(-1) ?? ''}ing`, lemma.endsWith('e') ? `${lemma.slice(0, -1)}ing` : ''];
  return forms.find((form) => form !== '' && relatedWords(form, 'noun', 1).broader.length > 0) ?? null;
}

// How many steps up WordNet a doing's activity is followed ("swimming" → water sport → sport): a generic doing
// ("taking") reaches nonsense further up.
const DOING_KIND_STEPS = 2;
/**
 * The kinds a sentence's doings are of, read as the activity their -ing noun names ("I ski the trails": skiing is a
 * sport), up to DOING_KIND_STEPS up WordNet.
 */
export function doingKindsIn(words: readonly Word[], verbs: ReadonlySet<Word>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const word of words) {
    if (!verbs.has(word) || !isContent(word) || ASKING.has(word.lemma)) continue;
    const gerund = gerundOf(word.lemma);
    if (!gerund) continue;
    climbKinds(found, gerund, nounKinds(gerund, 1), DOING_KIND_STEPS, 1);
  }
  return found;
}
/** Two maps of kinds, as one. */
export function mergedKinds(left: ReadonlyMap<string, Set<string>>, right: ReadonlyMap<string, Set<string>>): Map<string, Set<string>> {
  const merged = new Map([...left].map(([key, files]) => [key, new Set(files)]));
  for (const [key, files] of right) merged.set(key, new Set([...(merged.get(key) ?? []), ...files]));
  return merged;
}
// Prepositions: a noun after one is not what a clause is about the doing of.
export const PREPOSITIONS = new Set(['in', 'at', 'on', 'between', 'among', 'after', 'before', 'during', 'for', 'with', 'from', 'to', 'of', 'about', 'by', 'near', 'since', 'until', 'without']);
// Prepositions of place: a noun after one is where something happens.
export const PLACE_SETTINGS = new Set(['in', 'at', 'on', 'inside', 'into', 'outside']);
// And of time: a noun after one is when ("after a run of night shifts").
export const TIME_SETTINGS = new Set(['after', 'before', 'during']);
export const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'its', 'of', 'this', 'that']);
// How far back a noun's phrase is read for the preposition it hangs on ("at the bottom of the garden").
const SETTING_REACH = 6;
/** The nouns said as where (or, with `times`, when) something happens: "in the car", "at the bottom of the garden". */
export function settingNouns(words: readonly Word[], prepositions: ReadonlySet<string> = PLACE_SETTINGS): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun') return false;
    for (let at = index - 1; at >= Math.max(0, index - SETTING_REACH); at -= 1) {
      const before = words[at]!;
      const lower = before.text.toLowerCase();
      if (prepositions.has(lower)) return true;
      // A word after "the" is a noun, whatever the tagger read it as ("in the back of a taxi").
      const afterDeterminer = before.isWord && DETERMINERS.has(words[at - 1]?.text.toLowerCase() ?? '');
      if (!(DETERMINERS.has(lower) || before.pos === 'adjective' || before.pos === 'noun' || afterDeterminer || (before.isWord && /^\d+$/.test(lower)))) return false;
    }
    return false;
  });
}
/**
 * A noun said before the noun it describes ("heather honey", "the farm accounts"), not before a name ("our son Oskar")
 * or someone's ("sketch people's hands").
 */
export function isModifierNoun(words: readonly Word[], index: number): boolean {
  const next = words[index + 1];
  return words[index]?.pos === 'noun' && next?.pos === 'noun' && !isCapitalised(next) && !/^['’]s$/.test(words[index + 2]?.text ?? '');
}
/** The verbs a sentence's verbs are kinds of, one step up WordNet ("sketch" → draw), with their stems. */
export function broaderDoingsOf(words: readonly Word[], verbs: ReadonlySet<Word>): Set<string> {
  const doings = new Set<string>();
  for (const word of words) {
    if (!verbs.has(word) || !isContent(word) || ASKING.has(word.lemma)) continue;
    for (const verb of relatedWords(word.lemma, 'verb', 1).broader) if (!verb.includes(' ')) doings.add(verb).add(stemOf(verb));
  }
  return doings;
}

// Possessives of someone else: "his", "her", "their" (a name's or a noun's "'s" is read from the word).
const OTHERS_POSSESSIVES = new Set(['his', 'her', 'their']);
/** The nouns said as someone else's: "a tourist's car", "his boat", "Dad's old cab" (not "my", "our", "I"). */
export function othersPossessions(words: readonly Word[]): Word[] {
  return words.filter((word, index) => {
    if (word.pos !== 'noun') return false;
    for (let at = index - 1; at >= Math.max(0, index - 3); at -= 1) {
      const before = words[at]!;
      const lower = before.text.toLowerCase();
      if (OTHERS_POSSESSIVES.has(lower) || lower === "'s" || lower === '’s' || /\p{L}['’]s$/u.test(before.text)) return true;
      if (!(before.pos === 'adjective' || (before.pos === 'noun' && at === index - 1))) return false;
    }
    return false;
  });
}

/** Positions (of a sentence's words as read) of the nouns said as when something else is done ("after a run of night shifts"). */
export function timeSettingPositions(text: string): Set<number> {
  const words = readSentence(text);
  const settings = new Set(settingNouns(words, TIME_SETTINGS));
  return new Set(words.flatMap((word, index) => (settings.has(word) ? [index] : [])));
}
/**
 * Every kind a sentence's common nouns are, in their commonest sense, however far up WordNet ("my mare" → horse …
 * mammal, animal), as synsets: a question asking for a category ("any animals?") finds one of it here. With `only`,
 * of those nouns alone (the ones the person has).
 */
export function categoriesIn(words: readonly Word[], { only }: { only?: ReadonlySet<Word> } = {}): Set<number> {
  const found = new Set<number>();
  for (const [index, word] of words.entries()) {
    if (word.pos !== 'noun' || !isContent(word) || (isCapitalised(word) && !isCapitalisedKind(word.text))) continue;
    // A noun before the noun it describes says what kind that one is ("lamb soup" is soup, "atlas silk" is silk).
    if (isModifierNoun(words, index) || (only !== undefined && !only.has(word))) continue;
    // The kinds above it: the noun itself is found as said or by its synonyms ("drink mate" is no friend).
    for (const offset of nounAncestors(word.lemma, SENTENCE_SENSES, { above: true, oneOfEachKind: true })) found.add(offset);
    const plural = pluralNounOf(word);
    if (plural !== null) for (const offset of nounAncestors(plural, 1, { above: true, oneOfEachKind: true })) found.add(offset);
  }
  return found;
}

// The verbs by which someone holds a thing as theirs ("I have two cats", "we kept bees", "I've got a boat").
const HOLDING_VERBS = new Set(['have', 'own', 'keep', 'get']);
const INDEFINITES = new Set(['a', 'an', 'some', 'several']);

/** A noun said as the person's own: "my mare", "our two spaniels", "my own workshop", "I have a boat", "we kept bees". */
export function isOwned(words: readonly Word[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at]!;
    const text = word.text.toLowerCase();
    if (text === 'my' || text === 'our') return true;
    if (word.pos === 'verb' && HOLDING_VERBS.has(word.lemma)) return !word.negated && words.slice(0, at).some((before) => before.text === 'I' || before.text.toLowerCase() === 'we');
    if (!(word.pos === 'adjective' || (word.pos === 'noun' && !isCapitalised(word)) || isNumber(word) || text === 'own' || INDEFINITES.has(text))) return false;
  }
  return false;
}

// The words after which a describing word says how someone is or feels ("I was furious", "makes me angrier").
const STATE_LEADS = new Set(['be', 'feel', 'get', 'become', 'seem', 'look', 'grow', 'go', 'stay', 'remain', 'me', 'us', 'him', 'her', 'them', 'i', 'we']);

/**
 * A describing word said of someone ("I was furious", "it makes me angrier", "so very proud"), not of a thing beside it
 * ("a terrible haircut") nor a word the tagger took for one ("close it at seven").
 */
function isSaidOfSomeone(words: readonly Word[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && words[at]!.pos === 'adverb') at -= 1;
  const lead = words[at];
  return lead !== undefined && (STATE_LEADS.has(lead.lemma) || STATE_LEADS.has(lead.text.toLowerCase())) && words[index + 1]?.pos !== 'noun';
}

// The parts of speech a feeling is said with ("angry", "it annoys me", "anger").
const FEELING_POS = new Set(['noun', 'verb', 'adjective'] as const);

/**
 * The feelings a sentence's words name, not negated ("Nothing makes me angrier" → anger; "I'm not afraid" → none), as
 * WordNet's kinds of feeling (see feelingsOf).
 */
export function feelingsIn(words: readonly Word[]): Set<number> {
  const found = new Set<number>();
  for (const [index, word] of words.entries()) {
    if (word.negated || !isContent(word) || isCapitalised(word) || !FEELING_POS.has(word.pos as 'noun')) continue;
    if (word.pos === 'adjective' && !isSaidOfSomeone(words, index)) continue;
    for (const offset of feelingsOf(word.lemma, word.pos as 'noun' | 'verb' | 'adjective')) found.add(offset);
  }
  return found;
}

/** The kinds of thing a sentence's common nouns name in their commonest sense. */
export function nounFilesOf(words: readonly Word[]): Set<string> {
  return new Set(words.filter((word) => word.pos === 'noun' && isContent(word) && !isCapitalised(word)).flatMap((word) => nounKinds(word.lemma, 1)));
}
/**
 * A sentence's noun reaches the thing asked for and is the same kind of thing ("a song" is music, both things said;
 * "the middle" of a storm reaches music only through a section of a written piece, and is a place).
 */
export function isNarrower(focus: Focus, files: ReadonlySet<string> | undefined): boolean {
  if (!files) return false;
  const wanted = nounKinds(focus.lemma, 1);
  return wanted.length === 0 || wanted.some((file) => files.has(file));
}
/** Names said beside a kin word ("Our son Gary", "two children: Meera …"), with the relations they were said with. */
export function familyNames(read: readonly (readonly Word[])[], inputs: readonly PassageInput[]): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  // "There's me and Glenys, married fifty-one years": someone named together with the speaker, in a sentence that says
  // they are married (a word of marrying, not the relation itself), is the person's husband or wife.
  for (const words of read) {
    if (!words.some((word) => word.pos !== 'noun' && kinOf(word.lemma) === 'spouse')) continue;
    words.forEach((word, index) => {
      if (word.pos !== 'noun' || !isCapitalised(word) || nounKinds(word.lemma, 1).includes('location')) return;
      const withSpeaker = (near: Word | undefined, and: Word | undefined) => and?.text.toLowerCase() === 'and' && SPEAKER.has(near?.text.toLowerCase() ?? '');
      if (withSpeaker(words[index - 2], words[index - 1]) || withSpeaker(words[index + 2], words[index + 1])) names.set(word.text.toLowerCase(), new Set(['spouse']));
    });
  }
  // "We have two sons. Jonas is an engineer …, and Erik …": the names said right after kin counted or named together.
  // "We have two daughters. Thao is a pharmacist. Linh is the youngest …": a sentence that opens with a name after one
  // that did goes on naming those counted.
  const opensWithName = (id: number) => {
    const opening = read[id]!.find((word) => word.isWord);
    return opening !== undefined && opening.pos === 'noun' && isCapitalised(opening) && isNameOnly(opening.text);
  };
  const countedOf = (id: number): Word[] => {
    const previous = inputs[id]?.previous;
    if (previous === null || previous === undefined) return [];
    const before = read[previous]!;
    const several = before.filter((word, index) => word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) && word.lemma !== 'family' && (word.text.toLowerCase() !== word.lemma || isNumber(before[index - 1] ?? word)));
    return several.length > 0 ? several : opensWithName(previous) && opensWithName(id) ? countedOf(previous) : [];
  };
  read.forEach((words, id) => {
    const several = countedOf(id);
    if (several.length !== 1) return;
    for (const [index, word] of words.entries()) {
      if (word.pos !== 'noun' || !isCapitalised(word) || !isNameOnly(word.text) || names.has(word.text.toLowerCase())) continue;
      // "My mother Isla": a name said with a relation of its own is not one of those counted before.
      if (words.slice(Math.max(0, index - 2), index).some((near) => near.pos === 'noun' && KIN_WORDS.has(kinOf(near.lemma)))) continue;
      names.set(word.text.toLowerCase(), new Set([several[0]!.lemma]));
    }
  });
  for (const words of read) {
    words.forEach((word, index) => {
      if (word.pos !== 'noun' || !KIN_WORDS.has(kinOf(word.lemma)) || word.lemma === 'family') return;
      // "Derek, my husband": a name set off before the relation said as the person's own.
      const setOffBefore = words[index - 2]?.text === ',' && OWNERS.has(words[index - 1]?.text.toLowerCase() ?? '') ? 1 : 0;
      // "Teodor is my nephew": a name said to be the person's relation.
      const saidToBe = words[index - 2]?.lemma === 'be' && OWNERS.has(words[index - 1]?.text.toLowerCase() ?? '') ? 1 : 0;
      const from = Math.max(0, index - 2 - setOffBefore - saidToBe);
      // "We have two daughters, Paulette, a social worker, and Sharon, who teaches dance": several counted, then named
      // one by one in a list, each set off by a comma or "and", however much is said of each.
      const listed = isNumber(words[index - 1] ?? word) && word.text.toLowerCase() !== word.lemma ? listedNamesAfter(words, index) : [];
      for (const near of listed) {
        const relations = names.get(near.text.toLowerCase()) ?? new Set<string>();
        names.set(near.text.toLowerCase(), relations.add(word.lemma));
      }
      for (const [offset, near] of words.slice(from, index + 4).entries()) {
        if (near === word || near.pos !== 'noun' || !isCapitalised(near) || KIN_WORDS.has(near.lemma)) continue;
        // "My mother and my Lola", "my son and Tomás": after another "my", or after "and" following one relation, the
        // name is someone else's ("my sons, Tom and Jack" are both sons).
        const at = from + offset;
        const parting = ['my', 'our', 'his', 'her', 'their', ...(word.text.toLowerCase() === word.lemma ? ['and', 'or'] : [])];
        if (at > index && words.slice(index + 1, at).some((between) => parting.includes(between.text.toLowerCase()))) continue;
        const relations = names.get(near.text.toLowerCase()) ?? new Set<string>();
        relations.add(word.lemma);
        names.set(near.text.toLowerCase(), relations);
      }
    });
  }
  // "Our eldest, Ines, is a pharmacist", "Declan is the eldest": one of the person's own ranked by age is their child.
  for (const words of read) {
    words.forEach((word, index) => {
      if (!isAgeRank(word)) return;
      const owned = OWNERS.has(words[index - 1]?.text.toLowerCase() ?? '') && ['my', 'our'].includes(words[index - 1]!.text.toLowerCase());
      const named = owned ? words.slice(index + 1, index + 3).find((near) => near.text !== ',') : words[index - 1]?.text.toLowerCase() === 'the' && words[index - 2]?.lemma === 'be' ? words[index - 3] : undefined;
      if (named === undefined || named.pos !== 'noun' || !isCapitalised(named) || names.has(named.text.toLowerCase()) || nounKinds(named.lemma, 1).includes('location')) return;
      names.set(named.text.toLowerCase(), new Set(['child']));
    });
  }
  // "Our eldest, Ines, is a pharmacist in Porto. She moved there in 2017": a name given with a relation that says no sex
  // (a child, a sibling) is a daughter or a son, a sister or a brother, by the "he" or "she" that takes it up after it,
  // in its sentence or opening the next.
  read.forEach((words, id) => {
    const next = inputs[id + 1]?.previous === id ? read[id + 1]! : [];
    words.forEach((word, index) => {
      const relations = names.get(word.text.toLowerCase());
      if (!relations || !isCapitalised(word)) return;
      const later = [...words.slice(index + 1), ...next.slice(0, 3)];
      const pronoun = later.find((after) => after.pos !== 'noun' && SEXED_PRONOUNS[after.text.toLowerCase()] !== undefined) ?? null;
      const namesOther = pronoun !== null && later.slice(0, later.indexOf(pronoun)).some((between) => between.pos === 'noun' && isCapitalised(between) && names.has(between.text.toLowerCase()));
      if (pronoun === null || namesOther) return;
      const sex = SEXED_PRONOUNS[pronoun.text.toLowerCase()]!;
      for (const relation of [...relations]) {
        const sexed = SEXED_RELATIONS[kinOf(relation)]?.[sex];
        if (sexed) relations.add(sexed);
      }
    });
  });
  return names;
}

// The describing words that rank someone by age among the person's own ("our eldest", "the youngest").
const AGE_RANKS = new Set(['eldest', 'oldest', 'youngest']);
function isAgeRank(word: Word): boolean {
  return AGE_RANKS.has(word.text.toLowerCase());
}
// The pronouns that say whether someone is a woman or a man, and the relations that do not say it, with those that do.
const SEXED_PRONOUNS: Readonly<Record<string, 'female' | 'male'>> = { she: 'female', her: 'female', he: 'male', him: 'male', his: 'male' };
const SEXED_RELATIONS: Readonly<Record<string, Readonly<Record<'female' | 'male', string>>>> = {
  child: { female: 'daughter', male: 'son' },
  sibling: { female: 'sister', male: 'brother' },
  grandchild: { female: 'granddaughter', male: 'grandson' },
  spouse: { female: 'wife', male: 'husband' },
  parent: { female: 'mother', male: 'father' },
};

// The words by which the person speaks of themself beside someone else ("me and Glenys", "Glenys and I").
const SPEAKER = new Set(['me', 'i']);

/**
 * The parts of the full names the person gives someone by ("Dale Kowalski, neighbor"), each with the other parts of
 * that name: said alone later ("Dale lending me his chopper"), a part stands for the whole, so a question that calls
 * them by another part ("Mr. Kowalski") names them. A full name is two capitalised nouns that are no place, no relation
 * and no title, the last of them WordNet holds only as a name.
 */
export function fullNameParts(read: readonly (readonly Word[])[]): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  const isPart = (word: Word | undefined) => word !== undefined && word.pos === 'noun' && isCapitalised(word) && !KIN_WORDS.has(kinOf(word.lemma)) && !isTitle(word.text) && !nounKinds(word.lemma, 2).includes('location');
  for (const words of read) {
    words.forEach((word, index) => {
      const last = words[index + 1];
      if (!isPart(word) || isPart(words[index - 1]) || !isPart(last) || isPart(words[index + 2]) || !isNameOnly(last!.text)) return;
      const [first, surname] = [word.text.toLowerCase(), last!.text.toLowerCase()];
      parts.set(first, (parts.get(first) ?? new Set<string>()).add(surname));
      parts.set(surname, (parts.get(surname) ?? new Set<string>()).add(first));
    });
  }
  return parts;
}

/**
 * The names listed after a counted relation in its sentence ("two daughters, Paulette, …, and Sharon"): each set off by
 * a comma or "and", up to another relation or someone's ("my", "his").
 */
function listedNamesAfter(words: readonly Word[], index: number): Word[] {
  const found: Word[] = [];
  for (let at = index + 1; at < words.length; at += 1) {
    const word = words[at]!;
    if ((word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma))) || OWNERS.has(word.text.toLowerCase())) break;
    const before = words[at - 1]!.text.toLowerCase();
    if (word.pos === 'noun' && isCapitalised(word) && isNameOnly(word.text) && [',', 'and'].includes(before)) found.push(word);
  }
  return found;
}

// Whom a relation's own relations are to the person: "Our son Gary … His daughter Chloe" is a granddaughter.
const ONE_DOWN: Record<string, string> = { son: 'grandson grandchild', daughter: 'granddaughter grandchild', child: 'grandchild', kid: 'grandchild', twin: 'grandchild', baby: 'grandchild' };
const ONE_UP: Record<string, string> = { mother: 'grandmother grandparent', father: 'grandfather grandparent', mum: 'grandmother grandparent', dad: 'grandfather grandparent' };
/**
 * A relation of a relation as the person's own ("your daughter's children" → grandchild, "your father's mother" →
 * grandmother), or null when the two do not compose so.
 */
export function composedRelation(of: string, relation: string): string | null {
  const first = kinOf(of);
  if (['child', 'son', 'daughter'].includes(first) && ONE_DOWN[relation]) return ONE_DOWN[relation]!.split(' ')[0]!;
  if (['mother', 'father', 'parent'].includes(first) && ONE_UP[relation]) return ONE_UP[relation]!.split(' ')[0]!;
  return null;
}
export function composedKin(words: readonly Word[], previous: readonly Word[]): string[] {
  const ownKin = (said: readonly Word[]) => said.filter((word, index) => ['my', 'our'].includes(said[index - 1]?.text.toLowerCase() ?? '') && word.pos === 'noun').map((word) => kinOf(word.lemma));
  // "Our daughter Zsófia … and her son Bence": the relation named before in the same sentence counts too.
  const own = [...ownKin(previous), ...ownKin(words)];
  const kin: string[] = [];
  words.forEach((word, index) => {
    if (!['his', 'her', 'their'].includes(words[index - 1]?.text.toLowerCase() ?? '') || word.pos !== 'noun') return;
    if (own.some((lemma) => lemma === 'child' || lemma === 'son' || lemma === 'daughter') && ONE_DOWN[word.lemma]) kin.push(...ONE_DOWN[word.lemma]!.split(' '));
    if (own.some((lemma) => lemma === 'mother' || lemma === 'father' || lemma === 'parent') && ONE_UP[word.lemma]) kin.push(...ONE_UP[word.lemma]!.split(' '));
    if (own.includes('sibling') || own.includes('brother') || own.includes('sister')) if (['son', 'daughter', 'child', 'kid'].includes(word.lemma)) kin.push(word.lemma === 'daughter' ? 'niece' : 'nephew');
  });
  // "Our daughter Anna has a son", "… has two little boys": a relation that one has is theirs.
  const having = words.findIndex((word) => word.lemma === 'have' && word.pos === 'verb');
  const holder = having < 0 ? undefined : ownKin(words.slice(0, having)).at(-1);
  if (holder) {
    for (const word of words.slice(having + 1)) {
      const composed = word.pos === 'noun' && KIN_WORDS.has(kinOf(word.lemma)) ? composedRelation(holder, kinOf(word.lemma)) : null;
      if (composed) kin.push(composed);
    }
  }
  return kin;
}
/** Nouns an interview question lists as alternatives ("books, music, films or places"): each answer is about one. */
export function listedNouns(words: readonly Word[]): Set<string> {
  const links: [string, string][] = [];
  words.forEach((word, index) => {
    if (!(word.text === ',' || ['or', 'and'].includes(word.text.toLowerCase()))) return;
    const before = words[index - 1];
    let after = index + 1;
    while (words[after] && (['a', 'an', 'the', 'or', 'and'].includes(words[after]!.text.toLowerCase()) || words[after]!.text === ',')) after += 1;
    if (before?.pos === 'noun' && words[after]?.pos === 'noun') links.push([before.lemma, words[after]!.lemma]);
  });
  const listed = new Set<string>();
  for (const [left, right] of links) {
    const series = new Set([left, right]);
    for (const [other, next] of links) if (series.has(other) || series.has(next)) series.add(other).add(next);
    if (series.size >= 3) for (const noun of series) listed.add(noun);
  }
  return listed;
}
