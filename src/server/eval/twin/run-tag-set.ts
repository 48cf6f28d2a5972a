// `npx tsx src/server/eval/twin/run-tag-set.ts`: the summary's tags on the labelled tag sets (tag-set.ts, and
// second-tag-set.ts and third-tag-set.ts as their own columns), line by line with the built-in engine: precision, recall, refused tags given,
// then every line the reader disagrees with.
import { runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { SECOND_TAG_LINES } from './second-tag-set.ts';
import { THIRD_TAG_LINES } from './third-tag-set.ts';
import { TAG_LINES, type TagLineCase } from './tag-set.ts';
import { playTagLine, tagSetTotalsOf, type TagSetTotals } from './tag-set-figures.ts';
import { percentToTenths } from '../figure-text.ts';

const SETS: readonly { name: string; lines: readonly TagLineCase[] }[] = [
  { name: 'tag-set', lines: TAG_LINES },
  { name: 'second-tag-set', lines: SECOND_TAG_LINES },
  { name: 'third-tag-set', lines: THIRD_TAG_LINES },
];

const COLUMN = 22;
const cell = (text: string) => text.padEnd(COLUMN);

export const runTagSetCommand: OperatorCommand = async (_args, output) => {
  const played = SETS.map((set) => ({ ...set, results: set.lines.map(playTagLine) }));
  const totals = played.map((set) => tagSetTotalsOf(set.results));
  const row = (label: string, value: (entry: TagSetTotals) => string) => `  ${label.padEnd(46)}${totals.map((entry) => cell(value(entry))).join('')}`;
  output.log(
    [
      `Summary tags on labelled lines:${' '.repeat(17)}${played.map((set) => cell(`${set.name} (${set.lines.length})`)).join('')}`,
      row('precision (tags given that a reader gives)', (entry) => `${entry.agreed}/${entry.given} (${percentToTenths(entry.precision)})`),
      row("recall (a reader's tags given)", (entry) => `${entry.agreed}/${entry.labelled} (${percentToTenths(entry.recall)})`),
      row('refused tags given', (entry) => `${entry.refusedGiven}`),
    ].join('\n'),
  );
  for (const set of played) {
    output.log(`${set.name}:`);
    for (const result of set.results) {
      if (result.missed.length + result.wrong.length === 0) continue;
      output.log(`  [${result.case.kind}] ${result.case.line}`);
      if (result.wrong.length > 0) output.log(`    given, not the reader's: ${result.wrong.join(', ')}`);
      if (result.missed.length > 0) output.log(`    missed: ${result.missed.join(', ')}`);
    }
  }
  return 0;
};

runWhenMain(import.meta.url, runTagSetCommand);
