// The character's gender as the scenario engine holds it, and the pronouns it is spoken of with: "she", "he", or, when
// the description gives no pronoun and no list knows the name, "they" (never a guess that may contradict the person).
import type { Word } from '../../language/lemmas.ts';
import { isAnimalNoun, isPersonNoun } from '../../language/wordnet.ts';

export type CharacterGender = 'Female' | 'Male' | 'Not stated';

/** The gender a character has when the words give none: the pages and the brief say "they". */
export const UNSTATED_GENDER = 'Not stated' satisfies CharacterGender;

export interface Pronouns {
  subject: 'she' | 'he' | 'they';
  object: 'her' | 'him' | 'them';
  possessive: 'her' | 'his' | 'their';
  /** "is" or "are", as the subject takes it: "They are talking with…". */
  be: 'is' | 'are';
}

export function pronounsFor(gender: CharacterGender): Pronouns {
  if (gender === 'Female') return { subject: 'she', object: 'her', possessive: 'her', be: 'is' };
  if (gender === 'Male') return { subject: 'he', object: 'him', possessive: 'his', be: 'is' };
  return { subject: 'they', object: 'them', possessive: 'their', be: 'are' };
}

/** A verb in the present as the subject pronoun takes it: "opens" after "she", "open" after "they". */
export function presentFor(pronouns: Pronouns, thirdPerson: string): string {
  return pronouns.subject === 'they' ? thirdPerson.replace(/ies$/, 'y').replace(/(?<=[sxz]|ch|sh)es$/, '').replace(/s$/, '') : thirdPerson;
}

/** A pattern that matches nothing: the pronoun of a character whose gender is not stated, which no sentence uses. */
export const NO_PRONOUN = '(?!)';

const FEMALE_PRONOUNS = new Set(['she', 'her', 'hers', 'herself']);
const MALE_PRONOUNS = new Set(['he', 'him', 'his', 'himself']);
const FEMALE_TITLES = new Set(['mrs', 'ms', 'miss']);
const MALE_TITLES = new Set(['mr']);
// What a person is said to be, when the character is it: "Joanne is the mother of Ellis", "Helen, a retired nurse".
const FEMALE_NOUNS = new Set(['woman', 'mother', 'mum', 'mom', 'wife', 'daughter', 'sister', 'grandmother', 'aunt', 'niece', 'girl', 'lady', 'widow']);
const MALE_NOUNS = new Set(['man', 'father', 'dad', 'husband', 'son', 'brother', 'grandfather', 'uncle', 'nephew', 'boy', 'gentleman', 'widower']);
/** The gender a noun for a person gives ("mother" → Female, "son" → Male), or null when it gives none ("neighbour"). */
export function genderOfPersonNoun(lemma: string): 'Female' | 'Male' | null {
  const lower = lemma.toLowerCase();
  return FEMALE_NOUNS.has(lower) ? 'Female' : MALE_NOUNS.has(lower) ? 'Male' : null;
}

const POSSESSIVE_BEFORE = new Set(['his', 'her', 'their', 'its', 'whose', 'my', 'your', 'our', "'s", '’s']);

type Referent = 'character' | 'other';

/** The gender pronouns that surely refer to the character give, and the one those that may refer to it give. */
export interface ReferredGender {
  certain: 'Female' | 'Male' | null;
  uncertain: 'Female' | 'Male' | null;
  /** Some gendered pronoun had no person before it to refer to. */
  hasUnresolved: boolean;
  /** How many pronouns of each gender went, inside their sentence, to someone else, and how many to the character. */
  toOthers: Record<Gendered, number>;
  toCharacter: Record<Gendered, number>;
}

type Gendered = 'Female' | 'Male';

/** How each word of a sentence stands: a mention of the character or of someone else, a pronoun, or nothing. */
interface Mentions {
  /** The first person the sentence mentions: its subject, whom a pronoun opening the next sentence refers to. */
  subject: Referent | null;
  mentionsOther: boolean;
  /** Everyone it names, its subject first, with the gender each is known to have. */
  people: { referent: Referent; gender: Gendered | null }[];
}

/**
 * The character's gender as the description's grammar gives it: only from a pronoun whose referent is the character
 * (the nearest person before it in its sentence, or, for a pronoun before any person in its sentence, the previous
 * sentence's subject), a title before its name ("Mrs Haddad") or what it is said to be ("the mother of Ellis"). "Ravi
 * Menon calls about his mother's care; she wants…" is male: "she" is his mother. A pronoun whose referent is
 * uncertain (it opens a sentence after one that named someone else too) is told apart, for the caller to weigh below
 * what is certain. Null for either when nothing refers to the character with a gender.
 */
