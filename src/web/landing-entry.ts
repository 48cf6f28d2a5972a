// Script of the pre-rendered landing page (landing.html): styles plus the DOM-only enhancements, deliberately without React.
import type { PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { enhanceLanding } from './app/routes/landing/landing-enhance.ts';
import { PRICE_WORDS_ID, showOperatorPrices, type PriceWords } from './app/routes/landing/landing-prices.ts';
import './styles.css';

enhanceLanding(document, { isPrerendered: true });
// A literal rather than PUBLIC_PLANS_PATH: the plans contract pulls in zod, which this page does without.
const PUBLIC_PLANS_PATH = '/plans';
// Rendered before any server answered: the operator's prices and the places left are read now, and written in the
// page's language with the pricing words the build put into it.
const priceWords = document.getElementById(PRICE_WORDS_ID)?.textContent;
if (priceWords) {
  void showOperatorPrices(
    document,
    async () => {
      const response = await fetch(PUBLIC_PLANS_PATH, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET ${PUBLIC_PLANS_PATH}: ${response.status}`);
      return (await response.json()) as PublicPlansAnswer;
    },
    JSON.parse(priceWords) as PriceWords,
  );
}
