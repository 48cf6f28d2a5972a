import { INTERFACE_LOCALES, type InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { SESSION_LANGUAGE_LABELS } from '../../../../shared/contracts/conversations.ts';
import { levelBands } from '../../offline/grader/level-bands.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { GradingInput } from '../../contracts/grade-conversation.ts';

/** Stored with every report, so a report says which instructions graded it. Change it whenever the prompt changes. */
export const GRADER_PROMPT_VERSION = 'grade-conversation/2';

const MAX_GLOSSARY_TERMS = 40;
const MAX_BRIEF_ITEMS = 6;

const SYSTEM = [
  'You are an expert trainer grading a learner in a workplace-conversation roleplay. The learner talked to a character played by an AI; grade only the learner.',
  'Grade each rubric criterion separately, against its level descriptions: pick the level whose description best matches what the learner actually did in this conversation, then a score inside that level\'s band.',
  'Evidence: for every relevant criterion quote one to three of the learner\'s own lines that earned the score, good or bad. Copy each quote word for word from a line marked LEARNER, with that line\'s message id. Never quote or paraphrase the character, and never invent a line.',
  'Relevance: mark a criterion not relevant (relevant false, level null, score null, no evidence) only when the conversation never touched it. A criterion the conversation called for but the learner handled badly or skipped is relevant, with a low level.',
  'Judge concrete behaviours, each against the level descriptions: greeting by name and setting an agenda; open questions (what, how, why, walk me through) rather than closed yes-or-no ones; acknowledging feelings; summarising what the character said and checking it; answering an objection with evidence or an option; a concrete offer; a next step with an owner and a date; specific examples and figures about the work.',
  'Praise only a line that shows the behaviour. A line that shows its opposite (pressure such as "So are you buying or not?" or "You\'d be crazy not to buy it", a closed yes-or-no push, dismissing or insulting, a bare "Hi.", a remark about oneself such as "I\'ve only been your manager for two weeks") is cited as the thing to improve, never as an example of doing well. Never advise greeting the character by name if the learner already used their name. A criterion whose best line is still weak gets a low level; say so plainly.',
  'Feedback speaks to the learner as "you": what they did for this criterion (refer to their words), then one concrete thing to do next time. No two criteria get the same feedback or the same better line.',
  'The better line is one sentence the learner could have said in this conversation, in their own voice, that would reach the best level: written for this character and this situation (use the brief below: an objection left unresolved, a hidden fact not uncovered, the agreement not reached), never a template from another kind of conversation.',
  'Judge only what is in the transcript. Do not add up weights or decide pass or fail: that is done in code.',
  'Answer with the JSON object only, one entry per criterion in the rubric\'s order, with the criterion names exactly as written.',
].join('\n');

/** What the character knew and wanted, so the grader can tell what the learner drew out and write lines for this scenario. */
function describeBrief(brief: CharacterBrief): string {
  const hidden = brief.hiddenFacts.slice(0, MAX_BRIEF_ITEMS).map((fact) => `- ${fact.topic} (only to ${fact.unlock === 'empathy' ? 'empathy first' : 'an open question'}): ${fact.answer}`);
  const objections = brief.objections.slice(0, MAX_BRIEF_ITEMS).map((objection) => `- "${objection.objection}" Resolved by: ${objection.resolvedBy}.`);
  return [
    `Character brief (what only the character knew): ${brief.identity.name}, ${brief.identity.occupation}${brief.identity.organisation ? `, ${brief.identity.organisation}` : ''}; ${brief.identity.personality}.`,
    hidden.length > 0 ? `Hidden facts:\n${hidden.join('\n')}` : '',
    objections.length > 0 ? `Objections:\n${objections.join('\n')}` : '',
    `Outcome: the character agrees to ${brief.outcome.agreement} when the learner ${brief.outcome.condition}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The rubric, the scenario and the numbered transcript a model grades, with the rules in the system prompt. */
export function buildGradingPrompt(input: GradingInput): { system: string; prompt: string } {
  const characterName = input.scenario.characterName.trim() || 'The character';
  const criteria = input.rubric.criteria.map((criterion, index) => {
    const bands = levelBands(criterion.levels.map((level) => level.name));
    const levels = criterion.levels.map((level, levelIndex) => {
      const band = bands[levelIndex];
      return `  - ${level.name} (${band?.min ?? 0}-${band?.max ?? 100}): ${level.description}`;
    });
    return [`${index + 1}. ${criterion.name} (weight ${criterion.weight}%)`, 'Levels, best first:', ...levels].join('\n');
  });
  const glossary = input.glossary.slice(0, MAX_GLOSSARY_TERMS).map((entry) => `- ${entry.term}: ${entry.definition}`);
  const transcript = input.messages.map((message) =>
    message.role === 'learner' ? `[${message.id}] LEARNER: ${message.content}` : `[${message.id}] ${characterName} (character): ${message.content}`,
  );
  const prompt = [
    `Scenario: ${input.scenario.name}`,
    input.brief ? describeBrief(input.brief) : '',
    input.scenario.overview ? `Situation: ${input.scenario.overview}` : '',
    `Character: ${characterName}. Mode: ${input.mode}. ${languageLine(input)}`,
    `Rubric: ${input.rubric.title}\n${criteria.join('\n\n')}`,
    glossary.length > 0 ? `Glossary terms the learner may use:\n${glossary.join('\n')}` : '',
    `Transcript (message id in square brackets; grade only the LEARNER lines):\n${transcript.join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system: SYSTEM, prompt };
}

/** English and Indonesian as the grader is told to write them. */
const FEEDBACK_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { en: 'English', id: 'Indonesian (Bahasa Indonesia)' };

/**
 * The session's language, and which language the report is written in: the session's, or the learner's interface
 * language when they chose another one (the better lines stay in the session's, as they are said to the character).
 */
function languageLine(input: GradingInput): string {
  const session = SESSION_LANGUAGE_LABELS[input.language];
  const feedback = input.feedbackLanguage ? FEEDBACK_LANGUAGE_NAMES[input.feedbackLanguage] : null;
  if (!feedback || INTERFACE_LOCALES[input.feedbackLanguage!] === input.language) return `Language: ${session} (write the feedback and the better lines in this language).`;
  return `Language: ${session} (write the better lines in this language). Write the summary and the feedback in ${feedback}, the learner's own language, quoting the learner's words exactly as they said them.`;
}
