import type { Delivery, Report } from '@shared/contracts/reports.ts';
import { formatShare } from '@/features/reports/report-format.ts';

interface Figure {
  label: string;
  value: string;
  explanation: string;
}

function figuresOf(delivery: Delivery, mode: Report['mode']): Figure[] {
  const figures: Figure[] = [
    {
      label: 'Your talk share',
      value: formatShare(delivery.learner_talk_share),
      explanation: 'Your part of all the words said. Around half or a little less leaves room to listen.',
    },
    {
      label: 'Questions asked',
      value: `${delivery.questions_asked} (${delivery.open_questions} open)`,
      explanation: 'Open questions (what, how, why…) invite the other person to say more than yes or no.',
    },
    {
      label: 'Filler words',
      value: String(delivery.filler_words),
      explanation: 'Words like “um”, “uh” and “you know”. Fewer sounds more sure of itself.',
    },
  ];
  if (mode === 'speech') {
    figures.push({
      label: 'Words per minute',
      value: delivery.words_per_minute === null ? 'Not measured' : String(Math.round(delivery.words_per_minute)),
      explanation: 'Your speaking pace while you talked. Around 120 to 160 is easy to follow.',
    });
  }
  figures.push({
    label: 'Longest monologue',
    value: `${delivery.longest_monologue_words} ${delivery.longest_monologue_words === 1 ? 'word' : 'words'}`,
    explanation: 'Your longest single turn. Long turns lose the listener; pause and ask.',
  });
  return figures;
}

/** How the learner talked, each figure with a line on what it means; words per minute in speech mode only. */
export function DeliveryFigures({ delivery, mode }: { delivery: Delivery; mode: Report['mode'] }) {
  return (
    <section className="card p-5" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="text-base font-semibold text-slate-900 dark:text-white">
        How you talked
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {figuresOf(delivery, mode).map((figure) => (
          <div key={figure.label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950/60" data-testid="delivery-figure">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{figure.label}</dt>
            <dd className="mt-1">
              <span className="text-xl font-bold text-slate-900 tabular-nums dark:text-white">{figure.value}</span>
              <span className="mt-1 block text-xs leading-5 text-slate-600 dark:text-slate-300">{figure.explanation}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
