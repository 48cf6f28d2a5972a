// Units of time shortened as people shorten them in notes ("22 yrs", "3 wks", "45 mins"), written out in full, so a
// description typed as notes states its lengths of time as the engine reads them ("for 22 years") and the character
// says them as a person would.

// Each shortened unit, with its singular and plural written out.
const UNITS: Readonly<Record<string, readonly [string, string]>> = {
  yr: ['year', 'years'],
  mth: ['month', 'months'],
  wk: ['week', 'weeks'],
  hr: ['hour', 'hours'],
  min: ['minute', 'minutes'],
};

// A number, then a shortened unit in lower case, in the singular or with an "s", and a full stop of its own before a word that goes on
// in lower case ("3 wks. later"); one before a capital or at the end is the sentence's.
const SHORTENED = /\b(\d+(?:\.\d+)?)\s*(yr|mth|wk|hr|min)(s)?\b(\.(?=\s+\p{Ll}))?/gu;

/** The text with every length of time shortened after a number written out: "for 22 yrs" → "for 22 years", "1 hr" → "1 hour". */
export function withUnitsWrittenOut(text: string): string {
  return text.replace(SHORTENED, (_whole, count: string, unit: string) => {
    const [singular, plural] = UNITS[unit]!;
    return `${count} ${Number(count) === 1 ? singular : plural}`;
  });
}
