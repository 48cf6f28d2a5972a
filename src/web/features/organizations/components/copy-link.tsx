// A secret link shown once: a copy button, and the link in a field to copy by hand when the clipboard is refused.
import { Copy } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '@/components/toast.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function CopyLink({ url, label, children, testId, onClose }: { url: string; label: string; children: ReactNode; testId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const linkId = useId();
  // A path (no PUBLIC_URL configured) is completed with this site's own address, never a server's Host header.
  const link = new URL(url, window.location.origin).href;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('organisations.copyLink.copied'), { id: `${testId}-copied` });
    } catch {
      toast.error(t('organisations.copyLink.failed'), { id: `${testId}-copy-error` });
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-900 dark:bg-brand-950/40" data-testid={testId}>
      <p className="font-medium">{children}</p>
      <label htmlFor={linkId} className="field-label mt-2">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={linkId} className="field-input flex-1" value={link} readOnly onFocus={(event) => event.target.select()} />
        <button type="button" className="btn-secondary" onClick={() => void onCopy()}>
          <Copy className="size-4" aria-hidden />
          {t('organisations.copyLink.copy')}
        </button>
      </div>
      <button type="button" className="btn-ghost mt-2 px-2 text-xs" onClick={onClose}>
        {t('organisations.copyLink.done')}
      </button>
    </div>
  );
}
