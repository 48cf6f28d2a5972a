import { ChevronDown } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

const QUESTIONS = [
  { q: 'How many credits does a session cost?', a: 'A roleplay session needs 10 credits.' },
  { q: 'Is the Vibes Check saved?', a: 'No. The Vibes Check is a short chat to get a feel for the character; it is neither saved nor graded.' },
  { q: 'Can I practise by voice?', a: 'Yes. Choose Speech to speech in the Roleplay Mode dialog, or Text Mode to type.' },
  { q: 'What files can I upload?', a: 'PDF, Word (DOCX), plain text, Markdown and CSV files. Their text grounds your personas, rubrics and scenarios.' },
];

export function Component() {
  return (
    <PlaceholderPage title="FAQ" description="Answers to the questions people ask most.">
      <div className="max-w-3xl space-y-3">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="group card px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{a}</p>
          </details>
        ))}
      </div>
    </PlaceholderPage>
  );
}
