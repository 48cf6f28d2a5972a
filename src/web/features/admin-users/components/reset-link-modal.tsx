import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Modal } from '@/components/modal.tsx';
import { toast } from '@/components/toast.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The one-time reset link, shown once: the server keeps only its hash. */
export function ResetLinkModal({ link, name, expiresInMinutes, onClose }: { link: string; name: string; expiresInMinutes: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  // Without PUBLIC_URL the server answers a path: this page's address is where the person will open it.
  const absolute = new URL(link, window.location.origin).href;
  const copy = () => {
    navigator.clipboard.writeText(absolute).then(
      () => toast.success(t('admin.users.resetLink.copied')),
      () => toast.error(t('admin.users.resetLink.copyFailed')),
    );
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('admin.users.resetLink.title', { name })}
      description={t('admin.users.resetLink.body', { name, count: expiresInMinutes })}
      width="36rem"
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('admin.users.resetLink.done')}
        </button>
      }
    >
      <label htmlFor={id} className="field-label">
        {t('admin.users.resetLink.label')}
      </label>
      <div className="mt-1 flex gap-2">
        <input id={id} className="field-input font-mono text-xs" value={absolute} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="reset-link" />
        <button type="button" className="btn-secondary shrink-0" onClick={copy}>
          <Copy className="size-4" aria-hidden />
          {t('admin.users.resetLink.copy')}
        </button>
      </div>
    </Modal>
  );
}
