import { FileText, X } from 'lucide-react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { ChosenFile, SourceFile } from '@shared/contracts/files.ts';
import { Dropdown } from '@/components/dropdown.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The person's uploaded files as a query answers them (the page fetches them while a create form is open). */
export interface SourceFileChoices {
  data?: SourceFile[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
}

export interface SourceFilePickerProps {
  sourceFiles: SourceFileChoices;
  value: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  disabled?: boolean;
  maxFiles: number;
  /** One line under the picker saying how the files are used. */
  hint: string;
}

/** Picks files to ground generated content in: a chosen file leaves the list and shows as a removable chip. */
export function SourceFilePicker({ sourceFiles, value, onChange, disabled = false, maxFiles, hint }: SourceFilePickerProps) {
  const { t } = useTranslation();
  const files = sourceFiles.data ?? [];
  const chosenIds = new Set(value.map((file) => file.file_id));
  const available = files.filter((file) => !chosenIds.has(file.file_id)).map((file) => ({ id: file.file_id, name: file.filename }));
  const isFull = value.length >= maxFiles;

  let placeholder = t('forms.sourceFiles.add');
  if (sourceFiles.isError) placeholder = t('forms.sourceFiles.loadFailed');
  else if (isFull) placeholder = t('forms.sourceFiles.atMost', { count: maxFiles });
  else if (files.length === 0 && !sourceFiles.isPending) placeholder = t('forms.sourceFiles.noneUploaded');
  else if (available.length === 0 && !sourceFiles.isPending) placeholder = t('forms.sourceFiles.allChosen');

  const add = (fileId: string | null) => {
    const file = files.find((candidate) => candidate.file_id === fileId);
    if (file) onChange([...value, { file_id: file.file_id, filename: file.filename }]);
  };

  return (
    <div>
      <Dropdown
        label={t('forms.sourceFiles.label')}
        placeholder={placeholder}
        options={available}
        value={null}
        onChange={add}
        isLoading={sourceFiles.isFetching && files.length === 0}
        disabled={disabled || isFull || sourceFiles.isError}
      />
      {sourceFiles.isError ? (
        <p className="mt-1 text-sm text-red-600 dark:text-red-400">{sourceFiles.error?.message}</p>
      ) : (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      )}
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('forms.sourceFiles.chosen')}>
          {value.map((file) => (
            <li
              key={file.file_id}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
            >
              <FileText className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{file.filename}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((chosen) => chosen.file_id !== file.file_id))}
                disabled={disabled}
                aria-label={t('forms.sourceFiles.remove', { name: file.filename })}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-50 dark:hover:bg-brand-800"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export interface SourceFilesFieldProps<Values extends FieldValues> extends Omit<SourceFilePickerProps, 'value' | 'onChange'> {
  control: Control<Values>;
  /** The form field that holds the chosen files. */
  name: FieldPathByValue<Values, ChosenFile[]>;
}

/** The picker bound to a form's chosen-files field, as every create form that takes source files uses it. */
export function SourceFilesField<Values extends FieldValues>({ control, name, ...picker }: SourceFilesFieldProps<Values>) {
  return <Controller control={control} name={name} render={({ field }) => <SourceFilePicker {...picker} value={field.value as ChosenFile[]} onChange={field.onChange} />} />;
}
