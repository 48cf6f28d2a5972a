/**
 * The pricing section's words as this server sells the Engram (GET /plans), shared by the React section
 * (landing-pricing.tsx) and the pre-rendered page, which has no React: `showOperatorPrices` reads the plans and writes
 * them into the static markup, in the page's language. Without React, i18next or zod (the plans contract is imported
 * for its type only): the words come in as a translate function, from i18next in the app and from the catalogue's
 * pricing texts the build writes into the page (`PRICE_WORDS_ID`) on the static landing.
 */
import type { PublicPlansAnswer } from '@shared/contracts/plans.ts';

/** `t` as both renderings have it: a key of the catalogue's `landing.pricing` and its values. */
export type PriceTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The id of the JSON the build writes into each language's landing: `{ language, texts }` of `landing.pricing`. */
export const PRICE_WORDS_ID = 'landing-price-words';

export interface PriceWords {
  language: string;
  /** `landing.pricing` of the page's catalogue, plural forms under i18next's suffixes (`placesLeft_one`). */
  texts: Record<string, string>;
}

/** A translate function over a catalogue's pricing texts, with i18next's `{{name}}` values and its plural suffixes. */
export function translateFrom({ language, texts }: PriceWords): PriceTranslate {
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const name = key.replace(/^landing\.pricing\./, '');
    const plural = typeof values.count === 'number' ? texts[`${name}_${plurals.select(values.count)}`] ?? texts[`${name}_other`] : undefined;
    const text = plural ?? texts[name] ?? key;
    return text.replaceAll(/\{\{\s*(\w+)\s*\}\}/g, (whole, value: string) => (value in values ? String(values[value]) : whole));
  };
}

function money(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The heading and the line under it, true to how this server takes payments. */
export function pricingWords(plans: PublicPlansAnswer | undefined, t: PriceTranslate): { title: string; intro: string } {
  if (plans?.payments === 'stripe') return { title: t('landing.pricing.stripeTitle'), intro: t('landing.pricing.stripeIntro') };
  if (plans?.payments === 'closed') return { title: t('landing.pricing.closedTitle'), intro: t('landing.pricing.closedIntro') };
  return { title: t('landing.pricing.freeTitle'), intro: t('landing.pricing.freeIntro') };
}

/** The Engram card's figures when the server sells it: the price (the launch price while places are left), what it was, and what it adds. */
export function soldEngramCard(
  plans: PublicPlansAnswer,
  t: PriceTranslate,
  language: string,
): { price: string; wasPrice: string | null; unit: string; summary: string; addedIncludes: string[] } {
  const cents = (value: number) => money(value, plans.currency, language);
  const size = `${new Intl.NumberFormat(language).format(plans.package.included_gb)} GB`;
  return {
    price: cents(plans.launch?.price_cents ?? plans.package.price_cents),
    wasPrice: plans.launch ? cents(plans.package.price_cents) : null,
    unit: t('landing.pricing.engramOneTime'),
    summary: t('landing.pricing.engramStripe'),
    addedIncludes: [t('landing.pricing.includesStorage', { size }), t('landing.pricing.includesMore', { price: cents(plans.storage.price_per_gb_cents) })],
  };
}

/** "Launch offer: 50% off … for the first 500 registrations." and "41 places left." */
export function launchOfferWords(launch: NonNullable<PublicPlansAnswer['launch']>, t: PriceTranslate, language: string): { offer: string; left: string } {
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  return {
    offer: t('landing.pricing.launch', { percent: number(launch.discount_percent), places: number(launch.places) }),
    left: t('landing.pricing.placesLeft', { count: launch.places_left, formatted: number(launch.places_left) }),
  };
}

/** The launch banner's classes, the same in both renderings. */
export const LAUNCH_OFFER_CLASS = 'mx-auto mt-10 max-w-2xl rounded-2xl bg-brand-700 px-5 py-3 text-center text-sm font-semibold text-white shadow-lg';

/** Writes the operator's plans into the pre-rendered pricing section (rendered without them); `fetchPlans` asks the server. */
export async function showOperatorPrices(root: Document, fetchPlans: () => Promise<PublicPlansAnswer>, words: PriceWords): Promise<void> {
  const t = translateFrom(words);
  const section = root.getElementById('pricing');
  if (!section) return;
  let plans: PublicPlansAnswer;
  try {
    plans = await fetchPlans();
  } catch {
    // The static page stays as rendered: true, only without the prices.
    return;
  }
  const heading = pricingWords(plans, t);
  const title = root.getElementById('pricing-title');
  if (title) title.textContent = heading.title;
  if (title?.nextElementSibling) title.nextElementSibling.textContent = heading.intro;

  const price = section.querySelector<HTMLElement>('[data-testid="plan-price-plan-your-engram"]');
  const card = price?.closest('article');
  if (!price || !card) return;
  const summary = card.querySelector('h3 + p');
  if (plans.payments !== 'stripe') {
    if (plans.payments === 'closed' && summary) summary.textContent = t('landing.pricing.engramClosed');
    return;
  }
  const sold = soldEngramCard(plans, t, words.language);
  price.textContent = sold.price;
  if (price.nextElementSibling) price.nextElementSibling.textContent = sold.unit;
  if (summary) summary.textContent = sold.summary;
  if (sold.wasPrice) {
    const was = root.createElement('s');
    was.className = 'text-xl font-semibold text-slate-500 dark:text-slate-400';
    const hidden = root.createElement('span');
    hidden.className = 'sr-only';
    hidden.textContent = `${t('landing.pricing.was')} `;
    was.append(hidden, sold.wasPrice);
    price.before(was);
  }
  const lastInclude = card.querySelector('ul li:last-child');
  for (const text of sold.addedIncludes) {
    if (!lastInclude) break;
    const item = lastInclude.cloneNode(true) as Element;
    // The check mark stays; the words change.
    for (const node of Array.from(item.childNodes)) if (node.nodeType === 3) node.remove();
    item.append(text);
    lastInclude.parentElement!.append(item);
  }
  if (plans.launch) {
    const { offer, left } = launchOfferWords(plans.launch, t, words.language);
    const banner = root.createElement('p');
    banner.className = LAUNCH_OFFER_CLASS;
    banner.dataset.testid = 'launch-offer';
    const places = root.createElement('span');
    places.className = 'whitespace-nowrap';
    places.textContent = left;
    banner.append(`${offer} `, places);
    card.parentElement!.before(banner);
  }
}
