// The shapes of the offline grader's behaviours (behaviours.ts): what a behaviour detects and says, and what its
// detector and templates may read from the conversation and the scenario's brief.
import type { PatternReader } from '../negation-scope.ts';
import type { ListenerNames } from './feedback-phrasing.ts';
import type { MatterReader } from './matter.ts';
import type { ScenarioSides } from '../../language/own-side.ts';

export type BehaviourId = 'questions' | 'listening' | 'summarising' | 'objections' | 'value' | 'closing' | 'clarity' | 'reasons' | 'terms' | 'rapport' | 'specifics';

/** What the brief says the learner could still have done, for "Try saying" lines written for this scenario. */
export interface ScenarioOpenings {
  /**
   * An objection the character raised (or that was never answered) with what resolves it, and whether that is the
   * character's own want as the situation states it ("a two-bedroom flat near the boys' school by the end of May"):
   * the learner can work towards it, never hand it over whole.
   */
  openObjection: { objection: string; resolvedBy: string; isTheirWant: boolean } | null;
  /** A hidden fact not drawn out, with how it is earned. */
  hiddenTopic: { topic: string; unlock: 'open_question' | 'empathy' } | null;
  /** A fact the learner never asked about. */
  missingTopic: string | null;
  /** A fact the character gave, in its words, for a line that plays it back. */
  knownAnswer: string | null;
  /** What the character would agree to, when the learner did not get there; null when reached. */
  agreement: string | null;
  /** Whether that agreement is the character's own want, as the situation states it. */
  agreementIsTheirWant: boolean;
  /** The brief's topics, for an opening that names them. */
  topics: string[];
}

/** What a behaviour's detector and templates may use besides the sentence itself. */
export interface BehaviourContext {
  /** How the character is addressed: the first name, or the title and surname ("Mrs Haddad") when the name has a title. */
  firstName: string;
  /** The glossary's terms, as written. */
  glossaryTerms: readonly string[];
  /** One whole-word pattern per term (compileGlossaryTerms), built once per grading. */
  glossaryPatterns: readonly RegExp[];
  /** What the character said they want, in the learner's words ("a replacement machine"), or null. */
  concern: string | null;
  /** Whether the learner greeted the character by (any part of) their name. */
  hasGreetedByName: boolean;
  /** From the brief; null when the session had none. */
  openings: ScenarioOpenings | null;
  /** The brief's names as written and the character's own words, for "Try saying" lines said to the character. */
  listener?: ListenerNames;
  /** Whether a sentence is about the scenario's matter (matter.ts); absent, every sentence is. */
  matter?: MatterReader;
  /** Which bodies are the learner's side in the scenario (own-side.ts); absent, a body is read in grammar only. */
  sides?: ScenarioSides;
}

/** What a detector may read around the sentence: the character's line just before the learner's, and all before it. */
export interface SentenceSetting {
  previousCharacterLine: string;
  /** Every character line before the learner's, oldest first; absent when unknown. */
  earlierCharacterLines?: readonly string[];
  /** The whole learner line the sentence is part of, for the tone it is said in; absent when unknown. */
  learnerLine?: string;
}

export interface Behaviour {
  id: BehaviourId;
  /** Words in a criterion's name or level descriptions that ask for this behaviour. */
  cue: RegExp;
  /**
   * Applies to a conversation in which the learner said at least this many lines, whether or not it came up: any
   * conversation when `conversationWide` (every conversation opens, and has the other person to ask), else only one
   * the learner derailed (pushing, dismissing, or the character walked away), where it never came up by their doing.
   */
  minLearnerLines: number;
  conversationWide?: boolean;
  /** Asked for only by a criterion's name, never by its level descriptions alone ("explains why" in a level of "Clarity"). */
  nameOnly?: boolean;
  /**
   * Shown by asking (a question, a playback checked with a question, a greeting's "how are you?"): praise may quote a
   * line that only asks. Every other behaviour is a statement (an answer, an offer, a step agreed, a reason), which a
   * question put by a question word does not show, whatever words it shares with it.
   */
  showsByAsking?: boolean;
  /** A character line that raises it (a concern, a request). */
  trigger?: RegExp;
  /**
   * 0 (absent), 1 (weak), 2 (clear) or 3 (strong) for one sentence of the learner. Its patterns are tested with
   * `read` (default `affirms`: a negated or refused mention is none); with `mentions` it tells what the words name.
   */
  detect(sentence: string, context: BehaviourContext, setting: SentenceSetting, read?: PatternReader): number;
  /**
   * A sentence that counts towards the behaviour but is no example of it, so praise for it never quotes it: a dated
   * step that only talks ("I'll confirm it in writing by Friday and call you on Monday") carries a way forward through
   * without being one.
   */
  notAnExample?(sentence: string, context: BehaviourContext): boolean;
  /** A sentence that shows the opposite; it never counts as evidence for the behaviour. */
  against?(sentence: string): boolean;
  /** Completes "You …: "quote"" for a sentence that went against it. */
  againstNote?: string;
  /** "You …" for strong evidence (3). */
  did: string;
  /** "You …" for clear evidence (2); defaults to `did`. */
  didPartly?: string;
  /** "You …" for weak evidence only: never praise. */
  didWeakly: string;
  /** "You did not …" when it came up and the learner did nothing of it. */
  missed: string;
  /** "Next time, …". */
  next: string | ((context: BehaviourContext) => string);
  /** Lines the learner could have said, best first; the grader takes the first no other criterion has taken. */
  betterLines(context: BehaviourContext): string[];
}
