import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TwinUsernameSchema, type Twin } from '@shared/contracts/twin.ts';
import { TWIN_USERNAME_MAX_LENGTH, TWIN_USERNAME_REDIRECT_DAYS } from '@shared/contracts/twin-constants.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { useDeleteTwin } from '@/features/twin/api/delete-twin.ts';
import { downloadTwinExport } from '@/features/twin/api/export-twin.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useUpdateTwin } from '@/features/twin/api/update-twin.ts';
import { TWIN_DANGER_BUTTON_CLASS } from '@/features/twin/twin-display.ts';
import { DashboardSection, NoTwinYet, QueryContent } from './dashboard-section.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

/** Settings: the username, the export ZIP, and deleting the twin. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const twinQuery = useTwin();
  return (
    <DashboardSection title={t('dash.nav.settings')} description={t('dash.settings.description')}>
      <QueryContent query={twinQuery} loadingLabel={t('dash.loadingTwin')}>
        {(twin) => (twin ? <TwinSettings twin={twin} /> : <NoTwinYet text={t('dash.settings.noTwin')} />)}
      </QueryContent>
    </DashboardSection>
  );
}

function TwinSettings({ twin }: { twin: Twin }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <UsernameForm twin={twin} />
      <section className="card p-4 sm:p-6" aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">
          {t('dash.settings.export')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('dash.settings.exportBody')}</p>
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => void downloadTwinExport().catch((error: unknown) => toast.error(readable(error)))}
        >
          <Download className="size-4" aria-hidden />
          {t('dash.settings.download')}
        </button>
      </section>
      <DeleteTwinSection twin={twin} />
    </div>
  );
}

function UsernameForm({ twin }: { twin: Twin }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateTwin();
  const [username, setUsername] = useState(twin.username);
  const [error, setError] = useState<string | null>(null);
  // The valid new username waiting for the owner to confirm the rename (old links move with it).
  const [confirming, setConfirming] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TwinUsernameSchema.safeParse(username);
    if (!parsed.success) {
      setError(t('twin.username.rule'));
      return;
    }
    setError(null);
    setConfirming(parsed.data);
  };

  const rename = async (next: string) => {
    try {
      const saved = await update.mutateAsync({ username: next });
      setUsername(saved.username);
      toast.success(t('dash.settings.renamed', { username: saved.username }), { id: 'twin-username' });
    } catch (saveError) {
      setError(readable(saveError));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form className="card p-4 sm:p-6" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('dash.settings.username')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('dash.settings.usernameBody', { username: twin.username, rule: t('twin.username.rule') })}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={id} className="field-label">
            {t('dash.settings.username')}
          </label>
          <input
            id={id}
            className="field-input"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            maxLength={TWIN_USERNAME_MAX_LENGTH}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={update.isPending || username.trim().toLowerCase() === twin.username}>
          {update.isPending ? t('dash.memory.saving') : t('dash.settings.saveUsername')}
        </button>
      </div>
      <ErrorAlert className="mt-2">{error}</ErrorAlert>
      <ConfirmModal
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('dash.settings.renameTitle', { username: confirming ?? '' })}
        description={t('dash.settings.renameBody', { from: twin.username, to: confirming ?? '', count: TWIN_USERNAME_REDIRECT_DAYS })}
        width="30rem"
        onConfirm={() => confirming && void rename(confirming)}
        confirmLabel={t('dash.settings.rename')}
        isBusy={update.isPending}
        busyLabel={t('dash.memory.saving')}
      />
    </form>
  );
}

function DeleteTwinSection({ twin }: { twin: Twin }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteTwin();
  const confirmId = useId();
  const matches = confirm.trim().toLowerCase() === twin.username;

  const close = () => {
    if (remove.isPending) return;
    setIsOpen(false);
    setConfirm('');
    setError(null);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    try {
      await remove.mutateAsync(confirm.trim());
      toast.success(t('dash.settings.deleted'), { id: 'twin-deleted' });
      close();
    } catch (deleteError) {
      setError(readable(deleteError));
    }
  };

  return (
    <section className="card border-red-200 p-4 sm:p-6 dark:border-red-900" aria-labelledby="delete-twin-heading">
      <h2 id="delete-twin-heading" className="text-lg font-semibold text-red-800 dark:text-red-300">
        {t('dash.settings.deleteTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('dash.settings.deleteBody')}</p>
      <button type="button" className="btn-secondary mt-3 text-red-800 dark:text-red-300" onClick={() => setIsOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        {t('dash.settings.delete')}
      </button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title={t('dash.settings.deleteTitle')}
        description={t('dash.settings.deleteConfirm', { username: twin.username })}
        width="28rem"
        isDismissDisabled={remove.isPending}
        footer={
          <FormModalFooter
            formId="delete-twin-form"
            onCancel={close}
            isCancelDisabled={remove.isPending}
            isSubmitDisabled={!matches || remove.isPending}
            isBusy={remove.isPending}
            submitLabel={t('dash.settings.deleteForGood')}
            busyLabel={t('dash.memory.deleting')}
            submitClassName={TWIN_DANGER_BUTTON_CLASS}
          />
        }
      >
        <form id="delete-twin-form" onSubmit={onDelete}>
          <label htmlFor={confirmId} className="field-label">
            {t('dash.settings.username')}
          </label>
          <input id={confirmId} className="field-input" value={confirm} onChange={(event) => setConfirm(event.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </form>
      </Modal>
    </section>
  );
}
