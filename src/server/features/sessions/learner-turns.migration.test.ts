// Migration 0041 on a database as 0040 left it: every session counts its learner's lines on its own row, as a turn
// will count them from then on; a session without a learner's line counts none.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migrations-before.ts';

const MIGRATION_TAG = '0041_conversation_learner_turns';

describe('[SESSIONS] migration 0041 counts each session’s learner lines on its row', () => {
  const onDatabaseBefore = beforeMigration(MIGRATION_TAG);

  it('counts the learner lines of every session, and none for a session where nothing was said', { timeout: 120_000 }, async () => {
    await onDatabaseBefore(async (client, migrateRest) => {
        const { rows: people } = await client.query<{ id: string }>(`insert into users (email, name, nickname, password_hash) values ('keeper@example.com', 'Kim Keeper', 'Kim', 'hash') returning id`);
        const { rows: sessions } = await client.query<{ id: string; scenario_name: string }>(
          `insert into conversations (user_id, scenario_name, mode, language, context) values ($1, 'Talked', 'text', 'en-US', '{}'), ($1, 'Silent', 'text', 'en-US', '{}') returning id, scenario_name`,
          [people[0]!.id],
        );
        const idOf = (scenarioName: string) => sessions.find((row) => row.scenario_name === scenarioName)!.id;
        await client.query(
          `insert into conversation_messages (conversation_id, role, content, complete) values
            ($1, 'character', 'Good morning.', true), ($1, 'learner', 'Hello.', true), ($1, 'character', 'Yes?', true),
            ($1, 'learner', 'About the delivery.', true), ($1, 'character', '', false), ($2, 'character', 'Good morning.', true)`,
          [idOf('Talked'), idOf('Silent')],
        );

        await migrateRest();

        const { rows } = await client.query<{ scenario_name: string; learner_turns: number }>('select scenario_name, learner_turns from conversations order by scenario_name');
        expect(rows).toEqual([
          { scenario_name: 'Silent', learner_turns: 0 },
          { scenario_name: 'Talked', learner_turns: 2 },
        ]);
        // A session made from now on starts at none.
        const { rows: made } = await client.query<{ learner_turns: number }>(`insert into conversations (user_id, scenario_name, mode, language, context) values ($1, 'New', 'text', 'en-US', '{}') returning learner_turns`, [people[0]!.id]);
        expect(made).toEqual([{ learner_turns: 0 }]);
    });
  });
});
