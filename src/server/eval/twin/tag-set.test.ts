// The labelled tag set (tag-set.ts) is a reader's: enough lines of every kind, labels the summary can give, no tag both
// given and refused; and the built-in summary gives no tag a reader refuses on it.
import { describe, expect, it } from 'vitest';
import { LONG_SERVICE_TAG, TAG_CUES } from '../../ai/offline/twin/summary-lexicon.ts';
import { TAG_LINES } from './tag-set.ts';
import { playTagLine, tagSetTotalsOf } from './tag-set-figures.ts';

const KNOWN_TAGS = new Set([...TAG_CUES.map(([tag]) => tag), LONG_SERVICE_TAG]);

describe('[EVAL] the labelled tag set', () => {
  it('holds at least sixty lines of every kind, labelled with tags the summary can give', () => {
    expect(TAG_LINES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TAG_LINES.map((entry) => entry.kind))).toEqual(new Set(['plain', 'someone-else', 'hypothetical', 'negated', 'wish', 'reported', 'duty', 'given-up', 'advice']));
    for (const entry of TAG_LINES) {
      for (const tag of [...entry.gives, ...entry.refuses]) expect(KNOWN_TAGS, entry.line).toContain(tag);
      expect(entry.gives.filter((tag) => entry.refuses.includes(tag)), entry.line).toEqual([]);
      expect(entry.gives.length + entry.refuses.length, entry.line).toBeGreaterThan(0);
    }
    expect(new Set(TAG_LINES.map((entry) => entry.line)).size).toBe(TAG_LINES.length);
  });

  it('gives no tag a reader refuses, and nearly every tag a reader gives', () => {
    const results = TAG_LINES.map(playTagLine);
    const totals = tagSetTotalsOf(results);
    expect(results.filter((result) => result.wrong.length > 0).map((result) => [result.case.line, result.wrong])).toEqual([]);
    // Measured 4 December 2026: 43 of the reader's 44 tags given; the vegetable patch dug and weeded names no plant grown.
    expect(totals.agreed).toBeGreaterThanOrEqual(totals.labelled - 1);
  });
});
