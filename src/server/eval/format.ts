// How `npm run eval` prints its figures: one table row per scenario, the details that need a person's eye (what was
// repeated, leaked or missed), generation per set, and the total block.
import type { EvalResult, EvalTotals } from './evaluate.ts';
import type { SetFigures } from './generation.ts';
import type { ScenarioFigures } from './play-scenario.ts';

const COLUMNS = ['Scenario', 'Brief', 'Answered', 'Glossary', 'Repeats', '8-word', 'Leaks', 'Strong', 'Pushy', 'Lead', 'Feedback'] as const;
const NAME_WIDTH = 38;
const DETAIL_LIMIT = 3;

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

function ratio(part: number, whole: number): string {
  return whole === 0 ? '-' : `${part}/${whole}`;
}

function outcome(reached: boolean, turns: number): string {
  return `${reached ? 'reached' : 'not'} (${turns})`;
}

function cut(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
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

/** Rows as aligned text columns. */
export function table(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}

function listed(label: string, items: readonly string[]): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, DETAIL_LIMIT).map((item) => `"${cut(item, 90)}"`);
  const more = items.length > DETAIL_LIMIT ? ` and ${items.length - DETAIL_LIMIT} more` : '';
  return [`    ${label}: ${shown.join('; ')}${more}`];
}

function details(entry: ScenarioFigures): string[] {
  const lines = [
    ...listed('missed facts', entry.questions.missed),
    ...listed('repeated', entry.repeatedSentences),
    ...listed('shared runs', entry.sharedRuns),
    ...listed('leaked', entry.leaks),
    ...listed('praised counter-examples', entry.praisedCounterExamples),
  ];
  return lines.length === 0 ? [] : [`  ${entry.name}`, ...lines];
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
    ...(generation
      ? ['', 'Generation', ...generationLines('Personas', generation.personas), ...generationLines('Rubrics', generation.rubrics), ...generationLines('Scenarios', generation.scenarios)]
      : []),
    '',
    ...totalLines(result.totals),
  ].join('\n');
}
