// "How long have you been with us?", "How long have you worked here?": a length that runs up to now, which a dated
// start of the character's own answers ("I joined the library service in 2017"); a length ahead or asked for ("for six
// months") never does, and with neither there is no number to give.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { statesAStart } from './fact-meaning.ts';

const librarian = quickCharacter(
  'Dropping Saturday shifts',
  'Library assistant',
  'Branch manager',
  'Helen Ward is a library assistant at Castlegate Library in York. She joined the library service in 2017. She wants to drop her Saturday shifts for six months while she finishes her degree.',
);

const driver = quickCharacter(
  'Changing routes',
  'Bus driver',
  'Depot manager',
  'Femi Adeyemi drives buses for Citylink in Leicester. He wants to move from the number 14 to the number 22 route, and the change would be for three months while the roadworks last.',
);

const member = quickCharacter(
  'Freezing a gym membership',
  'Gym member',
  'Membership manager',
  'Sofia Marin has trained at Peak Fitness in Bath for the past three years and pays £42 a month. She broke her ankle in May and wants her membership frozen for two months at no charge.',
);

describe('a length of time with us', () => {
  it('is answered from a dated start, not from a length ahead', () => {
    for (const line of ['How long have you been with us?', 'How long have you worked here?', 'How long have you been here?', 'How long have you worked for the library service?']) {
      const reply = replyTo(librarian, line);
      expect(reply, line).toMatch(/2017/);
      expect(reply, line).not.toMatch(/six months/);
    }
  });

  it('is a length up to now however it is said, not a length asked for', () => {
    const reply = replyTo(member, 'How long have you been with us?');
    expect(reply).toMatch(/three years/);
    expect(reply).not.toMatch(/two months/);
  });

  it('is never a length ahead when the brief holds no start', () => {
    for (const line of ['How long have you been with us?', 'How long have you been here?']) expect(replyTo(driver, line), line).not.toMatch(/three months/);
  });

  it('reads a start by its verb, said as done, with a year', () => {
    expect(statesAStart('I joined the company in 2018.')).toBe(true);
    expect(statesAStart('I began on the ward in March 2021.')).toBe(true);
    expect(statesAStart('I will start the course in 2027.')).toBe(false);
    expect(statesAStart('The scheme started in 2015.')).toBe(false);
  });
});
