import { ChevronDown } from 'lucide-react';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { LandingSection } from './landing-section.tsx';

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
  {
    question: 'How much does it cost?',
    answer:
      `Registering is free and nothing is charged. Your Engram comes with 1 GB for memories. A practice session uses ${SESSION_CREDIT_COST} credits, new accounts start with credits, and a Vibes Check is free.`,
  },
] as const;

export function LandingFaq() {
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
        {FAQ_ITEMS.map((item) => (
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
