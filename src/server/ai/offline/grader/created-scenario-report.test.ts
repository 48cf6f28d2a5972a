// The report on a scenario made through Quick creation, read line by line as the learner would, in three fields no
// evaluation set covers (a letting agency's deposit deduction, a uniform supplier's late sweatshirts, a warehouse's
// overtime pay): each scenario is generated, played by the built-in character against a strong learner (listens,
// asks, owns, offers a bounded way forward) and a weak one (refuses, in negated lines: "I'm not going to apologise"),
// and graded on the rubric a quick scenario gets. Praise quotes a line that shows the behaviour, criticism never
// quotes one the strong learner said to show it, each fact uncovered cites the question just before the reply that
// told it, "Try saying" lines are sayable to this character, and the strong learner passes where the weak one fails.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { quickScenario, type ScenarioCaseInput } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { firstMainClause, playBack } from './feedback-phrasing.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput, transcriptLines, type Line } from './grading.test-helpers.ts';
import { declinesToAct, takesOnAction } from './learner-patterns.ts';
import { isSayable } from './try-saying.ts';
import { findUncovered } from './uncovered.ts';

interface Probe {
  request: ScenarioCaseInput;
  strong: (firstName: string) => string[];
  weak: string[];
}

const PROBES: Record<string, Probe> = {
  deposit: {
    request: quickScenario(
      'The deposit deduction',
      'Tenant',
      'Letting agent',
      'Priya Nair rented a flat on Carlton Road for two years. When she moved out on 30 June, the agency kept £450 of her £1,200 deposit for carpet cleaning and a cracked oven door. She says the carpet was already stained when she moved in and the check-in report shows it. She wants the £450 back within 14 days.',
    ),
    strong: (name) => [
      `Hello ${name}, thanks for coming in to talk about your deposit.`,
      'Can you tell me what happened when you moved out?',
      'How much of the deposit did we keep, and what was it for?',
      'What does the check-in report show about the carpet?',
      "You're right to raise it, and I'm sorry we didn't check the check-in report before deducting.",
      "Here's what I can do: I'll refund the £300 for the carpet this week and send you the oven invoice by Friday so you can see the rest. Does that work for you?",
    ],
    weak: ["I'm not going to apologise, the deduction stands.", "There's no date I can give you for any refund.", "Look, that's just how it is and there's nothing I can do about it.", 'Honestly, this is a waste of my time.'],
  },
  uniform: {
    request: quickScenario(
      'Late school uniforms',
      'School business manager',
      'Uniform supplier account manager',
      'Helen Okafor is the business manager at Brookfield Primary. The school ordered 180 sweatshirts in the new colours on 2 July for the start of term on 4 September. Only 60 have arrived. Parents are complaining and the head teacher wants an answer by Friday. She wants the rest delivered before the open evening on 18 September.',
    ),
    strong: (name) => [
      `Hello ${name}, thank you for making time to talk about the sweatshirt order.`,
      'How many sweatshirts have arrived so far?',
      'When does the school need the rest by?',
      'How are parents reacting to the delay?',
      "I'm sorry we let the school down; the delay is on us.",
      "I'll send the remaining 120 sweatshirts by courier on 15 September, and I'll email you tracking by Thursday so you can tell the head. Does that work?",
    ],
    weak: ["I'm not going to apologise for a factory delay.", "There's no date I can give you.", "Look, that's just how it is and there's nothing I can do about it.", "I need you to decide right now, I haven't got all day."],
  },
  overtime: {
    request: quickScenario(
      'Overtime pay dispute',
      'Warehouse picker',
      'Shift manager',
      'Tomasz Kowal has worked nights at the Daventry warehouse for three years. His October payslip paid 22 hours of overtime at the standard rate instead of time and a half. He says he was told the peak rate applied from 1 October. He wants the £160 difference paid in his next wage.',
    ),
    strong: (name) => [
      `Hi ${name}, thanks for raising this with me.`,
      'Talk me through what you noticed on the October payslip.',
      'How many overtime hours were paid at the wrong rate?',
      'Who told you the peak rate applied from 1 October?',
      "That's a fair complaint, and I'm sorry you had to chase it.",
      "I'll get payroll to add the £160 to your November pay, and I'll confirm it to you in writing by Wednesday. Does that work for you?",
    ],
    weak: ["I'm not going to apologise for what payroll did.", "There's no date I can give you for that money.", "Look, that's just how it is and there's nothing I can do about it.", 'Honestly, this is a waste of my time.'],
  },
};

