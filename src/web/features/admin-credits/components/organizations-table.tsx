// Every organisation as the console lists it: name, members, credit balance, usage this month and any pending
// request; choosing one opens its details.
import { creditsText } from '@shared/contracts/credits.ts';
import type { AdminOrganization } from '@shared/contracts/organization-credits.ts';


export function OrganizationsTable({ organizations, selectedId, onSelect }: { organizations: readonly AdminOrganization[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="admin-organizations-table">
        <caption className="sr-only">Organisations by name, with their members, credit balance and sessions this month</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Organisation
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Members
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Balance
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Sessions this month
            </th>
            <th scope="col" className="py-2 font-semibold">
              Request
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {organizations.map((organization) => {
            const isSelected = organization.id === selectedId;
            return (
              <tr key={organization.id} className={isSelected ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined} data-testid="admin-organization-row">
                <th scope="row" className="py-2.5 pr-3 font-medium">
                  <button
                    type="button"
                    className="text-left text-indigo-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline dark:text-indigo-300"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(organization.id)}
                  >
                    {organization.name}
                  </button>
                </th>
                <td className="py-2.5 pr-3 text-right tabular-nums">{organization.member_count}</td>
                <td className="py-2.5 pr-3 text-right tabular-nums">{organization.balance.toLocaleString('en-US')}</td>
                <td className="py-2.5 pr-3 text-right tabular-nums">
                  {organization.sessions_this_month}
                  <span className="block text-xs text-slate-600 dark:text-slate-300">{creditsText(organization.credits_spent_this_month)} spent</span>
                </td>
                <td className="py-2.5 text-slate-700 dark:text-slate-200">{organization.pending_request_amount === null ? '—' : `Asks for ${creditsText(organization.pending_request_amount)}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
