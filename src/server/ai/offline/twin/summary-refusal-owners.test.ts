// The offline summary's tags on owners written for the tags a reader refuses (summary-refusal-owners.test-helpers.ts):
// no tag cited with a line a reader would not agree with (someone else's trait, a wish, a denied or given-up habit, a
// childhood memory, advice, a joke), the tags a reader gives found, and each sentence in one section with the sentence
// it points back to.
import { describe, expect, it } from 'vitest';
import { normalised, type TagRecord } from '../../../eval/twin/twin-figures.ts';
import { summaryOf, summaryWithFactsOnce } from './twin-owner.test-helpers.ts';
import { REFUSAL_OWNERS } from './summary-refusal-owners.test-helpers.ts';

/** A tag given with a line named for it: `lines` by tag. */
const givenFrom = (records: TagRecord[], lines: Readonly<Record<string, readonly string[]>>) =>
  records.filter((record) => (lines[record.tag] ?? []).some((line) => normalised(record.line).includes(line)));

describe('[TWIN] summary tags a reader agrees with, never one a reader refuses', () => {
  for (const owner of REFUSAL_OWNERS) {
    const known = Object.fromEntries(Object.entries(owner.stillGiven ?? {}).map(([tag, line]) => [tag, [line]]));
    it(`${owner.name}: no tag from a line a reader refuses; the tags a reader gives are found; each fact once`, () => {
      const { summary, records } = summaryWithFactsOnce(owner);
      const others = records.filter((record) => givenFrom([record], known).length === 0);
      expect(givenFrom(others, owner.refused)).toEqual([]);
      expect(others.filter((record) => !record.shown)).toEqual([]);
      expect(records.map((record) => record.tag)).toEqual(expect.arrayContaining([...owner.required]));
      // Each line a reader files is printed in that section, and in no other.
      const where = Object.fromEntries(
        Object.keys(owner.filed).map((line) => [line, Object.entries(summary!.sections).filter(([, section]) => !section.is_empty && normalised(section.text).includes(line)).map(([name]) => name)]),
      );
      expect(where).toEqual(Object.fromEntries(Object.entries(owner.filed).map(([line, section]) => [line, [section]])));
    });
    if (owner.stillGiven) {
      it.fails(`${owner.name}: a known miss, still given: ${JSON.stringify(owner.stillGiven)}`, () => {
        expect(givenFrom(summaryOf(owner).records, known)).toEqual([]);
      });
    }
  }
});
