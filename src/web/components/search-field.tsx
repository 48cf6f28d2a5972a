import { Search } from 'lucide-react';
import { useId } from 'react';

export interface SearchFieldProps {
  /** Read by screen readers only: the magnifier and the placeholder say it to the eye. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Its width in the row around it, e.g. `sm:w-72` or `flex-1`. */
  className: string;
  autoComplete?: string;
}

/** A search box with a magnifier inside. */
export function SearchField({ label, placeholder, value, onChange, className, autoComplete }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className="field-input pl-9"
      />
    </div>
  );
}
