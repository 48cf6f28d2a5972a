// How `npm run eval` prints its figures: one table row per scenario, the details that need a person's eye (what was
// repeated, leaked or missed), the natural set's table and its misses, generation per set, and the total block; and,
// on request, the natural set's transcripts.
import type { EvalResult, EvalTotals } from './evaluate.ts';
import type { SetFigures } from './generation.ts';
import type { ScenarioFigures } from './play-scenario.ts';
import type { NaturalConversationResult, NaturalFigures, NaturalTotals } from './play-natural.ts';
import { NATURAL_ACT_KINDS } from './natural-cases.ts';
import { cut, percent, quotedList, ratio, table } from './figure-text.ts';

const COLUMNS = ['Scenario', 'Brief', 'Answered', 'Glossary', 'Repeats', '8-word', 'Leaks', 'Strong', 'Pushy', 'Lead', 'Feedback'] as const;
const NAME_WIDTH = 38;
const DETAIL_LIMIT = 3;

function outcome(reached: boolean, turns: number): string {
  return `${reached ? 'reached' : 'not'} (${turns})`;
}

function row(entry: ScenarioFigures): string[] {
  return [
    cut(entry.name, NAME_WIDTH),
    entry.briefSource,
    ratio(entry.questions.answered, entry.questions.asked),
    ratio(entry.glossary.answered, entry.glossary.asked),
    String(entry.repeatedSentences.length),
    String(entry.sharedRuns.length),
    String(entry.leaks.length),
    outcome(entry.strong.outcomeReached, entry.strong.turns),
    outcome(entry.pushy.outcomeReached, entry.pushy.turns),
    entry.gradingLead === null ? '-' : String(entry.gradingLead),
    entry.praisedCounterExamples.length === 0 ? 'consistent' : `${entry.praisedCounterExamples.length} praised`,
  ];
}

function listed(label: string, items: readonly string[]): string[] {
  return quotedList(label, items, DETAIL_LIMIT, 90);
}

function details(entry: ScenarioFigures): string[] {
  const lines = [
    ...listed('missed facts', entry.questions.missed),
    ...listed('repeated', entry.repeatedSentences),
    ...listed('shared runs', entry.sharedRuns),
    ...listed('leaked', entry.leaks),
    ...listed('praised counter-examples', entry.praisedCounterExamples),
    ...listed('leaked (created check)', entry.createdChecks?.leaks ?? []),
    ...listed('false memory', entry.createdChecks?.falseMemories ?? []),
    ...listed("don't know", entry.createdChecks?.dontKnows ?? []),
    ...listed('broken "Try saying"', entry.createdChecks?.trySaying.broken ?? []),
    ...listed('uncovered cites another line', entry.createdChecks?.uncovered?.wrong ?? []),
  ];
  return lines.length === 0 ? [] : [`  ${entry.name}`, ...lines];
}

const NATURAL_COLUMNS = ['Scenario', 'Questions', 'Unknowns honest', 'Acts', 'Topic labels', 'Repeats', 'Leaks', 'Strong', 'Poor'] as const;

function naturalRow(name: string, natural: NaturalFigures): string[] {
  return [
    cut(name, NAME_WIDTH),
    ratio(natural.questions.answered, natural.questions.asked),
    ratio(natural.unknown.honest, natural.unknown.asked),
    ratio(natural.acts.answered, natural.acts.asked),
    String(natural.topicLabels.length),
    String(natural.repeatedSentences.length),
    String(natural.leaks.length),
    outcome(natural.strong.outcomeReached, natural.strong.turns),
    outcome(natural.poor.outcomeReached, natural.poor.turns),
  ];
}

function naturalDetails(name: string, natural: NaturalFigures): string[] {
  const lines = [
    ...listed('missed questions', natural.questions.results.filter((entry) => !entry.isAnswered).map((entry) => `${entry.line} → ${entry.reply}`)),
    ...listed('invented', natural.unknown.results.filter((entry) => entry.invented.length > 0).map((entry) => `${entry.invented.join(', ')} in: ${entry.reply}`)),
    ...listed('acts missed', natural.acts.results.filter((entry) => entry.faults.length > 0).map((entry) => `${entry.kind}: ${entry.reply}`)),
    ...listed('topic labels', natural.topicLabels),
    ...listed('repeated', natural.repeatedSentences),
    ...listed('leaked', natural.leaks),
  ];
  return lines.length === 0 ? [] : [`  ${name}`, ...lines];
}

function naturalLines(scenarios: readonly ScenarioFigures[]): string[] {
  const withSet = scenarios.flatMap((entry) => (entry.natural ? [{ name: entry.name, natural: entry.natural }] : []));
  if (withSet.length === 0) return [];
  const details = withSet.flatMap((entry) => naturalDetails(entry.name, entry.natural));
  return [
    '',
    'Natural set (held out: lines as people say them, not built from the brief\'s keywords)',
    ...table(NATURAL_COLUMNS, withSet.map((entry) => naturalRow(entry.name, entry.natural))),
    ...(details.length > 0 ? ['', 'Natural set details', ...details] : []),
  ];
}

