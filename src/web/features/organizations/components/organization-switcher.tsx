// The header's switcher between the person's personal space and each of their organisations; the choice is kept on
// the server for the person, and the last entry leads to the Organisations page.
import { Building2, Check, ChevronDown, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORGANIZATIONS_PAGE_PATH } from '@shared/contracts/organizations-constants.ts';
import { DeferredPopover, panelContentProps } from '@/components/deferred-popover.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useOrganizations } from '@/features/organizations/api/get-organizations.ts';
import { useSelectOrganization } from '@/features/organizations/api/select-organization.ts';
import { useOrganizationEvents } from '@/features/organizations/use-organization-events.ts';

const ITEM = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-slate-100 dark:hover:bg-slate-800';

export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const organizations = useOrganizations();
  const select = useSelectOrganization();
  useOrganizationEvents();
  const list = organizations.data?.data ?? [];
  const current = list.find((organization) => organization.id === organizations.data?.current_id) ?? null;
  const currentName = current?.name ?? t('workspace.personal');

  const choose = async (organizationId: string | null) => {
    setIsOpen(false);
    try {
      await select.mutateAsync(organizationId);
    } catch (error) {
      toast.error(readable(error), { id: 'organization-switch-error' });
    }
  };

  return (
    <DeferredPopover
      open={isOpen}
      onOpenChange={setIsOpen}
      contentProps={panelContentProps(t('workspace.label'), 'w-64 p-1.5')}
      trigger={(triggerProps) => (
        <button
          {...triggerProps}
          title={t('workspace.named', { name: currentName })}
          data-testid="organization-switcher"
          className="hidden max-w-44 items-center gap-1.5 rounded-full px-3 py-1.5 xl:px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800"
        >
          {current ? <Building2 className="size-4 shrink-0" aria-hidden /> : <User className="size-4 shrink-0" aria-hidden />}
          {/* The header has no room for a name beside its links and shortcuts at any width: the icon tells personal from
              an organisation, and the name is read out, in the title and at the top of the open menu. */}
          <span className="sr-only">{t('workspace.named', { name: currentName })}</span>
          <ChevronDown className="size-4 shrink-0 xl:hidden" aria-hidden />
        </button>
      )}
    >
      <p className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{t('workspace.label')}</p>
      <ul>
        <li>
          <button type="button" className={ITEM} aria-current={current === null ? 'true' : undefined} onClick={() => void choose(null)}>
            <User className="size-4 shrink-0" aria-hidden />
            <span className="flex-1">{t('workspace.personal')}</span>
            {current === null ? <Check className="size-4 text-brand-700 dark:text-brand-300" aria-hidden /> : null}
          </button>
        </li>
        {list.map((organization) => (
          <li key={organization.id}>
            <button type="button" className={ITEM} aria-current={current?.id === organization.id ? 'true' : undefined} onClick={() => void choose(organization.id)}>
              <Building2 className="size-4 shrink-0" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{organization.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-300">{t(`orgRoles.${organization.role}`)}</span>
              </span>
              {current?.id === organization.id ? <Check className="size-4 text-brand-700 dark:text-brand-300" aria-hidden /> : null}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-800">
        <Link to={ORGANIZATIONS_PAGE_PATH} className={`${ITEM} font-medium`} onClick={() => setIsOpen(false)}>
          {t('workspace.organisations')}
        </Link>
      </div>
    </DeferredPopover>
  );
}
