import { BookOpen, ClipboardCheck, FileText, UserRound } from 'lucide-react';
import { displayDate } from '@shared/display.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SkeletonCard, SkeletonShape } from '@/components/skeleton.tsx';

export type LibraryItemType = 'Persona' | 'Rubrics' | 'Glossary' | 'File';

const ICONS = { Persona: UserRound, Rubrics: ClipboardCheck, Glossary: BookOpen, File: FileText } as const;
/** Each type's name on the card, by catalogue key. */
const TYPE_KEYS = { Persona: 'library.type.persona', Rubrics: 'library.type.rubric', Glossary: 'library.type.glossary', File: 'library.type.file' } as const;

export interface LibraryCardProps {
  type: LibraryItemType;
  name: string;
  timestamp: string;
  isSample?: boolean;
  /** In an organisation's shared library (its members use it). */
  isOrganization?: boolean;
  onSelect?: () => void;
  /** Buttons along the bottom (file cards: Download, Delete). */
  actions?: React.ReactNode;
  /** Shown after the type in place of the date (file cards: size and upload time). */
  details?: React.ReactNode;
  /** A line under the name, such as a persona's occupation. */
  subtitle?: string | undefined;
  /** A picture in place of the type's icon, such as a persona's portrait. */
  picture?: React.ReactNode;
}

/** A library list card: icon by type, name, date (first 10 characters of the timestamp). */
export function LibraryCard({ type, name, timestamp, isSample = false, isOrganization = false, onSelect, actions, details, subtitle, picture }: LibraryCardProps) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  const body = (
    <>
      {picture ?? (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          <Icon className="size-5" aria-hidden />
        </span>
      )}
      <span className="min-w-0 flex-1">
        {/* The whole name, wrapped where it must: a cut name cannot be told from its neighbours. */}
        <span className="block font-semibold [overflow-wrap:anywhere]" title={name}>
          {name}
        </span>
        {subtitle ? <span className="mt-0.5 block text-sm [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">{subtitle}</span> : null}
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span>{t(TYPE_KEYS[type])}</span>
          <span aria-hidden>·</span>
          {details ?? <time dateTime={timestamp} className="whitespace-nowrap">{displayDate(timestamp)}</time>}
          {isSample ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">{t('library.sample')}</span> : null}
          {isOrganization ? <span className="rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900 dark:bg-sky-900/40 dark:text-sky-200">{t('library.organisation')}</span> : null}
        </span>
      </span>
    </>
  );
  return (
    <li className="card flex min-w-0 flex-col transition-shadow hover:shadow-md">
      {onSelect ? (
        <button type="button" onClick={onSelect} className="flex w-full items-start gap-3 rounded-2xl p-4 text-left">
          {body}
        </button>
      ) : (
        <div className="flex items-start gap-3 p-4">{body}</div>
      )}
      {actions ? <div className="flex gap-2 border-t border-slate-100 px-4 py-3 dark:border-slate-800">{actions}</div> : null}
    </li>
  );
}

export function LibraryCardSkeleton() {
  return (
    <SkeletonCard as="li" className="flex items-center gap-3 p-4">
      <SkeletonShape className="size-10 rounded-xl" />
      <span className="flex-1 space-y-2">
        <SkeletonShape className="h-4 w-2/3 rounded" />
        <SkeletonShape className="h-3 w-1/3 rounded" />
      </span>
    </SkeletonCard>
  );
}
