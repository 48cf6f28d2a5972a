// The character a test talks to: a procurement manager whose hospital's last delivery was late. Tests override only
// what they are about.
import type { ChatMessage } from '../../shared/contracts/scenarios.ts';
import { briefFromProse } from '../ai/offline/character/brief-from-prose.ts';
import type { CharacterReplyInput } from '../ai/contracts/character-reply.ts';

export function buildCharacterInput(overrides: Partial<CharacterReplyInput> = {}, messages: ChatMessage[] = []): CharacterReplyInput {
  const input: Omit<CharacterReplyInput, 'brief'> = {
    scenarioName: 'Renewing the hospital contract',
    overview: 'A supplier renews a contract with a sceptical hospital buyer.',
    character: {
      name: 'Maria Keller',
      gender: 'Female',
      age: '52',
      occupation: 'Procurement manager at St. Anne Hospital',
      background: 'Maria has bought medical supplies for twenty years and has been let down by vendors before.',
      scenarioSnippet: 'Maria is unhappy that the last delivery arrived two weeks late.',
      relevanceToScenario: 'She decides whether the contract is renewed.',
    },
    persona: null,
    glossary: [
      { term: 'SLA', definition: 'Service Level Agreement; the promised response or resolution time for a given type of request.' },
      { term: 'Churn', definition: 'Customers who stop buying within a period.' },
    ],
    facts: ['The approved budget for next year is 120,000 euros, 5% less than this year.', 'The current contract ends on 31 March.', 'Deliveries must arrive within 48 hours of an order.'],
    messages,
    ...overrides,
  };
  return { ...input, brief: overrides.brief ?? briefFromProse(input.character, input.overview) };
}
