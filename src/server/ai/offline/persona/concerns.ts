// What the character cannot stand, opposes or wants, turned into the persona's opening line, wishes and challenges.
import type { PersonaFacts } from './extract-facts.ts';

interface DislikeRule {
  pattern: RegExp;
  /** What the character asks for instead, as an object phrase. */
  wish: string;
  line: string;
  challenge: string;
}

/** What a character who cannot stand something asks for instead; anything else is handled by the generic rule. */
const DISLIKE_RULES: DislikeRule[] = [
  {
    pattern: /jargon|buzzword|acronym|technical (?:terms|language)|management speak|corporate speak/i,
    wish: 'plain words',
    line: 'Before we start: tell me in plain words what this means for me.',
    challenge: 'The moment the learner slips into jargon, {subject} stops listening and asks for plain words.',
  },
  {
    pattern: /being rushed|rushing|pressure|hard sell|pushy/i,
    wish: 'time to think, without being pushed',
    line: "I'll decide in my own time, so please don't try to rush me.",
    challenge: 'Any hint of pressure makes {object} dig in and slow down.',
  },
  {
    // Anything long ("long calls", "lengthy demos") asks for brevity, said in other words than the prompt's.
    pattern: /\blong(?:-winded)?\s+\p{L}+|\blengthy\b|drawn-out|presentations?|slides|small talk|waffl/iu,
    wish: 'short, direct answers',
    line: "Keep it short, please. What's the point?",
    challenge: 'Loses interest as soon as an answer runs long or drifts from the point.',
  },
  {
    pattern: /surprises?/i,
    wish: 'to hear about problems early',
    line: "If there's bad news, I want it now, not later. No surprises.",
    challenge: 'A late surprise costs the learner {possessive} trust at once.',
  },
  {
    pattern: /excuses?/i,
    wish: 'straight answers and someone who owns the problem',
    line: "I don't want excuses. I want to know what you're going to do about it.",
    challenge: 'Hears any explanation as an excuse until someone takes ownership.',
  },
  {
    pattern: /interrupt/i,
    wish: 'to be heard out',
    line: "Let me finish, please, and then I'll hear you out.",
    challenge: 'Shuts down when {subject} is interrupted.',
  },
];

/** A phrase about the character, as they would say it: "his boat" → "my boat". */
function asOwnWords(phrase: string): string {
  return phrase
    .replace(/\b(?:his|her|their)\b/gi, 'my')
    .replace(/\b(?:he|she|they) (?:is|are)\b/gi, 'I am')
    .replace(/\b(?:he|she|they) has\b/gi, 'I have')
    .replace(/\b(?:he|she|they)\b/gi, 'I')
    .replace(/\b(?:him|them)\b/gi, 'me')
    .replace(/\b(?:himself|herself|themselves)\b/gi, 'myself');
}

interface Concerns {
  /** The opening line built from what the character dislikes, opposes or wants; null when the prompt states none. */
  line: string | null;
  /** What the character asks for, as object phrases: the stated wants, then what a dislike asks for instead. */
  wishes: string[];
  /** What a dislike asks for instead, in the engine's words ("plain words"): never the prompt's own phrase. */
  derivedWishes: string[];
  /** Template sentences ({subject} etc.) for the challenges. */
  challenges: string[];
}

/**
 * Turns what the prompt says the character cannot stand, opposes or wants into their line, wishes and challenges.
 * A stated phrase is shown in one place besides the background (the line or the challenge, never both), so the
 * trait shapes how the character behaves instead of being pasted into every field.
 */
export function readConcerns(facts: PersonaFacts, isFirm: boolean): Concerns {
  const derivedWishes: string[] = [];
  const challenges: string[] = [];
  const lines: string[] = [];
  for (const dislike of facts.dislikes) {
    const rule = DISLIKE_RULES.find((candidate) => candidate.pattern.test(dislike));
    if (rule) {
      derivedWishes.push(rule.wish);
      challenges.push(rule.challenge);
      lines.push(rule.line);
    } else {
      challenges.push(`Loses patience quickly with ${dislike.replace(/\b(?:his|her|their)\b/g, '{possessive}')}.`);
    }
  }
  for (const opposed of facts.opposes) {
    challenges.push(`Firmly opposes ${opposed.replace(/\b(?:his|her|their)\b/g, '{possessive}')}; reassurance alone will not change {possessive} mind.`);
    lines.push(isFirm ? `I'll be straight with you: I'm against ${asOwnWords(opposed)}, and I won't be talked round.` : `I'll be honest: I'm against ${asOwnWords(opposed)}, and I want to know why it's going ahead.`);
  }
  const wants = facts.wants.map((want) => want.replace(/\b(?:his|her|their)\b/g, '{possessive}'));
  if (facts.wants[0] && lines.length < 2) lines.push(`What I want is ${asOwnWords(facts.wants[0])}.`);
  return {
    line: lines.length > 0 ? lines.slice(0, 2).join(' ') : null,
    wishes: [...new Set([...wants, ...derivedWishes])],
    derivedWishes: [...new Set(derivedWishes)],
    challenges,
  };
}
