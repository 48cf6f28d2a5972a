// A person the description names inside a sentence, read by grammar rather than by its lead-in: "You meet with Ines
// Moreau, who runs…", "a call from Ines Moreau, the owner of…", "After the audit, Ines Moreau wants…". A run of
// capitalised words is a person's name when its words are names (WordNet holds them only as names, or the name tables
// hold the first) and what follows makes it a person: a relative clause ("who", "whose"), an apposition that names a
// kind of person (WordNet's noun.person file: "the owner", "a retired nurse"), or a verb as the model reads it. A firm
// ("Corvel Insurance"), a place ("the Harlow depot") or someone's relation ("her manager, Tom Price") is nobody's name.
import { splitSentences } from '../../language/text.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { isAnimalNoun, isDictionaryWord, isNameOnly, isPersonNoun, nounKinds } from '../../language/wordnet.ts';
import { FEMALE_NAMES, MALE_NAMES, isKnownFirstName } from '../persona/lexicon.ts';
import { isPersonLikeName } from '../persona/identity.ts';
import { genderByReference, type ReferredGender } from './pronouns.ts';
import { verbOfContractedS } from '../../language/contractions.ts';
import { firstNameOf, isTitle, TITLE_WRITTEN, withoutTitle } from '../../../../shared/name-address.ts';

