// /dashboard: the Memory Locker, the dashboard's first section.
export { MemoryLocker as Component } from '../../../features/twin/components/memory-locker.tsx';
