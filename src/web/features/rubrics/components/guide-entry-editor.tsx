// One entry of the rubric's scoring guide in the editor: its heading, its text and its removal.
import { Trash2 } from 'lucide-react';
import { RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH, RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import type { DraftGuideEntry } from './rubric-draft.ts';
import { TextField } from '@/components/text-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { REMOVE_BUTTON } from './rubric-editor-controls.tsx';

interface GuideEntryEditorProps {
  entry: DraftGuideEntry;
  isSaving: boolean;
  elementId: (part: string) => string;
  onChange: (patch: Partial<DraftGuideEntry>) => void;
  onRemove: () => void;
}

export function GuideEntryEditor({ entry, isSaving, elementId, onChange, onRemove }: GuideEntryEditorProps) {
  const { t } = useTranslation();
  const heading = entry.heading.trim();
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="guide-entry">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={elementId('heading')}
            label={t('rubricEditor.guide.heading')}
            value={entry.heading}
            maxLength={RUBRIC_SCORING_GUIDE_HEADING_MAX_LENGTH}
            disabled={isSaving}
            autoComplete="off"
            onChange={(event) => onChange({ heading: event.target.value })}
          />
        </div>
        <button
          type="button"
          className={REMOVE_BUTTON}
          onClick={onRemove}
          disabled={isSaving}
          aria-label={heading ? t('rubricEditor.guide.removeNamed', { heading }) : t('rubricEditor.guide.removeUnnamed')}
          title={t('rubricEditor.guide.remove')}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div>
        <label htmlFor={elementId('text')} className="field-label">
          {t('rubricEditor.guide.text')}
          <span className="sr-only"> {heading ? t('rubricEditor.guide.textOf', { heading }) : t('rubricEditor.guide.textOfThis')}</span>
        </label>
        <textarea
          id={elementId('text')}
          className="field-input min-h-16 resize-y"
          rows={2}
          value={entry.text}
          maxLength={RUBRIC_SCORING_GUIDE_TEXT_MAX_LENGTH}
          disabled={isSaving}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </div>
    </li>
  );
}
