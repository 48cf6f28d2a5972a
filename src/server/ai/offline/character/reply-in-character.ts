// The offline character: answers the learner's last line in role, from the character's profile, the glossary and the
// files' facts. A pure function: the same conversation always gets the same reply; a different last line (its
// topic, its tone, the terms it uses) a visibly different one. It never leaves the role.
import type { CharacterReplyInput, GlossaryTerm } from '../../tasks/character-reply/schema.ts';
import { stableHash } from '../seeded-choice.ts';
import { contentWords, readLearnerLine, type LineSignals, type LineTopic } from './read-learner-line.ts';

const MAX_SENTENCES = 4;
const MAX_QUOTE_LENGTH = 220;

function pick<T>(choices: readonly T[], seed: number, salt: number): T {
  return choices[(seed + salt * 7919) % choices.length] as T;
}

function firstSentence(text: string): string {
  const trimmed = text.trim().replaceAll(/\s+/g, ' ');
  const match = /^.*?[.!?](\s|$)/.exec(trimmed);
  return (match ? match[0] : trimmed).trim();
}

function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!?;:,\s]+$/, '');
}

/** A job title as it reads mid-sentence: "Procurement Manager" → "procurement manager"; acronyms (HR, IT) stay. */
function occupationPhrase(occupation: string): string {
  return occupation.replace(/\b([A-Z])([a-z]+)\b/g, (_word, first: string, rest: string) => first.toLowerCase() + rest);
}

