import { FileText, X } from 'lucide-react';
import { RUBRIC_MAX_FILES } from '../../../../shared/contracts/rubrics.ts';
import { Dropdown } from '../../../components/dropdown.tsx';
import { useSourceFiles } from '../api/get-source-files.ts';

export interface SourceFilePickerProps {
  email: string | undefined;
  value: string[];
  onChange: (fileIds: string[]) => void;
  disabled?: boolean;
  isOpen: boolean;
}

/** Picks files to ground the rubric in: a chosen file leaves the list and shows as a removable chip. */
export function SourceFilePicker({ email, value, onChange, disabled = false, isOpen }: SourceFilePickerProps) {
  const filesQuery = useSourceFiles(email, isOpen);
  const files = filesQuery.data ?? [];
  const available = files.filter((file) => !value.includes(file.file_id)).map((file) => ({ id: file.file_id, name: file.filename }));
  const isFull = value.length >= RUBRIC_MAX_FILES;

  let placeholder = 'Add a source file';
  if (filesQuery.isError) placeholder = 'Files could not be loaded';
  else if (isFull) placeholder = `At most ${RUBRIC_MAX_FILES} files`;
  else if (files.length === 0 && !filesQuery.isPending) placeholder = 'No files uploaded yet';
  else if (available.length === 0 && !filesQuery.isPending) placeholder = 'All your files are chosen';

  return (
    <div>
      <Dropdown
        label="Source files (optional)"
        placeholder={placeholder}
        options={available}
        value={null}
        onChange={(fileId) => fileId && onChange([...value, fileId])}
        isLoading={filesQuery.isFetching && files.length === 0}
        disabled={disabled || isFull || filesQuery.isError}
      />
      {filesQuery.isError ? (
        <p className="mt-1 text-sm text-red-600 dark:text-red-400">{filesQuery.error.message}</p>
      ) : (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">The rubric quotes and scores the key points of the files you choose.</p>
      )}
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chosen source files">
          {value.map((fileId) => {
            const filename = files.find((file) => file.file_id === fileId)?.filename ?? 'Unknown file';
            return (
              <li
                key={fileId}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100"
              >
                <FileText className="size-3.5 shrink-0" aria-hidden />
                <span className="truncate">{filename}</span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((id) => id !== fileId))}
                  disabled={disabled}
                  aria-label={`Remove ${filename}`}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 disabled:opacity-50 dark:hover:bg-brand-800"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
