// The offline character: answers the learner's last line in role, from the character's profile, the glossary and the
// files' facts, and remembers the conversation so far: it notices a line said before and never repeats its own reply
// word for word, refers back to what the learner said, and concedes one step once the learner has earned it over
// several turns. A pure function: the same conversation always gets the same reply; a different last line (its
// topic, its tone, the terms it uses) a visibly different one. It never leaves the role.
import type { CharacterReplyInput, GlossaryTerm } from '../../tasks/character-reply/schema.ts';
import { stableHash } from '../seeded-choice.ts';
import { firstSentence, inFirstPerson, occupationPhrase, quote, withoutFinalStop } from './character-text.ts';
import { contentWords, readLearnerLine, type LineSignals, type LineTopic } from './read-learner-line.ts';

const MAX_SENTENCES = 4;
// How far back the character's memory reaches, in learner lines: enough for a long session, bounded in cost.
const MEMORY_LEARNER_LINES = 40;
// The goodwill a concession needs: this many turns, empathetic lines and good questions, and no pushing lately.
const CONCESSION_MIN_TURNS = 4;
const CONCESSION_MIN_EMPATHY = 2;
const CONCESSION_MIN_QUESTIONS = 2;
const CONCESSION_CALM_TURNS = 3;
// Every concession says this, so a later reply knows the step was given.
const CONCESSION_MARK = /\bone step\b/i;
const MAX_REFERENCE_LENGTH = 120;

