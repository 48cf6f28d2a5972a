import { useTranslation } from '@/i18n/use-translation.ts';
import { Globe, Lock } from 'lucide-react';

/** Each look of the badge: over a card's picture (translucent, in its corner) or in a line of text. */
const BADGE_CLASSES = {
  overlay: {
    shape: 'absolute top-3 right-3 inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ring-1 backdrop-blur',
    public: 'bg-emerald-50/90 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/80 dark:text-emerald-200 dark:ring-emerald-400/30',
    private: 'bg-white/90 text-slate-700 ring-slate-900/10 dark:bg-slate-950/80 dark:text-slate-200 dark:ring-white/15',
  },
  inline: {
    shape: 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
    public: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-400/30',
    private: 'bg-slate-100 text-slate-700 ring-slate-900/10 dark:bg-slate-800 dark:text-slate-200 dark:ring-white/15',
  },
} as const;

/** "Public" with a globe or "Private" with a lock: who can see the scenario. */
export function VisibilityBadge({ isPublic, look }: { isPublic: boolean; look: keyof typeof BADGE_CLASSES }) {
  const classes = BADGE_CLASSES[look];
  const { t } = useTranslation();
  return (
    <span className={`${classes.shape} ${isPublic ? classes.public : classes.private}`}>
      {isPublic ? <Globe className="size-3.5" aria-hidden /> : <Lock className="size-3.5" aria-hidden />}
      {isPublic ? t('scenarios.public') : t('scenarios.private')}
    </span>
  );
}
