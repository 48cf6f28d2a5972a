// The offline summary's tags and sections on the owners of twin-summary-tag-owners.test-helpers.ts: every tag given is one a
// reader of its cited line agrees with, each sentence is filed once, and one that opens on "He" or "That" is printed
// after the sentence it points to.
import { describe, expect, it } from 'vitest';
import { summaryWithFactsOnce } from './twin-owner.test-helpers.ts';
import { TAG_OWNERS } from './twin-summary-tag-owners.test-helpers.ts';

describe('[TWIN] summary tags and sections on owners written for them', () => {
  for (const owner of TAG_OWNERS) {
    it(`${owner.name}: every tag is shown of the owner by its line; each fact in one section, with its referent`, () => {
      expect(summaryWithFactsOnce(owner).records.filter((record) => !record.shown)).toEqual([]);
    });
  }
});
