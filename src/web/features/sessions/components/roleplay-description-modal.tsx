import { useTranslation } from '@/i18n/use-translation.ts';
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { Modal } from '@/components/modal.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';

export interface RoleplayDescriptionModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The balance, when known. */
  balance: number | null;
}

/** What a roleplay session is and what it costs. */
export function RoleplayDescriptionModal({ isOpen, onClose, balance }: RoleplayDescriptionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('cost.explain')}
      width="30rem"
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700 dark:text-slate-200">
        <p>{t('cost.explainBody')}</p>
        <p>{richText(t('cost.explainCost', { count: SESSION_CREDIT_COST }), { bold: (inner) => <strong>{inner}</strong> })}</p>
        <p className="font-semibold">{balance === null ? t('cost.balanceUnknown') : t('cost.yourBalance', { count: balance, formatted: formatNumber(balance) })}</p>
      </div>
    </Modal>
  );
}
