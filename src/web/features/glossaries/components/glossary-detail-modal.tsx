import { Copy, Pencil, Trash2 } from 'lucide-react';
import type { GlossaryListItem } from '@shared/contracts/glossaries.ts';
import { displayDate } from '@shared/display.ts';
import { findGlossaryLineProblems, parseGlossaryTerms } from '@shared/glossary-terms.ts';
import { Modal } from '@/components/modal.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

interface GlossaryDetailModalProps {
  glossary: GlossaryListItem;
  /** Creators may edit, copy and delete their own glossaries and copy samples; samples are read-only for everyone. */
  canEdit: boolean;
  /** While the copy is being made. */
  isDuplicating?: boolean;
  onEdit: () => void;
  /** Offered with `canEdit`; pickers that only show a glossary leave it out. */
  onDuplicate?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onClose: () => void;
}

/** A glossary as its characters read it: the name, when it was created and its terms, each with its definition. */
export function GlossaryDetailModal({ glossary, canEdit, isDuplicating = false, onEdit, onDuplicate, onDelete, onClose }: GlossaryDetailModalProps) {
  const { t } = useTranslation();
  const terms = parseGlossaryTerms(glossary.glossary);
  // Glossaries saved before lines were checked may hold lines that are not terms; they are shown, not hidden.
  const otherLines = findGlossaryLineProblems(glossary.glossary);
  // Samples, and an organisation's glossary for members who neither wrote it nor run the organisation, are read-only.
  const isOwn = glossary.can_change;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={glossary.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>{t('glossaryDetail.createdOn', { date: displayDate(glossary.timestamp) })}</span>
          <span aria-hidden>·</span>
          <span>{t('glossaryDetail.terms', { count: terms.length })}</span>
          {glossary.is_sample ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">{t('glossaryDetail.sample')}</span>
          ) : null}
        </span>
      }
      width="44rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          {canEdit && isOwn && onDelete ? (
            <button
              type="button"
              className="btn border border-red-200 text-red-700 hover:bg-red-50 dark:border-red-900/70 dark:text-red-300 dark:hover:bg-red-950/40"
              onClick={onDelete}
              disabled={isDuplicating}
            >
              <Trash2 className="size-4" aria-hidden />
              {t('glossaryDetail.delete')}
            </button>
          ) : null}
          {canEdit && onDuplicate ? (
            <button type="button" className="btn-secondary" onClick={onDuplicate} disabled={isDuplicating}>
              <Copy className="size-4" aria-hidden />
              {isDuplicating ? t('glossaryDetail.duplicating') : t('glossaryDetail.duplicate')}
            </button>
          ) : null}
          {canEdit && isOwn ? (
            <button type="button" className="btn-primary" onClick={onEdit} disabled={isDuplicating}>
              <Pencil className="size-4" aria-hidden />
              {t('glossaryDetail.edit')}
            </button>
          ) : null}
        </>
      }
    >
      {terms.length > 0 ? (
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800" data-testid="glossary-terms">
          {terms.map((term, index) => (
            <div key={`${index}-${term.term}`} className="px-4 py-3 text-sm sm:grid sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-4">
              <dt className="font-semibold break-words text-slate-900 dark:text-white">{term.term}</dt>
              <dd className="mt-1 break-words text-slate-700 sm:mt-0 dark:text-slate-300">{term.definition}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('glossaryDetail.noTerms')}</p>
      )}
      {otherLines.length > 0 ? (
        <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="font-medium">{t('glossaryDetail.otherLines')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {otherLines.map((line) => (
              <li key={line.line} className="break-words">
                {line.text.trim()}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}
