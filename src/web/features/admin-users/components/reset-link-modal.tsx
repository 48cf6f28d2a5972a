import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Modal } from '@/components/modal.tsx';
import { toast } from '@/components/toast.ts';

/** The one-time reset link, shown once: the server keeps only its hash. */
export function ResetLinkModal({ link, name, expiresInMinutes, onClose }: { link: string; name: string; expiresInMinutes: number; onClose: () => void }) {
  const id = useId();
  // Without PUBLIC_URL the server answers a path: this page's address is where the person will open it.
  const absolute = new URL(link, window.location.origin).href;
  const copy = () => {
    navigator.clipboard.writeText(absolute).then(
      () => toast.success('Link copied.'),
      () => toast.error('The link could not be copied. Select it and copy it by hand.'),
    );
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Password-reset link for ${name}`}
      description={`Give it to ${name} privately. It works once, within ${expiresInMinutes} minutes, and is shown only now.`}
      width="36rem"
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <label htmlFor={id} className="field-label">
        Reset link
      </label>
      <div className="mt-1 flex gap-2">
        <input id={id} className="field-input font-mono text-xs" value={absolute} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="reset-link" />
        <button type="button" className="btn-secondary shrink-0" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          Copy
        </button>
      </div>
    </Modal>
  );
}
