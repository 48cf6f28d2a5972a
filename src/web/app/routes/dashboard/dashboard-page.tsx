// /dashboard: the digital twin's memory locker.
export { Dashboard as Component } from '../../../features/twin/components/dashboard.tsx';
