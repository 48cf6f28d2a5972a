import { useTranslation } from '@/i18n/use-translation.ts';
import { Info } from 'lucide-react';
import { AdminModelSetting } from './admin-model-setting.tsx';

export interface PracticePartnerNoteProps {
  /** The built-in engine answers (GET /users/me `ai.isOffline`); nothing shows otherwise. */
  isOffline: boolean | undefined;
  /** Admins also read how to connect a model. */
  isAdmin: boolean | undefined;
  className?: string;
}

/**
 * One quiet line on practice pages while the built-in engine plays the characters, so nobody mistakes its replies
 * for a language model's. Learners read only that; admins also read which setting connects a model.
 */
export function PracticePartnerNote({ isOffline, isAdmin, className = '' }: PracticePartnerNoteProps) {
  const { t } = useTranslation();
  if (isOffline !== true) return null;
  return (
    <p className={`flex items-start gap-1.5 text-xs text-slate-500 dark:text-slate-400 ${className}`} data-testid="practice-partner-note">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {t('practice.partnerNote')}
        {isAdmin ? (
          <>
            {' '}
            <AdminModelSetting />
          </>
        ) : null}
      </span>
    </p>
  );
}
