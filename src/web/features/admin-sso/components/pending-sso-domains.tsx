// The operator's list of organisation domains waiting for proof (for a join link, single sign-on or both): which
// organisation claims which domain since when and for what, and an Approve button for a claim the operator knows to be the organisation's own (a domain another organisation
// has verified cannot be approved again).
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useApproveSsoDomain, usePendingSsoDomains } from '@/features/admin-sso/api/admin-sso-domains.ts';

const usesOf = (row: { is_for_join_link: boolean; is_for_sign_on: boolean }) =>
  [row.is_for_join_link ? 'Join link' : null, row.is_for_sign_on ? 'Single sign-on' : null].filter(Boolean).join(', ');

export function PendingSsoDomains() {
  const pending = usePendingSsoDomains();
  const approve = useApproveSsoDomain();
  const [error, setError] = useState<string | null>(null);

  const onApprove = async (organizationId: string, organizationName: string, domain: string) => {
    setError(null);
    try {
      await approve.mutateAsync({ organization_id: organizationId, domain });
      toast.success(`${domain} is verified for ${organizationName}.`, { id: 'admin-sso-domain-approved' });
    } catch (approveError) {
      setError(readable(approveError));
    }
  };

  return (
    <section className="card mt-6 p-5 sm:p-6" aria-labelledby="admin-sso-domains-heading" data-testid="admin-sso-domains">
      <h2 id="admin-sso-domains-heading" className="text-lg font-semibold">
        Organisation domains waiting for verification
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-300">
        A domain admits nobody through its organisation’s join link and signs nobody in until the organisation adds a DNS record or you approve it here. Approve only a domain you know the organisation owns: every confirmed address of that domain can then join it, and its provider sign them in.
      </p>
      <ErrorAlert className="mt-3">{error}</ErrorAlert>
      {pending.isPending ? (
        <LoadingState label="Loading the domains" />
      ) : pending.isError ? (
        <RetryAlert message={`The domains could not be loaded: ${pending.error.message}`} onRetry={() => void pending.refetch()} />
      ) : pending.data.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No domain is waiting.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 pr-3 font-medium">
                Domain
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Organisation
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                For
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Claimed
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pending.data.data.map((row) => (
              <tr key={`${row.organization_id}-${row.domain}`} className="border-t border-slate-200 dark:border-slate-700">
                <td className="py-2 pr-3 font-mono">{row.domain}</td>
                <td className="py-2 pr-3">{row.organization_name}</td>
                <td className="py-2 pr-3">{usesOf(row)}</td>
                <td className="py-2 pr-3">{new Date(row.claimed_at).toLocaleDateString()}</td>
                <td className="py-2 text-right">
                  {row.is_verified_elsewhere ? (
                    <span className="text-slate-600 dark:text-slate-300">Verified by another organisation</span>
                  ) : (
                    <button type="button" className="btn-secondary" disabled={approve.isPending} onClick={() => void onApprove(row.organization_id, row.organization_name, row.domain)}>
                      <BadgeCheck className="size-4" aria-hidden />
                      Approve {row.domain} for {row.organization_name}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
