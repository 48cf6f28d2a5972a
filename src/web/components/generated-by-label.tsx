import { Cpu } from 'lucide-react';

/** "Written by the offline engine" / "Written by <model>": which engine wrote generated content; nothing when unknown. */
export function GeneratedByLabel({ generatedBy }: { generatedBy: string | null | undefined }) {
  if (!generatedBy) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400" data-testid="generated-by">
      <Cpu className="size-3.5 shrink-0" aria-hidden />
      Written by {generatedBy === 'offline engine' ? 'the offline engine' : generatedBy}
    </p>
  );
}