function naturalTotalLines(natural: NaturalTotals): string[] {
  if (natural.scenarios === 0) return [];
  const byKind = NATURAL_ACT_KINDS.map((kind) => `${kind} ${ratio(natural.actsByKind[kind].answered, natural.actsByKind[kind].asked)}`).join(', ');
  return [
    `  Natural questions            ${ratio(natural.questionsAnswered, natural.questionsAsked)} (${percent(natural.questionsAsked === 0 ? 1 : natural.questionsAnswered / natural.questionsAsked)}) answered from the brief`,
    `  Natural unknowns             ${ratio(natural.unknownHonest, natural.unknownAsked)} answered without an invented detail (${natural.unknownDontKnow} of them by saying so)`,
    `  Natural acts                 ${ratio(natural.actsAnswered, natural.actsAsked)} (${percent(natural.actsAsked === 0 ? 1 : natural.actsAnswered / natural.actsAsked)}): ${byKind}`,
    `  Topic labels                 ${natural.topicLabels} said as prose`,
    `  Natural strong/poor outcome  strong ${natural.strongReached}/${natural.scenarios} reached, poor ${natural.poorReached}/${natural.scenarios} reached`,
    `  Natural repeats and leaks    ${natural.repeatedSentences} repeated, ${natural.leaks} leaked`,
  ];
}

function generationLines(name: string, set: SetFigures): string[] {
  const missed = set.cases.filter((entry) => entry.missing.length > 0);
  return [
    `  ${name.padEnd(10)} ${ratio(set.kept, set.facts)} facts kept in ${set.cases.length} prompts`,
    ...missed.flatMap((entry) => listed(entry.name, entry.missing)),
  ];
}

function totalLines(totals: EvalTotals): string[] {
  const lead = totals.meanGradingLead === null ? 'not graded' : `${totals.meanGradingLead} points on average`;
  return [
    'Total',
    `  Brief questions answered     ${ratio(totals.questionsAnswered, totals.questionsAsked)} (${percent(totals.questionsAnsweredShare)})`,
    `  Glossary questions answered  ${ratio(totals.glossaryAnswered, totals.glossaryAsked)}`,
    `  Repeated sentences           ${totals.repeatedSentences}`,
    `  Shared 8-word runs           ${totals.sharedRuns}`,
    `  Leaks and narration          ${totals.leaks}`,
    `  Outcome reached, strong      ${totals.strongReached}/${totals.scenarios}`,
    `  Outcome reached, pushy       ${totals.pushyReached}/${totals.scenarios}`,
    `  Grading: strong minus pushy  ${lead}`,
    `  Feedback consistency         ${percent(totals.feedbackConsistency)}`,
    `  Generation facts kept        ${ratio(totals.factsKept, totals.factsGiven)} (${percent(totals.factsKeptShare)})`,
    ...naturalTotalLines(totals.natural),
  ];
}

/** The whole printout. */
export function formatResult(result: EvalResult): string {
  const detailLines = result.scenarios.flatMap(details);
  const generation = result.generation;
  return [
    `Evaluation on the ${result.engine}`,
    '',
    ...table(COLUMNS, result.scenarios.map(row)),
    ...(detailLines.length > 0 ? ['', 'Details', ...detailLines] : []),
    ...naturalLines(result.scenarios),
    ...(generation
      ? ['', 'Generation', ...generationLines('Personas', generation.personas), ...generationLines('Rubrics', generation.rubrics), ...generationLines('Scenarios', generation.scenarios)]
      : []),
    '',
    ...totalLines(result.totals),
  ].join('\n');
}

function conversationTranscript(title: string, conversation: NaturalConversationResult): string[] {
  const said = conversation.messages.map((message) => `    ${message.role === 'learner' ? 'ME:  ' : 'THEM:'} ${message.content}`);
  return [`  ${title} (${conversation.outcomeReached ? 'outcome reached' : 'outcome not reached'}, ${conversation.turns} turns)`, ...said];
}

function scenarioTranscript(name: string, natural: NaturalFigures): string[] {
  const exchange = (mark: string, line: string, reply: string, note: string) => [`    ${mark} ME:   ${line}`, `         THEM: ${reply || '(no reply)'}${note ? `  [${note}]` : ''}`];
  return [
    name,
    '  Questions (each in a new session, after the opening line)',
    ...natural.questions.results.flatMap((entry) => exchange(entry.isAnswered ? '✓' : '✗', entry.line, entry.reply, entry.isAnswered ? '' : `expected: ${entry.topic}`)),
    '  Questions the brief cannot answer',
    ...natural.unknown.results.flatMap((entry) => exchange(entry.invented.length === 0 ? '✓' : '✗', entry.line, entry.reply, entry.invented.length === 0 ? '' : `invented: ${entry.invented.join(', ')}`)),
    '  Conversational acts',
    ...natural.acts.results.flatMap((entry) => exchange(entry.faults.length === 0 ? '✓' : '✗', `(${entry.kind}) ${entry.line}`, entry.reply, entry.faults.join('; '))),
    ...conversationTranscript('Strong conversation', natural.strong),
    ...conversationTranscript('Poor conversation', natural.poor),
    '',
  ];
}

/** Every natural exchange and conversation as it was said, for a person to read (`npm run eval -- --transcripts`). */
export function formatTranscripts(result: EvalResult): string {
  const withSet = result.scenarios.flatMap((entry) => (entry.natural ? [scenarioTranscript(entry.name, entry.natural)] : []));
  return ['Natural set transcripts', '', ...withSet.flat()].join('\n');
}
