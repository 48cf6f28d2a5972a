// Who the character is, from the side the description is told from: the person it names first, not someone they dealt
// with ("a technician called Dominic"); an organisation that serves them ("a patient at Elm Tree Surgery") is the other
// side, not where they work; time they took unpaid is no debt, so the opening names the description's matter; and that
// matter is the thing named whole ("my kitchen sink"), not the first word of it.
// Descriptions of this file's own, in fields no evaluation set uses (broadband, a GP surgery, a roofer).
import { describe, expect, it } from 'vitest';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { readSituationKind, situationWords } from './read-situation-kind.ts';

function advancedScenario(title: string, persona: { name: string; gender: string; occupation: string }, description: string): GenerateScenarioInput {
  return {
    mode: 'Advanced',
    title,
    aiRole: null,
    myRole: null,
    description,
    persona: { ...persona, age: '61', background: `${persona.name} is a ${persona.occupation.toLowerCase()} from Derby.`, hometown: 'Derby' },
    rubric: { name: 'Handling a complaint', criteria: [] },
    glossary: null,
    fileTexts: [],
  };
}

describe('the person the description is told about', () => {
  const broadband = generateScenarioOffline(
    quickScenario(
      'Customer billed after cancelling broadband',
      'Customer',
      'Billing adviser',
      'Helen Ward cancelled her Lumen Fibre broadband on 2 May when she moved house. She has still been charged £29 a month since then. A technician called Dominic promised her a refund by 20 May that never came. My goal: stop the charges and refund her.',
    ),
  );

  it('is the one named first, not someone named later as a person they dealt with', () => {
    expect(broadband.brief.character.identity.name).toBe('Helen Ward');
    expect(broadband.description.charactersName).toBe('Helen Ward');
  });

  it('speaks of the other person by name and of itself as "I"', () => {
    const answers = broadband.brief.character.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toContain('A technician called Dominic promised me a refund by 20 May');
    expect(answers).toMatch(/\bI cancelled my Lumen Fibre broadband on 2 May\b/);
    expect(answers).not.toMatch(/Helen Ward|called me/);
  });
});

describe('the organisation the character belongs to', () => {
  it('is not one that serves them, named after "at" or "of", whatever their job', () => {
    const surgery = generateScenarioOffline(
      advancedScenario(
        'Patient refused a repeat prescription',
        { name: 'Derek Moss', gender: 'Male', occupation: 'Postman' },
        'Derek has been a patient at Elm Tree Surgery for 12 years. On 3 June his repeat prescription was stopped without a call, and he went four days without his tablets.',
      ),
    );
    expect(surgery.brief.character.identity.organisation).toBe('');
    const role = surgery.brief.character.facts.find((fact) => fact.topic === 'Their role');
    expect(role?.answer).toBe("I'm a postman in Derby.");
    const customer = generateScenarioOffline(
      advancedScenario('Roof still leaking', { name: 'Derek Moss', gender: 'Male', occupation: 'Postman' }, 'Derek has been a customer of Ridgeline Roofing since 2019. The roof they repaired in March still leaks over the landing.'),
    );
    expect(customer.brief.character.identity.organisation).toBe('');
  });

  it('is one they work at, said by a verb of belonging', () => {
    const surgery = generateScenarioOffline(
      advancedScenario(
        'Receptionist asking for fewer evening shifts',
        { name: 'Derek Moss', gender: 'Male', occupation: 'Receptionist' },
        'Derek has worked at Elm Tree Surgery for 12 years. Since 3 June he has been given four evening shifts a week.',
      ),
    );
    expect(surgery.brief.character.identity.organisation).toBe('Elm Tree Surgery');
  });
});

