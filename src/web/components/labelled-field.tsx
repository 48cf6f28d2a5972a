// A label and the control it names, with the id made once for both.
import { useId, type ReactNode } from 'react';

/** A labelled control: `children` draws the control (and any note it points at) with the id the label names. */
export function LabelledField({ label, className, children }: { label: ReactNode; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
