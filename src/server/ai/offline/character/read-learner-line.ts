// What the learner's line does: the topics it raises, its tone, and the glossary terms it uses. The offline
// character reacts to these, so its reply visibly depends on what was said.
import type { GlossaryTerm } from '../../tasks/character-reply/schema.ts';

export type LineTopic = 'budget' | 'timeline' | 'agreement';

export interface LineSignals {
  isGreeting: boolean;
  asksIfAi: boolean;
  isQuestion: boolean;
  isPushy: boolean;
  isEmpathetic: boolean;
  topics: LineTopic[];
  mentionedTerms: GlossaryTerm[];
  /** Lower-case content words (four letters or more), for matching the files' facts. */
  keywords: string[];
}

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|greetings|nice to meet you|thanks for (meeting|making time|taking))\b/i;
const ASKS_IF_AI =
  /\b(are|r) (you|u) (an? |really an? |just an? )?(ai|a\.i\.|bot|chat ?bot|robot|machine|computer|program|language model|llm|real( person)?|human|chatgpt)\b|\byou('re| are) (an? |just an? )?(ai|bot|chat ?bot|robot|machine|language model)\b|\b(as an ai|artificial intelligence|chatgpt|language model|ignore (all |your )?(previous |prior )?instructions|system prompt|out of (character|role)|stop (the )?role ?play|break character)\b/i;
const QUESTION_START = /^\s*(who|what|when|where|why|how|which|can|could|would|will|do|does|did|is|are|was|should|shall|may|might|have|has)\b/i;
const PUSHY =
  /\b(you (must|have to|need to|should just)|right now|immediately|final offer|take it or leave it|just sign|sign (it|now|today|here)|no excuses|i insist|asap|do it now|last chance|no more (questions|excuses)|non-?negotiable|deal with it|whether you like it or not|stop (complaining|wasting)|end of discussion|just accept|just agree)\b/i;
const EMPATHETIC =
  /\b(i understand|i hear you|i can see (why|how|that)|that (sounds|must be) (hard|difficult|frustrating|stressful|tough|annoying)|must be (hard|difficult|frustrating|stressful)|i('m| am) (sorry|so sorry)|i apologi[sz]e|i appreciate|thank you for|thanks for (telling|sharing|explaining|your patience)|how (do|are) you feel|how does that (feel|affect)|makes sense|you('re| are) right|fair point|help me understand|what matters (most )?to you|take your time)\b/i;
const TOPICS: Record<LineTopic, RegExp> = {
  budget: /\b(budget\w*|price[sd]?|pricing|cost\w*|expens\w*|cheap\w*|discount\w*|afford\w*|money|fees?|pay\w*|invoice\w*|spend\w*|roi|savings?|rates?|quote[sd]?)\b|[$€£]\s?\d/i,
  timeline: /\b(timelines?|deadlines?|schedul\w*|dates?|deliver\w*|launch\w*|when (can|will|could|would|do|does|is|are|should)|how long|weeks?|months?|days?|tomorrow|today|by (monday|tuesday|wednesday|thursday|friday|next|the end)|delay\w*|late|on time|milestones?|eta)\b/i,
  agreement: /\b(agree\w*|deal|sign\w*|commit\w*|accept\w*|go ahead|move forward|approve\w*|sounds? good|works for you|are we (good|aligned|set))\b/i,
};

const STOP_WORDS = new Set(
  'that this with have from your they their there what when where which would could should about into than then them were will been just like more some such only also very does here want need make sure know think really much well okay'.split(' '),
);

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Content words of a text, lower-cased, without the most common English words. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

export function readLearnerLine(text: string, glossary: readonly GlossaryTerm[]): LineSignals {
  const trimmed = text.trim();
  const mentionedTerms = glossary.filter((entry) => {
    const term = entry.term.trim();
    return term.length > 1 && new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}($|[^\\p{L}\\p{N}])`, 'iu').test(trimmed);
  });
  return {
    isGreeting: GREETING.test(trimmed),
    asksIfAi: ASKS_IF_AI.test(trimmed),
    isQuestion: trimmed.includes('?') || QUESTION_START.test(trimmed),
    isPushy: PUSHY.test(trimmed) || (trimmed.length > 12 && trimmed === trimmed.toUpperCase() && /[A-Z]/.test(trimmed)) || /!{2,}/.test(trimmed),
    isEmpathetic: EMPATHETIC.test(trimmed),
    topics: (Object.keys(TOPICS) as LineTopic[]).filter((topic) => TOPICS[topic].test(trimmed)),
    mentionedTerms,
    keywords: [...new Set(contentWords(trimmed))],
  };
}
