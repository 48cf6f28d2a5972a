import { ChevronDown } from 'lucide-react';
import { formatMoney, type PublicPlansAnswer } from '@shared/contracts/plans.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { usePlans } from '@/features/plans/api/get-plans.ts';
import { LandingSection } from './landing-section.tsx';

const PRACTICE_COST = `A practice session uses ${SESSION_CREDIT_COST} credits, new accounts start with credits, and a Vibes Check is free.`;

/** "How much does it cost?", answered with this server's plans (GET /plans). */
function costAnswer(plans: PublicPlansAnswer | undefined): string {
  const includedGb = plans?.package.included_gb ?? 1;
  if (plans?.payments === 'stripe') {
    const money = (cents: number) => formatMoney(cents, plans.currency);
    const launch = plans.launch
      ? ` (${money(plans.launch.price_cents)} for the first ${plans.launch.places.toLocaleString('en-US')} registrations, while places are left)`
      : '';
    return `Registering is free. The Engram package costs ${money(plans.package.price_cents)} once${launch} and includes ${includedGb} GB for memories; more storage is ${money(plans.storage.price_per_gb_cents)} per GB. ${PRACTICE_COST}`;
  }
  if (plans?.payments === 'closed') return `Registering is free. The Engram opens on this server once its operator sets up payments. ${PRACTICE_COST}`;
  return `Registering is free and nothing is charged. Your Engram comes with ${includedGb} GB for memories. ${PRACTICE_COST}`;
}

const FAQ_ITEMS = [
  {
    question: 'What is an Engram?',
    answer:
      'An Engram is a digital twin of you: an AI that has learned your personality, your values and your knowledge from the interview you answer and the stories, voice notes, photos and documents you keep. It is kept for your heirs, so the people you love can still talk with you.',
  },
  {
    question: 'What does my twin learn from?',
    answer:
      'From the interview you answer and the memories you keep: written stories, voice notes, photos and documents. The more you share, the more it sounds like you, and you can read the summary it keeps of who you are.',
  },
  {
    question: 'Who can access my Engram after I die?',
    answer:
      'The inheritors you name. After your death they manage access and decide whether your twin stays private or is made public.',
  },
  {
    question: 'How do I control what stays private?',
    answer:
      'Every memory you upload can be private, shared with family or public. You can change these choices at any time while you are alive.',
  },
  {
    question: 'What does Solana have to do with it?',
    answer:
      'Your username is reserved for you as soon as you choose it. It can be recorded on the Solana blockchain, a public network, when the operator of this Engram connects it.',
  },
] as const;

const COST_QUESTION = 'How much does it cost?';

export function LandingFaq() {
  const plans = usePlans();
  const items = [...FAQ_ITEMS, { question: COST_QUESTION, answer: costAnswer(plans.data) }];
  return (
    <LandingSection
      id="faq"
      headingId="faq-title"
      eyebrow="FAQ"
      title="Questions, answered"
      intro="Everything you need to know before you reserve your username."
      isTinted
    >
      <div className="mx-auto mt-12 max-w-3xl space-y-4">
        {items.map((item) => (
          // Native details/summary: opens and closes on the static page without any JavaScript.
          <details key={item.question} className="group card overflow-hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180 dark:text-slate-400"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-6 leading-7 text-slate-600 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
