// Asked about themselves or about something else entirely, a created character answers in role (its stated job when
// asked about work) and comes back to the matter, in one or two sentences, with no sentence said twice; and its first
// line is its own side's. Advanced scenarios of this file's own (a repair shop, a school, an IT service desk), each
// over a library persona written for another career.
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../language/text.ts';
import { repairShopScenario, schoolScenario, serviceDeskScenario } from '../scenario/advanced-scenario.test-helpers.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';

const REPAIR_SHOP = repairShopScenario().brief.character;
const SCHOOL = schoolScenario().brief.character;
const SERVICE_DESK = serviceDeskScenario().brief.character;

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
