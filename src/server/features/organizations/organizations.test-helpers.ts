// What the organisation route tests share: the app (one per test file, as every file has its own database), people
// who sign in, and the calls that build an organisation with members in each role.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreatedInvitation, Organization, OrganizationDetails } from '../../../shared/contracts/organizations.ts';
import type { InvitationRole } from '../../../shared/contracts/organizations-constants.ts';
import { users } from '../../db/schema.ts';
import { signedInCaller, uniqueEmail, useTestApp, type SignedInCaller } from '../../test/test-app.ts';

// Each test registers its own people; the default per-IP login limit would stop them.
export const TEST_ENV = { CREATOR_EMAILS: '', LOGIN_RATE_LIMIT_PER_IP: '100000' };

export type Person = SignedInCaller;

/** The token of an invitation or join link, from its address. */
export const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('token')!;

/** Call inside a `describe`: starts the app on `url` (with `env`, read when it starts) and answers the calls the tests make. */
export function useOrganizationRoutes(url: string | undefined, env: () => Record<string, string> = () => ({})) {
  const ctx = useTestApp(url, () => ({ ...TEST_ENV, ...env() }));
  const person = (name = 'Sam Rivera', email?: string) => signedInCaller(ctx.app, name, email);

  const userIdOf = async (who: Person) => {
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
    return row!.id;
  };

  /** Marks the person's address as proven, as following the verification e-mail does. */
  const verifyEmail = async (who: Person) => {
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, who.email));
  };

  async function createOrganization(owner: Person, body: { name: string; email_domains?: string[] } = { name: 'Acme Sales' }): Promise<Organization> {
    const response = await owner.call('POST', '/organizations', body);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function invite(admin: Person, organizationId: string, email: string, role: InvitationRole = 'member'): Promise<CreatedInvitation> {
    const response = await admin.call('POST', `/organizations/${organizationId}/invitations`, { email, role });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const accept = (who: Person, invitation: CreatedInvitation) => who.call('POST', '/organizations/invitations/accept', { token: tokenOf(invitation.invite_url) });

  /** A new person who accepted an invitation to the organisation with `role`. */
  async function memberWith(admin: Person, organizationId: string, role: InvitationRole, name = `Pat ${role}`): Promise<Person> {
    const who = await person(name, uniqueEmail(role));
    expect((await accept(who, await invite(admin, organizationId, who.email, role))).statusCode).toBe(200);
    return who;
  }

  /** An organisation whose owner has invited one admin, one manager and one member, who accepted. */
  async function organizationWithTeam(name = 'Acme Sales') {
    const owner = await person('Olivia Owner');
    const organization = await createOrganization(owner, { name });
    const admin = await memberWith(owner, organization.id, 'admin', 'Ada Admin');
    const manager = await memberWith(owner, organization.id, 'manager', 'Max Manager');
    const member = await memberWith(owner, organization.id, 'member', 'Mia Member');
    return { organization, owner, admin, manager, member };
  }

  async function details(who: Person, organizationId: string): Promise<OrganizationDetails> {
    const response = await who.call('GET', `/organizations/${organizationId}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  return { ctx, person, userIdOf, verifyEmail, createOrganization, invite, accept, memberWith, organizationWithTeam, details };
}
