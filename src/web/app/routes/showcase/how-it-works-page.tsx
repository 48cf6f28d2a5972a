import { PlaceholderPage } from '@/components/placeholder-page.tsx';

const STEPS = [
  { title: 'Build your library', text: 'Upload source files and create personas, rubrics and glossaries that reflect your workplace.' },
  { title: 'Create a scenario', text: 'Use Quick Creation for a one-step scenario, or Advanced Creation to pick a persona, a rubric and a glossary.' },
  { title: 'Meet your character', text: 'Read who you are about to talk to and test your microphone.' },
  { title: 'Practise the conversation', text: 'Talk by voice or by text. A session costs 10 credits.' },
  { title: 'Read your report', text: 'See what you did well and what to do better, scored against the rubric.' },
];

export function Component() {
  return (
    <PlaceholderPage title="How it works" description="Five steps from an idea to a graded practice conversation.">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card p-5">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {index + 1}
            </span>
            <h2 className="mt-3 font-semibold">{step.title}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </PlaceholderPage>
  );
}
