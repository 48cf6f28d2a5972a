import { dismissErrorToasts, toast } from '@/components/toast.ts';
import { authFailureMessage } from './auth-messages.ts';

export interface AuthRequestMessages<Result = unknown> {
  /** Shown while the request runs, in the toast that then says how it went. */
  loading: string;
  /** The success toast, or how to word it from what the request answered. */
  success: string | ((result: Result) => string);
  /** Told of a failure after its toast, with the message shown. */
  onFailure?: (error: unknown, message: string) => void;
}

/**
 * Runs an account request under one toast: loading, then the success (older error toasts closed, as they no
 * longer hold) or the readable failure. Answers whether it succeeded.
 */
export async function runAuthRequest<Result>(request: () => Promise<Result>, { loading, success, onFailure }: AuthRequestMessages<Result>): Promise<boolean> {
  const toastId = toast.loading(loading);
  let result: Result;
  try {
    result = await request();
  } catch (error) {
    const message = authFailureMessage(error);
    toast.error(message, { id: toastId });
    onFailure?.(error, message);
    return false;
  }
  dismissErrorToasts();
  toast.success(typeof success === 'string' ? success : success(result), { id: toastId });
  return true;
}
