// The three transcript checks of the Quality page: fake memory, credit given to a negated line, and citations the
// transcript does not bear out.
import { describe, expect, it } from 'vitest';
import { sampleBriefOf } from '../../features/scenarios/sample-briefs.ts';
import { unsupportedCitations, type CheckedReport } from './citation.ts';
import { fakeMemories } from './fake-memory.ts';
import { creditsToNegatedLines } from './negation.ts';

const marcus = sampleBriefOf('8c4d0000-0000-4000-8000-000000000001').character;
const learner = (content: string) => ({ role: 'learner', content });
const character = (content: string) => ({ role: 'character', content });

describe('[EVAL] fake memory', () => {
  it('finds "as I said" about something never said, and "we\'ve covered that" about a subject never raised', () => {
    const findings = fakeMemories([
      character("Hi. I've got thirty minutes before the board pack is due."),
      learner("What's been getting in the way of the report?"),
      character('As I said, nothing has changed there.'),
      learner('Would you be open to a call with another hospital that uses us?'),
      character('A pilot with an exit is something I can take to the directors. We\'ve covered that.'),
    ]);
    expect(findings.map((finding) => finding.sentence)).toEqual(['As I said, nothing has changed there.', "We've covered that."]);
  });

  it('lets a true back-reference be: the figure was said, the question was asked before', () => {
    const lines = [
      character('Good day. Baltic Freight owes you EUR 48,300 on invoice INV-2291.'),
      learner('When exactly can you pay it?'),
      character('As I said: EUR 48,300 on invoice INV-2291.'),
      learner('Who in your team can I contact about the invoice?'),
      character('My colleague Anna handles the invoices.'),
      learner('Who in your team can I contact about the invoice?'),
      character("Same answer as before, I'm afraid."),
    ];
    expect(fakeMemories(lines)).toEqual([]);
  });

  it('"Same answer as before" to a question never asked is a fake memory', () => {
    const findings = fakeMemories([
      character("I've been through this three times already."),
      learner('If I could match the service level and hold the price for two years, would that change things?'),
      character("Same answer as before, I'm afraid."),
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.referent).toContain('service level');
  });
});

function report(overrides: Partial<CheckedReport>): CheckedReport {
  return { criteria: [], ...overrides };
}

describe('[EVAL] credit given to a negated line', () => {
  it('finds an objection "handled", a requirement "covered" and a criterion praised by a line that denies it', () => {
    const denial = "I'm not offering a replacement, and I won't apologise for the engineer.";
    const findings = creditsToNegatedLines(
      report({
        criteria: [{ name: 'Apologising sincerely', score: 80, evidence: [{ quote: "I'm not apologising for our policy." }] }],
        uncovered: {
          objections: [{ objection: marcus.objections[0]!.objection, line: { quote: denial } }],
          outcome: { line: null, requirements: [{ label: 'a replacement instead of another repair', line: { quote: denial } }] },
        },
      }),
      marcus,
    );
    expect(findings.map((finding) => finding.credit)).toEqual([
      `objection: ${marcus.objections[0]!.objection}`,
      'requirement: a replacement instead of another repair',
      'criterion: Apologising sincerely',
    ]);
  });

  it('leaves affirmed credits and low scores alone', () => {
    const findings = creditsToNegatedLines(
      report({
        criteria: [
          { name: 'Apologising sincerely', score: 90, evidence: [{ quote: "I'm so sorry, I apologise for the two visits." }] },
          { name: 'Apologising sincerely', score: 20, evidence: [{ quote: "I'm not apologising." }] },
        ],
        uncovered: { objections: [{ objection: marcus.objections[0]!.objection, line: { quote: "I'll arrange a replacement machine for you." } }] },
      }),
      marcus,
    );
    expect(findings).toEqual([]);
  });
});

describe('[EVAL] citations the transcript does not bear out', () => {
  const transcript = [character("I've been through this three times already."), learner("I'm sorry this happened twice. Let's get you a replacement."), learner('Thanks for your patience.')];

  it('finds a quote that is not in the transcript and a credit whose line names none of its words', () => {
    const findings = unsupportedCitations(
      report({
        criteria: [{ name: 'Empathy', score: 80, evidence: [{ quote: 'I completely understand how you feel.' }, { quote: "I'm sorry this happened twice." }] }],
        uncovered: {
          objections: [{ objection: marcus.objections[0]!.objection, line: { quote: 'Thanks for your patience.' } }],
          outcome: { requirements: [{ label: 'a sincere apology', line: { quote: "I'm sorry this happened twice." } }] },
        },
      }),
      transcript,
      marcus,
    );
    expect(findings).toEqual([
      { credit: 'criterion: Empathy', quote: 'I completely understand how you feel.', reason: 'not in the transcript' },
      { credit: `objection: ${marcus.objections[0]!.objection}`, quote: 'Thanks for your patience.', reason: 'names none of its words' },
    ]);
  });

  it('reads a line as the grader does: "sign it off" names an approval', () => {
    const brief = { ...marcus, objections: [{ ...marcus.objections[0]!, resolveKeywords: ['approved'] }] };
    const line = 'Can you sign it off today?';
    const findings = unsupportedCitations(report({ uncovered: { objections: [{ objection: marcus.objections[0]!.objection, line: { quote: line } }] } }), [learner(line)], brief);
    expect(findings).toEqual([]);
  });
});
