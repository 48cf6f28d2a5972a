// "What brings you in?", "What's brought you here today?": the "what" doing something to the character asks what made
// them come, the matter (what happened, how things stand), with what they want after it, never the want alone.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { asksWhatBroughtThem } from './acts.ts';

const tenant = quickCharacter(
  'Tenant with a failing boiler',
  'Tenant',
  'Lettings manager',
  'Aisha Khan rents a two-bedroom flat from us in Salford. Her boiler broke down on 2 January and has been repaired twice, but it keeps cutting out. She wants a new boiler fitted.',
);

describe('what brought them', () => {
  it('is the matter, with the want after it', () => {
    for (const line of ["Morning Aisha, what's brought you here?", 'So what brings you in this morning?']) {
      const reply = converse(tenant, [line]).replies[0]!;
      expect(reply, line).toMatch(/boiler broke down on 2 January/);
      expect(reply.indexOf('new boiler'), line).toBeGreaterThan(reply.indexOf('broke down'));
    }
  });

  it('is read by the "what" doing something to them, not by the learner offering a doing', () => {
    expect(asksWhatBroughtThem("What's brought you here?")).toBe(true);
    expect(asksWhatBroughtThem('What has changed for you?')).toBe(true);
    expect(asksWhatBroughtThem('What can I do for you?')).toBe(false);
    expect(asksWhatBroughtThem('What did they tell you?')).toBe(false);
    expect(asksWhatBroughtThem('What happened when you got to the depot?')).toBe(false);
  });
});
