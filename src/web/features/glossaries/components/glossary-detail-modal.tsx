import { Pencil } from 'lucide-react';
import type { GlossaryListItem } from '../../../../shared/contracts/glossaries.ts';
import { displayDate } from '../../../../shared/display.ts';
import { Modal } from '../../../components/modal.tsx';

interface GlossaryDetailModalProps {
  glossary: GlossaryListItem;
  /** Creators may edit their own glossaries; samples are read-only for everyone. */
  canEdit: boolean;
  onEdit: () => void;
  onClose: () => void;
}

/** A glossary as written: its name, when it was created and its terms with their line breaks. */
export function GlossaryDetailModal({ glossary, canEdit, onEdit, onClose }: GlossaryDetailModalProps) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={glossary.name}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>Created on {displayDate(glossary.timestamp)}</span>
          {glossary.is_sample ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">Sample · read-only</span>
          ) : null}
        </span>
      }
      width="44rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Close
          </button>
          {canEdit && !glossary.is_sample ? (
            <button type="button" className="btn-primary" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </button>
          ) : null}
        </>
      }
    >
      <div
        className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950/40 dark:text-slate-100"
        data-testid="glossary-content"
      >
        {glossary.glossary}
      </div>
    </Modal>
  );
}
