// Words and wording for the offline rubric: which words carry meaning, the most frequent of them, and small
// helpers for lists, capitals, articles and length.

// Words about the exercise rather than its subject.
export const DOMAIN_WORDS = new Set('rubric rubrics assessment roleplay role-play scenario practice practise session'.split(' '));

/** Words that carry no meaning of their own. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her here hers him his how i if in into is it its ' +
    'just me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their theirs them then ' +
    'there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours ' +
    'also about after again against all am any because before below between both during each few further above down many much must may might shall ' +
    'every own via per etc within without upon onto among across along around let lets get gets got make makes made use used using need needs well ' +
    'rubric rubrics assessment assess score scoring scored grade grading practice practise practising practicing roleplay role play scenario ' +
    'conversation conversations learner learners user users person people someone something thing things way ways new first one two three'
  ).split(' '),
);

// Verbs and fillers that say nothing about the subject; kept out of the words the note highlights.
export const COMMON_VERBS = new Set(
  (
    'raise raises raised want wants wanted ask asks asked try tries tried give gives given take takes taken handle handles handled discuss discusses ' +
    'explain explains talk talks tell tells know knows feel feels seem seems keep keeps come comes going see sees show shows find finds think thinks ' +
    'say says said meet meets call calls help helps start starts end ends set sets put puts run runs work works worried concerned able become becomes ' +
    'include includes including look looks looking learn learns learned focus focuses practise practises cover covers covering uncover uncovers ' +
    'agree agrees build builds manage manages deliver delivers prepare prepares reach reaches understand understands improve improves share shares ' +
    'make sure ensure ensures plan plans hold holds lead leads worry worries size mid several'
  ).split(' '),
);

/** The normalised words of at least three letters that are neither stop words nor numbers. */
export function listContentWords(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word));
}

/** The most frequent meaningful words of `text` (ties: first seen), leaving out `exclude`. */
export function findKeyWords(text: string, exclude: ReadonlySet<string>, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const word of listContentWords(text)) {
    if (word.length < 4 || exclude.has(word) || exclude.has(word.replace(/s$/, '')) || COMMON_VERBS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

/** The text on one line, cut at a word with an ellipsis when longer than `max`. */
export function truncate(text: string, max: number): string {
  const clean = text.replaceAll(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:\s]+$/, '')}…`;
}

/** Lower case without accents, anything but letters and digits as single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, ' ')
    .trim();
}
