import { Cpu } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';

/**
 * "Written by the built-in engine" / "Written by <model>": which engine wrote generated content. For admins only
 * (engine names mean nothing to learners); nothing for others, and nothing when unknown.
 */
export function GeneratedByLabel({ generatedBy, isAdmin }: { generatedBy: string | null | undefined; isAdmin: boolean }) {
  const { t } = useTranslation();
  if (!generatedBy || !isAdmin) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400" data-testid="generated-by">
      <Cpu className="size-3.5 shrink-0" aria-hidden />
      {generatedBy === 'offline engine' ? t('generated.writtenByBuiltIn') : t('generated.writtenBy', { model: generatedBy })}
    </p>
  );
}
