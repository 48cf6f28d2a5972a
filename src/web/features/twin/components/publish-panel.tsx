import { Copy, ExternalLink, Link2 } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { type Twin } from '@shared/contracts/twin.ts';
import { TWIN_VISIBILITIES, type TwinVisibility } from '@shared/contracts/twin-constants.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';
import { onchainStatusText, publicTwinPath, visibilityOption } from '@/features/twin/twin-display.ts';
import { DashboardSection, NoTwinYet, QueryContent } from './dashboard-section.tsx';
import { MentorCard } from './mentor-card.tsx';
import { PublishConfirmModal } from './publish-confirm-modal.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** Publish: private, family or public; the page's link; the username's on-chain status; the paid mentor. */
export function PublishPanel({ isAdmin = false }: { isAdmin?: boolean }) {
  const { t } = useTranslation();
  const twinQuery = useTwin();
  return (
    <DashboardSection title={t('dash.nav.publish')} description={t('dash.publish.description')}>
      <QueryContent query={twinQuery} loadingLabel={t('dash.loadingTwin')}>
        {(twin) => (twin ? <PublishSettings twin={twin} isAdmin={isAdmin} /> : <NoTwinYet text={t('dash.publish.noTwin')} />)}
      </QueryContent>
    </DashboardSection>
  );
}

function PublishSettings({ twin, isAdmin }: { twin: Twin; isAdmin: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateTwin();
  const path = publicTwinPath(twin.username);
  const url = `${window.location.origin}${path}`;

  // The choice shows at once; it falls back to the saved one if the server refuses it.
  const [chosen, setChosen] = useState<TwinVisibility | null>(null);
  const shown = chosen ?? twin.visibility;
  // Sharing more widely is asked first, with a preview of what would be shared (PublishConfirmModal).
  const [asked, setAsked] = useState<'family' | 'public' | null>(null);

  const save = async (visibility: TwinVisibility) => {
    setChosen(visibility);
    try {
      await update.mutateAsync({ visibility });
      toast.success(t(`dash.publish.saved.${visibility}`), { id: 'twin-visibility' });
      setAsked(null);
    } catch (error) {
      toast.error(readable(error), { id: 'twin-visibility-error' });
    } finally {
      setChosen(null);
    }
  };
  const choose = (visibility: TwinVisibility) => {
    if (visibility === 'private') void save(visibility);
    else setAsked(visibility);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('dash.publish.copied'), { id: 'twin-link-copied' });
    } catch {
      toast.error(t('dash.publish.copyFailed'), { id: 'twin-link-copy-error' });
    }
  };

  return (
    <div className="grid gap-6">
      <fieldset className="card p-4 sm:p-6" disabled={update.isPending}>
        <legend className="sr-only">{t('dash.publish.legend')}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {TWIN_VISIBILITIES.map((visibility) => {
            const option = visibilityOption(visibility);
            const isChosen = shown === visibility;
            return (
              <div
                key={visibility}
                className={`flex flex-col gap-1 rounded-xl border p-4 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500 ${
                  isChosen ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30' : 'border-slate-200 hover:border-brand-300 dark:border-slate-700'
                }`}
              >
                <label className="flex cursor-pointer items-center gap-2 font-semibold">
                  <input
                    type="radio"
                    name="visibility"
                    value={visibility}
                    checked={isChosen}
                    onChange={() => choose(visibility)}
                    aria-describedby={`visibility-${visibility}-description`}
                    className="size-4 accent-brand-700"
                  />
                  {option.label}
                </label>
                <span id={`visibility-${visibility}-description`} className="text-sm text-slate-600 dark:text-slate-300">
                  {option.description}
                </span>
              </div>
            );
          })}
        </div>
      </fieldset>
      <PublishConfirmModal visibility={asked} onClose={() => setAsked(null)} onConfirm={(visibility) => void save(visibility)} isSaving={update.isPending} />

      <section className="card p-4 sm:p-6" aria-labelledby="page-link-heading">
        <IconHeading id="page-link-heading" icon={Link2}>
          {t('dash.publish.page')}
        </IconHeading>
        {twin.visibility === 'private' ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('dash.publish.privatePage')}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {twin.visibility === 'public' ? t('dash.publish.publicLink') : t('dash.publish.familyLink')}
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
              <code className="min-w-0 flex-1 rounded-lg bg-slate-100 px-3 py-2 text-sm break-all dark:bg-slate-800" data-testid="public-link">
                {url}
              </code>
              <div className="flex gap-2">
                <button type="button" className="btn-secondary" onClick={() => void copy()}>
                  <Copy className="size-4" aria-hidden />
                  {t('dash.heirs.copy')}
                </button>
                <Link to={path} className="btn-ghost">
                  <ExternalLink className="size-4" aria-hidden />
                  {t('dash.open')}
                </Link>
              </div>
            </div>
          </>
        )}
      </section>

      <section className="card p-4 sm:p-6" aria-labelledby="onchain-heading">
        <h2 id="onchain-heading" className="text-lg font-semibold">
          {t('dash.publish.onchain', { username: twin.username })}
        </h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="onchain-status">
          {onchainStatusText(twin.onchain, isAdmin)}
        </p>
        {twin.onchain.explorer_url ? (
          <a href={twin.onchain.explorer_url} target="_blank" rel="noreferrer" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {t('dash.publish.explorer')}
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : null}
        {twin.onchain.signature ? <p className="mt-1 text-xs break-all text-slate-500 dark:text-slate-400">{t('dash.publish.signature', { signature: twin.onchain.signature })}</p> : null}
      </section>

      <MentorCard />
    </div>
  );
}
