import { Languages } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { SessionLanguage } from '@shared/contracts/conversations-constants.ts';

export interface LanguageModelNoticeProps {
  characterName: string;
  language: SessionLanguage;
  /** Switches the session to English, the one language the built-in engine speaks. */
  onUseEnglish: () => void;
  isAdmin: boolean;
}

/**
 * On the built-in engine a character whose practice language is not English cannot be played as written: it would
 * answer in English. The Meet page says so instead of starting, and offers English or connecting a model.
 */
export function LanguageModelNotice({ characterName, language, onUseEnglish, isAdmin }: LanguageModelNoticeProps) {
  const { t } = useTranslation();
  const languageName = t(`session.language.${language}`);
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50" data-testid="language-model-notice">
      <p className="flex items-start gap-2 font-semibold">
        <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('session.needsModel', { name: characterName, language: languageName })}
      </p>
      <p className="mt-1">{isAdmin ? t('session.needsModelAdmin') : t('session.needsModelLearner')}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onUseEnglish}>
        {t('session.practiseInEnglish')}
      </button>
    </div>
  );
}