function pick<T>(choices: readonly T[], seed: number, salt: number): T {
  return choices[(seed + salt * 7919) % choices.length] as T;
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

/** One part of a reply; when there are more than MAX_SENTENCES sentences, the lowest ranks are kept. */
interface ReplyPart {
  text: string;
  rank: number;
}

// "St." or "Dr." inside a name does not end a sentence.
const SENTENCE_BREAK = /(?<!\b(?:St|Mr|Mrs|Ms|Dr|Inc|Ltd)\.)(?<=[.!?…"])\s+(?=[A-Z"])/;

function countSentences(text: string): number {
  return text.split(SENTENCE_BREAK).filter(Boolean).length;
}

/** The parts that fit in MAX_SENTENCES, most important first, said in the order they were added. */
function assemble(parts: readonly ReplyPart[]): string {
  const chosen = new Set<ReplyPart>();
  let sentences = 0;
  for (const part of [...parts].sort((a, b) => a.rank - b.rank)) {
    const count = countSentences(part.text);
    if (sentences + count > MAX_SENTENCES) continue;
    chosen.add(part);
    sentences += count;
  }
  return parts.filter((part) => chosen.has(part)).map((part) => part.text).join(' ');
}

/** A line as it compares with another: case, punctuation and spacing ignored. */
function normalised(text: string): string {
  return text.toLowerCase().replaceAll(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function isGoodQuestion(signals: LineSignals): boolean {
  return signals.isQuestion && !signals.isPushy && !signals.asksIfAi && (signals.keywords.length >= 2 || signals.topics.length > 0 || signals.mentionedTerms.length > 0);
}

const ORDINALS = ['second', 'third', 'fourth', 'fifth'];

function repetitionSentence(timesSaidBefore: number, turn: number): string {
  if (timesSaidBefore === 1) return pick(['You said that already.', 'I heard you the first time.', "That's what you told me before."], turn, 0);
  const ordinal = ORDINALS[timesSaidBefore - 1];
  return ordinal ? `That's the ${ordinal} time you've said that, and repeating it won't change my answer.` : "We're going round in circles; say something new.";
}

// Said first when the reply would otherwise repeat an earlier one word for word.
const RESTATEMENTS = ['Let me put it another way.', "I'll say it once more.", 'Nothing has changed on my side.', 'My position is the same as before.', 'Once again, then.'];

/** The one step the character gives, on what the conversation is about. */
function concessionSentence(topic: LineTopic | undefined, seed: number): string {
  if (topic === 'budget') return "You've listened, so I'll give you one step: send me a revised breakdown of the costs and I'll take it to my budget review.";
  if (topic === 'timeline') return "You've taken the time to understand me, so I'll give you one step: put a new date in writing and I'll work with it.";
  return pick(
    [
      "You've listened, so I'll give you one step: I'm willing to try a first part of this with you, and we'll see about the rest once it works.",
      "All right, you've earned one step: I'll agree to a first trial, and the rest stays open until I see it work.",
    ],
    seed,
    10,
  );
}

/** An earlier learner line that shares at least two content words with the last one (not counting the character's name). */
function relatedEarlierLine(earlier: readonly string[], keywords: readonly string[], nameWords: ReadonlySet<string>): string | undefined {
  const wanted = new Set(keywords.filter((word) => !nameWords.has(word)));
  if (wanted.size < 2) return undefined;
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const words = new Set(contentWords(earlier[index]!));
    let shared = 0;
    for (const word of wanted) if (words.has(word)) shared += 1;
    if (shared >= 2) return earlier[index];
  }
  return undefined;
}

/** The character's reply to the learner's last line, in 1–4 sentences. */
export function replyInCharacter(input: CharacterReplyInput): string {
  const { character } = input;
  const name = character.name.trim() || 'the person you are talking to';
  const firstName = name.split(/\s+/)[0] ?? name;
  const occupation = withoutFinalStop(character.occupation) || 'someone with a lot on my plate';
  const lastLearnerIndex = input.messages.findLastIndex((message) => message.role === 'learner');
  const lastLearnerLine = input.messages[lastLearnerIndex]?.content ?? '';
  const history = input.messages.slice(0, Math.max(lastLearnerIndex, 0));
  const learnerTurns = input.messages.filter((message) => message.role === 'learner').length;
  const seed = stableHash(`${name}\u0000${input.messages.map((message) => `${message.role}:${message.content}`).join('\u0000')}`);
  const line: LineSignals = readLearnerLine(lastLearnerLine, input.glossary);
  const situation = inFirstPerson(firstSentence(character.scenarioSnippet || character.relevanceToScenario || input.overview), name);

  // What the character remembers: the learner's earlier lines and its own earlier replies, within a bounded window.
  const earlierLearnerLines = history.filter((message) => message.role === 'learner').map((message) => message.content).slice(-MEMORY_LEARNER_LINES);
  const earlierReplies = history.filter((message) => message.role === 'character').map((message) => message.content).slice(-MEMORY_LEARNER_LINES);
  const timesSaidBefore = normalised(lastLearnerLine) ? earlierLearnerLines.filter((earlier) => normalised(earlier) === normalised(lastLearnerLine)).length : 0;
  const isRepeated = timesSaidBefore > 0;
  const quotedBefore = (fact: string) => earlierReplies.some((reply) => reply.includes(quote(fact)));
  // A choice among lines said before goes to one not said yet, so a topic raised twice is not answered the same way.
  const fresh = <T extends string>(choices: readonly T[], base: number, salt: number): T => {
    const start = choices.indexOf(pick(choices, base, salt));
    for (let step = 0; step < choices.length; step += 1) {
      const choice = choices[(start + step) % choices.length]!;
      if (!earlierReplies.some((reply) => reply.includes(choice))) return choice;
    }
    return choices[start]!;
  };
  // The character has introduced itself already (its opening line): a hello is not answered with another introduction.
  const greets = line.isGreeting && learnerTurns <= 2 && !earlierReplies.some((reply) => reply.includes(firstName));

  const parts: ReplyPart[] = [];
  const add = (text: string, rank: number) => parts.push({ text, rank });
  // Whether the reply already answers something the learner raised (a topic, a term, a fact).
  let hasSubstance = false;

  if (isRepeated) add(repetitionSentence(timesSaidBefore, learnerTurns), 1);

  // Who the character is, when the learner asks or says hello; never an admission of being a program.
  if (line.asksIfAi) {
    add(
      fresh(
        [
          `An AI? No, I'm ${name}, ${occupationPhrase(occupation)}, and I have a real problem to sort out here.`,
          `What kind of question is that? I'm ${firstName}, ${occupationPhrase(occupation)}, and I'd like to stay on what we came here for.`,
          `I'm ${name}, and I'm as real as this problem is, so let's not get sidetracked.`,
        ],
        seed,
        1,
      ),
      0,
    );
    if (situation) add(situation, 3);
  } else if (greets) {
    add(fresh([`Hello. ${name}, ${occupationPhrase(occupation)}.`, `Hi, I'm ${firstName}, ${occupationPhrase(occupation)}.`, `Good to meet you; I'm ${name}.`], seed, 1), 0);
    if (situation) add(situation, 3);
  }

  // The tone of the line: pressure meets resistance, empathy softens.
  if (line.isPushy) {
    add(
      fresh(
        ["Don't push me; I don't make decisions under pressure.", "Slow down. Telling me what I have to do won't get you a yes.", "I'm not going to be rushed into this, so drop the pressure."],
        seed,
        2,
      ),
      1,
    );
  } else if (line.isEmpathetic) {
    add(
      fresh(
        ['Thank you, that actually helps; I appreciate you seeing it from my side.', "I appreciate that. It hasn't been easy, honestly.", "That's fair of you to say, and it makes this easier to talk about."],
        seed,
        2,
      ),
      1,
    );
  }

  // Something the learner said before that bears on this line, unless the character already brought it up.
  if (!isRepeated && !line.asksIfAi) {
    const nameWords = new Set(contentWords(character.name));
    const related = relatedEarlierLine(earlierLearnerLines.slice(0, -1), line.keywords, nameWords);
    const said = related ? quote(withoutFinalStop(firstSentence(related)), MAX_REFERENCE_LENGTH) : '';
    if (said && !earlierReplies.some((reply) => reply.includes(said))) {
      add(
        fresh(
          [`Earlier you said "${said}", and I haven't forgotten that.`, `You told me before, "${said}", so does that still stand?`, `That ties in with what you said earlier, "${said}".`],
          learnerTurns,
          0,
        ),
        2,
      );
    }
  }

  // The topic the learner raised, answered with the files' facts when they have something on it; a fact already
  // quoted is only repeated when there is no other, and then as something said before.
  const usedFacts = new Set<string>();
  const freshFact = (candidates: string[]) => candidates.find((candidate) => !usedFacts.has(candidate) && !quotedBefore(candidate));
  const topicFact = (words: string[]) => {
    const candidates = relevantFacts(input.facts, [...line.keywords, ...words], true).filter((candidate) => !usedFacts.has(candidate));
    const fact = freshFact(candidates) ?? candidates[0];
    if (fact) usedFacts.add(fact);
    return fact;
  };
  for (const topic of TOPIC_REPLIES) {
    if (!line.topics.includes(topic.topic)) continue;
    hasSubstance = true;
    const fact = topicFact(topic.words);
    const intro = line.isQuestion ? topic.questionIntro : topic.statementIntro;
    if (!fact) add(fresh(topic.replies(intro), seed, topic.salt), 2);
    else add(quotedBefore(fact) ? `I told you already: "${quote(fact)}"` : `${intro} "${quote(fact)}"`, 2);
  }

  const term = line.mentionedTerms[0];
  if (term) {
    hasSubstance = true;
    add(glossarySentence(term, seed), 2);
  }

  if (line.topics.length === 0) {
    const candidates = relevantFacts(input.facts, line.keywords, false).filter((candidate) => !usedFacts.has(candidate));
    const fact = freshFact(candidates) ?? candidates[0];
    if (fact) {
      hasSubstance = true;
      usedFacts.add(fact);
      add(quotedBefore(fact) ? `As I said, what I have in front of me says: "${quote(fact)}"` : `What I have in front of me says: "${quote(fact)}"`, 2);
    }
  }

  // Never agrees to everything at once. After several turns of empathy and good questions without pressure, it gives
  // one step, once; before that, at most part of it to a learner who has earned some goodwill.
  const recentSignals = [...earlierLearnerLines.map((earlier) => readLearnerLine(earlier, input.glossary)), line];
  const empathy = recentSignals.filter((signals) => signals.isEmpathetic && !signals.isPushy).length;
  const goodQuestions = recentSignals.filter(isGoodQuestion).length;
  const pushes = recentSignals.filter((signals) => signals.isPushy).length;
  const isCalmLately = recentSignals.slice(-CONCESSION_CALM_TURNS).every((signals) => !signals.isPushy);
  const hasEarnedStep =
    learnerTurns >= CONCESSION_MIN_TURNS && empathy >= CONCESSION_MIN_EMPATHY && goodQuestions >= CONCESSION_MIN_QUESTIONS && pushes < empathy && isCalmLately && !line.asksIfAi;
  const hasConceded = earlierReplies.some((reply) => CONCESSION_MARK.test(reply));
  const wantsAgreement = line.topics.includes('agreement');
  if (hasEarnedStep && !hasConceded) {
    const topic = line.topics.find((candidate) => candidate !== 'agreement') ?? [...recentSignals].reverse().flatMap((signals) => signals.topics).find((candidate) => candidate !== 'agreement');
    add(concessionSentence(topic, seed), 1);
  } else if (hasConceded && wantsAgreement && !line.isPushy) {
    add(fresh(["I've given you one step already; the rest still has to be earned.", 'One step is what I agreed to; for more, I need to see it work first.'], learnerTurns, 0), 1);
  } else if (wantsAgreement || line.isPushy) {
    add(
      line.isEmpathetic && !line.isPushy
        ? fresh(['I could agree to part of that, but not all of it at once.', "I'm open to a first step; the rest we'll see once it works."], seed, 6)
        : fresh(["I'm not agreeing to all of that today; show me one concrete step first.", "No, not like that; I haven't heard anything yet that makes me say yes."], seed, 6),
      1,
    );
  }

  // Nothing specific to react to: the character brings the conversation back to their own concern.
  if (!hasSubstance && !line.asksIfAi && !greets && !line.isPushy) {
    if (line.isEmpathetic) {
      add(
        fresh([`${situation || 'This has cost me a lot of time.'} What can you actually do about it?`, 'What I need now is something concrete. What can you offer?'], seed, 7),
        2,
      );
    } else if (line.isQuestion) {
      const background = inFirstPerson(firstSentence(character.background), name);
      add(
        fresh(
          [
            `Honestly? ${background || situation || "It's complicated."}`,
            `That depends. ${situation || background || 'I need to know more before I answer that.'}`,
            'Fair question, but first tell me how it helps with my situation.',
          ],
          seed,
          8,
        ),
        2,
      );
    } else {
      add(
        fresh(
          [
            "That doesn't answer my concern yet. What exactly are you proposing?",
            `I hear the words, but as ${occupationPhrase(occupation)} I need something concrete. What would change for me?`,
            `Hm. ${situation || 'This is not a small thing for me.'} So what do you suggest?`,
          ],
          seed,
          9,
        ),
        2,
      );
    }
  }

  // Never the same reply twice in a row or, within memory, word for word: lead with a restatement chosen by turn.
  const said = new Set(earlierReplies.map(normalised));
  let reply = assemble(parts);
  for (let attempt = 0; said.has(normalised(reply)) && attempt < RESTATEMENTS.length; attempt += 1) {
    reply = assemble([{ text: RESTATEMENTS[(learnerTurns + attempt) % RESTATEMENTS.length]!, rank: -1 }, ...parts]);
  }
  return reply;
}
