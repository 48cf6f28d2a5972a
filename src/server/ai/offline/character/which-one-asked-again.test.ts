// "Which…?" of a thing told with the name that says which ("…at your Harrogate store on 3 May"): said again as that
// thing with its name, not a stock line; and "Which store did you buy it from?" asks where a thing of theirs came
// from, never what they do for a living.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

const SOFA = quickCharacter(
  'A sofa delivered damaged',
  'Customer',
  'Furniture store manager',
  'Priya Shah bought a grey corner sofa at our Harrogate store on 3 May for £1,450. It was delivered on 20 May with a split seam on the back cushion. She is a pharmacist. She wants a replacement cushion or £200 back. My goal: agree a fair fix.',
);

const KNEE = quickCharacter(
  'A physio appointment cancelled twice',
  'Patient',
  'Clinic receptionist',
  'Sam Cole hurt his left knee playing five-a-side football on 2 March. The physio appointment we gave him has been cancelled twice. He wants an appointment this week.',
);

describe('which one, asked again', () => {
  it('says the thing told with the name that says which', () => {
    const { replies } = converse(SOFA, [IDENTITY_LINE, 'When did you buy the sofa?', 'Sorry, which store was that?']);
    expect(replies[1]).toMatch(/Harrogate store on 3 May/);
    expect(replies[2]).toMatch(/Harrogate store/);
    expect(replies[2]).not.toMatch(/pharmacist/);
  });

  it('reads "Which store did you buy it from?" as about the sofa, not their job', () => {
    const { replies } = converse(SOFA, [IDENTITY_LINE, 'Which store did you buy it from?']);
    expect(replies[1]).toMatch(/Harrogate store/);
    expect(replies[1]).not.toMatch(/pharmacist/);
  });

  it('says the thing of a narrower kind that says which, with the words of its phrase', () => {
    const { replies } = converse(KNEE, [IDENTITY_LINE, 'How did you get hurt?', 'Sorry, which joint was it?']);
    expect(replies[1]).toMatch(/left knee/);
    // The thing that says which, not the clause again ("Again, I hurt my left knee playing five-a-side.").
    expect(replies[2]).toMatch(/^\w+(?: \w+)*, my left knee\.$/);
  });
});
