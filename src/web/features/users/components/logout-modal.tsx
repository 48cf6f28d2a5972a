import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { useLogout } from '@/features/users/api/logout.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function LogoutModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogout();

  const confirm = () => {
    // Leave even if the server could not be reached: the browser has already forgotten the session.
    mutation.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });
  };

  return (
    <ConfirmModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('account.logoutTitle')}
      description={t('account.logoutBody')}
      width="26rem"
      onConfirm={confirm}
      confirmLabel={t('account.logoutYes')}
      isBusy={mutation.isPending}
      busyLabel={t('account.loggingOut')}
    />
  );
}
