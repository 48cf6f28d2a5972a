// "I'm sorry to hear about the boiler. Can you tell me what happened?": a question after what happened that names no
// thing of its own asks about what the line has just named, and the character tells it. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const TENANT = quickCharacter(
  'Boiler still broken',
  'Tenant',
  'Housing officer',
  'Sam Okoro rents a flat from Northgate Housing. His boiler broke on 3 January and the engineer who came on 5 January left without fixing it. He has had no hot water for two weeks. He wants the boiler repaired this week.',
);

describe('what happened, asked after a thing the line names', () => {
  it('is told, beside the sympathy it answers', () => {
    const reply = converse(TENANT, ["Hello Sam, I'm sorry to hear about the boiler. Can you tell me what happened?"]).replies[0]!;
    expect(reply).toMatch(/boiler broke on 3 January/);
  });
});
