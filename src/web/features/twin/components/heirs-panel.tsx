// The Heir Key panel of the dashboard: the heirs and their invitation links, the release rule (release-rule.tsx),
// and the Engrams released to this person (shared-with-you.tsx).
import { Copy, KeyRound, Link2, Trash2, UserPlus } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TwinHeirInputSchema, type TwinHeir, type TwinHeirInvitation } from '@shared/contracts/twin-heirs.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { IconButton } from '@/components/icon-button.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useAddHeir } from '@/features/twin/api/add-heir.ts';
import { useHeirs } from '@/features/twin/api/get-heirs.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useRemoveHeir } from '@/features/twin/api/remove-heir.ts';
import { useRenewHeirInvitation } from '@/features/twin/api/renew-heir-invitation.ts';
import { formatDay } from '@/features/twin/twin-display.ts';
import { DashboardSection, LoadError } from './dashboard-section.tsx';
import { ReleaseRule } from './release-rule.tsx';
import { SharedWithYou } from './shared-with-you.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { i18n } from '@/i18n/i18n.ts';
import { InviteeRow } from '@/components/invitee-row.tsx';

/** What the owner reads about each heir's invitation. */
function heirStatusText(heir: TwinHeir): string {
  if (heir.status === 'accepted' && heir.accepted_by) {
    const by = { name: heir.accepted_by.name, email: heir.accepted_by.email };
    return heir.accepted_at ? i18n.t('dash.heirs.acceptedOn', { ...by, date: formatDay(heir.accepted_at) }) : i18n.t('dash.heirs.accepted', by);
  }
  if (heir.status === 'invited' && heir.invite_expires_at) return i18n.t('dash.heirs.invited', { date: formatDay(heir.invite_expires_at) });
  return i18n.t('dash.heirs.expired');
}

/**
 * Heir Key: heirs by e-mail, each invited by a secret link that the account accepting it turns into the heir, and when
 * they get access (now, after inactivity, or by hand), with Release now and Revoke.
 */
export function HeirsPanel() {
  const { t } = useTranslation();
  const heirs = useHeirs();
  const twin = useTwin();
  const add = useAddHeir();
  const remove = useRemoveHeir();
  const renew = useRenewHeirInvitation();
  // The link is answered once, when made: it stays on screen until the owner has copied it or made another.
  const [invitation, setInvitation] = useState<TwinHeirInvitation | null>(null);
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = heirs.data?.heirs ?? [];
  const max = heirs.data?.max ?? 10;
  const isFull = list.length >= max;

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = TwinHeirInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('dash.heirs.invalidEmail'));
      return;
    }
    setError(null);
    try {
      const made = await add.mutateAsync(parsed.data.email);
      setInvitation(made);
      toast.success(made.invite_emailed ? t('dash.heirs.sent', { email: made.email }) : t('dash.heirs.invitedSendLink', { email: made.email }), { id: 'twin-heir-added' });
      setEmail('');
    } catch (addError) {
      setError(readable(addError));
    }
  };

  const onRenew = async (heir: TwinHeir) => {
    try {
      const made = await renew.mutateAsync(heir.id);
      setInvitation(made);
      toast.success(made.invite_emailed ? t('dash.heirs.renewedSent', { email: made.email }) : t('dash.heirs.renewed', { email: made.email }), {
        id: 'twin-heir-renewed',
      });
    } catch (renewError) {
      toast.error(readable(renewError), { id: 'twin-heir-renew-error' });
    }
  };

  const onRemove = async (id: string, address: string) => {
    try {
      await remove.mutateAsync(id);
      if (invitation?.id === id) setInvitation(null);
      toast.success(t('dash.heirs.removed', { email: address }), { id: 'twin-heir-removed' });
    } catch (removeError) {
      toast.error(readable(removeError), { id: 'twin-heir-remove-error' });
    }
  };

  return (
    <DashboardSection
      title={t('dash.nav.heirs')}
      description={t('dash.heirs.description', { count: max })}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="card p-4 sm:p-6" aria-labelledby="heirs-heading">
          <IconHeading id="heirs-heading" icon={KeyRound}>
            {t('dash.heirs.yours', { count: list.length, max })}
          </IconHeading>
          <form onSubmit={onAdd} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
            <div className="flex-1">
              <label htmlFor={emailId} className="field-label">
                {t('dash.heirs.email')}
              </label>
              <input
                id={emailId}
                type="email"
                className="field-input"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={isFull || add.isPending}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={isFull || add.isPending || email.trim() === ''}>
              <UserPlus className="size-4" aria-hidden />
              {t('dash.heirs.add')}
            </button>
          </form>
          {isFull ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('dash.heirs.full')}</p> : null}
          <ErrorAlert className="mt-2">{error}</ErrorAlert>
          {invitation ? <InvitationLink invitation={invitation} onClose={() => setInvitation(null)} /> : null}
          {heirs.isPending ? (
            <Spinner className="mt-4" label={t('dash.heirs.loading')} />
          ) : heirs.isError ? (
            <div className="mt-4">
              <LoadError message={heirs.error.message} onRetry={() => void heirs.refetch()} />
            </div>
          ) : list.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('dash.heirs.none')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="heir-list">
              {list.map((heir) => (
                <InviteeRow key={heir.id} email={heir.email} status={heirStatusText(heir)} statusTestId="heir-status">
                  <div className="flex shrink-0 items-center gap-1">
                    <IconButton icon={Link2} onClick={() => void onRenew(heir)} disabled={renew.isPending} label={t('dash.heirs.renewNamed', { email: heir.email })} title={t('dash.heirs.renewTitle')} />
                    <IconButton icon={Trash2} onClick={() => void onRemove(heir.id, heir.email)} disabled={remove.isPending} label={t('dash.heirs.removeNamed', { email: heir.email })} title={t('dash.heirs.remove')} />
                  </div>
                </InviteeRow>
              ))}
            </ul>
          )}
        </section>

        {twin.data ? <ReleaseRule twin={twin.data} /> : null}
      </div>
      <SharedWithYou />
    </DashboardSection>
  );
}