function played(probe: Probe, learner: 'strong' | 'weak' | ((firstName: string) => string[])) {
  const firstName = generateScenarioOffline(probe.request).brief!.character.identity.name.split(/\s+/)[0]!;
  const lines = learner === 'strong' ? probe.strong(firstName) : learner === 'weak' ? probe.weak : learner(firstName);
  const { brief, input } = createdGradingInput(probe.request, lines);
  return { brief, firstName, lines, input, report: buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK) };
}

/** The quotes a feedback holds up as the behaviour done ("…, for example: "x""). */
function praised(feedback: string): string[] {
  return [...feedback.matchAll(/for example: "([^"]+)"/g)].map((match) => match[1]!);
}

const plain = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

describe('[REPORTS] the report on a created scenario, read as the learner would', () => {
  for (const [field, probe] of Object.entries(PROBES)) {
    describe(field, () => {
      const strong = played(probe, 'strong');
      const weak = played(probe, 'weak');

      it('passes the strong learner and not the weak one, with a summary that says so', () => {
        expect(strong.report.passed).toBe(true);
        expect(weak.report.passed).toBe(false);
        expect(strong.report.overall_score).toBeGreaterThan(weak.report.overall_score);
        expect(strong.report.summary).toMatch(/^Your strongest area was/);
        expect(weak.report.summary).toMatch(/^No area reached a good level yet/);
      });

      it("praises only the learner's own lines, and never a refusal", () => {
        for (const criterion of strong.report.criteria) {
          for (const quote of praised(criterion.feedback)) expect(strong.lines.some((line) => plain(line).includes(plain(quote))), quote).toBe(true);
        }
        for (const criterion of weak.report.criteria) expect(praised(criterion.feedback), criterion.name).toEqual([]);
      });

      it('criticises the weak learner by quoting its refusals, never a line of the strong learner', () => {
        for (const criterion of weak.report.criteria) {
          if (!criterion.feedback.startsWith('You did not')) continue;
          const quoted = [...criterion.feedback.matchAll(/"([^"]+)"/g)].map((match) => match[1]!).filter((quote) => weak.lines.some((line) => plain(line).includes(plain(quote))));
          for (const quote of quoted) expect(strong.lines.some((line) => plain(line).includes(plain(quote)))).toBe(false);
        }
        for (const criterion of strong.report.criteria) expect(criterion.feedback, criterion.name).not.toMatch(/^You did not/);
      });

      it('cites each uncovered fact to the learner line just before the reply that told it', () => {
        for (const { input, report } of [strong, weak]) {
          for (const fact of report.uncovered?.facts ?? []) {
            const at = input.messages.findIndex((message) => message.id === fact.reply_id);
            const asked = input.messages.slice(0, at).findLast((message) => message.role === 'learner')!;
            expect(fact.line.message_id).toBe(asked.id);
            expect(asked.content).toContain(fact.line.quote);
          }
        }
        expect(weak.report.uncovered?.facts ?? []).toEqual([]);
      });

      it('offers "Try saying" lines the learner could say to this character, named as written', () => {
        for (const { report, firstName, brief } of [strong, weak]) {
          for (const criterion of report.criteria) {
            const line = criterion.better_line;
            if (!line) continue;
            expect(isSayable(line, { firstName }), line).toBe(true);
            expect(line).not.toContain(firstName.toLowerCase());
            expect(line).not.toContain(brief.identity.name);
            // One clause played back in a frame built for one: no second "and I…" before the name.
            expect(line).not.toMatch(/, and (?:you|I)(?:'re|'m)? [^,]*, \w+, and/);
          }
        }
      });
    });
  }
});

