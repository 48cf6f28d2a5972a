import { describe, expect, it } from 'vitest';
import { pickVoice, type VoiceLike } from './browser-voice-choice.ts';

const VOICES: VoiceLike[] = [
  { name: 'Google US English', lang: 'en-US', default: true },
  { name: 'Microsoft David - English (United States)', lang: 'en-US' },
  { name: 'Microsoft Zira - English (United States)', lang: 'en-US' },
  { name: 'Daniel', lang: 'en-GB' },
  { name: 'Google Deutsch', lang: 'de-DE' },
];

describe('pickVoice', () => {
  it('prefers a voice of the language whose name suggests the character’s gender', () => {
    expect(pickVoice(VOICES, 'en-US', 'Female')?.name).toBe('Microsoft Zira - English (United States)');
    expect(pickVoice(VOICES, 'en-US', 'Male')?.name).toBe('Microsoft David - English (United States)');
  });

  it('weighs the gender over the region, the region over nothing, and a neutral name over one of the other gender', () => {
    expect(pickVoice([{ name: 'Daniel', lang: 'en-GB' }, { name: 'Google US English', lang: 'en-US' }], 'en-US', 'Male')?.name).toBe('Daniel');
    expect(pickVoice([{ name: 'Samantha', lang: 'en-US' }, { name: 'Google UK English', lang: 'en-GB' }], 'en-US', 'Male')?.name).toBe('Google UK English');
    expect(pickVoice([{ name: 'Karen', lang: 'en-AU' }, { name: 'Alex', lang: 'en_US' }], 'en-US', 'Other')?.name).toBe('Alex');
  });

  it('does not confuse "female" with "male"', () => {
    expect(pickVoice([{ name: 'English Female', lang: 'en-US' }, { name: 'English Male', lang: 'en-US' }], 'en-US', 'Male')?.name).toBe('English Male');
  });

  it('finds Indonesian voices under id-ID and Android’s legacy in_ID', () => {
    expect(pickVoice([...VOICES, { name: 'Damayanti', lang: 'id-ID' }], 'id-ID', 'Male')?.name).toBe('Damayanti');
    expect(pickVoice([{ name: 'Bahasa Indonesia', lang: 'in_ID' }], 'id-ID', 'Female')?.name).toBe('Bahasa Indonesia');
  });

  it('answers null when no voice speaks the language', () => {
    expect(pickVoice(VOICES, 'id-ID', 'Female')).toBeNull();
    expect(pickVoice([], 'en-US', 'Female')).toBeNull();
  });
});
