import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from './i18n.ts';
import { uiText, wordUiText } from './ui-text.ts';

describe('wordUiText', () => {
  const notice = uiText('speechNotice.voiceOff', { name: 'Maria', language: uiText('session.languageLabel.id-ID') });

  it('words a text and the texts among its values in the language of `t`', async () => {
    expect(wordUiText(i18n.getFixedT('en'), notice)).toBe('Maria’s lines are shown as text only: this browser has no Indonesian voice and the server has no text-to-speech engine.');
    await loadCatalogue('id');
    expect(wordUiText(i18n.getFixedT('id'), notice)).toBe('Ucapan Maria hanya ditampilkan sebagai teks: browser ini tidak punya suara Bahasa Indonesia dan server tidak punya mesin teks-ke-ucapan.');
  });

  it('keeps a text without values as the catalogue has it', () => {
    expect(wordUiText(i18n.t, uiText('speechNotice.noWords'))).toBe('No words were heard in that recording. Press “Start talking” and try again.');
  });
});
