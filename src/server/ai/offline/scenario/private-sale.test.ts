// A sale between two people is read from who the parties are: a neighbour buying a bike or selling a sofa gets the
// concerns of a private buyer or seller, never a business's (a team, a pilot, a switch); a business pitch stays one,
// and a tradesperson who quoted for a job, a trader who sells in any clause of theirs, a customer holding another
// tradesperson's quote, or a customer already billed for one, is never the one being sold to.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { readPrivateSale } from './private-sale.ts';

const BUSINESS_WORDS = /\b(?:pilot|team|switch|roll ?out|budget|licen[cs]e|follow-up meeting|how (?:do|does) (?:you|your) work)\b/i;

const bikeSale = quickScenario(
  'Selling my old road bike to a neighbour',
  'Neighbour',
  'Seller',
  'Tom Ashby lives three doors down and wants to buy my Raleigh road bike. I am asking £320 for it; I paid £900 in 2019. The rear tyre was replaced in May. Tom thinks £250 is fair because of a scratch on the frame.',
);
const sofaPurchase = quickScenario(
  'Buying a second-hand sofa',
  'Seller',
  'Buyer',
  'Maya Chen is moving abroad and is selling her grey corner sofa for £180. It is four years old and has a small tear on one cushion. I want to collect it on Sunday with a borrowed van.',
);
const bookingAppPitch = quickScenario(
  'Introducing our booking app to a dental practice',
  'Practice manager',
  'Account manager',
  'Dr Ruth Ellis runs Parkside Dental in Ipswich with four dentists. We sell a booking app that sends text reminders. The practice loses about 30 appointments a month to no-shows. She thinks new software means weeks of disruption.',
);

describe('a sale between two private people', () => {
  it('reads who sells from whose thing changes hands, and only when nobody speaks for a business', () => {
    expect(readPrivateSale(bikeSale, { organisation: null, learnerParty: null })).toEqual({ isCharacterSelling: false });
    expect(readPrivateSale(sofaPurchase, { organisation: null, learnerParty: null })).toEqual({ isCharacterSelling: true });
    expect(readPrivateSale(bikeSale, { organisation: 'Pedal Works', learnerParty: null })).toBeNull();
    // An account manager selling is at work, whatever is sold.
    expect(readPrivateSale(bookingAppPitch, { organisation: null, learnerParty: null })).toBeNull();
  });

  it('gives a neighbour buying a bike the concerns of a private buyer, about the bike, and nothing of a business', () => {
    const { brief, categories } = generateScenarioOffline(bikeSale);
    const said = [...brief.character.objections.map((objection) => `${objection.objection} ${objection.resolvedBy}`), brief.character.outcome.agreement, brief.character.openingLine].join(' ');
    expect(said).not.toMatch(BUSINESS_WORDS);
    expect(brief.character.objections.some((objection) => /\b(?:price|money)\b/i.test(objection.objection))).toBe(true);
    expect(brief.character.outcome.agreement).toMatch(/price/);
    expect(categories).not.toContain('Sales');
  });

  it('gives a private seller the seller’s side: the price asked and being paid', () => {
    const { brief } = generateScenarioOffline(sofaPurchase);
    const concerns = brief.character.objections.map((objection) => objection.objection).join(' ');
    expect(concerns).toMatch(/asking|paid|money/i);
    expect(concerns).not.toMatch(BUSINESS_WORDS);
  });

  it('keeps a business pitch a pitch', () => {
    expect(generateScenarioOffline(bookingAppPitch).categories).toContain('Sales');
  });

  it('never pitches to a tradesperson who quoted for the job', () => {
    const { brief } = generateScenarioOffline({
      mode: 'Advanced',
      title: "A plumber's quote that doubled",
      aiRole: null,
      myRole: null,
      description: "Declan quoted £450 to replace my boiler's pump and then sent an invoice for £860. He says the old valve had seized. He did not call me before doing the extra work. He wants paying in full by Friday.",
      persona: { name: 'Declan Rourke', age: '52', gender: 'Male', occupation: 'Plumber', background: 'Declan Rourke is a self-employed plumber in Bristol.', nationality: '', language: '' },
      rubric: { name: 'A difficult conversation', criteria: ['Listening'] },
      glossary: null,
      fileTexts: [],
    });
    const said = [...brief.character.objections.map((objection) => objection.objection), brief.character.outcome.agreement].join(' ');
    expect(said).not.toMatch(/\bpilot\b|my team|worth our budget|pay for .* when what we have works/i);
  });

  it('never pitches to a customer already billed for the job they were quoted for', () => {
    const { brief } = generateScenarioOffline(
      quickScenario(
        'Customer billed far above the quote',
        'Customer',
        'Landscaping firm owner',
        'Hazel Wynn got a written quote of £2,800 from Greenway Landscapes on 4 June to lay a patio behind her house. After the work ended on 28 June she was sent a bill for £3,900, because the team dug out a tree stump first. Hazel is a retired teacher. My goal: explain the bill and agree what is fair.',
      ),
    );
    const said = [...brief.character.objections.map((objection) => objection.objection), ...brief.character.hiddenFacts.map((fact) => fact.answer), brief.character.outcome.agreement].join(' ');
    expect(said).not.toMatch(/\bpilot\b|my team|your offer|worth our budget|pay for .* when what we have works/i);
  });

  it('never pitches to one who sells, whichever clause of theirs says so', () => {
    const baker = quickScenario(
      'Baker whose rented oven keeps failing',
      'Bakery owner',
      'Rental account manager',
      "Owen Pryce, 47, runs Pryce's Bakery in Cardiff. His deck oven, rented from HeatPro Rentals at £210 a month, has broken down three times since March. Over the bank holiday weekend he could sell only bread rolls and lost about £1,200. He wants the oven replaced at no cost.",
    );
    const allotment = quickScenario(
      'Allotment holder facing a rent rise',
      'Allotment holder',
      'Allotments officer',
      'Mrs Ivy Okafor, 68, has kept plot 14 at Greenside Allotments for 22 years. The committee raised the rent from £40 to £95 a year without asking anyone. She has been told she must sell her greenhouse to the new tenant if she leaves. She wants the old rent back for pensioners.',
    );
    for (const scenario of [baker, allotment]) {
      const { brief, categories } = generateScenarioOffline(scenario);
      const said = [...brief.character.objections.map((objection) => `${objection.objection} ${objection.resolvedBy}`), ...brief.character.outcome.requires.map((requirement) => requirement.label), brief.character.outcome.agreement, brief.character.openingLine].join(' ');
      expect(said).not.toMatch(/\bpilot\b|my team|your offer|how we work today|pay for .* when what we have works|saves or earns/i);
      expect(categories).not.toContain('Sales');
    }
  });

  it('never pitches to a customer holding a quote from another tradesperson', () => {
    const { brief } = generateScenarioOffline(
      quickScenario(
        'Piano scraped in a house move',
        'Customer',
        'Removals firm manager',
        "Harriet Cole, 61, retired headteacher in Bath. Our removal men moved her upright piano on 3 May and scraped the lid on the door frame. A piano restorer's quote to refinish the lid: £380. Her choir rehearses at her house on 1 June. My goal: apologise and pay for the repair before the rehearsal.",
      ),
    );
    const said = [...brief.character.objections.map((objection) => `${objection.objection} ${objection.resolvedBy}`), ...brief.character.outcome.requires.map((requirement) => requirement.label), brief.character.outcome.agreement, brief.character.openingLine].join(' ');
    expect(said).not.toMatch(/\bpilot\b|my team|your offer|how we work today|pay for .* when what we have works|saves or earns/i);
  });
});
