import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal.tsx';
import { useLogout } from '../api/logout.ts';

export function LogoutModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useLogout();

  const confirm = () => {
    // Leave even if the server could not be reached: the browser has already forgotten the session.
    mutation.mutate(undefined, { onSettled: () => void navigate('/', { replace: true }) });
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Log out"
      description="Are you sure you want to log out?"
      width="26rem"
      isDismissDisabled={mutation.isPending}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Logging out...' : 'Yes'}
          </button>
        </>
      }
    />
  );
}
