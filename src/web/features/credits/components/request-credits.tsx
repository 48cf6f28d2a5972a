import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { z } from 'zod';
import {
  CREDIT_REQUEST_DEFAULT_AMOUNT,
  CREDIT_REQUEST_MAX_AMOUNT,
  CREDIT_REQUEST_MESSAGE_MAX_LENGTH,
  CreateCreditRequestInputSchema,
  type CreditRequest,
} from '@shared/contracts/credits.ts';
import { useCreateCreditRequest } from '@/features/credits/api/create-credit-request.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatDate, formatNumber } from '@/i18n/format.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { FormSubmitRow } from '@/components/form-submit-row.tsx';

/** Where the person's latest request stands, in a sentence. */
export function CreditRequestStatus({ request }: { request: CreditRequest }) {
  const { t } = useTranslation();
  const credits = (amount: number) => t('credits.count', { count: amount, formatted: formatNumber(amount) });
  const answeredOn = request.answered_at ? formatDate(request.answered_at) : '';
  if (request.status === 'pending') {
    return (
      <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-950 dark:bg-sky-950/40 dark:text-sky-100" data-testid="credit-request-status">
        {t('creditsPage.requestPending', { amount: credits(request.amount), date: formatDate(request.created_at) })}
      </p>
    );
  }
  if (request.status === 'granted') {
    return (
      <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100" data-testid="credit-request-status">
        {t('creditsPage.requestGranted', { amount: credits(request.amount), date: answeredOn })}{' '}
        {request.granted_amount !== null && request.granted_amount !== request.amount
          ? t('creditsPage.requestGrantedOther', { amount: credits(request.granted_amount) })
          : t('creditsPage.requestGrantedSame')}
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="credit-request-status">
      <p>{t('creditsPage.requestDeclined', { amount: credits(request.amount), date: answeredOn })}</p>
      {request.answer ? <p className="mt-1 [overflow-wrap:anywhere]">{t('creditsPage.requestReason', { reason: request.answer })}</p> : null}
    </div>
  );
}

type RequestValues = z.input<typeof CreateCreditRequestInputSchema>;

/** Asks an administrator for credits: how many, and why (optional). */
export function RequestCreditsForm() {
  const { t } = useTranslation();
  const mutation = useCreateCreditRequest();
  const { register, handleSubmit, formState } = useForm<RequestValues, unknown, z.output<typeof CreateCreditRequestInputSchema>>({
    resolver: localisedResolver(zodResolver(CreateCreditRequestInputSchema)),
    defaultValues: { amount: CREDIT_REQUEST_DEFAULT_AMOUNT, message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutateAsync(values).then(
      () => toast.success(t('creditsPage.requestSent')),
      (error: unknown) => toast.error(readable(error, t('creditsPage.requestFailed'))),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('creditsPage.requestForm')}>
      <fieldset disabled={mutation.isPending} className="space-y-4">
        <TextField
          id="credit-request-amount"
          label={t('creditsPage.requestAmount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={CREDIT_REQUEST_MAX_AMOUNT}
          className="field-input max-w-40"
          {...register('amount', { valueAsNumber: true })}
          error={formState.errors.amount?.message}
        />
        <TextAreaField
          id="credit-request-message"
          label={t('creditsPage.requestMessage')}
          rows={2}
          maxLength={CREDIT_REQUEST_MESSAGE_MAX_LENGTH}
          placeholder={t('creditsPage.requestMessagePlaceholder')}
          {...register('message')}
          error={formState.errors.message?.message}
        />
      </fieldset>
      <FormSubmitRow label={t('creditsPage.requestSubmit')} busyLabel={t('creditsPage.requestSending')} isBusy={mutation.isPending} />
    </form>
  );
}
