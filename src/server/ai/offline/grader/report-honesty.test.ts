// The report says only what the transcript shows, on ten sessions of the 2026-12-01 conversation review (washing
// machine, hospital buyer, nurse rota, deposit dispute, code review feedback; a strong and a pushy learner each):
// praise never cites a negated, refusing or rude line, or one said after the character left; criticism never quotes
// the line that did it; "What you uncovered" cites the line that drew each fact and lists the rest as not uncovered;
// every "Try saying" line passes the grammar guard; strong learners still outscore weak ones.
import { describe, expect, it } from 'vitest';
import type { GradingOutput } from '../../contracts/grade-conversation.ts';
import type { Report } from '../../../../shared/contracts/reports.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { isCounterExample } from './learner-patterns.ts';
import { REVIEW_SESSIONS, reviewInput, type ReviewSession } from '../../../test/review-sessions.ts';
import { agreeOn, offerPhrase, topicsText } from './feedback-phrasing.ts';
import { isSayable } from './try-saying.ts';
import { splitSentences, isQuestion } from '../../language/text.ts';

const PASS_MARK = 70;

interface Graded {
  session: ReviewSession;
  output: GradingOutput;
  report: Pick<Report, 'overall_score' | 'uncovered'>;
  messages: ReturnType<typeof reviewInput>['messages'];
}

const graded: Graded[] = REVIEW_SESSIONS.map((session) => {
  const input = reviewInput(session);
  const output = gradeConversationOffline(input);
  return { session, output, report: buildReportScores(output, input, PASS_MARK), messages: input.messages };
});

const label = ({ session }: Graded) => `${session.key} ${session.strong ? 'strong' : 'weak'}`;

/** The quotes a feedback paragraph gives as praise: "for example: "…"", "You partly …: "…"", "You mostly … ("…")". */
function praisedQuotes(feedback: string): string[] {
  const found: string[] = [];
  for (const match of feedback.matchAll(/for example: "([^"]+)"|^You (?:partly|mostly) [^:("]*[:(] ?"([^"]+)"/g)) found.push((match[1] ?? match[2])!);
  return found;
}

/** The quotes a feedback paragraph gives as the thing to improve: after "you said:", "instead you …:", "But you also …:", "And you …:". */
function criticisedQuotes(feedback: string): string[] {
  const found: string[] = [];
  for (const match of feedback.matchAll(/(?:you said|instead you [^:"]+|But you also [^:"]+|And you [^:"]+|but you [^:"]+|you ruled it out with|you cut in with): "([^"]+)"/g)) found.push(match[1]!);
  return found;
}

/** Where the character left the conversation in the review's transcripts (index of its line), if it did. */
const LEFT_AT: Record<string, string> = {
  'washer weak': "That's uncalled for. I'm done with this. I'll put it in writing and take it further. Goodbye.",
  'rota weak': "I haven't done anything to deserve that. I'm done with this. I'll take it further myself.",
};

function find(key: string, strong: boolean): Graded {
  return graded.find((entry) => entry.session.key === key && entry.session.strong === strong)!;
}

function criterion(entry: Graded, name: RegExp) {
  return entry.output.criteria.find((item) => name.test(item.name))!;
}

