// The memory book's fixed words (headings, labels, the line under the name) in each interface language, from the
// server's catalogues (`memoryBook.*` in server/i18n/); the owner's own words and the interview's questions are
// printed as they are.
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '../../../../shared/contracts/languages-constants.ts';
import { TWIN_MEMORY_KINDS, TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { serverText, type ServerTextKey, type ServerTextValues } from '../../../i18n/server-text.ts';

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

type MemoryBookKey = ServerTextKey extends infer Key ? (Key extends `memoryBook.${infer Name}` ? Name : never) : never;

/** The book's words in `language`; English when none is known. */
export function memoryBookTexts(language: InterfaceLanguage | null | undefined): MemoryBookTexts {
  const known = language ?? DEFAULT_INTERFACE_LANGUAGE;
  const text = (key: MemoryBookKey, values?: ServerTextValues) => serverText(known, `memoryBook.${key}`, values);
  return {
    madeOn: (username, day) => text('madeOn', { username, day }),
    titleSuffix: text('titleSuffix'),
    whoTheyAre: text('whoTheyAre'),
    inTheirOwnWords: text('inTheirOwnWords'),
    memories: text('memories'),
    nothingKept: text('nothingKept'),
    sections: Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, text(`section.${name}`)])) as Record<TwinSummarySectionName, string>,
    kinds: Object.fromEntries(TWIN_MEMORY_KINDS.map((kind) => [kind, text(`kind.${kind}`)])),
    whatWasSaid: text('whatWasSaid'),
    fromTheDocument: text('fromTheDocument'),
    file: text('file'),
    photo: text('photo'),
    notShown: (why) => text('notShown', { why }),
    locale: text('locale'),
  };
}
