// /dashboard/settings: the twin's username, the export ZIP and deleting the twin.
export { SettingsPanel as Component } from '@/features/twin/components/settings-panel.tsx';