describe('[REPORTS] a report that shows only what the transcript shows', () => {
  it('never praises a negated, refusing or rude line, nor one said after the character left', () => {
    const counterExamples = [
      "I'll put you down for an engineer anyway.",
      'Can we at least agree you won\'t stir up the juniors?',
      "I get that, but we're different, I guarantee it.",
      "I'm not apologising for the landlord.",
      "I'm sorry, alright?",
    ];
    for (const entry of graded) {
      const leftAt = LEFT_AT[label(entry)];
      const leftIndex = leftAt ? entry.messages.findIndex((message) => message.content === leftAt) : Number.POSITIVE_INFINITY;
      for (const item of entry.output.criteria) {
        for (const quote of praisedQuotes(item.feedback)) {
          const where = `${label(entry)} / ${item.name}: ${quote}`;
          expect(isCounterExample(quote), where).toBe(false);
          expect(counterExamples.filter((line) => line.includes(quote) || quote.includes(line)), where).toEqual([]);
          const saidAt = entry.messages.findIndex((message) => message.role === 'learner' && message.content.includes(quote));
          expect(saidAt, where).toBeLessThan(leftIndex);
        }
      }
    }
  });

  it('praises in words no stronger than the line shows: no "with a date" for a line without one, no "open questions" for a statement', () => {
    const rotaWeak = criterion(find('rota', false), /Goals/);
    expect(rotaWeak.feedback).not.toMatch(/You agreed concrete next steps with a date/);
    // A time in another clause ("I hear you…, but that's outside what I can change today") makes no plan.
    const rota = REVIEW_SESSIONS.find((session) => session.key === 'rota' && session.strong)!;
    const early = gradeConversationOffline(reviewInput({ ...rota, lines: rota.lines.slice(0, 5) }));
    expect(early.criteria.find((item) => /Goals/.test(item.name))!.feedback).not.toMatch(/next steps with a date/);
    const buyerStrong = criterion(find('buyer', true), /Uncovering pain/);
    expect(praisedQuotes(buyerStrong.feedback).every((quote) => isQuestion(quote))).toBe(true);
    for (const entry of graded) {
      for (const item of entry.output.criteria) {
        if (!/You asked open questions/.test(item.feedback)) continue;
        for (const quote of praisedQuotes(item.feedback)) expect(quote.trim().endsWith('?'), `${label(entry)} / ${item.name}: ${quote}`).toBe(true);
      }
    }
  });

  it('never criticises a line that shows the behaviour: the plan with its date, the replacement signed off', () => {
    const plan = criterion(find('feedback', true), /improvement plan/);
    expect(criticisedQuotes(plan.feedback).join(' ')).not.toMatch(/check-in on the 15th|We check in two weeks/);
    expect(plan.feedback).not.toMatch(/^You did not/);
    expect(plan.score).toBeGreaterThanOrEqual(PASS_MARK);
    for (const item of find('washer', true).output.criteria) {
      expect(criticisedQuotes(item.feedback).join(' '), item.name).not.toMatch(/sign it off/);
    }
    for (const entry of graded) {
      for (const item of entry.output.criteria) {
        const praised = new Set(praisedQuotes(item.feedback));
        expect(criticisedQuotes(item.feedback).filter((quote) => praised.has(quote)), `${label(entry)} / ${item.name}`).toEqual([]);
      }
    }
  });

  it('cites, for each fact uncovered, the learner question on its topic just before the reply that gave it', () => {
    for (const entry of graded) {
      const uncovered = entry.report.uncovered!;
      for (const fact of uncovered.facts) {
        const where = `${label(entry)} / ${fact.topic}: ${fact.line.quote}`;
        const asked = entry.messages.findIndex((message) => message.id === fact.line.message_id);
        expect(entry.messages[asked]?.role, where).toBe('learner');
        expect(entry.messages[asked + 1]?.id, where).toBe(fact.reply_id);
        expect(splitSentences(entry.messages[asked]!.content), where).toContain(fact.line.quote);
      }
    }
    const washerWeak = find('washer', false).report.uncovered!;
    expect(washerWeak.facts.map((fact) => [fact.topic, fact.line.quote])).toEqual([['The order', 'Can I take the order number please?']]);
    // Told unasked after "Lunch break, eh? What are you having, anything nice?": listed, as not uncovered.
    expect(washerWeak.missed_facts).toContainEqual({ topic: 'The fault', hidden: false, given: true });
    const rotaWeak = find('rota', false).report.uncovered!;
    expect(rotaWeak.facts.map((fact) => fact.topic)).not.toContain('Her role');
    expect(rotaWeak.missed_facts?.map((fact) => fact.topic)).toContain('Her role');
  });

  it('lists every fact of the brief once: uncovered with its line, or not uncovered', () => {
    for (const entry of graded) {
      const { facts, missed_facts: missed = [] } = entry.report.uncovered!;
      const brief = entry.session.brief;
      const all = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.topic).sort();
      expect([...facts.map((fact) => fact.topic), ...missed.map((fact) => fact.topic)].sort(), label(entry)).toEqual(all);
    }
  });

  it('never credits a requirement or an objection to a pushy line, a bare claim, or a line after the character left', () => {
    const cited = (entry: Graded) => {
      const { objections, outcome } = entry.report.uncovered!;
      return [...objections.flatMap((item) => (item.line ? [item.line.quote] : [])), ...outcome.requirements.flatMap((item) => (item.line ? [item.line.quote] : []))];
    };
    for (const entry of graded) for (const quote of cited(entry)) expect(isCounterExample(quote), `${label(entry)}: ${quote}`).toBe(false);
    expect(cited(find('buyer', false))).not.toContain("Honestly, we're the market leader in rostering, loads of trusts use us.");
    expect(cited(find('feedback', false))).not.toContain('From Monday you follow the review guideline, end of story.');
    expect(cited(find('washer', false))).not.toContain('Alright, alright, sorry.');
  });

  it('writes every "Try saying" line so that it passes the grammar guard, with names as written', () => {
    for (const entry of graded) {
      const firstName = entry.session.characterName.split(' ')[0]!;
      for (const item of entry.output.criteria) {
        const line = item.better_line;
        if (line === null) continue;
        const where = `${label(entry)} / ${item.name}: ${line}`;
        expect(isSayable(line, { firstName }), where).toBe(true);
        expect(line, where).not.toMatch(new RegExp(`\\b${firstName.toLowerCase()}\\b`));
        expect(line, where).not.toMatch(/\bwhy to\b|agree on \w+ (?:understands|accepts|recognises)|\b(?:he|she) (?:paid|wants)\b/);
        // A figure is said whole, as the conversation said it: never "£1" cut from "£1,400".
        const said = entry.messages.map((message) => message.content).join(' ');
        for (const figure of line.match(/[£$€]\d[\d,.]*\d|[£$€]\d/g) ?? []) expect(said, where).toMatch(new RegExp(`\\${figure[0]}${figure.slice(1).replaceAll('.', '\\.')}(?![\\d,])`));
      }
    }
  });

  it('still scores every strong learner at least 25 points above the weak one, and passes the strong feedback learner', () => {
    for (const key of ['washer', 'buyer', 'rota', 'deposit', 'feedback']) {
      const strong = find(key, true).report.overall_score;
      const weak = find(key, false).report.overall_score;
      expect(strong - weak, key).toBeGreaterThanOrEqual(25);
      expect(strong, key).toBeGreaterThanOrEqual(PASS_MARK);
    }
  });
});

