import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TwinUsernameSchema, type Twin } from '@shared/contracts/twin.ts';
import { TWIN_USERNAME_MAX_LENGTH, TWIN_USERNAME_REDIRECT_WARNING, TWIN_USERNAME_RULE_MESSAGE } from '@shared/contracts/twin-constants.ts';
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
  const twinQuery = useTwin();
  return (
    <DashboardSection title="Settings" description="Your Engram’s username, a copy of everything in it, and deleting it.">
      <QueryContent query={twinQuery} loadingLabel="Loading your Engram">
        {(twin) => (twin ? <TwinSettings twin={twin} /> : <NoTwinYet text="There is nothing to set up yet: start your Engram with the interview." />)}
      </QueryContent>
    </DashboardSection>
  );
}

function TwinSettings({ twin }: { twin: Twin }) {
  return (
    <div className="grid gap-6">
      <UsernameForm twin={twin} />
      <section className="card p-4 sm:p-6" aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export everything
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A ZIP file with your answers, memories and their files, your summary and the activity log.</p>
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => void downloadTwinExport().catch((error: unknown) => toast.error(readable(error)))}
        >
          <Download className="size-4" aria-hidden />
          Download ZIP
        </button>
      </section>
      <DeleteTwinSection twin={twin} />
    </div>
  );
}

function UsernameForm({ twin }: { twin: Twin }) {
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
      setError(parsed.error.issues[0]?.message ?? TWIN_USERNAME_RULE_MESSAGE);
      return;
    }
    setError(null);
    setConfirming(parsed.data);
  };

  const rename = async (next: string) => {
    try {
      const saved = await update.mutateAsync({ username: next });
      setUsername(saved.username);
      toast.success(`Your username is now @${saved.username}.`, { id: 'twin-username' });
    } catch (saveError) {
      setError(readable(saveError));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <form className="card p-4 sm:p-6" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Username
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Your Engram’s page is /t/{twin.username}. {TWIN_USERNAME_RULE_MESSAGE} A new username is reserved again on-chain where this server can.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={id} className="field-label">
            Username
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
          {update.isPending ? 'Saving…' : 'Save username'}
        </button>
      </div>
      <ErrorAlert className="mt-2">{error}</ErrorAlert>
      <ConfirmModal
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Change your username to @${confirming ?? ''}?`}
        description={`Your Engram’s page moves from /t/${twin.username} to /t/${confirming ?? ''}. ${TWIN_USERNAME_REDIRECT_WARNING} Until then @${twin.username} stays yours, and nobody else can take it.`}
        width="30rem"
        onConfirm={() => confirming && void rename(confirming)}
        confirmLabel="Change username"
        isBusy={update.isPending}
        busyLabel="Saving…"
      />
    </form>
  );
}

function DeleteTwinSection({ twin }: { twin: Twin }) {
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
      toast.success('Your Engram and everything in it were deleted.', { id: 'twin-deleted' });
      close();
    } catch (deleteError) {
      setError(readable(deleteError));
    }
  };

  return (
    <section className="card border-red-200 p-4 sm:p-6 dark:border-red-900" aria-labelledby="delete-twin-heading">
      <h2 id="delete-twin-heading" className="text-lg font-semibold text-red-800 dark:text-red-300">
        Delete your Engram
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Deletes the answers, summary, memories and their files, heirs and activity. This cannot be undone.</p>
      <button type="button" className="btn-secondary mt-3 text-red-800 dark:text-red-300" onClick={() => setIsOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete Engram
      </button>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title="Delete your Engram"
        description={`Type @${twin.username}’s username to confirm. Everything in it is deleted for good.`}
        width="28rem"
        isDismissDisabled={remove.isPending}
        footer={
          <FormModalFooter
            formId="delete-twin-form"
            onCancel={close}
            isCancelDisabled={remove.isPending}
            isSubmitDisabled={!matches || remove.isPending}
            isBusy={remove.isPending}
            submitLabel="Delete for good"
            busyLabel="Deleting…"
            submitClassName={TWIN_DANGER_BUTTON_CLASS}
          />
        }
      >
        <form id="delete-twin-form" onSubmit={onDelete}>
          <label htmlFor={confirmId} className="field-label">
            Username
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
