import { ChevronDown } from 'lucide-react';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The questions in the order shown; each has its question (`q`) and answer (`a`) under `faq.questions`. */
const QUESTIONS = ['cost', 'vibes', 'voice', 'files'] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('faq.title')} description={t('faq.description')}>
      <div className="max-w-3xl space-y-3">
        {QUESTIONS.map((id) => (
          <details key={id} className="group card px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              {t(`faq.questions.${id}.q`)}
              <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t(`faq.questions.${id}.a`, { count: SESSION_CREDIT_COST })}</p>
          </details>
        ))}
      </div>
    </PlaceholderPage>
  );
}
