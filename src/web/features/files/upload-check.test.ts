import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '@/i18n/i18n.ts';
import { wordUiText, type UiText } from '@/i18n/ui-text.ts';
import { uploadCandidateProblem } from './upload-check.ts';

const LIMIT = 10 * 1024 * 1024;
const CANDIDATES = [null, { name: 'notes.exe', size: 10 }, { name: 'notes.txt', size: 0 }, { name: 'notes.pdf', size: LIMIT + 1 }];

const worded = (language: string, text: UiText | null) => (text ? wordUiText(i18n.getFixedT(language), text) : null);

describe('uploadCandidateProblem', () => {
  it('says what is wrong with a file before it is sent, as the shared check words it in English', () => {
    expect(CANDIDATES.map((file) => worded('en', uploadCandidateProblem(file, LIMIT)))).toEqual([
      'Choose a file to upload.',
      'Only PDF, DOCX, TXT, MD and CSV files are supported.',
      'The file is empty.',
      'The file is too large. The limit is 10 MB.',
    ]);
    expect(uploadCandidateProblem({ name: 'notes.md', size: 12 }, LIMIT)).toBeNull();
  });

  it('says it in Indonesian, the limit as an Indonesian size', async () => {
    await loadCatalogue('id');
    const texts = CANDIDATES.map((file) => worded('id', uploadCandidateProblem(file, 1.5 * 1024 * 1024)));
    expect(texts).toEqual(['Pilih berkas untuk diunggah.', 'Hanya berkas PDF, DOCX, TXT, MD, dan CSV yang didukung.', 'Berkas kosong.', expect.stringMatching(/^Berkas terlalu besar\. Batasnya 1[.,]5 MB\.$/) as string]);
  });
});