describe('a character who is owed the money', () => {
  // The one who sent the bill chases it: they never ask for a breakdown before paying or offer a part-payment.
  const owedLines = (brief: ReturnType<typeof generateScenarioOffline>['brief']['character']) => [brief.openingLine, ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedLine])].join(' ');

  it('who sent the invoice chases it, whoever the learner is', () => {
    const translator = generateScenarioOffline(
      quickScenario(
        'Unpaid translation fee',
        'Freelance translator',
        'Agency project manager',
        'Marta Silva translated a 40-page safety manual for Lingua Bridge and invoiced them £1,350 on 10 March. The payment is now seven weeks overdue and she has had no reply to three reminders. She wants the full amount paid this month.',
      ),
    ).brief.character;
    expect(owedLines(translator)).not.toMatch(/part-payment|before anything is paid|can't just move/i);
    const plumber = generateScenarioOffline(
      quickScenario('Plumber chasing a bill', 'Plumber', 'Homeowner', 'Gareth Lloyd replaced a boiler for the Harris family on 2 October and sent them a bill for £2,100. They still owe him £900 of it. He wants a date for the rest.'),
    ).brief.character;
    expect(owedLines(plumber)).not.toMatch(/part-payment|before anything is paid|can't just move/i);
  });

  it('while one who was sent the invoice is still the one asked to pay', () => {
    const club = generateScenarioOffline(
      quickScenario('Overdue hall hire', 'Club treasurer', 'Council bookings officer', 'Invoice HH-88 for £640 for the hall hire in May is still unpaid after 45 days. The club treasurer, Alan Pike, says the club was sent the invoice late.'),
    ).brief.character;
    expect(owedLines(club)).toMatch(/part-payment|before anything is paid|can't just move/i);
  });
});

describe('time taken unpaid', () => {
  it('states no debt: the kind is read without it, and an unpaid bill still is one', () => {
    expect(situationWords('He has taken four days off unpaid to let the roofers in.')).not.toMatch(/unpaid/);
    expect(situationWords('She took a week of unpaid leave.')).not.toMatch(/unpaid/);
    expect(situationWords('The invoice is still unpaid after 60 days.')).toContain('unpaid');
    expect(situationWords('Two unpaid invoices for £4,000 are with us.')).toContain('unpaid');
    expect(readSituationKind('The new roof still leaks. He has taken four days off unpaid to let the roofers in.', '').id).not.toBe('debt');
    expect(readSituationKind('Invoice RF-210 for £4,000 is still unpaid after 60 days.', '').id).toBe('debt');
  });

  it('leaves the opening line to the description’s matter, never a debt the description does not state', () => {
    const roof = generateScenarioOffline(
      advancedScenario(
        'Homeowner with a leaking new roof',
        { name: 'Derek Moss', gender: 'Male', occupation: 'Postman' },
        'Derek paid Ridgeline Roofing £6,400 for a new roof, which the roofer Sam Kerr finished on 4 April. Since then water has come through the landing ceiling every time it rains. Derek has taken four days off unpaid to let the roofers in.',
      ),
    );
    const opening = roof.brief.character.openingLine;
    expect(opening).not.toMatch(/invoice|owe|overdue/i);
    expect(roof.brief.character.facts.map((fact) => fact.topic)).not.toContain('The amount owed');
  });

  it('reads a title of two words, "Unpaid leave", as time taken, where the tagger may read the noun as a verb', () => {
    expect(situationWords('Unpaid leave')).not.toMatch(/unpaid/i);
    const leave = generateScenarioOffline(
      quickScenario('Unpaid leave', 'Chef', 'Head chef', 'Oskar Berg has asked to take three weeks off in June to help his brother rebuild a barn in Dalarna. He has no holiday left this year.'),
    );
    expect(leave.brief.character.openingLine).not.toMatch(/invoice|owe|overdue/i);
  });
});

describe('what the character came about', () => {
  it('is a noun WordNet holds whole, even where the tagger reads its second word as a verb', () => {
    const tap = generateScenarioOffline(
      quickScenario(
        'Tap fitted badly',
        'Customer',
        'Plumbing firm owner',
        'Helen Ward paid us £120 on 9 May to fit a new tap on her kitchen sink. On 12 May the tap on her kitchen sink snapped off and water ran over her kitchen floor for an hour. My goal: agree what we will put right.',
      ),
    );
    expect(tap.brief.character.openingLine).toMatch(/kitchen sink/);
  });
});

describe('a role that names the character by whose they are', () => {
  const kofi = generateScenarioOffline(
    quickScenario('Cancelled operation', "Patient's son", 'Ward manager', "Kofi Adjei's mother, who is 79, had her hip operation cancelled on the morning of the surgery. He wants a new date within a fortnight."),
  ).brief!.character;

  it('is the relative, not the one a possessive names, and not of that one’s age', () => {
    expect(kofi.identity.name).toBe('Kofi Adjei');
    expect(kofi.identity.age).not.toBe('79');
    expect(kofi.facts.find((fact) => fact.topic === 'Their role')?.answer).toBe("I'm a patient's son.");
    expect(kofi.situation).toMatch(/^Kofi Adjei is an? \d+-year-old patient's son\./);
  });
});

describe('a name written with its possessive, and a role with "of"', () => {
  const ruth = generateScenarioOffline(
    quickScenario('Care home fees', 'Daughter of a resident', 'Care home manager', "Ruth Adams' mother, who is 88, has lived at Elmfield Care Home for two years. The fees rose by 12% in April. Ruth wants the rise capped at 5%."),
  ).brief!.character;

  it('names the character without the possessive mark, and says their own mother as "my mother"', () => {
    expect(ruth.identity.name).toBe('Ruth Adams');
    expect(ruth.facts.map((fact) => fact.answer)).toContain('My mother, who is 88, has lived at Elmfield Care Home for two years.');
  });

  it('keeps whose or of what a role is', () => {
    expect(ruth.facts.find((fact) => fact.topic === 'Their role')?.answer).toBe("I'm a daughter of a resident.");
  });
});

describe('a description that opens with whose someone is', () => {
  it('makes the owner the character when the role is theirs, not the one owned', () => {
    const owen = generateScenarioOffline(
      quickScenario('Swimming lessons', 'Parent', 'Leisure centre manager', "Owen Blake's 7-year-old son, Alfie, was moved to a later swimming class without notice. He wants Alfie back in the Saturday 9am class."),
    ).brief!.character;
    expect(owen.identity.name).toBe('Owen Blake');
    expect(owen.facts.map((fact) => fact.answer)).toContain('My 7-year-old son, Alfie, was moved to a later swimming class without notice.');
  });
});
