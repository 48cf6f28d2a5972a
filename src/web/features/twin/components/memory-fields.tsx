// The fields a memory has whether it is being added or edited: its title, date, who may hear about it, and a caption.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TWIN_MEMORY_CAPTION_MAX_LENGTH, TWIN_MEMORY_TITLE_MAX_LENGTH, TWIN_MEMORY_VISIBILITIES, type TwinMemoryVisibility } from '@shared/contracts/twin-constants.ts';
import { SelectOptions } from '@/components/select-options.tsx';
import { SelectField, TextAreaField } from '@/components/text-field.tsx';
import { memoryVisibilityLabel } from '@/features/twin/twin-display.ts';

interface MemoryDetailsFieldsProps {
  title: string;
  date: string;
  visibility: TwinMemoryVisibility;
  onTitleChange: (title: string) => void;
  onDateChange: (date: string) => void;
  onVisibilityChange: (visibility: TwinMemoryVisibility) => void;
  isDisabled?: boolean;
}

/** Title, then the date and who may hear about it side by side. */
export function MemoryDetailsFields({ title, date, visibility, onTitleChange, onDateChange, onVisibilityChange, isDisabled = false }: MemoryDetailsFieldsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dateId = useId();
  return (
    <>
      <div>
        <label htmlFor={titleId} className="field-label">
          {t('dash.memory.title')}
        </label>
        <input id={titleId} className="field-input" value={title} onChange={(event) => onTitleChange(event.target.value)} maxLength={TWIN_MEMORY_TITLE_MAX_LENGTH} required disabled={isDisabled} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={dateId} className="field-label">
            {t('dash.memory.date')}
          </label>
          <input id={dateId} type="date" className="field-input" value={date} onChange={(event) => onDateChange(event.target.value)} disabled={isDisabled} />
        </div>
        <SelectField label={t('dash.memory.whoMayHear')} value={visibility} onChange={(event) => onVisibilityChange(event.target.value as TwinMemoryVisibility)} disabled={isDisabled}>
          <SelectOptions values={TWIN_MEMORY_VISIBILITIES} labelOf={(option) => memoryVisibilityLabel(option)} />
        </SelectField>
      </div>
    </>
  );
}

/** A line about a photo, recording or document, which search and the summary read. */
export function MemoryCaptionField({ value, onChange, placeholder, isDisabled = false }: { value: string; onChange: (caption: string) => void; placeholder?: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('dash.memory.caption')}
      rows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={TWIN_MEMORY_CAPTION_MAX_LENGTH}
      placeholder={placeholder}
      disabled={isDisabled}
    />
  );
}
