// Hand-written briefs and transcripts for the grader's tests: a sales call with a sceptical hospital buyer and a
// leadership one-to-one, each played well and badly. Written by hand so the tests do not hang on any engine's wording.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { orderLevelEntries, orderLevelNames } from '../../../../shared/contracts/rubric-rules.ts';
import type { GradingInput, GradingMessage } from '../../contracts/grade-conversation.ts';
import { SAMPLE_RUBRICS } from '../../tasks/generate-rubric/sample-rubrics.ts';
import { generateOfflineRubric } from '../rubric/generate-rubric.ts';
import { quickRubricIdFor } from '../../../features/scenarios/quick-rubric.ts';
import { converse } from '../character/conversation.test-helpers.ts';
import type { ScenarioCaseInput } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { findUncovered, type TranscriptLine } from './uncovered.ts';

/** A criterion's four levels, best first. */
export const LEVELS = (best: string, good: string, developing: string, poor: string) => [
  { name: 'Excellent', description: best },
  { name: 'Good', description: good },
  { name: 'Developing', description: developing },
  { name: 'Needs Improvement', description: poor },
];

/** The four levels of a criterion written out only at its best: below it, how much of that the learner does. */
export const levelsBelowBest = (best: string) => LEVELS(best, 'Mostly does this.', 'Does this in part.', 'Does not do this.');

export const SALES_BRIEF: CharacterBrief = {
  identity: {
    name: 'Sarah Whitfield',
    age: '48',
    gender: 'female',
    occupation: 'Procurement manager',
    organisation: 'St Anne’s Hospital',
    location: 'Leeds',
    language: 'English',
    personality: 'sceptical, precise',
    tone: 'guarded',
    speakingStyle: 'short sentences',
  },
  situation: 'Sarah is reviewing rostering software after a failed rollout two years ago.',
  facts: [
    { topic: 'agency spend', keywords: ['agency', 'spend', 'cost'], answer: 'We spend about £40,000 a month on agency nurses.' },
    { topic: 'the wards', keywords: ['wards', 'rota', 'roster'], answer: 'Twelve wards still build their rotas on spreadsheets.' },
    { topic: 'the timeline', keywords: ['timeline', 'when', 'deadline'], answer: 'The board decides on the budget in March.' },
  ],
  hiddenFacts: [
    { topic: 'the previous rollout', keywords: ['previous', 'last project', 'rollout', 'before'], answer: 'The last rollout failed because nobody trained the ward managers.', unlock: 'open_question' },
    { topic: 'the pressure on you', keywords: ['you personally', 'your role', 'pressure'], answer: 'My director holds me responsible if this goes wrong again.', unlock: 'empathy' },
  ],
  objections: [
    {
      objection: 'I have been burned by a supplier who promised the earth.',
      keywords: ['promise', 'supplier'],
      resolvedBy: 'references from a similar hospital',
      resolveKeywords: ['reference', 'references', 'similar hospital'],
      resolvedLine: 'A reference call with a similar hospital would help.',
    },
    {
      objection: 'I cannot commit the whole budget to something unproven.',
      keywords: ['budget', 'price', 'cost'],
      resolvedBy: 'a phased pilot on two wards',
      resolveKeywords: ['pilot', 'phased', 'two wards'],
      resolvedLine: 'A pilot on two wards is something I could defend.',
    },
  ],
  outcome: {
    agreement: 'a pilot meeting on Tuesday',
    condition: 'offers references and a phased pilot',
    requires: [
      { label: 'Offers references', keywords: ['reference', 'references'] },
      { label: 'Proposes a pilot', keywords: ['pilot'] },
    ],
    agreementLine: 'All right, let us meet on Tuesday to plan the pilot.',
    walkAwayWhen: 'pushed or insulted twice',
    walkAwayLine: 'I think we are done here.',
  },
  openingLine: 'Hello, I have twenty minutes. What is this about?',
};

/** The sales brief made another character's: who they are, their situation and only these facts. */
export function salesBriefAs(identity: Partial<CharacterBrief['identity']>, situation: string, facts: CharacterBrief['facts']): CharacterBrief {
  return { ...SALES_BRIEF, identity: { ...SALES_BRIEF.identity, organisation: '', ...identity }, situation, facts, hiddenFacts: [] };
}

export const SALES_RUBRIC: GradingInput['rubric'] = {
  title: 'Sales: Discovery Call',
  criteria: [
    { name: 'Rapport & agenda setting', weight: 15, levels: LEVELS('Consistently builds rapport quickly and agrees a clear agenda and time frame for the call.', 'Builds rapport and states an agenda.', 'Greets politely but sets no agenda.', 'Launches straight into a pitch.') },
    { name: 'Open-ended questioning', weight: 25, levels: LEVELS('Consistently asks open questions that uncover needs.', 'Asks some open questions.', 'Mostly closed questions.', 'Asks few or no questions.') },
    { name: 'Active listening', weight: 20, levels: LEVELS('Summarises what the prospect said and checks understanding.', 'Sometimes plays back what was said.', 'Rarely acknowledges what was said.', 'Talks over the prospect.') },
    { name: 'Uncovering pain & impact', weight: 25, levels: LEVELS('Uncovers the cost and impact of the problem with probing questions.', 'Uncovers some impact.', 'Touches on pain without impact.', 'Never explores pain.') },
    { name: 'Next steps', weight: 15, levels: LEVELS('Agrees a specific next step with a date.', 'Proposes a next step.', 'Vague next step.', 'No next step.') },
  ],
};

