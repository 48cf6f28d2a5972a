import { SkeletonCard, SkeletonShape } from '@/components/skeleton.tsx';

/** A placeholder with the shape of a ScenarioCard, shown while scenarios load. */
export function ScenarioCardSkeleton() {
  return (
    <SkeletonCard className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <SkeletonShape className="size-14 shrink-0 rounded-xl" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <SkeletonShape className="h-4 w-3/4 rounded" />
          <SkeletonShape className="h-3.5 w-1/2 rounded" />
        </div>
      </div>
      <SkeletonShape className="h-3.5 w-full rounded" />
      <div className="mt-auto flex gap-1.5">
        <SkeletonShape className="h-5 w-14 rounded-full" />
        <SkeletonShape className="h-5 w-20 rounded-full" />
      </div>
    </SkeletonCard>
  );
}
