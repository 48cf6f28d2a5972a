// /dashboard/talk: Talk to my Engram, the owner's kept conversation with their twin and the twin's voice.
export { TalkPanel as Component } from '@/features/twin/components/talk-panel.tsx';
