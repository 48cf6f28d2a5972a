import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { useLogout } from '@/features/users/api/logout.ts';

export function LogoutModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
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
      title="Log out"
      description="Are you sure you want to log out?"
      width="26rem"
      onConfirm={confirm}
      confirmLabel="Yes"
      isBusy={mutation.isPending}
      busyLabel="Logging out..."
    />
  );
}
