import { Cpu } from 'lucide-react';

/**
 * "Written by the built-in engine" / "Written by <model>": which engine wrote generated content. For admins only
 * (engine names mean nothing to learners); nothing for others, and nothing when unknown.
 */
export function GeneratedByLabel({ generatedBy, isAdmin }: { generatedBy: string | null | undefined; isAdmin: boolean }) {
  if (!generatedBy || !isAdmin) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400" data-testid="generated-by">
      <Cpu className="size-3.5 shrink-0" aria-hidden />
      Written by {generatedBy === 'offline engine' ? 'the built-in engine' : generatedBy}
    </p>
  );
}
