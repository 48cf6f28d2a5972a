import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The steps in order; each has its title and text under `howItWorks.steps`. */
const STEPS = ['library', 'scenario', 'meet', 'practise', 'report'] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('howItWorks.title')} description={t('howItWorks.description')}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STEPS.map((id, index) => (
          <li key={id} className="card p-5">
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              {index + 1}
            </span>
            <h2 className="mt-3 font-semibold">{t(`howItWorks.steps.${id}.title`)}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`howItWorks.steps.${id}.text`, { count: SESSION_CREDIT_COST })}</p>
          </li>
        ))}
      </ol>
    </PlaceholderPage>
  );
}
