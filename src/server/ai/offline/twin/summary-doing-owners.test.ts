// The offline summary's tags on owners written for whether a line shows the owner doing the thing
// (summary-doing-owners.test-helpers.ts): no tag a reader of its line would not give, the tags a reader would give
// found, and each sentence in one section with the sentence it points back to.
import { describe, expect, it } from 'vitest';
import { summaryWithFactsOnce } from './twin-owner.test-helpers.ts';
import { DOING_OWNERS } from './summary-doing-owners.test-helpers.ts';

describe('[TWIN] summary tags only where the owner does the thing', () => {
  for (const owner of DOING_OWNERS) {
    it(`${owner.name}: every tag is the owner's by its line, the tags a reader gives are found, each fact once`, () => {
      const { records } = summaryWithFactsOnce(owner);
      expect(records.filter((record) => !record.shown)).toEqual([]);
      expect(records.map((record) => record.tag)).toEqual(expect.arrayContaining([...owner.required]));
    });
  }
});
