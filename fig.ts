import { measureMeaning, gradeCase, praisedCounterExamples, characterCounts, graderCounts, uncoveredCitations } from './src/server/eval/meaning/meaning-figures.ts';
import { TEST_CASES } from './src/server/eval/meaning/test-set.ts';
import { TUNING_CASES } from './src/server/eval/meaning/tuning-set.ts';
const verbose = process.argv.includes('-v');
for (const [name, cases] of [['tuning', TUNING_CASES], ['test', TEST_CASES]] as const) {
  console.log(name, JSON.stringify(measureMeaning(cases)));
  if (verbose) for (const c of cases) {
    for (const d of c.denials) { const ch = characterCounts(c, d), g = graderCounts(c, d); if (ch || g) console.log('  counted', { ch, g }, d.line); }
    console.log('  praised', praisedCounterExamples(c, gradeCase(c)));
    console.log('  uncovered', uncoveredCitations(c));
  }
}
