// A small button that shows only its icon, such as a row's edit and delete actions.
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps {
  icon: LucideIcon;
  /** Its name for screen readers, with what it acts on ("Delete Holiday photos"). */
  label: string;
  /** The tooltip for the pointer ("Delete"). */
  title: string;
  onClick: () => void;
  disabled?: boolean;
}

/** An icon-only button, named for screen readers and the pointer. */
export function IconButton({ icon: Icon, label, title, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" className="btn-ghost px-2" onClick={onClick} disabled={disabled} aria-label={label} title={title}>
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
