import { Bell } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useMarkNoticeRead, useNotices } from '@/features/twin/api/get-notices.ts';
import { formatDay } from '@/features/twin/twin-display.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** What the person was told as an heir (named by an owner, an Engram released to them); shown only when there is something. */
export function HeirNotices() {
  const { t } = useTranslation();
  const notices = useNotices();
  const markRead = useMarkNoticeRead();
  const list = notices.data?.notices ?? [];
  if (list.length === 0) return null;

  const read = (id: string) => {
    markRead.mutate(id, { onError: (error) => toast.error(readable(error), { id: 'twin-notice-error' }) });
  };

  return (
    <section aria-labelledby="heir-notices-heading" className="card mb-6 p-4" data-testid="heir-notices">
      <h2 id="heir-notices-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Bell className="size-4" aria-hidden />
        {notices.data && notices.data.unread > 0 ? t('dash.notices.titleNew', { count: notices.data.unread }) : t('dash.notices.title')}
      </h2>
      <ul className="mt-2 grid gap-2">
        {list.map((notice) => (
          <li key={notice.id} className={`flex flex-col gap-2 rounded-lg p-3 sm:flex-row sm:items-center ${notice.read ? 'bg-slate-50 dark:bg-slate-900/40' : 'bg-brand-50 dark:bg-brand-900/30'}`}>
            <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              {notice.read ? null : <span className="sr-only">{t('dash.notices.new')} </span>}
              {notice.message_key ? t(`dash.noticeTexts.${notice.message_key}`, { ...notice.message_values, defaultValue: notice.message }) : notice.message} <span className="text-xs text-slate-600 dark:text-slate-400">{formatDay(notice.created_at)}</span>
            </p>
            <div className="flex shrink-0 gap-2">
              <Link to={notice.link} className="btn-secondary px-3 py-1 text-sm" onClick={() => (notice.read ? undefined : read(notice.id))}>
                {t('dash.open')}
              </Link>
              {notice.read ? null : (
                <button type="button" className="btn-ghost px-3 py-1 text-sm" onClick={() => read(notice.id)} disabled={markRead.isPending}>
                  {t('dash.notices.markRead')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
