import { useTranslation } from '@/i18n/use-translation.ts';
import { forwardRef } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/contracts/users-constants.ts';
import { TextField, type TextFieldProps } from '@/components/text-field.tsx';

/** What each kind of password field tells the browser's password manager, and the rule a new one shows. */
const PASSWORD_KINDS = {
  current: { autoComplete: 'current-password' },
  new: { autoComplete: 'new-password', minLength: PASSWORD_MIN_LENGTH },
  confirm: { autoComplete: 'new-password' },
} as const;

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { kind: keyof typeof PASSWORD_KINDS };

/** A required password input: the one the person has now, a new one, or the new one typed again. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField({ kind, ...props }, ref) {
  const { t } = useTranslation();
  const placeholder = kind === 'new' ? t('auth.passwordPlaceholder', { count: PASSWORD_MIN_LENGTH }) : undefined;
  return <TextField ref={ref} type="password" required placeholder={placeholder} {...PASSWORD_KINDS[kind]} {...props} />;
});
