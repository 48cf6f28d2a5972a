import type { TFunction } from 'i18next';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { Delivery, Report } from '@shared/contracts/reports.ts';
import { formatShare } from '@/features/reports/report-format.ts';

interface Figure {
  label: string;
  value: string;
  explanation: string;
}

function figuresOf(delivery: Delivery, mode: Report['mode'], t: TFunction): Figure[] {
  const figures: Figure[] = [
    { label: t('delivery.talkShare'), value: formatShare(delivery.learner_talk_share), explanation: t('delivery.talkShareHelp') },
    {
      label: t('delivery.questions'),
      value: t('delivery.questionsValue', { count: delivery.open_questions, asked: delivery.questions_asked }),
      explanation: t('delivery.questionsHelp'),
    },
    { label: t('delivery.fillers'), value: String(delivery.filler_words), explanation: t('delivery.fillersHelp') },
  ];
  if (mode === 'speech') {
    figures.push({
      label: t('delivery.pace'),
      value: delivery.words_per_minute === null ? t('delivery.notMeasured') : String(Math.round(delivery.words_per_minute)),
      explanation: t('delivery.paceHelp'),
    });
  }
  figures.push({
    label: t('delivery.monologue'),
    value: t('delivery.words', { count: delivery.longest_monologue_words }),
    explanation: t('delivery.monologueHelp'),
  });
  return figures;
}

/** How the learner talked, each figure with a line on what it means; words per minute in speech mode only. */
export function DeliveryFigures({ delivery, mode }: { delivery: Delivery; mode: Report['mode'] }) {
  const { t } = useTranslation();
  return (
    <section className="card p-5" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('delivery.title')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {figuresOf(delivery, mode, t).map((figure) => (
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
