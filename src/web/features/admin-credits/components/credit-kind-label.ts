// The kinds of credit-ledger entry as the console names them, in the interface's language (the contract's
// CREDIT_ENTRY_KIND_LABELS stay the English of the API).
import type { CreditEntryKind } from '@shared/contracts/admin-credits.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** A function naming each kind of ledger entry in the language showing. */
export function useCreditKindLabel(): (kind: CreditEntryKind) => string {
  const { t } = useTranslation();
  return (kind) => {
    switch (kind) {
      case 'welcome':
        return t('admin.credits.kind.welcome');
      case 'grant':
        return t('admin.credits.kind.grant');
      case 'purchase':
        return t('admin.credits.kind.purchase');
      case 'session':
        return t('admin.credits.kind.session');
      case 'refund':
        return t('admin.credits.kind.refund');
    }
  };
}
