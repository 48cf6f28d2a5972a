import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '@shared/contracts/users.ts';
import { DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { toast } from '@/components/toast.ts';
import { useDeleteAccount } from '@/features/users/api/delete-account.ts';
import { authFailureMessage } from '@/features/users/auth-messages.ts';
import { PasswordField } from './password-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

const FORM_ID = 'delete-account-form';

/**
 * Asks for the password before the account and everything in it are deleted. Once deleted the browser forgets the
 * session, so the person lands on the landing page, which says it is done.
 */
export function DeleteAccountModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useDeleteAccount();
  const isBusy = mutation.isPending;

  const close = () => {
    setPassword('');
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!password) {
      setError(t('account.delete.required'));
      return;
    }
    try {
      await mutation.mutateAsync({ password });
    } catch (failure) {
      const message = authFailureMessage(failure);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('account.deleteHeading')}
      description={t('account.delete.body')}
      width="30rem"
      isDismissDisabled={isBusy}
      hasUnsavedChanges={password.length > 0}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={close}
          isCancelDisabled={isBusy}
          isSubmitDisabled={isBusy || password.length === 0}
          isBusy={isBusy}
          submitLabel={t('account.delete.submit')}
          busyLabel={t('dash.memory.deleting')}
          submitClassName={DANGER_BUTTON_CLASS}
        />
      }
    >
      <form id={FORM_ID} onSubmit={(event) => void onSubmit(event)} noValidate>
        <PasswordField
          kind="current"
          label={t('account.delete.password')}
          autoFocus
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          disabled={isBusy}
          error={error}
          hint={t('account.delete.hint')}
        />
      </form>
    </Modal>
  );
}
