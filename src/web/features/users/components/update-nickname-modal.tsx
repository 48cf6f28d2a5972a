import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX_LENGTH } from '@shared/contracts/users.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { useUpdateNickname } from '@/features/users/api/update-nickname.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TextField } from '@/components/text-field.tsx';

const FORM_ID = 'update-nickname-form';

export function UpdateNicknameModal({ isOpen, onClose, currentNickname }: { isOpen: boolean; onClose: () => void; currentNickname: string }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(currentNickname);
  const mutation = useUpdateNickname();
  const isBusy = mutation.isPending;
  const canSubmit = nickname.trim().length > 0 && !isBusy;

  const close = () => {
    setNickname(currentNickname);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const toastId = toast.loading(t('nickname.updating'));
    try {
      await mutation.mutateAsync({ nickname: nickname.trim() });
      toast.success(t('nickname.updated'), { id: toastId });
      onClose();
    } catch (error) {
      toast.error(readable(error), { id: toastId });
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('nickname.title')}
      description={t('nickname.description')}
      width="28rem"
      isDismissDisabled={isBusy}
    >
      <form id={FORM_ID} onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="nickname"
          label={t('nickname.label')}
          value={nickname}
          maxLength={NICKNAME_MAX_LENGTH}
          onChange={(event) => setNickname(event.target.value)}
          disabled={isBusy}
          autoComplete="nickname"
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <FormModalFooter
            formId={FORM_ID}
            onCancel={close}
            isCancelDisabled={isBusy}
            isSubmitDisabled={!canSubmit}
            isBusy={isBusy}
            submitLabel={t('nickname.submit')}
            busyLabel={t('nickname.busy')}
          />
        </div>
      </form>
    </Modal>
  );
}
