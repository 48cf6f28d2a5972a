// The memory book's fixed words (headings, labels, the line under the name) in each interface language; the owner's
// own words and the interview's questions are printed as they are. Every language of
// shared/contracts/languages-constants.ts must have its entry (the Record's type says so).
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LOCALES, type InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';

export interface MemoryBookTexts {
  /** The line under the name: whose book it is and the day it was made. */
  madeOn: (username: string, day: string) => string;
  /** The document's title after the name: "Ana Lee - memory book". */
  titleSuffix: string;
  whoTheyAre: string;
  inTheirOwnWords: string;
  memories: string;
  nothingKept: string;
  sections: Record<TwinSummarySectionName, string>;
  kinds: Record<string, string>;
  whatWasSaid: string;
  fromTheDocument: string;
  file: string;
  photo: string;
  /** A photo the PDF does not show, with why (the reason itself comes from the image reader). */
  notShown: (why: string) => string;
  /** The locale its dates are written in. */
  locale: string;
}

const TEXTS: Record<InterfaceLanguage, MemoryBookTexts> = {
  en: {
    madeOn: (username, day) => `The memory book of @${username}'s Engram, made ${day}.`,
    titleSuffix: 'memory book',
    whoTheyAre: 'Who they are',
    inTheirOwnWords: 'In their own words',
    memories: 'Memories',
    nothingKept: 'Nothing has been kept in this Engram yet.',
    sections: { family: 'Family', friends: 'Friends', loved_ones: 'Loved ones', hobby: 'Hobby', interest: 'Interest', work_life: 'Work-Life', values: 'Values' },
    kinds: { text: 'Note', voice: 'Voice note', video: 'Video', photo: 'Photo', document: 'Document' },
    whatWasSaid: 'What was said',
    fromTheDocument: 'From the document',
    file: 'File',
    photo: 'photo',
    notShown: (why) => `Not shown here: ${why}. The photo is in this export at the path above.`,
    locale: 'en-GB',
  },
  id: {
    madeOn: (username, day) => `Buku kenangan Engram @${username}, dibuat ${day}.`,
    titleSuffix: 'buku kenangan',
    whoTheyAre: 'Siapa dirinya',
    inTheirOwnWords: 'Dengan kata-katanya sendiri',
    memories: 'Kenangan',
    nothingKept: 'Belum ada yang disimpan di Engram ini.',
    sections: { family: 'Keluarga', friends: 'Teman', loved_ones: 'Orang tercinta', hobby: 'Hobi', interest: 'Minat', work_life: 'Kerja & Kehidupan', values: 'Nilai-nilai' },
    kinds: { text: 'Catatan', voice: 'Catatan suara', video: 'Video', photo: 'Foto', document: 'Dokumen' },
    whatWasSaid: 'Yang diucapkan',
    fromTheDocument: 'Dari dokumen',
    file: 'Berkas',
    photo: 'foto',
    notShown: (why) => `Tidak ditampilkan di sini: ${why}. Fotonya ada dalam ekspor ini, di jalur di atas.`,
    locale: INTERFACE_LOCALES.id,
  },
};

/** The book's words in `language`; English when none is known. */
export function memoryBookTexts(language: InterfaceLanguage | null | undefined): MemoryBookTexts {
  return TEXTS[language ?? DEFAULT_INTERFACE_LANGUAGE];
}
