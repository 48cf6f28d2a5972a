// The owner's view of their twin (GET /twin and every settings change answer it): settings, release, summary,
// on-chain status, the locker's counter, and the answers given so far.
import type { Twin } from '../../../../shared/contracts/twin.ts';
import type { Config } from '../../../config.ts';
import { toOnchain } from '../onchain/onchain-status.ts';
import { lockerAllowanceOf, type TwinStorage } from '../shared/twin-access.ts';
import type { TwinRow } from '../shared/twin.repository.ts';
import { toTwinAnswer, type AnswersRepository } from './answers.repository.ts';
import { withValidSources } from './public-summary.ts';

export async function toTwin(config: Pick<Config, 'solana' | 'twin'>, answers: AnswersRepository, twin: TwinRow, storage: TwinStorage): Promise<Twin> {
  const rows = await answers.listAnswers(twin.id);
  const given = rows.filter((row) => row.text.trim() !== '' || row.audioMemoryId !== null);
  return {
    id: twin.id,
    username: twin.username,
    name: twin.name,
    visibility: twin.visibility as Twin['visibility'],
    release: twin.releaseRule as Twin['release'],
    inactivity_months: twin.inactivityMonths as Twin['inactivity_months'],
    released: twin.releasedAt !== null,
    released_at: twin.releasedAt?.toISOString() ?? null,
    ready: twin.readyAt !== null,
    ready_at: twin.readyAt?.toISOString() ?? null,
    summary: withValidSources(twin.summary ?? null),
    summary_edited: twin.summaryEdited,
    summary_updated_at: twin.summaryUpdatedAt?.toISOString() ?? null,
    onchain: toOnchain(config, twin),
    storage: { used_bytes: twin.lockerBytes, allowance_bytes: lockerAllowanceOf(config, twin, storage) },
    answers: given.map(toTwinAnswer),
    answered_count: given.filter((row) => row.text.trim() !== '').length,
    created_at: twin.createdAt.toISOString(),
    updated_at: twin.updatedAt.toISOString(),
  };
}
