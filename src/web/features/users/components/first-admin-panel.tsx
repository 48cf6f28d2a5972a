// What the admin pages show a signed-in person while the server has no administrator: how to become the first one
// (the setup code the server printed, or the operator's command). Operators' words: it names a setting and a command.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminSetupStatus } from '@shared/contracts/admin-setup.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useClaimAdminSetup } from '../api/claim-admin-setup.ts';

export function FirstAdminPanel({ status, email }: { status: AdminSetupStatus; email: string }) {
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
    <div className="container-page py-10">
      <div className="card mx-auto max-w-xl p-6" data-testid="first-admin">
        <KeyRound className="mx-auto size-8 text-slate-500 dark:text-slate-400" aria-hidden />
        <h1 className="mt-3 text-center text-xl font-semibold text-slate-900 dark:text-white">No administrator yet</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          This Engram has no administrator. If you run it, become the first one in one of these ways:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-600 dark:text-slate-300">
          <li>Enter the setup code the server printed when it started (in its terminal or log, after “No administrator yet”). It works once, within 24 hours; restart the server for a new one.</li>
          <li>
            Or, on the server’s machine, run <code className="rounded bg-slate-100 px-1 dark:bg-slate-800">npm run users -- promote {email}</code>
          </li>
          {status.isLimitedToNamedAddresses ? (
            <li>Only an address in the server’s ADMIN_EMAILS may become the first administrator.</li>
          ) : null}
          {status.isLimitedToNamedAddresses && status.sendsEmail ? (
            <li>If your address is in ADMIN_EMAILS, confirm it with the link we e-mailed you: you become an administrator then, with no code.</li>
          ) : null}
        </ul>
        <form onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-3">
          <div>
            <label htmlFor="setup-code" className="field-label">
              Setup code
            </label>
            <input
              id="setup-code"
              className="field-input font-mono"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              disabled={claim.isPending}
              autoComplete="off"
              spellCheck={false}
              placeholder="ABCD-EFGH-…"
            />
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={claim.isPending || code.trim() === ''}>
            {claim.isPending ? 'Checking…' : 'Become the administrator'}
          </button>
        </form>
      </div>
    </div>
  );
}
