import { ChevronDown } from 'lucide-react';
import { LandingSection } from './landing-section.tsx';

const FAQ_ITEMS = [
  {
    question: 'What is an Engram?',
    answer:
      'An Engram is a digital twin of you: an AI that has learned your personality, your values and your knowledge from the text, audio and video you upload. It is kept for your heirs, so the people you love can still talk with you.',
  },
  {
    question: 'How accurate is my digital twin?',
    answer:
      'Given enough data, your twin captures 85-95% of your personality. The more stories, voice notes and videos you add, the closer it gets, and it is retrained with each update.',
  },
  {
    question: 'Who can access my Engram after I die?',
    answer:
      'The inheritors you name. After your death they manage access and decide whether your twin stays private or is made public. Any revenue it earns goes to the beneficiaries you have designated.',
  },
  {
    question: 'How do I control what stays private?',
    answer:
      'Every memory you upload can be private, shared with family or public. You can change these choices at any time while you are alive.',
  },
  {
    question: 'Why is Engram built on Solana?',
    answer:
      'Your unique username and your twin are anchored on the Solana blockchain, a fast public network with low fees. Your legacy is not tied to a single company, and monetization payments reach your wallet automatically.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'The Initial Package is $99 one-time. After that, uploads cost $0.99 per GB, and the Monetize Plan takes a 20% commission on what your twin earns. The first 500 registrations get a 50% discount, and 127 spots are left.',
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