/** A customer's brief holding only these facts, for the tests of what a question draws ("What you uncovered"). */
export function customerBrief(name: string, facts: CharacterBrief['facts'], openingLine = 'Hello.'): CharacterBrief {
  return {
    identity: { name, age: '', gender: '', occupation: 'Customer', organisation: '', location: '', language: 'English', personality: 'plain', tone: 'plain', speakingStyle: 'plain words' },
    situation: '',
    facts,
    hiddenFacts: [],
    objections: [],
    outcome: { agreement: 'a fix', condition: 'every concern answered', requires: [], agreementLine: 'Fine, go ahead.', walkAwayWhen: 'pushed', walkAwayLine: 'I am going.' },
    openingLine,
  };
}

export type Line = readonly ['learner' | 'character', string];

/** What "What you uncovered" finds when the learner asks one question after the character's hello, and hears this reply. */
export function uncoveredByOneQuestion(brief: CharacterBrief, question: string, reply: string, prefix = 'm') {
  return findUncovered(brief, transcriptLines([['character', 'Hello.'], ['learner', question], ['character', reply]], prefix));
}

/** A conversation's lines with their ids: `prefix` and the line's number, counted from `first`. */
export function transcriptLines(entries: readonly Line[], prefix = 'm', first = 1): TranscriptLine[] {
  return entries.map(([role, content], index) => ({ id: `${prefix}${index + first}`, role, content }));
}

/** A text conversation to grade: by default the sales call with Sarah Whitfield, on the sales rubric. */
export function buildInput(
  lines: readonly Line[],
  options: { brief?: CharacterBrief | null; rubric?: GradingInput['rubric']; characterName?: string; scenario?: GradingInput['scenario'] } = {},
): GradingInput {
  const messages: GradingMessage[] = transcriptLines(lines);
  return {
    scenario: options.scenario ?? { name: 'Pitching to a sceptical hospital buyer', overview: 'A rostering software call.', characterName: options.characterName ?? 'Sarah Whitfield' },
    language: 'en-US',
    mode: 'text',
    rubric: options.rubric ?? SALES_RUBRIC,
    glossary: [],
    brief: options.brief === undefined ? SALES_BRIEF : options.brief,
    messages,
  };
}

export const STRONG_SALES: readonly Line[] = [
  ['character', 'Hello, I have twenty minutes. What is this about?'],
  ['learner', "Hi Sarah, thanks for making time. In the next 20 minutes I'd like to understand your rostering, and agree whether a next step makes sense. Does that work for you?"],
  ['character', 'Fine. Go on.'],
  ['learner', 'How do the wards build their rotas today?'],
  ['character', 'Twelve wards still build their rotas on spreadsheets.'],
  ['learner', 'What does agency cover cost you each month?'],
  ['character', 'We spend about £40,000 a month on agency nurses. And I have been burned by a supplier who promised the earth.'],
  ['learner', "That's a fair concern. What happened with the previous rollout?"],
  ['character', 'The last rollout failed because nobody trained the ward managers.'],
  ['learner', "So what I'm hearing is that the spreadsheets cost you agency spend and the last rollout left you wary. Is that right?"],
  ['character', 'Yes. I cannot commit the whole budget to something unproven.'],
  ['learner', 'I can set up a reference call with a similar hospital, and we could start with a phased pilot on two wards.'],
  ['character', 'All right, let us meet on Tuesday to plan the pilot.'],
  ['learner', "Great, I'll send the invitation today for Tuesday at 10. Does that work for you?"],
];

export const WEAK_SALES: readonly Line[] = [
  ['character', 'Hello, I have twenty minutes. What is this about?'],
  ['learner', 'Hi.'],
  ['character', 'Yes?'],
  ['learner', 'Our software is the best rostering product on the market.'],
  ['character', 'I have been burned by a supplier who promised the earth.'],
  ['learner', 'So are you buying or not?'],
  ['character', 'Not like this.'],
  ['learner', "You'll be crazy not to buy it."],
  ['character', 'I think we are done here.'],
];

/** A sample rubric (by its name or id) as the built-in rubric engine writes it and a grading input carries it. */
export function sampleGradingRubric(nameOrId: string): GradingInput['rubric'] {
  const sample = SAMPLE_RUBRICS.find((rubric) => rubric.name === nameOrId || rubric.id === nameOrId)!;
  const rubric = generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [] });
  const order = orderLevelNames(rubric.performance_levels_summary);
  return {
    title: rubric.rubric_title,
    criteria: rubric.criteria.map((criterion) => ({
      name: criterion.criterion_name,
      weight: criterion.weight,
      levels: orderLevelEntries(criterion.performance_levels, order).map(([name, description]) => ({ name, description })),
    })),
  };
}

/**
 * A scenario made through Quick creation, its character's brief, and the grading input of a conversation with it:
 * the rubric Quick creation would choose, the learner's lines said to the character in turn.
 */
export function createdGradingInput(request: ScenarioCaseInput, lines: readonly string[]): { brief: CharacterBrief; input: GradingInput } {
  const generated = generateScenarioOffline(request);
  const brief = generated.brief!.character;
  const { messages } = converse(brief, lines);
  const rubricId = quickRubricIdFor(generated.categories, [request.title, request.aiRole, request.myRole, request.description].join(' '));
  const input: GradingInput = {
    scenario: { name: request.title, overview: generated.description.scenarioDetails.Overview ?? '', characterName: brief.identity.name },
    language: 'en-US',
    mode: 'text',
    rubric: sampleGradingRubric(rubricId),
    glossary: [],
    brief,
    messages: messages.map((message, index) => ({ id: `m${index + 1}`, role: message.role as 'learner' | 'character', content: message.content })),
  };
  return { brief, input };
}
