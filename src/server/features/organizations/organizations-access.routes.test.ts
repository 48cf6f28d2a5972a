// What organisations mean elsewhere: a create call's organization_id that names an organisation must be one of the
// caller's (an individual's own e-mail still works); an invitation goes out by e-mail when e-mail is set up; a removed
// member's open pages hear of it at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/contracts/organization-messages.ts';
import { useDescribeResource } from '../../test/describe-resource.ts';
import { mailPart, mailSubject, startSmtpCapture } from '../../test/smtp-capture.ts';
import { TEST_DATABASES, uniqueEmail } from '../../test/test-app.ts';
import { serverText } from '../../i18n/server-text.ts';
import { useOrganizationRoutes } from './organizations.test-helpers.ts';

const PUBLIC_URL = 'https://engram.example.test';
const GLOSSARY = 'ARR: annual recurring revenue';

describe.each(TEST_DATABASES)('[ORGANISATIONS] organization_id in create calls on $name', ({ url }) => {
  const { person, createOrganization, memberWith } = useOrganizationRoutes(url);

  it('accepts an organisation the caller belongs to and the caller’s own e-mail, and refuses any other with 403', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner);
    const member = await memberWith(owner, organization.id, 'member');
    const outsider = await person('Oscar Outsider');
    const other = await createOrganization(outsider, { name: 'Other Co' });
    const create = (who: typeof owner, organizationId: string) => who.call('POST', '/glossary/create', { name: 'Sales terms', glossary: GLOSSARY, organization_id: organizationId });

    expect((await create(member, organization.id)).statusCode).toBe(202);
    expect((await create(member, member.email)).statusCode).toBe(202);
    const refused = await create(outsider, organization.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.notAMember });
    // Ids swapped: a member of one organisation naming the other.
    expect((await create(member, other.id)).statusCode).toBe(403);
    // An id that names no organisation at all.
    expect((await create(member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    // Another person's e-mail is refused as before.
    expect((await create(member, outsider.email)).statusCode).toBe(403);
    // The other create calls check it the same way.
    expect((await outsider.call('POST', '/persona/create', { name: 'Dana', persona_prompt: 'A careful buyer at a logistics firm.', organization_id: organization.id })).statusCode).toBe(403);
    expect((await outsider.call('POST', '/rubrics/create', { name: 'Discovery', description: 'Asks open questions about the buyer’s goals.', organization_id: organization.id })).statusCode).toBe(403);
    const quick = { scenario_title: 'Renewal', ai_role: 'Buyer', my_role: 'Account manager', scenario_description: 'The buyer wants a discount before renewing.' };
    expect((await outsider.call('POST', '/quick-roleplay/create', { ...quick, organization_id: organization.id })).statusCode).toBe(403);
    expect((await member.call('POST', '/quick-roleplay/create', { ...quick, organization_id: organization.id })).statusCode).toBe(202);

    // A removed member is refused at their next call.
    expect((await member.call('POST', `/organizations/${organization.id}/leave`)).statusCode).toBe(204);
    expect((await create(member, organization.id)).statusCode).toBe(403);
  });
});

describe.each(TEST_DATABASES)('[ORGANISATIONS] invitation e-mails and live pages on $name', ({ url }) => {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const { ctx, person, createOrganization, invite, accept, userIdOf } = useOrganizationRoutes(url, () => ({ SMTP_URL: smtp.url, SMTP_FROM: 'Engram <no-reply@engram.example.test>', PUBLIC_URL }));
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('e-mails the link to the invited address, with the organisation’s name quoted and escaped', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, { name: 'Acme <b>Sales</b>' });
    const address = uniqueEmail('inbox');
    const invitation = await invite(owner, organization.id, address, 'admin');
    expect(invitation.invite_emailed).toBe(true);
    expect(invitation.invite_url).toMatch(new RegExp(`^${PUBLIC_URL}/organisations/accept\\?token=[\\w-]+$`));
    const mail = await smtp.waitFor(address);
    expect(mailSubject(mail.raw)).toBe(serverText('en', 'mail.organizationInvitation.subject'));
    expect(mailPart(mail.raw, 'text/plain')).toContain(invitation.invite_url);
    expect(mailPart(mail.raw, 'text/plain')).toContain('as admin');
    expect(mailPart(mail.raw, 'text/html')).not.toContain('<b>Sales</b>');
  });

  it('tells a removed member’s open pages at once', async () => {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner);
    const member = await person('Mia Member');
    expect((await accept(member, await invite(owner, organization.id, member.email))).statusCode).toBe(200);

    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/events`, { headers: { cookie: member.cookies }, signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry:');
    try {
      expect((await owner.call('DELETE', `/organizations/${organization.id}/members/${await userIdOf(member)}`)).statusCode).toBe(204);
      let seen = '';
      while (!seen.includes('event: organizations')) seen += new TextDecoder().decode((await reader.read()).value);
      expect(seen).toContain('"type":"organizations"');
    } finally {
      controller.abort();
    }
  });
});