describe('[REPORTS] the grammar guard of "Try saying" lines', () => {
  const laila = { firstName: 'Laila', listener: { names: ['Laila', 'Haddad', 'Mrs Haddad', 'Theo'], characterNames: ['Laila', 'Haddad'], theirPhrases: ['I want someone to explain why Theo was left out.'] } };

  it('rejects the broken lines of the review', () => {
    for (const line of [
      "Hi Laila, thanks for making the time. I'd like to hear about the play and see whether we can agree on keep Mrs Haddad on side; does that work for you?",
      'I can see why to get into yet matters so much to you, Laila.',
      'Laila, shall we agree on laila understands why the date moved? I\'ll confirm it in writing today.',
      'Laila, shall we agree on revised plans Laila accepts? I\'ll confirm it in writing today.',
      'Here\'s what I can do, Laila: I want someone to explain why Theo was left out.',
      'I\'d like to hear about theo and the play, Laila.',
      'Laila, shall we agree on the play date holds, with a phased plan for rehearsals? I\'ll confirm it in writing today.',
    ]) {
      expect(isSayable(line, laila), line).toBe(false);
    }
  });

  it('passes a plain line in the learner\'s voice', () => {
    expect(isSayable("Hi Laila, thanks for making the time. I'd like to hear about Theo and the play; does that work for you?", laila)).toBe(true);
    expect(isSayable("I can see why keeping Theo in the play matters so much to you, Laila.", laila)).toBe(true);
  });

  it("builds phrases from the brief in the learner's voice: a verb after 'agree on' as its -ing form, the character as 'you'", () => {
    expect(agreeOn('keep Mrs Haddad on side', { ...laila.listener, characterNames: [] })).toBe('agree on keeping Mrs Haddad on side');
    expect(agreeOn('keep Mrs Haddad on side', laila.listener)).toBe('agree on keeping you on side');
    expect(agreeOn('Laila understands why the date moved and agrees to a meeting', laila.listener)).toBeNull();
    expect(agreeOn('revised deductions Daniel accepts, confirmed in writing', { names: ['Daniel'], characterNames: ['Daniel', 'Okoro'], theirPhrases: [] })).toBe('agree on revised deductions you accept, confirmed in writing');
    expect(topicsText(['What he paid', 'The machine'])).toBe('what you paid and the machine');
    expect(topicsText(['Theo and the play'], laila.listener)).toBe('Theo and the play');
    expect(offerPhrase('an apology, and someone who owns this instead of asking me to start again')).toBe('an apology, and someone who owns this instead of asking you to start again');
    // "The £180 I'd like recognised": a participle alone names nothing to play back.
    expect(offerPhrase('recognised, even if not all of it')).toBeNull();
  });
});
