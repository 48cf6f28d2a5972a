/**
 * The pricing section's words as this server sells the Engram (GET /plans), shared by the React section
 * (landing-pricing.tsx) and the pre-rendered page, which has no React: `showOperatorPrices` reads the plans and writes
 * them into the static markup. Without React or zod (the plans contract is imported for its type only).
 */
import type { PublicPlansAnswer } from '@shared/contracts/plans.ts';

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The heading and the line under it, true to how this server takes payments. */
export function pricingWords(plans: PublicPlansAnswer | undefined): { title: string; intro: string } {
  if (plans?.payments === 'stripe') {
    return {
      title: 'One package for your Engram, credits for practice',
      intro: 'Registering costs nothing. The Engram package is paid once, storage is added by the gigabyte when you need it, and practice runs on credits.',
    };
  }
  if (plans?.payments === 'closed') {
    return { title: 'Practice today, your Engram soon', intro: 'Registering costs nothing and practice runs on credits. The Engram opens here once the operator sets up payments.' };
  }
  return {
    title: 'Free to start, nothing to pay today',
    intro: 'Registering costs nothing and no card is asked for. Your Engram comes with room for your memories, and practice runs on credits.',
  };
}

/** The Engram card's figures when the server sells it: the price (the launch price while places are left), what it was, and what it adds. */
export function soldEngramCard(plans: PublicPlansAnswer): { price: string; wasPrice: string | null; unit: string; summary: string; addedIncludes: string[] } {
  const cents = (value: number) => money(value, plans.currency);
  return {
    price: cents(plans.launch?.price_cents ?? plans.package.price_cents),
    wasPrice: plans.launch ? cents(plans.package.price_cents) : null,
    unit: 'one time',
    summary: 'The Engram package: claim your name and meet your twin.',
    addedIncludes: [`${plans.package.included_gb} GB for your memories included`, `More room whenever you need it: ${cents(plans.storage.price_per_gb_cents)} per GB`],
  };
}

/** "Launch offer: 50% off … for the first 500 registrations." and "41 places left." */
export function launchOfferWords(launch: NonNullable<PublicPlansAnswer['launch']>): { offer: string; left: string } {
  return {
    offer: `Launch offer: ${launch.discount_percent}% off the Engram package for the first ${launch.places.toLocaleString('en-US')} registrations.`,
    left: `${launch.places_left.toLocaleString('en-US')} ${launch.places_left === 1 ? 'place' : 'places'} left.`,
  };
}

/** The launch banner's classes, the same in both renderings. */
export const LAUNCH_OFFER_CLASS = 'mx-auto mt-10 max-w-2xl rounded-2xl bg-brand-700 px-5 py-3 text-center text-sm font-semibold text-white shadow-lg';

/** Writes the operator's plans into the pre-rendered pricing section (rendered without them); `fetchPlans` asks the server. */
export async function showOperatorPrices(root: Document, fetchPlans: () => Promise<PublicPlansAnswer>): Promise<void> {
  const section = root.getElementById('pricing');
  if (!section) return;
  let plans: PublicPlansAnswer;
  try {
    plans = await fetchPlans();
  } catch {
    // The static page stays as rendered: true, only without the prices.
    return;
  }
  const words = pricingWords(plans);
  const title = root.getElementById('pricing-title');
  if (title) title.textContent = words.title;
  if (title?.nextElementSibling) title.nextElementSibling.textContent = words.intro;

  const price = section.querySelector<HTMLElement>('[data-testid="plan-price-plan-your-engram"]');
  const card = price?.closest('article');
  if (!price || !card) return;
  const summary = card.querySelector('h3 + p');
  if (plans.payments !== 'stripe') {
    if (plans.payments === 'closed' && summary) summary.textContent = 'The Engram opens on this server once its operator sets up payments.';
    return;
  }
  const sold = soldEngramCard(plans);
  price.textContent = sold.price;
  if (price.nextElementSibling) price.nextElementSibling.textContent = sold.unit;
  if (summary) summary.textContent = sold.summary;
  if (sold.wasPrice) {
    const was = root.createElement('s');
    was.className = 'text-xl font-semibold text-slate-500 dark:text-slate-400';
    const hidden = root.createElement('span');
    hidden.className = 'sr-only';
    hidden.textContent = 'was ';
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
    const { offer, left } = launchOfferWords(plans.launch);
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
