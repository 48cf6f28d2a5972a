// A workplace or a town is the character's only when the description ties it to them: a shop they left something at,
// a town they travelled to or a relative's workplace is not theirs; and the description's plurals stay plural when
// the character says them.
import { describe, expect, it } from 'vitest';
import { generateScenarioOffline } from './generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { toCharacterVoice } from './voice.ts';

describe('[GENERATION] the workplace and town the description ties to the character', () => {
  it('never makes a shop the character left something at their workplace', () => {
    const { brief, description } = generateScenarioOffline(
      quickScenario(
        'Customer whose watch came back scratched',
        'Customer',
        'Watch repair shop owner',
        'Gareth Pryce left a pocket watch made by his late great-uncle at Mainspring Repairs on 2 March to have the glass replaced for £120. When he collected it, the case was scratched and the hands stopped after a day. Gareth is a bus driver. My goal: put it right and agree what is fair.',
      ),
    );
    expect(brief.character.identity.organisation).toBe('');
    expect(description.charactersOccupation).toBe('Bus Driver');
    expect(description.charactersScenarioSnippet).not.toMatch(/at Mainspring Repairs/);
  });

  it('never gives the character a town they only travelled to', () => {
    const { brief, description } = generateScenarioOffline(
      quickScenario(
        'Band secretary whose ferry tickets were lost',
        'Band secretary',
        'Travel agency manager',
        'Owen Lloyd is the secretary of Cwmbran Silver Band. He paid £2,400 for rail tickets to take the players and families to a contest in Llandudno on 9 October, and the tickets never arrived. My goal: apologise and refund the band.',
      ),
    );
    expect(brief.character.identity.location).toBe('');
    expect(description.charactersScenarioSnippet).not.toMatch(/Llandudno/);
    expect(brief.character.identity.organisation).toBe('Cwmbran Silver Band');
  });
});

describe("[GENERATION] plurals in the character's own voice", () => {
  const ref = { name: 'Owen Lloyd', firstName: 'Owen', gender: 'Male' as const, organisation: null, roleNoun: null };

  it('keeps a noun joined to a noun by "and" plural, and still conjugates a joined verb', () => {
    expect(toCharacterVoice('He paid to take the players and families to a contest.', ref)).toBe('I paid to take the players and families to a contest.');
    expect(toCharacterVoice('He sells scones and pasties.', ref)).toBe('I sell scones and pasties.');
    expect(toCharacterVoice('He runs the band and manages its bookings.', ref)).toBe('I run the band and manage its bookings.');
    expect(toCharacterVoice('He is annoyed and wants a refund.', ref)).toBe('I am annoyed and want a refund.');
  });
});
