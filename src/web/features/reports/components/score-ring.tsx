import { useTranslation } from '@/i18n/use-translation.ts';
import { formatScore, overallScoreLabel } from '@/features/reports/report-format.ts';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface ScoreRingProps {
  score: number;
  isPassed: boolean;
  /** Pixel size of the square ring. */
  size?: number;
}

/** The overall score as a ring filled to its share of 100: green when passed, amber when not. */
export function ScoreRing({ score, isPassed, size = 144 }: ScoreRingProps) {
  const filled = (Math.min(100, Math.max(0, score)) / 100) * CIRCUMFERENCE;
  const { t } = useTranslation();
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label={overallScoreLabel(score)} className="shrink-0" data-testid="score-ring">
      <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-slate-200 dark:stroke-slate-800" />
      <circle
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="12"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        // Start at twelve o'clock and fill clockwise.
        transform="rotate(-90 60 60)"
        className={isPassed ? 'stroke-emerald-600 dark:stroke-emerald-400' : 'stroke-amber-500 dark:stroke-amber-400'}
      />
      <text x="60" y="58" textAnchor="middle" dominantBaseline="middle" className="fill-slate-900 text-[30px] font-bold dark:fill-white" aria-hidden>
        {formatScore(score)}
      </text>
      <text x="60" y="84" textAnchor="middle" className="fill-slate-600 text-[12px] dark:fill-slate-300" aria-hidden>
        {t('report.outOf100')}
      </text>
    </svg>
  );
}

/** "Passed" or "Not passed" as a badge, with the pass mark it was judged against. */
export function PassBadge({ isPassed, passMark }: { isPassed: boolean; passMark: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        className={`rounded-full px-3 py-1 font-semibold ${
          isPassed ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100' : 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100'
        }`}
        data-testid="pass-result"
      >
        {isPassed ? t('report.passed') : t('report.notPassed')}
      </span>
      <span className="text-slate-600 dark:text-slate-300">{t('report.passMark', { mark: passMark })}</span>
    </p>
  );
}
