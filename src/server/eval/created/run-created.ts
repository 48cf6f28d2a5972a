// `npx tsx src/server/eval/created/run-created.ts [--details] [--walk-only] [case id …]`: the created-scenario set alone,
// on a throwaway app with the configured AI engine. It prints both halves' figures and each walk half's beside them
// (with --walk-only, the walk halves alone); with --details it also prints, for the tuning and walk halves only, each case's faults and its three conversations with
// their reports, to find causes from. The test half is only ever counted: its replies are never printed, so the engine
// cannot be tuned on it.
import { readCommandConfig, runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { signUp } from '../eval-client.ts';
import { createdSetScenarioAllowance, SESSIONS_PER_SCENARIO, withEvalApp } from '../evaluate.ts';
import { formatCreated, formatCreatedWalk } from './created-figures.ts';
import { formatFactsByKind } from './question-kind.ts';
import type { CreatedCase } from './created-case.ts';
import { createdTotals, measureCreatedCase, playCreated, runCreatedSet, type CreatedCaseFigures, type PlayedCase, type PlayedConversation } from './play-created.ts';
import { CREATED_TEST_CASES } from './test-set.ts';
import { CREATED_TUNING_CASES } from './tuning-set.ts';
import { CREATED_SECOND_WALK_CASES } from './second-walk-set.ts';
import { CREATED_THIRD_WALK_CASES } from './third-walk-set.ts';
import { CREATED_FOURTH_WALK_CASES } from './fourth-walk-set.ts';
import { CREATED_WALK_CASES } from './walk-set.ts';

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
  const walkCases = chosen(CREATED_WALK_CASES);
  const secondWalkCases = chosen(CREATED_SECOND_WALK_CASES);
  const thirdWalkCases = chosen(CREATED_THIRD_WALK_CASES);
  const fourthWalkCases = chosen(CREATED_FOURTH_WALK_CASES);
  // The walk halves' three sessions a case are credited on top of the two halves'.
  const walkSessions = 3 * (CREATED_WALK_CASES.length + CREATED_SECOND_WALK_CASES.length + CREATED_THIRD_WALK_CASES.length + CREATED_FOURTH_WALK_CASES.length);
  return withEvalApp(config, createdSetScenarioAllowance() + Math.ceil(walkSessions / SESSIONS_PER_SCENARIO), async (evalApp) => {
    const client = await signUp(evalApp.app, 'Eval Creator');
    // The tuning and walk halves one case at a time, so --details prints each case as it is played.
    const playedInTurn = async (cases: readonly CreatedCase[]) => {
      const measured: CreatedCaseFigures[] = [];
      for (const testCase of cases) {
        output.error(`Creating and playing ${testCase.id}…`);
        const played = await playCreated(client, evalApp.database.db, testCase);
        const figures = measureCreatedCase(played);
        measured.push(figures);
        if (details) output.log(detailsOf(played, figures));
      }
      return { half: 'tuning' as const, cases: measured, totals: createdTotals(measured, cases) };
    };
    const tuning = await playedInTurn(tuningCases);
    const walk = await playedInTurn(walkCases);
    const secondWalk = await playedInTurn(secondWalkCases);
    const thirdWalk = await playedInTurn(thirdWalkCases);
    const fourthWalk = await playedInTurn(fourthWalkCases);
    const test = ids.length > 0 || walkOnly ? null : await runCreatedSet(client, evalApp.database.db, 'test', CREATED_TEST_CASES);
    if (!walkOnly) output.log(formatCreated(tuning, test ?? { half: 'test', cases: [], totals: createdTotals([], []) }, null));
    if (walkCases.length > 0) output.log(`\n${formatCreatedWalk(walk, 'created walk')}`);
    if (secondWalkCases.length > 0) output.log(`\n${formatCreatedWalk(secondWalk, 'created walk 2')}`);
    if (thirdWalkCases.length > 0) output.log(`\n${formatCreatedWalk(thirdWalk, 'created walk 3')}`);
    if (fourthWalkCases.length > 0) output.log(`\n${formatCreatedWalk(fourthWalk, 'created walk 4')}`);
    const halves = [
      { title: 'tuning', result: tuning },
      ...(test ? [{ title: 'test', result: test }] : []),
      { title: 'walks', result: { ...walk, cases: [...walk.cases, ...secondWalk.cases, ...thirdWalk.cases, ...fourthWalk.cases] } },
    ].filter((half) => half.result.cases.length > 0);
    output.log(`\n${formatFactsByKind(halves).join('\n')}`);
    return 0;
  });
};

runWhenMain(import.meta.url, runCreatedEvalCommand);
