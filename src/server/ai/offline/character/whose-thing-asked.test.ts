// "Why is the graduation important?" and "Whose graduation is it?" after the character told "…for my son's
// graduation" are answered with whose it is, not with another fact of the brief.
import { describe, expect, it } from 'vitest';
import { quickCharacter, replyTo } from './conversation.test-helpers.ts';
import { whoseThingAsked } from './whose-thing.ts';

const tailor = quickCharacter(
  'Suit altered wrongly',
  'Customer',
  'Shop manager',
  "Colin Webb ordered a made-to-measure suit from Hartley Tailoring for his son's graduation on 3 July, paying £640. When he collected it on 28 June the trousers were five centimetres too short. He wants them remade before the graduation or his money back.",
);

describe('what a thing the character told of is to them', () => {
  it('reads whose the thing asked after is from the told fact', () => {
    expect(whoseThingAsked('Why is the graduation important?', "I ordered a suit for my son's graduation on 3 July.")).toBe("my son's graduation");
    expect(whoseThingAsked('Whose graduation is it?', "I ordered a suit for my son's graduation on 3 July.")).toBe("my son's graduation");
    expect(whoseThingAsked('Why did the graduation move?', "I ordered a suit for my son's graduation on 3 July.")).toBeNull();
    expect(whoseThingAsked('Why is the graduation important?', 'I ordered a suit for the graduation on 3 July.')).toBeNull();
  });

  it('answers with whose it is after the fact was told, not with the next fact', () => {
    for (const line of ['Why is the graduation important?', 'Whose graduation is it?', 'Why does the graduation matter so much?']) {
      const reply = replyTo(tailor, line, ['What did you order from us?']);
      expect(reply).toMatch(/my son's graduation/);
      expect(reply).not.toMatch(/trousers|remade/);
    }
  });
});
