import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateConversationInput } from '@shared/contracts/conversations.ts';
import { toast } from '@/components/toast.ts';
import { useCreateConversation } from './api/create-conversation.ts';
import { sessionPagePath } from './session-paths.ts';
import { i18n } from '@/i18n/i18n.ts';

/** The preparation modal appears only when the start takes longer than this: a quick start shows no modal. */
export const PREPARATION_MODAL_DELAY_MS = 1_500;

/**
 * Starts a session behind the "Creating conversation..." toast. Success opens the session page, unless the person
 * closed the preparation modal or left: then a toast offers to open it. Failure replaces the toast with the
 * server's words (a 402 says how many credits are missing).
 */
export function useStartConversation() {
  const navigate = useNavigate();
  const mutation = useCreateConversation();
  const [isPreparationOpen, setIsPreparationOpen] = useState(false);
  const isDismissedRef = useRef(false);
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const start = async (input: CreateConversationInput): Promise<void> => {
    if (mutation.isPending) return;
    isDismissedRef.current = false;
    const toastId = toast.loading(i18n.t('clientMessages.creatingConversation'));
    const timer = setTimeout(() => {
      if (isMountedRef.current) setIsPreparationOpen(true);
    }, PREPARATION_MODAL_DELAY_MS);
    try {
      const path = sessionPagePath(await mutation.mutateAsync(input));
      if (isDismissedRef.current || !isMountedRef.current) {
        toast.success(i18n.t('clientMessages.conversationReady'), { id: toastId, action: { label: i18n.t('clientMessages.open'), onClick: () => void navigate(path) } });
      } else {
        toast.dismiss(toastId);
        await navigate(path);
      }
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : i18n.t('clientMessages.conversationFailed'), { id: toastId });
    } finally {
      clearTimeout(timer);
      if (isMountedRef.current) setIsPreparationOpen(false);
    }
  };

  const closePreparation = () => {
    isDismissedRef.current = true;
    setIsPreparationOpen(false);
  };

  return { start, isStarting: mutation.isPending, isPreparationOpen, closePreparation };
}
