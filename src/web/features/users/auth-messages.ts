import { ApiError, readable } from '@/lib/api-client.ts';
import { i18n } from '@/i18n/i18n.ts';

/**
 * The toast text for a failed login or registration: the server's own message when it answered
 * with `success: false`, otherwise "Something went wrong." followed by the error.
 */
export function authFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'success' in error.body && error.body.success === false) {
    return error.message;
  }
  const text = readable(error, '');
  return `${i18n.t('clientMessages.somethingWrongShort')} ${text}`.trim();
}