// A capitalised word of a name: "Reid", "Mary-Ann", "O'Connor" (a capital after the apostrophe too). A letter follows
// the capital: "I'm", "I've" are the writer's "I", never a name.
export const NAME_WORD = String.raw`\p{Lu}(?:['’]\p{Lu})?\p{Ll}[\p{Ll}'’-]*`;
// Two or three capitalised words, with an honorific before them or not; never the sentence's first word (leadingName
// in generate-scenario.ts reads that one).
const CANDIDATE = new RegExp(String.raw`(?<=[\s(])(?:${TITLE_WRITTEN}\s+)?${NAME_WORD}(?:\s+${NAME_WORD}){1,2}(?![\p{L}'’-])`, 'gu');
// "her manager, Tom Price", "whose supervisor Dafydd Rees": a person named by their relation to someone else.
const SOMEONE_ELSES = /\b(?:his|her|their|whose|its)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+\s*,?\s*$/u;
// Where the learner names themselves: "You are Tom Baker", "I'm Ana Silva", "My name is…".
const LEARNERS_OWN = /\b(?:you\s+are|you['’]re|i\s+am|i['’]m|my\s+name\s+is|name['’]s)\s+$/i;

/** Whether every word reads as a name: held by WordNet only as a name, or after a first name the tables know ("Helen Price"). */
export function isNameWords(name: string): boolean {
  const words = withoutTitle(name).split(/\s+/);
  const hasHonorific = words.length < name.split(/\s+/).length;
  if (hasHonorific || isKnownFirstName(words[0]!)) return true;
  return words.every((word) => isNameOnly(word.replace(/['’]s$/, '')));
}

/** Whether the last of two or three words is held by WordNet only as a name ("Talbot"): a surname. */
function isSurnamed(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length >= 2 && isNameOnly(words.at(-1)!.replace(/['’]s$/, ''));
}

/** Whether what follows a name in its sentence makes it a person: "who…", ", the owner of…", ", a nurse…", or a verb. */
function isPersonAfter(sentence: string, end: number): boolean {
  const after = sentence.slice(end);
  if (/^\s*,?\s*(?:who|whose)\b/.test(after)) return true;
  // A person's pronoun taking the name up again, as people write when they ramble: "Rajesh Iyer, he's an IT manager…".
  if (/^\s*,\s*(?:he|she)(?:['’]|\s)/iu.test(after)) return true;
  const apposition = /^\s*,\s*(?:an?|the)\s+((?:[\p{L}'’-]+\s+){0,3}?)([\p{Ll}-]+)(?=\s+(?:of|at|for|from|in|who|whose|with)\b|\s*[,.;:!?]|$)/u.exec(after);
  if (apposition) return isPersonNoun(apposition[2]!) || (apposition[1] ?? '').split(/\s+/).some((word) => word !== '' && isPersonNoun(word.toLowerCase()));
  // A verb right after the name: "…, Ines Moreau wants…", "Ines Moreau has asked…".
  const next = readWords(after).find((word) => word.isWord);
  return next !== undefined && /^\s+\p{Ll}/u.test(after) && next.pos === 'verb';
}

/** Whether the words before a name end with a verb it is the object of: "We offered Rhiannon Pryce a post", "You interviewed…". */
function isObjectOfVerb(before: string): boolean {
  const last = readWords(before).filter((word) => word.isWord).at(-1);
  return last !== undefined && last.pos === 'verb' && /\s$/.test(before) && !/\b(?:is|are|was|were|be|been|am)\s+$/i.test(before);
}

// "OK so this is about Declan Byrne", "Right, this one's about Gareth Price": the pronoun points at the description,
// and what it is about is the person named.
const WHAT_IT_IS_ABOUT = String.raw`(?:^|[\s,])(?:this|it)(?:\s+one)?(?:\s+(?:is|was)|['’]s)\s+(?:all\s+)?about\s+`;

/** Whether the words before a name say the description is about them: "OK so this is about …". */
function isWhatItIsAbout(before: string): boolean {
  return new RegExp(`${WHAT_IT_IS_ABOUT}$`, 'iu').test(before);
}

/** Whether the words before a name say it is a person's: "The guest is…", "our tenant was…" (a noun of WordNet's noun.person file, then "is"). */
function isNamedAsPerson(before: string): boolean {
  const noun = /\b(?:the|a|an|our|my|your|this|that)\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+)\s+(?:is|was)\s+$/iu.exec(before)?.[1];
  return noun !== undefined && isPersonNoun(noun.toLowerCase());
}

/**
 * Whether the words before a name are what a person is, set beside the name: "Our cleaner, Rita Sousa, …". Set beside
 * a name, a noun with a sense of a person means that sense ("cleaner" is first a cleaning agent in WordNet).
 */
function isInApposition(before: string): boolean {
  const noun = /(?:^|\s)(?:the|a|an|our|my|your|this)\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+)\s*,\s*$/iu.exec(before)?.[1];
  return noun !== undefined && nounKinds(noun.toLowerCase()).includes('person');
}

/** The first person the description names inside a sentence, read by grammar; null when it names none. */
export function namedPersonIn(description: string): string | null {
  return namedPeopleIn(description)[0] ?? null;
}

/** Every person the description names inside a sentence, read by grammar, in the order named. */
export function namedPeopleIn(description: string): string[] {
  const people: string[] = [];
  const sentences = splitSentences(description);
  sentences.forEach((sentence, index) => {
    // "This one is about Gareth Price. He's a plumber…": the person taken up by a pronoun in the next sentence.
    const takenUp = /^\s*(?:he|she)(?:['’]|\s)/iu.test(sentences[index + 1] ?? '');
    // "So this is about Grace Okoye, her daughter Ada is 9…": or by a pronoun of theirs right after the name.
    const takenUpAfter = (end: number) => /^\s*,\s*(?:he|she|his|her)\b/iu.test(sentence.slice(end));
    for (const match of sentence.matchAll(CANDIDATE)) {
      const name = match[0];
      const at = match.index ?? 0;
      const before = sentence.slice(0, at);
      if (SOMEONE_ELSES.test(before) || LEARNERS_OWN.test(before)) continue;
      if (!isPersonLikeName(name)) continue;
      const isPerson =
        // "…hired St Aidan's church hall": a name owning what follows is not what the verb before it takes.
        (isNameWords(name) && (isPersonAfter(sentence, at + name.length) || (isObjectOfVerb(before) && !/['’]s$/u.test(name)) || isNamedAsPerson(before) || isInApposition(before))) ||
        // A first name that is also a word ("Wren", "Rose", "Hunter") with a surname after it, when "who" or "whose"
        // follows: a firm or a place is not a "who", and its last word is seldom a name alone.
        (isSurnamed(name) && /^\s*,?\s*(?:who|whose)\b/.test(sentence.slice(at + name.length)));
      const isWhom = isWhatItIsAbout(before) && (isNameWords(name) || takenUp || takenUpAfter(at + name.length));
      if ((isPerson || isWhom) && !people.includes(name)) people.push(name);
    }
  });
  return people;
}

/** How often a description names a person, by their full name or their first name alone ("Rhian wants…"). */
function timesNamed(description: string, name: string): number {
  const first = firstNameOf(name);
  // "Tom Reilly runs Reilly Bikes": a word after a name word of its own is that name's surname, not this one named again;
  // after a title ("Mrs Oluwaseun Adeyemi") it is the name itself.
  const title = new RegExp(`^${TITLE_WRITTEN}$`);
  const isAfterAName = (before: string) => {
    // A word with a full stop after it ends a sentence, unless it is a title: "…in London. Rhian wants…".
    const word = /(?<![\p{L}])(\p{Lu}\p{Ll}+)\s$/u.exec(before)?.[1];
    return word !== undefined && !title.test(word);
  };
  return [...description.matchAll(new RegExp(`(?<![\\p{L}])${escape(first)}(?![\\p{L}])`, 'gu'))].filter((match) => !isAfterAName(description.slice(Math.max(0, match.index - 30), match.index))).length;
}

/**
 * Of the people a description names, the one it is about: the person named first, unless another is named more
 * often ("Catherine Porter, who owns the school, has asked to meet Rhian Morgan… Rhian wants…" is about Rhian).
 */
export function describedSubject(description: string, first: string, others: readonly string[]): string {
  return others.reduce((best, other) => (timesNamed(description, other) > timesNamed(description, best) ? other : best), first);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sentence that names the character inside it and goes on to say something of them, said as two sentences: what
 * happens, and what it says of them. "You meet with Ines Moreau, who runs the night shift." → "You meet with Ines
 * Moreau. Ines Moreau runs the night shift."; "…a call from Ines Moreau, the owner of a florist in Bath." → "…a call
 * from Ines Moreau. Ines Moreau is the owner of a florist in Bath."; "…whose van broke down" → "Ines Moreau's van
 * broke down". So the learner's side keeps its frame and the character's side reads as the character's.
 */
export function withNameClausesApart(description: string, name: string): string {
  const named = escape(name);
  // "Right, this one is about Gareth Price." says whom the description is about and nothing of them: no sentence.
  const onlyWhom = new RegExp(String.raw`^[^.!?]{0,30}?${WHAT_IT_IS_ABOUT}${named}[.!?]?$`, 'iu');
  // "OK so this is about Declan Byrne, who's one of our authors…": what the clause says of them, "Declan Byrne is one
  // of our authors…".
  const aboutWhom = new RegExp(String.raw`^[^.!?]{0,30}?${WHAT_IT_IS_ABOUT}${named},\s+who(?:(['’]s)|\b)\s*`, 'iu');
  // "So this is about Grace Okoye, her daughter Ada is 9…": what follows says it of them, "Her daughter Ada is 9…".
  const aboutWhomThen = new RegExp(String.raw`^[^.!?]{0,30}?${WHAT_IT_IS_ABOUT}${named},\s+(?=(?:he|she|his|her)\b)`, 'iu');
  const saidOfThem = (sentence: string) =>
    sentence
      .replace(aboutWhom, (frame, contracted: string | undefined) => `${name} ${contracted ? `${verbOfContractedS(sentence.slice(frame.length))} ` : ''}`)
      .replace(aboutWhomThen, '')
      .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  return splitSentences(description)
    .filter((sentence) => !onlyWhom.test(sentence.trim()))
    .map((sentence) => saidOfThem(sentence.trim()))
    .map((sentence) => {
      const found = new RegExp(String.raw`^(.*\S)\s+(${named}),\s+(whose\b|who\b|(?:an?|the)\s)\s*(.+?)([.!?]?)$`, 'u').exec(sentence);
      if (!found) return bareApposition(sentence, name);
      const [, before, , link, rest] = found as unknown as [string, string, string, string, string];
      // The frame ends with the name; a second apposition or clause after a comma stays with what it says.
      const frame = `${before} ${name}.`;
      // "…Declan Byrne, who's one of our authors": the contraction written out, so the clause has its verb.
      const said = rest.replace(/^['’]s\s+/, (contraction) => `${verbOfContractedS(rest.slice(contraction.length))} `);
      if (link === 'who') return `${frame} ${name} ${said.replace(/[.!?]$/, '')}.`;
      if (link === 'whose') return `${frame} ${name}'s ${rest.replace(/[.!?]$/, '')}.`;
      // An apposition: only when it names a kind of person ("the owner of…"), never a thing after the name.
      const words = rest.split(/\s+/);
      const head = words.find((word, index) => index < 4 && isPersonNoun(word.replace(/[^\p{L}-]/gu, '').toLowerCase()));
      if (!head) return sentence;
      return `${frame} ${name} is ${link.trim()} ${rest.replace(/[.!?]$/, '')}.`;
    })
    .join(' ');
}

// Where an apposition without an article ends: at a comma, where the sentence it sits in goes on ("…, about renewing
// their software"), or at the sentence's end.
const APPOSITION_END = /^([^,;.!?]+?)(?:,\s+(?!(?:and|but|or|who|whose|which)\b)(\p{Ll}.*?)|)([.!?]?)$/u;

/**
 * A name with what the person is after it and no article: "I'm calling Deborah Finch, operations manager at Pennine
 * Dental Group, about renewing…" → "I'm calling Deborah Finch about renewing…. Deborah Finch is operations manager at
 * Pennine Dental Group." Only when its head, within its first four words, names a kind of person (WordNet's
 * noun.person file): "Ines Moreau, Monday at ten" stays as written.
 */
function bareApposition(sentence: string, name: string): string {
  const at = sentence.indexOf(`${name}, `);
  if (at <= 0) return sentence;
  const before = sentence.slice(0, at).trimEnd();
  const found = APPOSITION_END.exec(sentence.slice(at + name.length + 2));
  if (!found) return sentence;
  const [, apposition, goesOn, stop] = found as unknown as [string, string, string | undefined, string];
  // A noun phrase, as the tagger reads it: no verb before its head ("says her parrot…" is what the person says).
  const words = readWords(apposition).filter((word) => word.isWord).slice(0, 4);
  const head = words.findIndex((word) => word.pos === 'noun' && isPersonNoun(word.lemma.toLowerCase()));
  if (/,$/.test(before) || !/^\p{Ll}/u.test(apposition) || head < 0 || words.slice(0, head + 1).some((word) => word.pos === 'verb')) return sentence;
  const frame = goesOn ? `${before} ${name} ${goesOn}${stop || '.'}` : `${before} ${name}.`;
  return `${frame} ${name} is ${apposition.trim()}.`;
}

/** Whether what follows a capitalised word makes it a person: an age in apposition ("Poppy, 9,") or "who" ("Poppy, who…"). */
function isPersonByWhatFollows(words: readonly Word[], index: number): boolean {
  const next = words.slice(index + 1, index + 4).map((word) => word.text.toLowerCase());
  return (next[0] === ',' && /^\d{1,2}$/.test(next[1] ?? '') && [',', '.', undefined].includes(next[2])) || next[0] === 'who' || (next[0] === ',' && next[1] === 'who');
}

const OWNER_WORDS = new Set(['his', 'her', 'their', 'my', 'our', 'your', 'whose']);

/**
 * Whether a capitalised word names a being by what it is to someone: "his cockapoo, Biscuit", "her daughter Elif",
 * "Samir's dog Rolo". The noun before it is a kind of person or animal (WordNet's noun.person and noun.animal files),
 * or a word WordNet does not hold (a breed: "cockapoo"), with its owner just before it; a firm or a thing ("his
 * company, Corvel") is not one.
 */
function isNamedByRelation(words: readonly Word[], index: number): boolean {
  let at = index - 1;
  if (words[at]?.text === ',') at -= 1;
  const noun = words[at];
  if (noun === undefined || !/^\p{Ll}[\p{Ll}-]*$/u.test(noun.text)) return false;
  const lemma = noun.lemma.toLowerCase();
  if (!(isPersonNoun(lemma) || isAnimalNoun(lemma) || !isDictionaryWord(noun.text))) return false;
  return words.slice(Math.max(0, at - 2), at).some((word) => OWNER_WORDS.has(word.text.toLowerCase()) || /^\p{Lu}.*['’]s$/u.test(word.text) || /^['’]s$/.test(word.text));
}

/**
 * The gender the description's grammar gives the named character (pronouns.ts, `genderByReference`): a pronoun counts
 * only when its referent is the character, never when it is someone the character talks about ("Ravi Menon calls about
 * his mother's care; she wants…" is male). Another person is a capitalised first name the tables know, a name after an
 * honorific, or a word of a person's name the description puts inside a sentence.
 */
export function characterGenderIn(description: string, name: string): ReferredGender {
  const own = new Set(withoutTitle(name).split(/\s+/).map((word) => word.toLowerCase()));
  const isCharacterWord = (word: Word, index: number, words: readonly Word[]) => {
    if (!own.has(word.text.replace(/['’]s$/, '').toLowerCase()) || !/^\p{Lu}/u.test(word.text)) return false;
    // "Ravi Menon": one mention, not two; "Mrs Joan Menon", "her father, Dariush Hosseini,": someone else of the same
    // family, named by a first name of their own (one the tables know, or any inside the sentence but a title).
    const previous = words[index - 1];
    const isOtherFirstName = previous !== undefined && /^\p{Lu}/u.test(previous.text) && (isKnownFirstName(previous.text) || (index > 1 && /^\p{Lu}\p{Ll}/u.test(previous.text) && !isTitle(previous.text)));
    return !previous || (!own.has(previous.text.toLowerCase()) && !(isOtherFirstName && /^\p{Lu}/u.test(word.text) && index > 0));
  };
  const isNamedOther = (word: Word, index: number, words: readonly Word[]) => {
    if (!/^\p{Lu}\p{Ll}/u.test(word.text) || own.has(word.text.toLowerCase())) return false;
    const previous = words[index - 1];
    if (previous && /^\p{Lu}/u.test(previous.text) && !isTitle(previous.text) && !own.has(previous.text.toLowerCase())) return false;
    return (previous !== undefined && isTitle(previous.text)) || isKnownFirstName(word.text) || (index > 0 && (isPersonByWhatFollows(words, index) || isNamedByRelation(words, index)));
  };
  const sentences = splitSentences(description).map((sentence) => readWords(sentence));
  // A name the description shows as a person once ("his daughter Poppy, who is in Year 2") is that person wherever it
  // stands, a sentence's first word too ("Poppy loves her teacher…").
  const others = new Set(sentences.flatMap((words) => words.filter((word, index) => index > 0 && isNamedOther(word, index, words)).map((word) => word.text)));
  const isOtherPerson = (word: Word, index: number, words: readonly Word[]) => isNamedOther(word, index, words) || (others.has(word.text) && !/^\p{Lu}/u.test(words[index - 1]?.text ?? ''));
  const genderOfName = (word: Word) => (FEMALE_NAMES.includes(word.text) ? 'Female' : MALE_NAMES.includes(word.text) ? 'Male' : null);
  const firstName = firstNameOf(name);
  const isFemaleName = FEMALE_NAMES.includes(firstName);
  const isMaleName = MALE_NAMES.includes(firstName);
  const nameGender = isFemaleName === isMaleName ? null : isFemaleName ? 'Female' : 'Male';
  return genderByReference(sentences, isCharacterWord, isOtherPerson, genderOfName, nameGender);
}
