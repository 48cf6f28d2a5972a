import { Info, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

const DISMISSED_KEY = 'engram.modelHintDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * For operators only (ADMIN_EMAILS) while the offline engine answers: one short line leading to the AI admin page,
 * which they can dismiss for good. Learners never see it.
 */
export function ModelHint() {
  const { t } = useTranslation();
  const [isDismissed, setDismissed] = useState(readDismissed);
  if (isDismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private windows may refuse storage; the hint then stays hidden until the page reloads.
    }
  };
  return (
    <p className="mt-3 flex items-start gap-2 text-xs text-slate-500 dark:text-slate-400" data-testid="model-hint">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {richText(t('library.modelHint'), {
          link: (inner) => (
            <Link to="/admin/ai" className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300">
              {inner}
            </Link>
          ),
        })}
      </span>
      <button type="button" className="-m-1 ml-auto shrink-0 rounded p-1 hover:text-slate-700 dark:hover:text-slate-200" onClick={dismiss} aria-label={t('library.modelHintDismiss')}>
        <X className="size-3.5" aria-hidden />
      </button>
    </p>
  );
}