export function genderByReference(
  sentences: readonly (readonly Word[])[],
  isCharacterWord: (word: Word, index: number, words: readonly Word[]) => boolean,
  isOtherPerson: (word: Word, index: number, words: readonly Word[]) => boolean,
  genderOfName: (word: Word) => Gendered | null = () => null,
  characterNameGender: Gendered | null = null,
): ReferredGender {
  let certain = 0;
  let uncertain = 0;
  let hasUnresolved = false;
  const toOthers = { Female: 0, Male: 0 };
  const toCharacter = { Female: 0, Male: 0 };
  let previous: Mentions = { subject: null, mentionsOther: false, people: [] };
  // What a title or a word of kin or sex has said the character is ("the father of Maisie"): a pronoun of the other
  // gender is someone else's.
  let stated = 0;
  const vote = (female: boolean, isCertain: boolean) => {
    if (isCertain) certain += female ? 1 : -1;
    else uncertain += female ? 1 : -1;
  };
  const stateGender = (female: boolean) => {
    stated += female ? 1 : -1;
    vote(female, true);
  };
  // So does the character's own first name when the name tables hold it for one gender only ("Harriet Cole … whose son
  // Felix … Harriet says he practises": "he" is Felix); it says who a pronoun may be, but no pronoun says it.
  if (characterNameGender) stated = characterNameGender === 'Female' ? 1 : -1;
  // So has a pronoun that surely referred to the character ("Kip Mwangi says his daughter…"): a "she" after it is the
  // daughter's.
  const fits = (referent: Referent | null, gender: Gendered) => {
    const known = stated !== 0 ? stated : certain;
    return referent !== 'character' || known === 0 || (known > 0) === (gender === 'Female');
  };
  for (const words of sentences) {
    // The people the sentence has named so far, with the gender each is known to have ("his daughter Elif": female).
    // Each with whether it surely is who it is taken for: a pronoun read back to an uncertain referent stays uncertain.
    const seen: { referent: Referent; gender: Gendered | null; isCertain: boolean; byPronoun?: boolean }[] = [];
    const mentions: Mentions = { subject: null, mentionsOther: false, people: [] };
    const mention = (referent: Referent, gender: Gendered | null, isCertain = true, isSubject = true, byPronoun = false) => {
      const person = { referent, gender: referent === 'character' ? null : gender };
      // Inside its sentence, a pronoun that went to the character says which of theirs the next one may be: after
      // "he picked her up", "her" is not the character's.
      seen.push({ ...person, gender, isCertain, byPronoun });
      if (isSubject && mentions.subject === null) {
        mentions.subject = referent;
        mentions.people.unshift(person);
      } else mentions.people.push(person);
      if (referent === 'other') mentions.mentionsOther = true;
    };
    for (const [index, word] of words.entries()) {
      const lower = word.text.toLowerCase();
      const before = words[index - 1]?.text.toLowerCase() ?? '';
      if (isCharacterWord(word, index, words)) {
        if (FEMALE_TITLES.has(before.replace(/\.$/, ''))) stateGender(true);
        if (MALE_TITLES.has(before.replace(/\.$/, ''))) stateGender(false);
        // "Sam Turner's daughter Maisie is…": a possessive names whose the subject is; it is not the subject.
        let last = index;
        while (last + 1 < words.length && isCharacterWord(words[last + 1]!, last + 1, words) === false && /^\p{Lu}/u.test(words[last + 1]!.text) && !isOtherPerson(words[last + 1]!, last + 1, words) && last - index < 2) last += 1;
        const isPossessive = /['’]s$/.test(words[last]!.text) || /^['’]s$/.test(words[last + 1]?.text ?? '');
        mention('character', null, true, !isPossessive);
        continue;
      }
      const isFemale = FEMALE_PRONOUNS.has(lower);
      if (isFemale || MALE_PRONOUNS.has(lower)) {
        const gender: Gendered = isFemale ? 'Female' : 'Male';
        // The nearest person before it whose gender does not contradict it: "Kemal's daughter Elif… he says" is Kemal.
        // "Chris Doyle is the father of Maisie. She loves her orthodontist": a "she" is never the father.
        const nearest = [...seen].reverse().find((entry) => (entry.gender === null || entry.gender === gender) && fits(entry.referent, gender));
        // "…he was sent home, although Farah had asked the sister to ring her before he left": a pronoun said again in
        // its sentence goes on meaning whom the first one meant, not a nearer person whose gender nothing has said.
        const before = [...seen].reverse().find((entry) => entry.byPronoun === true && entry.gender === gender && fits(entry.referent, gender));
        const near = nearest !== undefined && nearest.gender === null && before !== undefined ? before : nearest;
        // Before any person of its own sentence: the previous sentence's subject, or the first person there it can be
        // ("Ngozi's son Theo is in Year 4. She wants…" is Ngozi); certain only when no one else there could be meant.
        const candidates = previous.people.filter((person) => (person.gender === null || person.gender === gender) && fits(person.referent, gender));
        // "Alex Reid has asked to see the teacher about his daughter": a possessive whose nearest person is one the
        // subject acts on, of no known gender, may be the subject's; the subject, when it is the character, is the
        // likelier reading, but not a sure one.
        const isPossessive = lower === 'his' || (lower === 'her' && words[index + 1]?.pos === 'noun');
        const bySubject = isPossessive && near?.referent === 'other' && near.gender === null && seen[0]?.referent === 'character' && mentions.subject === 'character' && fits('character', gender);
        const referent: Referent | null = bySubject ? 'character' : (near?.referent ?? candidates[0]?.referent ?? null);
        const isCertain = bySubject ? false : near ? near.isCertain : candidates.every((person) => person.referent === referent);
        if (referent === 'character') {
          vote(isFemale, isCertain);
          toCharacter[gender] += 1;
        } else if (referent === 'other' && near !== undefined) toOthers[gender] += 1;
        if (referent) mention(referent, gender, isCertain, true, true);
        else hasUnresolved = true;
        continue;
      }
      if (isOtherPerson(word, index, words)) {
        // "Mr Lewis": the title says the gender the name may not.
        const titled = FEMALE_TITLES.has(before.replace(/\.$/, '')) ? 'Female' : MALE_TITLES.has(before.replace(/\.$/, '')) ? 'Male' : null;
        // "her husband, João,", "his son Felix": a name set beside a word of kin or sex is of its gender.
        const kin = words[index - 1]?.text === ',' ? words[index - 2] : words[index - 1];
        const kinGender = kin ? genderOfPersonNoun(kin.lemma.replace(/['’]s$/, '')) : null;
        mention('other', genderOfName(word) ?? titled ?? kinGender);
        continue;
      }
      // A kind of person, written in lower case: "the courier", "his mother", "a retired nurse". A word of kin or sex
      // is a person whatever the tagger made of it ("mother's" read whole, or tagged as another part of speech). An
      // animal ("his dog", "the pony") is a being a "she" or "he" may refer to as well.
      const lemma = word.lemma.replace(/['’]s$/, '');
      const nounGender: Gendered | null = FEMALE_NOUNS.has(lemma) ? 'Female' : MALE_NOUNS.has(lemma) ? 'Male' : null;
      if (!/^\p{Ll}/u.test(word.text) || (nounGender === null && (word.pos !== 'noun' || !(isPersonNoun(lemma) || isAnimalNoun(lemma))))) continue;
      // "Joanne Pike is the mother of Ellis", "Helen Shaw, a retired nurse": what the character is, not someone else.
      // "Gareth says Cai was defending his twin sister Efa": a noun after another verb, or after a possessive, is
      // someone else, whatever "was" stands before them.
      const window = words.slice(Math.max(0, index - 4), index);
      const link = window.findLastIndex((other) => other.lemma === 'be' || other.text === ',');
      const between = link < 0 ? [] : window.slice(link + 1);
      const isPredicate = seen.at(-1)?.referent === 'character' && link >= 0 && !between.some((other) => other.pos === 'verb' || POSSESSIVE_BEFORE.has(other.text.toLowerCase()));
      if (isPredicate) {
        if (nounGender) stateGender(nounGender === 'Female');
        continue;
      }
      mention('other', nounGender);
    }
    // "The ticket machine was out of order. He has a photo…": a sentence that names nobody keeps the one before as
    // what the next pronoun goes back to.
    if (mentions.subject !== null) previous = mentions;
  }
  const genderOf = (score: number) => (score > 0 ? 'Female' : score < 0 ? 'Male' : null);
  return { certain: genderOf(certain), uncertain: genderOf(uncertain), hasUnresolved, toOthers, toCharacter };
}