/** The invitation link, shown once: a copy button, and the link in a field to copy by hand when the clipboard is refused. */
function InvitationLink({ invitation, onClose }: { invitation: TwinHeirInvitation; onClose: () => void }) {
  const { t } = useTranslation();
  const linkId = useId();
  // A path (no PUBLIC_URL configured) is completed with this site's own address, never a server's Host header.
  const link = new URL(invitation.invite_url, window.location.origin).href;
  const [isCopyRefused, setIsCopyRefused] = useState(false);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('dash.heirs.copied'), { id: 'twin-heir-link-copied' });
    } catch {
      setIsCopyRefused(true);
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm dark:border-brand-900 dark:bg-brand-950/40" data-testid="heir-invitation">
      <p className="font-medium">
        {invitation.invite_emailed ? t('dash.heirs.linkEmailed', { email: invitation.email }) : t('dash.heirs.linkSendYourself', { email: invitation.email })}{' '}
        {invitation.invite_expires_at ? t('dash.heirs.linkWorksUntil', { date: formatDay(invitation.invite_expires_at) }) : t('dash.heirs.linkWorksOnce')}
      </p>
      {/* Why a server that sends e-mail did not send this one: the owner's address unconfirmed, or an e-mail limit. */}
      {invitation.invite_email_note ? (
        <p className="mt-1 text-amber-800 dark:text-amber-200" data-testid="heir-invitation-note">
          {invitation.invite_email_note}
        </p>
      ) : null}
      <label htmlFor={linkId} className="field-label mt-2">
        {t('dash.heirs.link')}
      </label>
      <div className="flex gap-2">
        <input id={linkId} className="field-input flex-1" value={link} readOnly onFocus={(event) => event.target.select()} />
        <button type="button" className="btn-secondary" onClick={() => void onCopy()}>
          <Copy className="size-4" aria-hidden />
          {t('dash.heirs.copy')}
        </button>
      </div>
      {isCopyRefused ? <p className="mt-1 text-xs text-amber-800 dark:text-amber-200">{t('dash.heirs.copyRefused')}</p> : null}
      <button type="button" className="btn-ghost mt-2 px-2" onClick={onClose}>
        {t('dash.heirs.done')}
      </button>
    </div>
  );
}
