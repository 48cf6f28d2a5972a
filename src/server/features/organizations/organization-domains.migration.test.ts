// Migration 0039 on a database as 0037 left it: the join link's domains (organizations.email_domains) become claims
// of organization_domains, pending with a token each, lower-case and once per organisation; a domain the organisation
// had proven for single sign-on keeps its proof for both uses; single sign-on's own claims stay as they were.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migrations-before.ts';

const MIGRATION_TAG = '0039_organization_domains';

describe('[ORGANISATIONS] migration 0039 moves the join link’s domains into organisation domain claims', () => {
  const onDatabaseBefore = beforeMigration(MIGRATION_TAG);

  it('keeps every domain, pending unless proven for sign-on, and drops organizations.email_domains', { timeout: 120_000 }, async () => {
    await onDatabaseBefore(async (client, migrateRest) => {
        const { rows: made } = await client.query<{ id: string; name: string }>(
          `insert into organizations (name, email_domains) values ('Acme', array['acme.test', 'Shared.test', 'gmail.com', 'acme.test']), ('Rival', array['acme.test']), ('Quiet', '{}') returning id, name`,
        );
        const idOf = (organizationName: string) => made.find((row) => row.name === organizationName)!.id;
        await client.query(`insert into organization_sso (organization_id, issuer_url, client_id, client_secret_sealed) values ($1, 'https://login.acme.test', 'engram', 'sealed')`, [idOf('Acme')]);
        await client.query(
          `insert into organization_sso_domains (organization_id, domain, status, verification_token, verified_by, verified_at) values ($1, 'shared.test', 'verified', 'shared-token', 'dns', now()), ($1, 'sso-only.test', 'pending', 'sso-token', null, null)`,
          [idOf('Acme')],
        );

        await migrateRest();

        const { rows } = await client.query<{ organization_id: string; domain: string; status: string; verification_token: string; verified_by: string | null; for_join_link: boolean; for_sign_on: boolean }>(
          'select organization_id, domain, status, verification_token, verified_by, for_join_link, for_sign_on from organization_domains order by organization_id, domain',
        );
        const claims = rows.map((row) => ({ ...row, organization: made.find((organization) => organization.id === row.organization_id)!.name }));
        const claim = (organizationName: string, domain: string) => claims.find((row) => row.organization === organizationName && row.domain === domain);
        expect(claims.map((row) => `${row.organization} ${row.domain}`).sort()).toEqual(['Acme acme.test', 'Acme gmail.com', 'Acme shared.test', 'Acme sso-only.test', 'Rival acme.test']);
        // Never proven: pending, each with a token of its own.
        for (const [organizationName, domain] of [['Acme', 'acme.test'], ['Acme', 'gmail.com'], ['Rival', 'acme.test']] as const) {
          expect(claim(organizationName, domain)).toMatchObject({ status: 'pending', verified_by: null, for_join_link: true, for_sign_on: false, verification_token: expect.stringMatching(/^[0-9a-f]{64}$/) });
        }
        expect(claim('Acme', 'acme.test')!.verification_token).not.toBe(claim('Rival', 'acme.test')!.verification_token);
        // Proven for sign-on, named for the join link too: one claim, proven for both.
        expect(claim('Acme', 'shared.test')).toMatchObject({ status: 'verified', verified_by: 'dns', verification_token: 'shared-token', for_join_link: true, for_sign_on: true });
        expect(claim('Acme', 'sso-only.test')).toMatchObject({ status: 'pending', verification_token: 'sso-token', for_join_link: false, for_sign_on: true });

        const { rows: columns } = await client.query(`select column_name from information_schema.columns where table_name = 'organizations' and column_name = 'email_domains'`);
        expect(columns).toEqual([]);
        // The claims belong to the organisation now: deleting it takes them, sign-on or not.
        await client.query('delete from organizations where id = $1', [idOf('Acme')]);
        expect((await client.query('select domain from organization_domains where organization_id = $1', [idOf('Acme')])).rows).toEqual([]);
        // A claim for no use is refused.
        await expect(client.query(`insert into organization_domains (organization_id, domain, verification_token) values ($1, 'idle.test', 'idle-token')`, [idOf('Quiet')])).rejects.toThrow(/organization_domains_use_check/);
    });
  });
});
