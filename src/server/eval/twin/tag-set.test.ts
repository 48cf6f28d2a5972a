// The labelled tag sets (tag-set.ts, second-tag-set.ts, third-tag-set.ts) are a reader's: enough lines of every kind,
// labels the summary can give, no tag both given and refused; the built-in summary gives no tag a reader refuses on the
// first, and on the second and third holds its measured figures.
import { describe, expect, it } from 'vitest';
import { LONG_SERVICE_TAG, TAG_CUES } from '../../ai/offline/twin/summary-lexicon.ts';
import { SECOND_TAG_LINES } from './second-tag-set.ts';
import { THIRD_TAG_LINES } from './third-tag-set.ts';
import { TAG_LINES, type TagLineCase } from './tag-set.ts';
import { playTagLine, tagSetTotalsOf } from './tag-set-figures.ts';

const KNOWN_TAGS = new Set([...TAG_CUES.map(([tag]) => tag), LONG_SERVICE_TAG]);

/** Every label is a tag the summary can give, none both given and refused, every line tempts or shows one, none twice. */
function expectWellLabelled(lines: readonly TagLineCase[]): void {
  for (const entry of lines) {
    for (const tag of [...entry.gives, ...entry.refuses]) expect(KNOWN_TAGS, entry.line).toContain(tag);
    expect(entry.gives.filter((tag) => entry.refuses.includes(tag)), entry.line).toEqual([]);
    expect(entry.gives.length + entry.refuses.length, entry.line).toBeGreaterThan(0);
  }
  expect(new Set(lines.map((entry) => entry.line)).size).toBe(lines.length);
}

describe('[EVAL] the labelled tag set', () => {
  it('holds at least sixty lines of every kind, labelled with tags the summary can give', () => {
    expect(TAG_LINES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TAG_LINES.map((entry) => entry.kind))).toEqual(new Set(['plain', 'someone-else', 'hypothetical', 'negated', 'wish', 'reported', 'duty', 'given-up', 'advice']));
    expectWellLabelled(TAG_LINES);
  });

  it('gives no tag a reader refuses, and nearly every tag a reader gives', () => {
    const results = TAG_LINES.map(playTagLine);
    const totals = tagSetTotalsOf(results);
    expect(results.filter((result) => result.wrong.length > 0).map((result) => [result.case.line, result.wrong])).toEqual([]);
    // Measured 4 December 2026: 43 of the reader's 44 tags given; the vegetable patch dug and weeded names no plant grown.
    expect(totals.agreed).toBeGreaterThanOrEqual(totals.labelled - 1);
  });
});

describe('[EVAL] the second labelled tag set', () => {
  it('holds forty lines, none of the first set, labelled with tags the summary can give', () => {
    expect(SECOND_TAG_LINES).toHaveLength(40);
    expect(new Set(SECOND_TAG_LINES.map((entry) => entry.kind))).toEqual(new Set(['plain', 'someone-else', 'hypothetical', 'negated', 'given-up', 'idiom']));
    expectWellLabelled(SECOND_TAG_LINES);
    const first = new Set(TAG_LINES.map((entry) => entry.line));
    expect(SECOND_TAG_LINES.filter((entry) => first.has(entry.line))).toEqual([]);
  });

  it('holds its measured figures', () => {
    const totals = tagSetTotalsOf(SECOND_TAG_LINES.map(playTagLine));
    // Measured 7 December 2026: 12 of the 15 tags given are the reader's (8 of 15 before negation scope, the sense of
    // an expression and a denied opposite were read; 11 of 15 before a denied garden and a place where a verb of motion
    // goes were), 12 of the reader's 13 given, 2 refused tags given ("go by the book" and "paint the town red", which
    // WordNet holds as no expression).
    expect(totals.agreed).toBeGreaterThanOrEqual(12);
    expect(totals.given - totals.agreed).toBeLessThanOrEqual(3);
    expect(totals.refusedGiven).toBeLessThanOrEqual(2);
  });
});

describe('[EVAL] the third labelled tag set', () => {
  it('holds forty-seven lines, none of the first two sets, labelled with tags the summary can give', () => {
    expect(THIRD_TAG_LINES).toHaveLength(47);
    expect(new Set(THIRD_TAG_LINES.map((entry) => entry.kind))).toEqual(new Set(['plain', 'someone-else', 'hypothetical', 'negated', 'advice', 'idiom']));
    expectWellLabelled(THIRD_TAG_LINES);
    const earlier = new Set([...TAG_LINES, ...SECOND_TAG_LINES].map((entry) => entry.line));
    expect(THIRD_TAG_LINES.filter((entry) => earlier.has(entry.line))).toEqual([]);
  });

  it('holds its measured figures', () => {
    const totals = tagSetTotalsOf(THIRD_TAG_LINES.map(playTagLine));
    // Measured 7 December 2026: 13 of the 15 tags given are the reader's (12 of 15 before a seven-word idiom was read
    // and a place was read as where a verb of motion goes), 13 of the reader's 20 given, 1 refused tag given ("an open
    // book", which WordNet holds as no expression). Seven of the reader's tags are missed: a kind of dog, and traits said
    // in other words than the lexicon's ("a get-together", "never once missed a shift", "not a dishonest bone").
    expect(totals.agreed).toBeGreaterThanOrEqual(13);
    expect(totals.given - totals.agreed).toBeLessThanOrEqual(2);
    expect(totals.refusedGiven).toBeLessThanOrEqual(1);
  });
});
