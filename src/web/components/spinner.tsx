import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZE_CLASSES: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
};

interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers in place of the animation; "Loading" in the interface's language unless told. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <LoaderCircle className={`${SIZE_CLASSES[size]} animate-spin text-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite] dark:text-brand-400`} aria-hidden />
      <span className="sr-only">{label ?? t('common.spinner')}</span>
    </span>
  );
}
