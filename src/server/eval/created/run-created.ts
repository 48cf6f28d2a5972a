// `npx tsx src/server/eval/created/run-created.ts [--details] [--walk-only] [case id …]`: the created-scenario set alone,
// on a throwaway app with the configured AI engine. It prints both halves' figures and each walk half's beside them
// (with --walk-only, the walk halves alone), and the stock sentences characters share across the walk halves pooled
// (and the tuning half with them); with --details it also prints, for the tuning and walk halves only (never the test
// half or a held-out walk half), each case's faults and its three conversations with their reports, to find causes from. The test half is only ever counted: its replies are never printed, so the engine
// cannot be tuned on it.
import { readCommandConfig, runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { capitalize } from '../../../shared/text.ts';
import { signUp } from '../eval-client.ts';
import { createdSetScenarioAllowance, SESSIONS_PER_SCENARIO, withEvalApp } from '../evaluate.ts';
import { formatCreated, formatCreatedWalk } from './created-figures.ts';
import { formatFactsByKind } from './question-kind.ts';
import type { CreatedCase } from './created-case.ts';
import { stockSentences } from './checks.ts';
import { createdTotals, measureCreatedCase, playCreated, runCreatedSet, type CreatedCaseFigures, type CreatedSetResult, type PlayedCase, type PlayedConversation } from './play-created.ts';
import { CREATED_TEST_CASES } from './test-set.ts';
import { CREATED_TUNING_CASES } from './tuning-set.ts';
import { CREATED_WALK_HALVES } from './walk-halves.ts';

function conversationText(title: string, conversation: PlayedConversation | null): string[] {
  if (!conversation) return [`  ${title}: not played`];
  const lines = [`  ${title}:`, ...conversation.messages.map((message) => `    ${message.role === 'learner' ? 'L' : 'C'}: ${message.content}`)];
  const report = conversation.report;
  if (!report) return [...lines, '    (no report)'];
  return [
    ...lines,
    `    report ${report.overall_score}: ${report.summary}`,
    ...report.criteria.map((criterion) => `    - ${criterion.name} ${criterion.score}: ${criterion.feedback}${criterion.better_line ? ` | Try saying: ${criterion.better_line}` : ''}`),
    ...(report.uncovered?.facts ?? []).map((item) => `    uncovered ${item.topic}: "${item.line.quote}"`),
  ];
}

function stockText(title: string, sentences: readonly string[]): string {
  return [`${capitalize(title)}: ${sentences.length}`, ...sentences.map((sentence) => `  ${sentence}`)].join('\n');
}

function faultsText(figures: CreatedCaseFigures): string[] {
  const list = (title: string, items: readonly string[]) => (items.length === 0 ? [] : [`  ${title}:`, ...items.map((item) => `    ${item}`)]);
  return [
    ...list('facts missed', figures.facts.filter((fact) => !fact.isAnswered).map((fact) => `${fact.line} → ${fact.reply}`)),
    ...list('leaks', figures.leaks),
    ...(figures.nameJob.isAsStated ? [] : [`  name/job: ${figures.nameJob.said}`]),
    ...list('false memories', figures.falseMemories),
    ...list("don't knows", figures.dontKnows),
    ...list('repeated', figures.repeatedSentences),
    ...(figures.offTopic && figures.offTopic.faults.length > 0 ? [`  off-topic: ${figures.offTopic.faults.join('; ')} — ${figures.offTopic.reply}`] : []),
    ...list('praised counter-examples', figures.praisedCounterExamples),
    ...list('criticised shown behaviour', figures.criticisedShownBehaviour),
    ...list('praised what it did not show', figures.praisedUnshownBehaviour),
    ...list('uncovered citing the wrong line', figures.uncovered.wrong),
    ...list('broken Try saying', figures.trySaying.broken),
  ];
}

function detailsOf(played: PlayedCase, figures: CreatedCaseFigures): string {
  return [
    `=== ${figures.id} (${figures.field}, ${figures.mode})${figures.failedReason ? ` FAILED: ${figures.failedReason}` : ''}`,
    ...faultsText(figures),
    ...conversationText('own', played.own),
    ...conversationText('strong', played.strong),
    ...conversationText('weak', played.weak),
  ].join('\n');
}

export const runCreatedEvalCommand: OperatorCommand = async (args, output, env) => {
  const config = readCommandConfig(output, env);
  if (!config) return 1;
  const details = args.includes('--details');
  const walkOnly = args.includes('--walk-only');
  const ids = args.filter((arg) => !arg.startsWith('--'));
  const tuningCases = walkOnly ? [] : ids.length === 0 ? CREATED_TUNING_CASES : CREATED_TUNING_CASES.filter((testCase) => ids.includes(testCase.id));
  const chosen = (cases: readonly CreatedCase[]) => (ids.length === 0 ? cases : cases.filter((testCase) => ids.includes(testCase.id)));
  const walkHalves = CREATED_WALK_HALVES.map((half) => ({ ...half, cases: chosen(half.cases) }));
  // The walk halves' three sessions a case are credited on top of the two halves'.
  const walkSessions = 3 * CREATED_WALK_HALVES.reduce((count, half) => count + half.cases.length, 0);
  return withEvalApp(config, createdSetScenarioAllowance() + Math.ceil(walkSessions / SESSIONS_PER_SCENARIO), async (evalApp) => {
    const client = await signUp(evalApp.app, 'Eval Creator');
    // The tuning and walk halves one case at a time, so --details prints each case as it is played.
    const playedInTurn = async (cases: readonly CreatedCase[], heldOut = false) => {
      const measured: CreatedCaseFigures[] = [];
      for (const [index, testCase] of cases.entries()) {
        // A held-out half names no case, as the test half does not: its progress is a count.
        output.error(heldOut ? `Creating and playing a held-out case (${index + 1} of ${cases.length})…` : `Creating and playing ${testCase.id}…`);
        const played = await playCreated(client, evalApp.database.db, testCase);
        const figures = measureCreatedCase(played);
        measured.push(figures);
        if (details && !heldOut) output.log(detailsOf(played, figures));
      }
      return { half: 'tuning' as const, cases: measured, totals: createdTotals(measured, cases) };
    };
    const tuning = await playedInTurn(tuningCases);
    const walks: { title: string; heldOut: boolean; result: CreatedSetResult }[] = [];
    for (const half of walkHalves) walks.push({ title: half.title, heldOut: half.heldOut ?? false, result: await playedInTurn(half.cases, half.heldOut) });
    const test = ids.length > 0 || walkOnly ? null : await runCreatedSet(client, evalApp.database.db, 'test', CREATED_TEST_CASES);
    if (!walkOnly) output.log(formatCreated(tuning, test ?? { half: 'test', cases: [], totals: createdTotals([], []) }, null));
    for (const { title, heldOut, result } of walks) if (result.cases.length > 0) output.log(`\n${formatCreatedWalk(result, title, { heldOut })}`);
    // Two characters of different walk halves (or of a walk half and the tuning half) may share a stock sentence that
    // neither half shows alone: the halves are pooled to find the lines that any character could say.
    // A held-out half's sentences are never printed, so it is left out of the pool.
    const walkFigures = walks.filter(({ heldOut }) => !heldOut).flatMap(({ result }) => result.cases);
    if (walkFigures.length > 0) {
      const pooled = (cases: readonly CreatedCaseFigures[]) => stockSentences(cases.map((entry) => entry.characterLines));
      output.log(`\n${stockText('stock sentences shared across characters of all walk halves together', pooled(walkFigures))}`);
      if (tuning.cases.length > 0) output.log(stockText('stock sentences shared across characters of the tuning and walk halves together', pooled([...tuning.cases, ...walkFigures])));
    }
    const halves = [
      { title: 'tuning', result: tuning },
      ...(test ? [{ title: 'test', result: test }] : []),
      ...walks.map(({ title, result }) => ({ title: title.replace('created ', ''), result })),
    ].filter((half) => half.result.cases.length > 0);
    output.log(`\n${formatFactsByKind(halves).join('\n')}`);
    // Counted for every half, listed only in the readable ones' details (faultsText).
    output.log(`\nReport praise citing a strong line that shows none of what its criterion asks: ${halves.map(({ title, result }) => `${title} ${result.totals.praisedUnshownBehaviour}`).join(', ')}`);
    return 0;
  });
};

runWhenMain(import.meta.url, runCreatedEvalCommand);
