// A sentence about the character put in their own mouth: "Marcus bought…" → "I bought…", "his lunch break" →
// "my lunch break", where the grammar is simple enough to do it safely.
import type { CharacterProfile } from '../../contracts/character-reply.ts';
import { escapeRegExp } from '../../../../shared/text.ts';
import { expandNameContractions, expandPronounContractions } from '../../language/contractions.ts';

const SUBJECT_VERBS: Record<string, string> = { is: "I'm", was: 'I was', has: 'I have', does: 'I do', "isn't": "I'm not", "doesn't": "I don't", "hasn't": "I haven't", "wasn't": "I wasn't" };

const AUXILIARY_AFTER_I: Record<string, string> = { is: 'am', was: 'was', has: 'have', does: 'do', "isn't": 'am not', "doesn't": "don't", "hasn't": "haven't", "wasn't": "wasn't" };

const ADVERBS = 'still|now|regularly|often|always|never|usually|also|already|just|rarely|sometimes|eventually|mainly|really|only|even|then';

const UNCHANGED_VERB = /^(?:can|could|will|would|should|must|might|may|had|did|used|went|got|made|took|kept|felt|thought|told|said|bought|sold|paid|left|lost|heard|saw|knew|ran|won|began|came|gave)$/i;

// "I have the order ready and does not want…": the second verb of a first-person clause follows the first.
const COORDINATED_VERB =
  /((?:,|\band|\bbut)\s+)(does|has|is|keeps|expects|wants|needs|hopes|feels|thinks|knows|likes|prefers|asks|takes|makes|gets|gives|says|tries|works|runs|hates|dislikes|believes|measures|sees|responds|listens|stays|checks|answers|calls|uses|treats|worries|cares|stops|intends|accepts|arrives|comes|pushes|escalates|softens|rewards)\b/gi;

function firstPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (SUBJECT_VERBS[lower]) return SUBJECT_VERBS[lower].slice(2);
  if (UNCHANGED_VERB.test(lower) || lower.endsWith('ed')) return verb;
  if (/(?:ss|sh|ch|x|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us')) return verb.slice(0, -1);
  return verb;
}

/** "Marcus bought…", "He is…", "his lunch break": the character speaking of themselves. Other people are left as they are. */
export function toFirstPerson(sentence: string, character: Pick<CharacterProfile, 'name' | 'gender'>): string {
  const gender = character.gender.trim().toLowerCase();
  const pronoun = gender.startsWith('f') ? 'she' : gender.startsWith('m') ? 'he' : null;
  const ownNames = [character.name.trim(), character.name.trim().split(/\s+/)[0] ?? ''].filter((name) => name.length > 1);
  const names = ownNames.map(escapeRegExp);
  const subjects = [...names, ...(pronoun ? [pronoun] : [])];
  if (subjects.length === 0) return sentence;
  // A name is the subject at the start of a clause; a pronoun ("he", "she") always is.
  const nameSubject = names.length > 0 ? `(?:(?<=^|[,;]\\s|\\b(?:and|but|that|because|while|when|so)\\s)(?:${names.join('|')}))` : '';
  const subjectWords = [nameSubject, ...(pronoun ? [`\\b${pronoun}`] : [])].filter(Boolean).join('|');
  const subject = new RegExp(`(?:${subjectWords})\\s+(?:(${ADVERBS})\\s+)?(?:(is|was|has|does|isn't|doesn't|hasn't|wasn't)\\b|([a-z]+)\\b)`, 'gi');
  // "he's left" is "he has left": written out whole, so the verb turns with the pronoun ("I have left", never "I's");
  // so too "Kwame's been late" ("I have been late", never "My been late").
  const whole = expandNameContractions(expandPronounContractions(sentence), ownNames);
  let text = whole.replace(subject, (_whole, adverb: string | undefined, auxiliary: string | undefined, verb: string | undefined) => {
    const between = adverb ? ` ${adverb}` : '';
    if (auxiliary) return adverb ? `I${between} ${AUXILIARY_AFTER_I[auxiliary.toLowerCase()] ?? auxiliary}` : (SUBJECT_VERBS[auxiliary.toLowerCase()] ?? `I ${auxiliary}`);
    return `I${between} ${firstPersonVerb(verb ?? '')}`;
  });
  // The name anywhere else is the character as an object: "asked Helen for" → "asked me for".
  if (names.length > 0) text = text.replace(new RegExp(`\\b(?:${names.join('|')})\\b(?![’']s)`, 'g'), 'me');
  if (text !== whole) text = text.replace(COORDINATED_VERB, (_whole, joint: string, verb: string) => `${joint}${firstPersonVerb(verb)}`);
  if (pronoun === 'he') text = text.replace(/\bhimself\b/gi, 'myself').replace(/\bhis\b/gi, 'my').replace(/\bhim\b/gi, 'me');
  if (pronoun === 'she') {
    text = text
      .replace(/\b(make|makes|let|lets|ask|asks|tell|tells|help|helps|give|gives)\s+her\b/gi, '$1 me')
      .replace(/\bherself\b/gi, 'myself')
      .replace(/\bhers\b/gi, 'mine')
      // "her name" is mine; "told her." or "asked her to" is me.
      .replace(/\bher\b(?=\s*(?:[.,;!?]|$)|\s+(?:to|and|that|about|for|if|when|as|in|at|on|with|from|first|a|an|the|something|anything|nothing|more|back|up|off|down|out|away)\b)/gi, 'me')
      .replace(/\bher\b/gi, 'my');
  }
  if (names.length > 0) text = text.replace(new RegExp(`\\b(?:${names.join('|')})['’]s\\b`, 'g'), 'my');
  return text.replace(/^([a-z])/, (letter) => letter.toUpperCase()).replace(/\bi\b/g, 'I');
}

