// The tuning half of the meaning sets: the engine's negation reading may be adjusted against these lines. Fields the
// samples do not cover: a parent's complaint to a school, a bank refusing a loan, a restaurant and its supplier.
import { identity, type MeaningCase } from './meaning-case.ts';

export const TUNING_CASES: readonly MeaningCase[] = [
  {
    field: 'school parent complaint',
    brief: {
      identity: identity('Laila Haddad', 'Parent', 'Greenfield Primary'),
      situation: "Laila's son Theo, in Year 4, was left out of the class play after missing two rehearsals through illness.",
      facts: [
        { topic: 'the play', keywords: ['play', 'performance', 'show', 'stage'], answer: 'The Year 4 play is on 12 March at 2pm in the main hall.' },
        { topic: 'the rehearsals', keywords: ['rehearsal', 'rehearsals', 'practice'], answer: 'Theo missed two rehearsals in February because he had flu.' },
        { topic: 'the letter', keywords: ['letter', 'email', 'message', 'note'], answer: 'I got a two-line letter on Friday saying his part had gone to another child.' },
      ],
      hiddenFacts: [{ topic: 'how Theo took it', keywords: ['theo', 'upset', 'feel', 'taking it'], answer: "He cried all weekend and says he doesn't want to go to school.", unlock: 'empathy' }],
      objections: [
        { objection: 'Nobody even asked why he was off.', keywords: ['rules', 'attendance'], resolvedBy: 'an apology for how it was handled', resolveKeywords: ['apologise', 'apology', 'sorry'], resolvedLine: 'Thank you. That does matter to me.' },
        { objection: "I don't want a vague promise.", keywords: ['promise', 'look into'], resolvedBy: 'a part for Theo in the play', resolveKeywords: ['part for theo', 'give him a part', 'back in the play', 'role in the play'], resolvedLine: 'If he has a part, that would change things.' },
      ],
      outcome: {
        agreement: 'Theo back in the play with a small part, confirmed by Wednesday',
        condition: 'an apology and a part for Theo',
        requires: [
          { label: 'an apology', keywords: ['apologise', 'apology', 'sorry'] },
          { label: 'a date for the decision', keywords: ['wednesday', 'by friday', 'tomorrow'] },
        ],
        agreementLine: "All right. If he's in the play and I hear by Wednesday, I'll leave it there.",
        walkAwayWhen: 'dismissed twice',
        walkAwayLine: "I'll take this to the governors. Goodbye.",
      },
      openingLine: "I'm here about Theo and the play.",
    },
    denials: [
      { line: "I'm not going to apologise for following the attendance policy.", denies: 'apology' },
      { line: "There's nothing to be sorry about here, the rules are the rules.", denies: 'apology' },
      { line: "I won't be offering him a part, the cast is settled.", denies: 'offer' },
      { line: "No, I can't give you a date for any decision.", denies: 'nextStep' },
      { line: "I'm not asking you to decide anything today.", denies: 'pressure' },
    ],
    transcript: [
      { role: 'character', content: "I'm here about Theo and the play." },
      { role: 'learner', content: 'Did you have a good half-term?', kind: 'rude' },
      { role: 'character', content: 'The Year 4 play is on 12 March at 2pm in the main hall.' },
      { role: 'learner', content: 'What happened with the rehearsals?', asks: 'the rehearsals' },
      { role: 'character', content: 'Theo missed two rehearsals in February because he had flu.' },
      { role: 'learner', content: "I'm not going to apologise for following the attendance policy.", kind: 'negated' },
      { role: 'character', content: 'Nobody even asked why he was off.' },
      { role: 'learner', content: "I won't be offering him a part, the cast is settled.", kind: 'refusing' },
      { role: 'character', content: "I don't want a vague promise." },
      { role: 'learner', content: "No, I can't give you a date for any decision.", kind: 'refusing' },
      { role: 'character', content: "I'll take this to the governors. Goodbye." },
    ],
  },
  {
    field: 'bank loan refusal',
    brief: {
      identity: identity('Martin Kowalski', 'Bakery owner', 'Kowalski Bread'),
      situation: 'Martin applied for a £40,000 loan for a second oven and was refused by letter.',
      facts: [
        { topic: 'the loan', keywords: ['loan', 'borrow', 'application'], answer: 'I asked for £40,000 over five years for a second deck oven.' },
        { topic: 'the turnover', keywords: ['turnover', 'sales', 'revenue', 'takings'], answer: 'We turned over £310,000 last year, up a fifth on the year before.' },
        { topic: 'the account', keywords: ['account', 'customer', 'bank with'], answer: "I've banked with you for eleven years." },
      ],
      hiddenFacts: [{ topic: 'the supermarket contract', keywords: ['contract', 'supermarket', 'order'], answer: 'A supermarket wants forty loaves a day from April, and I cannot bake them with one oven.', unlock: 'open_question' }],
      objections: [
        { objection: 'A letter with no reason is not how you treat an eleven-year customer.', keywords: ['letter', 'decision'], resolvedBy: 'the reasons for the decision', resolveKeywords: ['the reason', 'because your', 'explain why'], resolvedLine: 'Fine. At least I know why now.' },
      ],
      outcome: {
        agreement: 'a review of a smaller loan with the new contract as evidence',
        condition: 'the reasons and a way to reapply',
        requires: [
          { label: 'a way to reapply', keywords: ['reapply', 'smaller loan', 'review', 'resubmit'] },
          { label: 'a date', keywords: ['next week', 'friday', 'by the end of'] },
        ],
        agreementLine: "Right. I'll send the contract and we'll look at a smaller loan.",
        walkAwayWhen: 'talked down to twice',
        walkAwayLine: "I'll move my accounts elsewhere. Goodbye.",
      },
      openingLine: 'I got your letter. I want to know why.',
    },
    denials: [
      { line: "I'm not in a position to offer you a smaller loan.", denies: 'offer' },
      { line: "We won't review the decision, and I can't tell you when that might change.", denies: 'nextStep' },
      { line: "I don't see any reason to apologise for the letter.", denies: 'apology' },
      { line: "I'm not trying to rush you into anything.", denies: 'pressure' },
    ],
    transcript: [
      { role: 'character', content: 'I got your letter. I want to know why.' },
      { role: 'learner', content: 'How much did you ask to borrow?', asks: 'the loan' },
      { role: 'character', content: 'I asked for £40,000 over five years for a second deck oven.' },
      { role: 'learner', content: 'And how has the business been doing?', asks: 'the turnover' },
      { role: 'character', content: 'We turned over £310,000 last year, up a fifth on the year before.' },
      { role: 'learner', content: "I'm not in a position to offer you a smaller loan.", kind: 'refusing' },
      { role: 'character', content: 'A letter with no reason is not how you treat an eleven-year customer.' },
      { role: 'learner', content: "I don't see any reason to apologise for the letter.", kind: 'negated' },
      { role: 'character', content: "I'll move my accounts elsewhere. Goodbye." },
    ],
  },
  {
    field: 'restaurant supplier',
    brief: {
      identity: identity('Rosa Bianchi', 'Head chef', 'Trattoria Bianchi'),
      situation: "Rosa's fish delivery arrived short and late for the third Saturday running.",
      facts: [
        { topic: 'the delivery', keywords: ['delivery', 'order', 'arrived'], answer: 'Saturday’s order came at 11:40 instead of 8, and four kilos of sea bass were missing.' },
        { topic: 'the covers', keywords: ['covers', 'bookings', 'service', 'booked'], answer: 'We had 120 covers booked that night.' },
        { topic: 'the menu', keywords: ['menu', 'dish', 'special'], answer: 'I had to take the sea bass special off the menu.' },
      ],
      hiddenFacts: [{ topic: 'the other supplier', keywords: ['other supplier', 'alternatives', 'elsewhere', 'quote'], answer: 'Another wholesaler has already sent me a quote.', unlock: 'open_question' }],
      objections: [
        { objection: 'Three Saturdays in a row. I cannot run a kitchen like this.', keywords: ['saturday', 'again'], resolvedBy: 'a credit for the missing fish', resolveKeywords: ['credit', 'refund', 'money back'], resolvedLine: 'A credit helps. It does not fix Saturdays.' },
      ],
      outcome: {
        agreement: 'a credit and a guaranteed 8am Saturday slot for a month',
        condition: 'a credit and a fixed delivery time',
        requires: [
          { label: 'a credit', keywords: ['credit', 'refund'] },
          { label: 'a fixed delivery time', keywords: ['8am', 'first drop', 'guaranteed slot'] },
        ],
        agreementLine: "Fine. Credit me and get it here by eight, and we'll carry on.",
        walkAwayWhen: 'brushed off twice',
        walkAwayLine: "I'm done. I'll call the other wholesaler.",
      },
      openingLine: 'Where was my fish on Saturday?',
    },
    denials: [
      { line: "We don't do credits for late drops, I'm afraid.", denies: 'offer' },
      { line: "I can't promise you the first drop on Saturdays.", denies: 'nextStep' },
      { line: "Sorry isn't going to change the traffic on the ring road.", denies: 'apology' },
    ],
    transcript: [
      { role: 'character', content: 'Where was my fish on Saturday?' },
      { role: 'learner', content: 'What time did the order actually turn up?', asks: 'the delivery' },
      { role: 'character', content: 'Saturday’s order came at 11:40 instead of 8, and four kilos of sea bass were missing.' },
      { role: 'learner', content: "We don't do credits for late drops, I'm afraid.", kind: 'refusing' },
      { role: 'character', content: 'Three Saturdays in a row. I cannot run a kitchen like this.' },
      { role: 'learner', content: 'Calm down, it was the traffic.', kind: 'rude' },
      { role: 'character', content: 'We had 120 covers booked that night.' },
      { role: 'learner', content: "I can't promise you the first drop on Saturdays.", kind: 'refusing' },
      { role: 'character', content: "I'm done. I'll call the other wholesaler." },
    ],
  },
];
