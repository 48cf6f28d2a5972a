// `npx tsx src/server/eval/twin/run-tag-set.ts`: the summary's tags on the labelled tag set (tag-set.ts), line by line
// with the built-in engine: precision, recall, refused tags given, then every line the reader disagrees with.
import { runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { TAG_LINES } from './tag-set.ts';
import { playTagLine, tagSetTotalsOf } from './tag-set-figures.ts';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

export const runTagSetCommand: OperatorCommand = async (_args, output) => {
  const results = TAG_LINES.map(playTagLine);
  const totals = tagSetTotalsOf(results);
  output.log(
    [
      `Summary tags on ${totals.lines} labelled lines:`,
      `  precision (tags given that a reader gives)   ${totals.agreed}/${totals.given} (${percent(totals.precision)})`,
      `  recall (a reader's tags given)               ${totals.agreed}/${totals.labelled} (${percent(totals.recall)})`,
      `  refused tags given                           ${totals.refusedGiven}`,
    ].join('\n'),
  );
  for (const result of results) {
    if (result.missed.length + result.wrong.length === 0) continue;
    output.log(`  [${result.case.kind}] ${result.case.line}`);
    if (result.wrong.length > 0) output.log(`    given, not the reader's: ${result.wrong.join(', ')}`);
    if (result.missed.length > 0) output.log(`    missed: ${result.missed.join(', ')}`);
  }
  return 0;
};

runWhenMain(import.meta.url, runTagSetCommand);
