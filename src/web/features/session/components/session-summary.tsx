import type { ReactNode } from 'react';
import { SESSION_LANGUAGE_LABELS, type Conversation } from '../../../../shared/contracts/conversations.ts';
import { ROLEPLAY_MODE_LABELS } from '../session-options.ts';
import { formatDuration, formatSessionDate, sessionDurationMs } from '../session-timer.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-800 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** A session at a glance: scenario, character, when, how long, how. */
export function SessionSummary({ conversation }: { conversation: Conversation }) {
  const duration = sessionDurationMs(conversation.started_at, conversation.ended_at);
  const { character } = conversation;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Scenario">{conversation.scenario_name}</Item>
      <Item label="Character">
        {character.name || 'The character'}
        {character.occupation ? `, ${character.occupation}` : ''}
      </Item>
      <Item label="Date">{formatSessionDate(conversation.started_at)}</Item>
      <Item label="Duration">{duration === null ? 'Still open' : formatDuration(duration)}</Item>
      <Item label="Mode">
        {ROLEPLAY_MODE_LABELS[conversation.mode]} · {SESSION_LANGUAGE_LABELS[conversation.language]}
      </Item>
      <Item label="Lines">{conversation.messages.length}</Item>
    </dl>
  );
}
