// What the admin pages show a signed-in person while the server has no administrator: how to become the first one
// (the setup code the server printed, or the operator's command). Operators' words: it names a setting and a command.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminSetupStatus } from '@shared/contracts/admin-setup.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useClaimAdminSetup } from '../api/claim-admin-setup.ts';
import { NoticeCard } from '@/components/notice-card.tsx';
import { TextField } from '@/components/text-field.tsx';

export function FirstAdminPanel({ status, email }: { status: AdminSetupStatus; email: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const claim = useClaimAdminSetup();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toast.success((await claim.mutateAsync({ code })).message);
    } catch (error) {
      toast.error(readable(error));
    }
  };

  return (
    <NoticeCard icon={KeyRound} title={t('firstAdmin.title')} testId="first-admin">
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('firstAdmin.intro')}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-600 dark:text-slate-300">
        <li>{t('firstAdmin.code')}</li>
        <li>{richText(t('firstAdmin.command', { email }), { code: (inner) => <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">{inner}</code> })}</li>
        {status.isLimitedToNamedAddresses ? (
          <li>{t('firstAdmin.limited')}</li>
        ) : null}
        {status.isLimitedToNamedAddresses && status.sendsEmail ? (
          <li>{t('firstAdmin.confirm')}</li>
        ) : null}
      </ul>
      <form onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-3">
        <TextField
          id="setup-code"
          label={t('firstAdmin.label')}
          className="field-input font-mono"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={claim.isPending}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('firstAdmin.placeholder')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={claim.isPending || code.trim() === ''}>
          {claim.isPending ? t('firstAdmin.checking') : t('firstAdmin.submit')}
        </button>
      </form>
    </NoticeCard>
  );
}
