// /dashboard/activity: what happened to the twin, newest first.
export { ActivityList as Component } from '@/features/twin/components/activity-list.tsx';
