// The evaluation's measures on small hand-written replies: each rule finds what it is for and nothing else.
import { describe, expect, it } from 'vitest';
import { givesFact, leaksIn, linesNaming, praiseOfCounterExamples, praiseQuotes, repeatedSentences, saysAgreement, sharedRuns } from './metrics.ts';

describe('[EVAL] repeated sentences', () => {
  it('finds a sentence said again in a later reply, whatever its case and punctuation', () => {
    const replies = ['As for timing, we need it by March. I can wait.', 'Fine. as for timing, we need it by March!'];
    expect(repeatedSentences(replies)).toEqual(['as for timing, we need it by March!']);
  });

  it('lets short sentences come back and counts nothing in replies that differ', () => {
    expect(repeatedSentences(['Yes. We spend £40,000 a year.', 'Yes. The board meets in June.'])).toEqual([]);
  });
});

describe('[EVAL] shared 8-word runs', () => {
  it('finds a run of eight words that two replies share, once', () => {
    const runs = sharedRuns(['Honestly the machine stopped in the middle of the cycle again.', 'It stopped in the middle of the cycle again yesterday.']);
    expect(runs).toEqual(['stopped in the middle of the cycle again']);
  });

  it('does not count a run repeated within one reply, or seven shared words', () => {
    expect(sharedRuns(['one two three four five six seven eight one two three four five six seven eight'])).toEqual([]);
    expect(sharedRuns(['one two three four five six seven', 'one two three four five six seven'])).toEqual([]);
  });
});

describe('[EVAL] leaks and narration', () => {
  it('finds system words, narration and stage directions', () => {
    expect(leaksIn('As an AI language model I cannot say.', 'Marcus Reid')).toEqual(['As an AI', 'language model']);
    expect(leaksIn('Here is where things are: priya joins the call.', 'Priya Nair')).toEqual(['Here is where things are', 'priya joins']);
    expect(leaksIn('*sighs* Fine. (leans back) The learner wants this.', 'Marcus Reid')).toEqual(['learner', '*sighs*', '(leans back)']);
    expect(leaksIn('Marcus sighs. Fine, go on.', 'Marcus Reid')).toEqual(['Marcus sighs']);
    expect(leaksIn('In this roleplay scenario I am Sarah.', 'Sarah Whitfield')).toEqual(['scenario', 'roleplay']);
  });

  it('passes a reply in role that names the character in the first person', () => {
    expect(leaksIn("I'm Marcus, and I've called four times. He says it's fixed, but it isn't.", 'Marcus Reid')).toEqual([]);
    expect(leaksIn("I'm Marcus, and I've called four times. It still isn't fixed.", 'Marcus Reid')).toEqual([]);
  });
});

describe('[EVAL] a reply gives a fact', () => {
  const fact = { keywords: ['agency', 'spend'], answer: 'We spent £1.2 million on agency nurses last year, mostly to fill gaps found too late.' };

  it('when it has the numbers and most of the other key words', () => {
    expect(givesFact('Last year we spent 1.2 million on agency nurses, to fill gaps we found too late.', fact)).toBe(true);
  });

  it('not when a number is missing or wrong, or when it only echoes the question', () => {
    expect(givesFact('We spent a lot on agency nurses last year to fill gaps found too late.', fact)).toBe(false);
    expect(givesFact('Agency spend? That is a good question about agency spend.', fact)).toBe(false);
  });
});

describe('[EVAL] the outcome is reached', () => {
  const outcome = { agreementLine: 'All right. Book the pilot meeting with our head of nursing and send me the references first.' };

  it('when a reply says the agreement line or most of its key words', () => {
    expect(saysAgreement(['Hmm.', 'All right. Book the pilot meeting with our head of nursing and send me the references first.'], outcome)).toBe(true);
    expect(saysAgreement(['Fine: book the pilot meeting with the head of nursing, and send the references.'], outcome)).toBe(true);
  });

  it('not when the replies only touch it', () => {
    expect(saysAgreement(['I am not ready for a pilot.', 'Send me something and we will see.'], outcome)).toBe(false);
  });
});

describe('[EVAL] feedback consistency', () => {
  const criteria = [
    { score: 85, evidence: [{ quote: 'Are you agreeing today or not?' }], feedback: 'You checked: “So are you buying or not?” worked.' },
    { score: 30, evidence: [{ quote: 'Just say yes.' }], feedback: 'Avoid "Just say yes" as pressure.' },
  ];

  it('reads praise only from criteria scored Good or better, evidence and quoted words both', () => {
    expect(praiseQuotes(criteria)).toEqual(['Are you agreeing today or not?', 'So are you buying or not?']);
  });

  it('finds praise that quotes (part of) a counter-example line, matching whole words only', () => {
    const counter = ["Look, Sam, let's skip the small talk. Are you agreeing today or not?", 'Just say yes.'];
    expect(praiseOfCounterExamples(praiseQuotes(criteria), counter)).toEqual(['Are you agreeing today or not?']);
    expect(praiseOfCounterExamples(['ok'], ['Okay then.'])).toEqual([]);
  });

  it('names the lines of a script that use any keyword', () => {
    expect(linesNaming(['I can offer references.', 'Just say yes.'], ['reference'])).toEqual(['I can offer references.']);
  });
});
