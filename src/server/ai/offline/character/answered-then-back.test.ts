// Asked about themselves or about something else entirely, a created character answers in role (its stated job when
// asked about work) and comes back to the matter, in one or two sentences, with no sentence said twice; and its first
// line is its own side's. Advanced scenarios of this file's own (a repair shop, a school, an IT service desk), each
// over a library persona written for another career.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { splitSentences } from '../../language/text.ts';
import { generatePersonaOffline } from '../persona/generate-persona.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';

function libraryPersona(name: string, prompt: string): ScenarioPersonaFacts {
  const persona = generatePersonaOffline({ name, prompt, fileTexts: [] });
  return { name: persona.name, age: persona.age, gender: persona.gender, occupation: persona.occupation, background: persona.background, hometown: persona.hometown, nationality: persona.nationality, language: persona.language };
}

function advanced(persona: ScenarioPersonaFacts, title: string, description: string): CharacterBrief {
  return generateScenarioOffline({ mode: 'Advanced', title, aiRole: null, myRole: null, description, persona, rubric: { name: 'Handling the matter', criteria: ['Listening'] }, glossary: null, fileTexts: [] }).brief.character;
}

const ARCHITECT = libraryPersona('Tomasz Wójcik', 'Tomasz Wójcik, 45, spent 15 years as a software architect at a bank before moving into consulting. He is calm, precise and asks for evidence.');
const PRODUCT_MANAGER = libraryPersona('Joanna Kerr', 'Joanna Kerr, 38, has experience in technology and worked as a product manager at a start-up for 8 years. She is warm but direct.');

const REPAIR_SHOP = advanced(ARCHITECT, 'Bikes waiting for parts', 'Tomasz Wójcik runs an e-bike repair shop in Leeds and repairs the bikes of our courier firm. Three of our bikes have waited 12 days for parts. He says his supplier in Germany is late. My goal: agree a repair date and a loan bike.');
const SCHOOL = advanced(PRODUCT_MANAGER, 'The Year 6 trip', 'Joanna Kerr is a Year 6 teacher at Hillside Primary. She cancelled the class trip to York on 14 May after two pupils misbehaved on the last one. I am a parent and my daughter was looking forward to it. My goal: understand why and agree a way for the trip to go ahead.');
const SERVICE_DESK = advanced(ARCHITECT, 'Laptop still broken', 'Tomasz Wójcik is an IT service desk analyst at Corvel Insurance. My laptop has crashed four times since the Windows update on Monday and ticket INC-4471 has been open for 3 days. Month-end close is on Friday. My goal: get a loan laptop today and a date for the fix.');

const CHARACTERS = [
  { field: 'repair shop', brief: REPAIR_SHOP, job: /e-bike repair shop owner/i, matter: /bike|parts|supplier/i },
  { field: 'school', brief: SCHOOL, job: /teacher/i, matter: /trip|York|pupils/i },
  { field: 'IT service desk', brief: SERVICE_DESK, job: /service desk analyst/i, matter: /laptop|ticket|INC-4471|month-end/i },
];

describe('asked about their work, then back to the matter', () => {
  it.each(CHARACTERS)('$field: says the stated job, then something of the matter, in two sentences', ({ brief, job, matter }) => {
    const reply = replyTo(brief, 'What do you do for a living?');
    const [first, ...rest] = splitSentences(reply);
    expect(first).toMatch(job);
    expect(rest.join(' ')).toMatch(matter);
    expect(splitSentences(reply).length).toBeLessThanOrEqual(2);
  });

  it.each(CHARACTERS)('$field: asked about their background, answers in role and comes back', ({ brief, job, matter }) => {
    const reply = replyTo(brief, 'Tell me about your background.');
    expect(reply).toMatch(job);
    expect(reply).toMatch(matter);
    expect(reply).not.toMatch(/architect|software|product manager|technology/i);
  });
});

describe('off-topic lines in one conversation', () => {
  it.each(CHARACTERS)('$field: each gets a way back of its own, and no sentence is said twice', ({ brief, matter }) => {
    const { replies } = converse(brief, ['What do you do for a living?', 'Do you follow the football?', 'Tell me about your background.']);
    for (const reply of replies) expect(reply).toMatch(matter);
    const sentences = replies.flatMap((reply) => splitSentences(reply));
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe('the first line is the character’s own side', () => {
  it('a character the learner complains to or chases does not open with the complaint or a request', () => {
    for (const brief of [REPAIR_SHOP, SERVICE_DESK]) {
      expect(brief.openingLine).not.toMatch(/I'd like a proper answer|I want it sorted|dealt with|I need to talk about|I'd like to talk about/i);
      expect(brief.openingLine).toMatch(/bikes|laptop/i);
    }
  });

  it('never reads out the description or the learner’s goal', () => {
    for (const brief of [REPAIR_SHOP, SCHOOL, SERVICE_DESK]) expect(brief.openingLine).not.toMatch(/my goal|agree a repair date|loan laptop|crashed four times|waited 12 days|cancelled the class trip/i);
  });
});