describe('[REPORTS] figures read whole when finding the reply that told a fact', () => {
  const brief = generateScenarioOffline(PROBES.uniform!.request).brief!.character;
  const wanted = [...brief.facts, ...brief.hiddenFacts].find((fact) => fact.answer.includes('18 September'))!;
  const transcript = (entries: readonly Line[]) => transcriptLines(entries, 'u');

  it('does not take "180 sweatshirts … 4 September" as telling "18 September", so the question that drew it is cited', () => {
    const uncovered = findUncovered(
      brief,
      transcript([
        ['character', 'Thanks for seeing me.'],
        ['learner', 'Hello Helen.'],
        ['character', 'The school ordered 180 sweatshirts in the new colours on 2 July for the start of term on 4 September.'],
        ['learner', 'When does the school need the rest by?'],
        ['character', wanted.answer],
      ]),
    );
    expect(uncovered.facts.find((fact) => fact.topic === wanted.topic)?.line).toEqual({ message_id: 'u4', quote: 'When does the school need the rest by?' });
  });

  it('still reads a figure written another way as the same ("£1,200" and "1200")', () => {
    const deposit = generateScenarioOffline(PROBES.deposit!.request).brief!.character as CharacterBrief;
    const kept = [...deposit.facts].find((fact) => fact.answer.includes('£1,200'))!;
    const uncovered = findUncovered(
      deposit,
      transcript([
        ['character', 'Hello.'],
        ['learner', 'How much of the deposit did the agency keep?'],
        ['character', 'They kept 450 of my 1200 deposit; I moved out on 30 June.'],
      ]),
    );
    expect(uncovered.facts.map((fact) => fact.topic)).toContain(kept.topic);
  });
});

describe('[REPORTS] a worry or a want played back in one clause', () => {
  it('plays back the first of two joined clauses, and keeps a list of things whole', () => {
    expect(firstMainClause("I want an answer by Friday, and I'm not leaving without it")).toBe('I want an answer by Friday');
    expect(firstMainClause('The invoice is late, but we paid it the same day')).toBe('The invoice is late');
    expect(firstMainClause('We need the bill, and the delay explained')).toBe('We need the bill, and the delay explained');
    expect(playBack("I want an answer by Friday, and I'm not leaving without it.")).toBe('you want an answer by Friday');
  });

  it('acknowledges a want as mattering to them and a worry as making them cautious', () => {
    const strong = played(PROBES.uniform!, 'strong');
    const listening = strong.report.criteria.find((criterion) => /acknowledg/i.test(criterion.name))!;
    // The answer by Friday is met (the character takes the tracking emailed by Thursday as it): the want played back is
    // the concern still to answer.
    expect(listening.better_line).toBe('It sounds like you want someone to own this, not pass you from one person to the next, Helen, and I can see why that matters to you.');
  });
});

describe('[REPORTS] a strong learner who puts things in the negative, at the letting agency', () => {
  const strong = played(PROBES.deposit!, (name) => [
    `Hi ${name}, I don't want to rush this, so can you walk me through what happened?`,
    "I'm not going to pretend we got this right; I'm sorry.",
    'What would put this right for you?',
    "I won't leave you out of pocket: I'll pay the full amount back by Friday and email you confirmation today. Is that okay?",
  ]);

  it('passes, and never says an apology or an offer ruled the concern out', () => {
    expect(strong.report.passed).toBe(true);
    for (const criterion of strong.report.criteria) expect(criterion.feedback, criterion.name).not.toMatch(/ruled it out|^You did not/);
  });

  it('reads a denied claim as candour, not a refusal to act, and a refusal still as one', () => {
    expect(declinesToAct("I'm not going to pretend we got this right; I'm sorry.")).toBe(false);
    expect(declinesToAct("I won't say the carpet was clean.")).toBe(false);
    expect(declinesToAct("I'm not going to apologise, the deduction stands.")).toBe(true);
    expect(declinesToAct("We won't be refunding anything.")).toBe(true);
  });

  it('ends a denial at a colon: what follows it is taken on', () => {
    expect(takesOnAction("I won't leave you out of pocket: I'll pay the full amount back by Friday.")).toBe(true);
    expect(takesOnAction("I won't pay the full amount back by Friday.")).toBe(false);
  });
});