function lowerFirst(text: string): string {
  return /^(?:A\b|[A-Z][a-z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function quote(text: string): string {
  const clean = text.trim().replaceAll(/\s+/g, ' ');
  return clean.length > MAX_QUOTE_LENGTH ? `${clean.slice(0, MAX_QUOTE_LENGTH - 1).replace(/\s+\S*$/, '')}…` : clean;
}

const FIRST_PERSON_VERBS: Record<string, string> = {
  "isn't": 'am not',
  "doesn't": "don't",
  is: 'am',
  was: 'was',
  has: 'have',
  had: 'had',
  needs: 'need',
  wants: 'want',
  feels: 'feel',
  thinks: 'think',
  believes: 'believe',
  expects: 'expect',
  works: 'work',
  runs: 'run',
  leads: 'lead',
  manages: 'manage',
  must: 'must',
  will: 'will',
  cannot: 'cannot',
  can: 'can',
  would: 'would',
  does: 'do',
};

/**
 * The character's situation in their own words: "Maria is worried that her order…" becomes "I am worried that my
 * order…". A sentence that cannot be turned cleanly is used as it stands, after "Here is where things are:".
 */
export function inFirstPerson(sentence: string, name: string): string {
  const text = withoutFinalStop(sentence);
  if (!text) return '';
  const names = [name.trim(), name.trim().split(/\s+/)[0] ?? ''].filter((part) => part.length > 1);
  for (const who of names) {
    const escaped = who.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const subject = new RegExp(`^(?:${escaped})\\s+(${Object.keys(FIRST_PERSON_VERBS).join('|')})(?![\\w'])`, 'i');
    const match = subject.exec(text);
    if (!match) continue;
    const converted = FIRST_PERSON_VERBS[match[1]!.toLowerCase()] ?? match[1]!.toLowerCase();
    const rest = text
      .slice(match[0].length)
      .replaceAll(/\b(her|his)\b/g, 'my')
      .replaceAll(/\b(she|he)\b/g, 'I')
      .replaceAll(/\b(herself|himself)\b/g, 'myself');
    return `I ${converted}${rest}.`;
  }
  return `Here is where things are: ${lowerFirst(text)}.`;
}

/** The file facts that share the most content words with the line (or with a topic's words), best first. */
function relevantFacts(facts: readonly string[], keywords: readonly string[], preferNumbers: boolean): string[] {
  const wanted = new Set(keywords);
  return facts
    .map((fact, index) => {
      const words = new Set(contentWords(fact));
      let score = 0;
      for (const word of wanted) if (words.has(word)) score += 1;
      if (preferNumbers && /\d/.test(fact)) score += 1;
      return { fact, index, score };
    })
    .filter((entry) => entry.score >= 2 || (entry.score >= 1 && wanted.size <= 3))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.fact);
}

const BUDGET_WORDS = ['budget', 'price', 'cost', 'costs', 'pricing', 'discount', 'spend', 'invoice', 'fee', 'fees', 'payment', 'savings'];
const TIMELINE_WORDS = ['deadline', 'timeline', 'schedule', 'date', 'delivery', 'launch', 'weeks', 'months', 'days', 'delay', 'milestone'];

/** The topics the character answers on: a fact from the files on it when there is one, otherwise one of its own lines. */
const TOPIC_REPLIES: readonly { topic: LineTopic; words: string[]; questionIntro: string; statementIntro: string; salt: number; replies: (intro: string) => string[] }[] = [
  {
    topic: 'budget',
    words: BUDGET_WORDS,
    questionIntro: 'You asked about the budget, so let me be straight:',
    statementIntro: 'On the money side:',
    salt: 3,
    replies: (intro) => [
      `${intro} I can't commit to more than what we planned without seeing exactly what I get for the price.`,
      `${intro} the budget is tight, and I need the cost justified line by line before I move on it.`,
      `${intro} price matters to me, and I don't see yet why it should be higher than what we discussed.`,
    ],
  },
  {
    topic: 'timeline',
    words: TIMELINE_WORDS,
    questionIntro: 'As for timing,',
    statementIntro: 'About the timeline:',
    salt: 4,
    replies: (intro) => [
      `${intro} I need a date I can rely on, not a promise that slips again.`,
      `${intro} the deadline is what keeps me up at night, so tell me what you can actually deliver and when.`,
      `${intro} I can live with a realistic schedule, but I won't accept another vague "soon".`,
    ],
  },
];

function glossarySentence(term: GlossaryTerm, seed: number): string {
  const meaning = withoutFinalStop(firstSentence(term.definition));
  return pick(
    [
      `When you say ${term.term}, I take that as "${meaning}", so be precise about it.`,
      `${term.term}, meaning "${meaning}": that is what I will hold you to.`,
      `If we are talking ${term.term}, so "${meaning}", then show me how it applies here.`,
    ],
    seed,
    5,
  );
}

/** The character's reply to the learner's last line, in 1–4 sentences. */
export function replyInCharacter(input: CharacterReplyInput): string {
  const { character } = input;
  const name = character.name.trim() || 'the person you are talking to';
  const firstName = name.split(/\s+/)[0] ?? name;
  const occupation = withoutFinalStop(character.occupation) || 'someone with a lot on my plate';
  const lastLearnerLine = [...input.messages].reverse().find((message) => message.role === 'learner')?.content ?? '';
  const learnerTurns = input.messages.filter((message) => message.role === 'learner').length;
  const seed = stableHash(`${name}\u0000${input.messages.map((message) => `${message.role}:${message.content}`).join('\u0000')}`);
  const line: LineSignals = readLearnerLine(lastLearnerLine, input.glossary);
  const situation = inFirstPerson(firstSentence(character.scenarioSnippet || character.relevanceToScenario || input.overview), name);
  const sentences: string[] = [];
  // Whether the reply already answers something the learner raised (a topic, a term, a fact).
  let hasSubstance = false;

  // Who the character is, when the learner asks or says hello; never an admission of being a program.
  if (line.asksIfAi) {
    sentences.push(
      pick(
        [
          `An AI? No, I'm ${name}, ${occupationPhrase(occupation)}, and I have a real problem to sort out here.`,
          `What kind of question is that? I'm ${firstName}, ${occupationPhrase(occupation)}, and I'd like to stay on what we came here for.`,
          `I'm ${name}, and I'm as real as this problem is, so let's not get sidetracked.`,
        ],
        seed,
        1,
      ),
    );
    if (situation) sentences.push(situation);
  } else if (line.isGreeting && learnerTurns <= 2) {
    sentences.push(pick([`Hello. ${name}, ${occupationPhrase(occupation)}.`, `Hi, I'm ${firstName}, ${occupationPhrase(occupation)}.`, `Good to meet you; I'm ${name}.`], seed, 1));
    if (situation) sentences.push(situation);
  }

  // The tone of the line: pressure meets resistance, empathy softens.
  if (line.isPushy) {
    sentences.push(
      pick(
        ["Don't push me; I don't make decisions under pressure.", "Slow down. Telling me what I have to do won't get you a yes.", "I'm not going to be rushed into this, so drop the pressure."],
        seed,
        2,
      ),
    );
  } else if (line.isEmpathetic) {
    sentences.push(
      pick(
        ['Thank you, that actually helps; I appreciate you seeing it from my side.', "I appreciate that. It hasn't been easy, honestly.", "That's fair of you to say, and it makes this easier to talk about."],
        seed,
        2,
      ),
    );
  }

  // The topic the learner raised, answered with the files' facts when they have something on it.
  const usedFacts = new Set<string>();
  const topicFact = (words: string[]) => {
    const fact = relevantFacts(input.facts, [...line.keywords, ...words], true).find((candidate) => !usedFacts.has(candidate));
    if (fact) usedFacts.add(fact);
    return fact;
  };
  for (const topic of TOPIC_REPLIES) {
    if (!line.topics.includes(topic.topic)) continue;
    hasSubstance = true;
    const fact = topicFact(topic.words);
    const intro = line.isQuestion ? topic.questionIntro : topic.statementIntro;
    sentences.push(fact ? `${intro} "${quote(fact)}"` : pick(topic.replies(intro), seed, topic.salt));
  }

  const term = line.mentionedTerms[0];
  if (term) {
    hasSubstance = true;
    sentences.push(glossarySentence(term, seed));
  }

  if (line.topics.length === 0) {
    const fact = relevantFacts(input.facts, line.keywords, false).find((candidate) => !usedFacts.has(candidate));
    if (fact) {
      hasSubstance = true;
      usedFacts.add(fact);
      sentences.push(`What I have in front of me says: "${quote(fact)}"`);
    }
  }

  // Never agrees to everything at once: at most to part of it, once the learner has earned some goodwill.
  if (line.topics.includes('agreement') || line.isPushy) {
    sentences.push(
      line.isEmpathetic && !line.isPushy
        ? pick(['I could agree to part of that, but not all of it at once.', "I'm open to a first step; the rest we'll see once it works."], seed, 6)
        : pick(["I'm not agreeing to all of that today; show me one concrete step first.", "No, not like that; I haven't heard anything yet that makes me say yes."], seed, 6),
    );
  }

  // Nothing specific to react to: the character brings the conversation back to their own concern.
  if (!hasSubstance && !line.asksIfAi && !(line.isGreeting && learnerTurns <= 2) && !line.isPushy) {
    if (line.isEmpathetic) {
      sentences.push(
        pick(
          [`${situation || 'This has cost me a lot of time.'} What can you actually do about it?`, 'What I need now is something concrete. What can you offer?'],
          seed,
          7,
        ),
      );
    } else if (line.isQuestion) {
      const background = inFirstPerson(firstSentence(character.background), name);
      sentences.push(
        pick(
          [
            `Honestly? ${background || situation || "It's complicated."}`,
            `That depends. ${situation || background || 'I need to know more before I answer that.'}`,
            'Fair question, but first tell me how it helps with my situation.',
          ],
          seed,
          8,
        ),
      );
    } else {
      sentences.push(
        pick(
          [
            "That doesn't answer my concern yet. What exactly are you proposing?",
            `I hear the words, but as ${occupationPhrase(occupation)} I need something concrete. What would change for me?`,
            `Hm. ${situation || 'This is not a small thing for me.'} So what do you suggest?`,
          ],
          seed,
          9,
        ),
      );
    }
  }

  return sentences.slice(0, MAX_SENTENCES).join(' ');
}
