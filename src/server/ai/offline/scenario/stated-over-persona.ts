// An advanced scenario's persona comes from the library, often written for another conversation: "15 years as a
// software architect" when the description says the character runs an e-bike repair shop. What the description
// states of the character wins: its job replaces the persona's occupation, and the persona's sentences about another
// career (its job, its workplace, its experience) leave the brief, while those about how the person comes across
// stay. Whether a sentence is about work is read by meaning (WordNet), never from a list of jobs.
import type { ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { readWords } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';
import { isKindOf, isOccupationNoun, relatedWords } from '../../language/wordnet.ts';
import { capitalize } from '../../../../shared/text.ts';

// The kinds a place of work is: a shop, an office, a bakery, a firm.
const WORKPLACE_KINDS = ['place of business', 'workplace', 'establishment', 'business'];
// "15 years of experience in financial services", "worked as a product manager", "a career as…".
const SAYS_CAREER = /\bexperience (?:in|as|of)\b|\bcareer\b|\bwork(?:s|ed|ing)?\s+(?:as|at|for|in)\b|\byears? as\b/i;

function lemmasOf(text: string, pos?: 'noun'): string[] {
  return readWords(text)
    .filter((word) => word.isWord && !word.stopWord && (pos === undefined || word.pos === pos))
    .map((word) => word.lemma.toLowerCase());
}

/** Whether a noun names a line of work ("job", "career", "profession") or a place of one ("shop", "office", "firm"). */
function isWorkNoun(lemma: string): boolean {
  const { synonyms, broader } = relatedWords(lemma, 'noun');
  if (lemma === 'occupation' || synonyms.includes('occupation') || broader.includes('occupation')) return true;
  return WORKPLACE_KINDS.some((kind) => isKindOf(lemma, kind));
}

/**
 * The job a business the character runs makes them: "Tomasz runs an e-bike repair shop" → "E-bike repair shop owner",
 * "She manages a bakery" → "Bakery manager". Null when what they run is no place of work ("runs the school play").
 */
export function jobOfRunBusiness(sentences: string): string | null {
  const match = /\b(runs|owns|manages|ran|owned|managed)\s+(?:an?|(?:his|her|their)\s+own)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:in|at|on|near|with|for|that|which|who|and|since)\b|[,.;:!?]|$)/iu.exec(sentences);
  if (!match) return null;
  const phrase = match[2]!;
  const head = phrase.split(/\s+/).at(-1)!.toLowerCase();
  if (!WORKPLACE_KINDS.some((kind) => isKindOf(head, kind))) return null;
  return capitalize(`${phrase.toLowerCase()} ${/^man/i.test(match[1]!) ? 'manager' : 'owner'}`);
}

/** Whether the persona's occupation already is the stated job: the same head noun ("Senior Nurse" for "nurse"). */
function isSameJob(personaOccupation: string, statedJob: string): boolean {
  const head = lemmasOf(statedJob, 'noun').at(-1);
  return head !== undefined && lemmasOf(personaOccupation, 'noun').includes(head);
}

/**
 * Whether a persona sentence tells of a career other than the stated job: it names the persona's own occupation, a
 * line of work or a place of work, or says their experience, and holds nothing of the stated job. "He is calm and
 * asks for evidence" tells no career and stays.
 */
export function tellsAnotherCareer(sentence: string, personaOccupation: string, statedJob: string): boolean {
  const lemmas = new Set(lemmasOf(sentence));
  const statedHead = lemmasOf(statedJob, 'noun').at(-1);
  if (statedHead && lemmas.has(statedHead)) return false;
  if (lemmasOf(personaOccupation).some((lemma) => lemmas.has(lemma))) return true;
  if (SAYS_CAREER.test(sentence)) return true;
  const nouns = lemmasOf(sentence, 'noun');
  const statedWords = new Set(lemmasOf(statedJob));
  return nouns.some((noun) => !statedWords.has(noun) && (isOccupationNoun(noun) || isWorkNoun(noun)));
}

/**
 * The persona as the description leaves it: with the job the description states for the character, and without the
 * background sentences of another career. The persona as it is when the description states no other job.
 */
export function personaUnderStatedJob(persona: ScenarioPersonaFacts, statedJob: string | null): ScenarioPersonaFacts {
  if (!statedJob || isSameJob(persona.occupation, statedJob)) return persona;
  const kept = splitSentences(persona.background).filter((sentence) => !tellsAnotherCareer(sentence, persona.occupation, statedJob));
  // The hometown goes with the career it was written for: where the stated job is, the description says.
  return { ...persona, occupation: statedJob, background: kept.join(' '), hometown: '' };
}