describe('[REPORTS] what was drawn at the warehouse: "what happened" asks for an event', () => {
  const brief = generateScenarioOffline(PROBES.overtime!.request).brief!.character;
  const payslip = [...brief.facts, ...brief.hiddenFacts].find((fact) => /payslip/i.test(fact.answer))!;
  const drawn = (question: string) =>
    findUncovered(
      brief,
      [
        { id: 'w1', role: 'character', content: 'Thanks for seeing me.' },
        { id: 'w2', role: 'learner', content: question },
        { id: 'w3', role: 'character', content: payslip.answer },
      ],
    ).facts.map((fact) => [fact.topic, fact.line.message_id]);

  it('cites "what happened with your pay" for the payslip, though pay is money and the payslip says no sum', () => {
    expect(drawn('Hi Tomasz, before anything else, what happened with your October pay?')).toEqual([[payslip.topic, 'w2']]);
  });

  it('still asks for a sum with "what did it cost"', () => {
    expect(drawn('What did the overtime cost you?')).toEqual([]);
  });
});

describe('[REPORTS] an open question behind a greeting, at the warehouse', () => {
  const graded = played(PROBES.overtime!, (name) => [
    `Hi ${name}, before anything else, what happened with your October pay?`,
    "I'm sorry you had to chase it.",
    "I'll get payroll to add the £160 to your November pay, and I'll confirm it to you in writing by Wednesday. Does that work for you?",
  ]);

  it('credits the question as asking about their view, not as a greeting only', () => {
    const asking = graded.report.criteria.find((criterion) => /asking about their view/i.test(criterion.name))!;
    expect(asking.feedback).toMatch(/^You asked about their view, for example: "Hi Tomasz, before anything else, what happened with your October pay\?"/);
  });
});

describe('[REPORTS] "Try saying" at a holiday park, where the guest asks for a sum', () => {
  const lodge: Probe = {
    request: quickScenario(
      'Holiday lodge swapped',
      'Guest',
      'Holiday park manager',
      'Declan Moore booked a week at Lakeside Lodges in Keswick from 9 to 16 August for his family of five and paid £1,480 in full. Two days before arrival the lodge was closed for a burst pipe, and the manager, Sofia Reyes, moved them to a smaller cabin with one bathroom. His daughter Niamh uses a wheelchair and the cabin has steps at the door. He wants £600 back and a free weekend in the autumn. My goal: offer a partial refund of up to £400 and keep him as a customer.',
    ),
    strong: () => [],
    weak: [],
  };
  const graded = played(lodge, (name) => [`Hi ${name}, thanks for calling. I understand the cabin was not what you booked.`, 'Which dates were you with us?', "I'm sorry.", 'We can refund £300.']);
  const lines = graded.report.criteria.map((criterion) => criterion.better_line).filter((line): line is string => Boolean(line));

  it('plays back what the guest said without the frame set before its subject ("On the cabin, I want…")', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/sounds like (?:on|about|as for) /i);
    expect(playBack('On the cabin, I want someone to own this, not pass me from one person to the next.')).toBe('you want someone to own this, not pass you from one person to the next');
  });

  it('never hands over the sum the guest asks for in full, which is the learner\'s to bargain over', () => {
    for (const line of lines) expect(line).not.toMatch(/offer is £600/);
  });
});
