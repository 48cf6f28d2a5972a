import { toast } from 'sonner';
import { dismissErrorToasts } from '../../components/toast.ts';
import { authFailureMessage } from './auth-messages.ts';

export interface AuthRequestMessages {
  /** Shown while the request runs, in the toast that then says how it went. */
  loading: string;
  success: string;
  /** Told of a failure after its toast, with the message shown. */
  onFailure?: (error: unknown, message: string) => void;
}

/**
 * Runs an account request under one toast: loading, then the success (older error toasts closed, as they no
 * longer hold) or the readable failure. Answers whether it succeeded.
 */
export async function runAuthRequest(request: () => Promise<unknown>, { loading, success, onFailure }: AuthRequestMessages): Promise<boolean> {
  const toastId = toast.loading(loading);
  try {
    await request();
  } catch (error) {
    const message = authFailureMessage(error);
    toast.error(message, { id: toastId });
    onFailure?.(error, message);
    return false;
  }
  dismissErrorToasts();
  toast.success(success, { id: toastId });
  return true;
}
