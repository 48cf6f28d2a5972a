// The organisation's shared library: a glossary, persona, rubric, scenario or file created with an organisation's id
// belongs to it. Its members list (in that workspace), read and use it; its owners, admins and the item's author change
// it; its other members get 403; people outside it get 404, as for any row not theirs; a removed member is out at once.
import { describe, expect, it } from 'vitest';
import type { FilesListAnswer, UploadFileResult } from '../../../shared/contracts/files.ts';
import type { GlossaryJobResult, GlossaryListItem } from '../../../shared/contracts/glossaries.ts';
import type { PersonaJobResult, PersonaListItem } from '../../../shared/contracts/personas.ts';
import type { RubricJobResult, RubricListItem } from '../../../shared/contracts/rubrics.ts';
import type { Scenario, ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import * as schema from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { ORGANIZATION_ITEM_READ_ONLY_MESSAGE } from '../library/library-items.ts';
import { useOrganizationRoutes, type Person } from './organizations.test-helpers.ts';

const GREENHOUSE_TERMS = 'Drip line: a hose that waters each plant root by root\nFertigation: feeding plants through the watering system';
const NEW_TERMS = 'Drip line: a hose with emitters spaced along it';
const GROWER_PROMPT = 'Ruth, a 51-year-old tomato grower who doubts that sensors save water and wants proof from other farms.';
const WATERING_RUBRIC = { name: 'Irrigation advice', description: 'Asks how the grower waters today, explains the savings plainly and agrees a trial.' };
const QUICK = {
  scenario_title: 'Selling a drip system',
  ai_role: 'Greenhouse grower',
  my_role: 'Irrigation adviser',
  scenario_description: 'A grower with three glasshouses is unsure whether a drip system is worth the cost this season.',
};

describe.each(TEST_DATABASES)('[ORGANISATIONS] the shared library on $name', ({ url }) => {
  const { ctx, person, createOrganization, memberWith, organizationWithTeam, userIdOf } = useOrganizationRoutes(url);

  /** Runs a job-queueing call and answers the finished job's result. */
  async function completed<T>(who: Person, method: 'POST' | 'DELETE', path: string, statusPrefix: string, body?: object): Promise<T> {
    const response = await who.call(method, path, body);
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `${statusPrefix}/${response.json().jobId}`, who.cookies);
    expect(status.failedReason).toBeNull();
    return status.result as T;
  }

  const chooseWorkspace = async (who: Person, organizationId: string | null) => {
    expect((await who.call('PUT', '/organizations/current', { organization_id: organizationId })).statusCode).toBe(200);
  };

  /** Acme with a team and a second plain member; another organisation with its own owner and member. */
  async function twoOrganizations() {
    const acme = await organizationWithTeam('Acme Growers');
    const colleague = await memberWith(acme.owner, acme.organization.id, 'member', 'Cal Colleague');
    const otherOwner = await person('Oscar Other');
    const other = await createOrganization(otherOwner, { name: 'Other Farms' });
    const otherMember = await memberWith(otherOwner, other.id, 'member', 'Nia Nearby');
    return { ...acme, colleague, other, otherOwner, otherMember };
  }

  const removeFrom = async (admin: Person, organizationId: string, who: Person) => {
    expect((await admin.call('DELETE', `/organizations/${organizationId}/members/${await userIdOf(who)}`)).statusCode).toBe(204);
  };

  it('glossaries: members list and copy it, the author and admins change it, other members get 403, outsiders 404, a removed member is out', async () => {
    const { organization, owner, admin, manager, member, colleague, other, otherMember } = await twoOrganizations();
    const created = await completed<GlossaryJobResult>(member, 'POST', '/glossary/create', '/glossary/job-status-create', { name: 'Greenhouse words', glossary: GREENHOUSE_TERMS, organization_id: organization.id });
    const id = created.data.id;
    expect(created.data.organization_id).toBe(organization.id);

    const listed = async (who: Person) => ((await who.call('GET', `/glossary/all/${encodeURIComponent(who.email)}`)).json().data as GlossaryListItem[]).find((item) => item.id === id);
    // The personal workspace lists the person's own rows; the organisation's show once it is chosen in the header.
    expect(await listed(colleague)).toBeUndefined();
    await chooseWorkspace(colleague, organization.id);
    expect(await listed(colleague)).toMatchObject({ id, organization_id: organization.id, is_sample: false });
    // Someone in another organisation never sees it, whatever they choose.
    await chooseWorkspace(otherMember, other.id);
    expect(await listed(otherMember)).toBeUndefined();

    const update = (who: Person, name: string) => who.call('POST', '/glossary/update', { id, name, glossary: NEW_TERMS });
    for (const who of [colleague, manager]) {
      const refused = await update(who, 'Renamed by a member');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ORGANIZATION_ITEM_READ_ONLY_MESSAGE });
      expect((await who.call('DELETE', `/glossary/${id}`)).statusCode).toBe(403);
      expect((await who.call('GET', `/glossary/${id}/usage`)).statusCode).toBe(403);
    }
    // Ids swapped across organisations: another organisation's member and owner cannot tell it exists.
    expect((await update(otherMember, 'Taken')).statusCode).toBe(404);
    expect((await otherMember.call('DELETE', `/glossary/${id}`)).statusCode).toBe(404);
    expect((await otherMember.call('POST', `/glossary/${id}/duplicate`)).statusCode).toBe(404);

    // The author and an admin change it; the organisation keeps it.
    const byAuthor = await completed<GlossaryJobResult>(member, 'POST', '/glossary/update', '/glossary/job-status-update', { id, name: 'Greenhouse words v2', glossary: NEW_TERMS });
    expect(byAuthor.data).toMatchObject({ name: 'Greenhouse words v2', organization_id: organization.id });
    const byAdmin = await completed<GlossaryJobResult>(admin, 'POST', '/glossary/update', '/glossary/job-status-update', { id, name: 'Greenhouse words v3', glossary: NEW_TERMS });
    expect(byAdmin.data.name).toBe('Greenhouse words v3');

    // A member copies it into their own library.
    const copy = await colleague.call('POST', `/glossary/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.organization_id).toBeNull();

    // Removed: the next request no longer lists, copies or finds it.
    await removeFrom(owner, organization.id, colleague);
    expect(await listed(colleague)).toBeUndefined();
    expect((await colleague.call('POST', `/glossary/${id}/duplicate`)).statusCode).toBe(404);
    expect((await update(colleague, 'After leaving')).statusCode).toBe(404);

    // The owner deletes it.
    expect((await owner.call('DELETE', `/glossary/${id}`)).statusCode).toBe(200);
    expect((await member.call('POST', `/glossary/${id}/duplicate`)).statusCode).toBe(404);
  });

  it('personas and rubrics: members build an advanced scenario from them; only the author and admins change them; the rubric list follows the workspace', async () => {
    const { organization, owner, admin, member, colleague, otherMember } = await twoOrganizations();
    const persona = (await completed<PersonaJobResult>(member, 'POST', '/persona/create', '/persona/job-status-create', { name: 'Ruth', persona_prompt: GROWER_PROMPT, organization_id: organization.id })).data;
    expect(persona.organization_id).toBe(organization.id);
    const rubricResult = await completed<RubricJobResult>(member, 'POST', '/rubrics/create', '/rubrics/job-status-create', { ...WATERING_RUBRIC, organization_id: organization.id });
    const rubricId = rubricResult.assessment.id;

    // The rubric reads the same for every member and not at all for an outsider.
    const rubric = await colleague.call('GET', `/rubrics/rubric/${rubricId}`);
    expect(rubric.statusCode).toBe(200);
    expect((rubric.json().data as RubricListItem).organization_id).toBe(organization.id);
    expect((await otherMember.call('GET', `/rubrics/rubric/${rubricId}`)).statusCode).toBe(404);

    // The persona list follows the workspace (its cached copy too).
    const personaListed = async (who: Person) => ((await who.call('GET', `/persona/all/${encodeURIComponent(who.email)}`)).json().data as PersonaListItem[]).some((item) => item.id === persona.id);
    expect(await personaListed(colleague)).toBe(false);
    await chooseWorkspace(colleague, organization.id);
    expect(await personaListed(colleague)).toBe(true);
    await chooseWorkspace(colleague, null);
    expect(await personaListed(colleague)).toBe(false);

    // Another member uses both in their own scenario, in the organisation's library.
    const advanced = { scenario_title: 'Trial proposal', persona_id: persona.id, rubric_id: rubricId, scenario_description: 'Propose a one-house trial of drip irrigation to a doubtful grower.', organization_id: organization.id };
    const scenario = await completed<ScenarioJobResult>(colleague, 'POST', '/advance-roleplay/create', '/advance-roleplay/job-status-create', advanced);
    expect(scenario.data).toMatchObject({ organization_id: organization.id, owner: 'me' });
    // An outsider cannot build on them, even in their own library.
    expect((await otherMember.call('POST', '/advance-roleplay/create', { ...advanced, organization_id: undefined })).statusCode).toBe(404);

    // Pass mark: the author and an admin may set it, another member may not, an outsider cannot tell it exists.
    const passMark = (who: Person, value: number) => who.call('POST', '/rubrics/pass-mark', { id: rubricId, pass_mark: value });
    expect((await passMark(colleague, 10)).statusCode).toBe(403);
    expect((await passMark(otherMember, 10)).statusCode).toBe(404);
    expect((await passMark(member, 65)).statusCode).toBe(200);
    const byAdmin = await passMark(admin, 75);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);

    // Persona: another member cannot delete it; the admin can, and the scenario keeps its copy.
    expect((await colleague.call('DELETE', `/persona/${persona.id}`)).statusCode).toBe(403);
    expect((await otherMember.call('DELETE', `/persona/${persona.id}`)).statusCode).toBe(404);
    const deleted = await admin.call('DELETE', `/persona/${persona.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().kept_in_scenarios).toEqual([{ id: scenario.data.id, name: 'Trial proposal' }]);

    // The author, once removed, can no longer change what they wrote.
    await removeFrom(owner, organization.id, member);
    expect((await passMark(member, 50)).statusCode).toBe(404);
    expect((await member.call('GET', `/rubrics/rubric/${rubricId}`)).statusCode).toBe(404);
  });

  it('scenarios: members start a session on one; other members cannot delete it, an admin can; outsiders and removed members cannot play it', async () => {
    const { organization, owner, admin, member, colleague, other, otherOwner } = await twoOrganizations();
    // Sessions on the organisation's scenarios are paid from its balance.
    await ctx.database.db.insert(schema.organizationCreditEntries).values({ organizationId: organization.id, amount: 100, reason: 'Library practice', kind: 'grant' });
    const scenario = (await completed<ScenarioJobResult>(member, 'POST', '/quick-roleplay/create', '/quick-roleplay/job-status-create', { ...QUICK, organization_id: organization.id })).data;
    expect(scenario.organization_id).toBe(organization.id);
    const start = (who: Person) => who.call('POST', '/assessment/scenario-conversation/create', { scenario_id: scenario.id, mode: 'text' });

    const started = await start(colleague);
    expect(started.statusCode, started.body).toBe(201);
    expect((await start(otherOwner)).statusCode).toBe(404);

    await chooseWorkspace(colleague, organization.id);
    const listed = (await colleague.call('GET', `/quick-roleplay/all/${encodeURIComponent(colleague.email)}`)).json().data as Scenario[];
    expect(listed.find((item) => item.id === scenario.id)).toMatchObject({ owner: 'other', organization_id: organization.id, brief: null });
    // Another organisation's owner switching to theirs still does not see it.
    await chooseWorkspace(otherOwner, other.id);
    const theirs = (await otherOwner.call('GET', `/quick-roleplay/all/${encodeURIComponent(otherOwner.email)}`)).json().data as Scenario[];
    expect(theirs.some((item) => item.id === scenario.id)).toBe(false);

    const edit = { id: scenario.id, name: 'Selling drip lines', visibility: false, category: ['Sales'] };
    expect((await colleague.call('POST', '/scenarios/update', edit)).statusCode).toBe(403);
    expect((await colleague.call('DELETE', `/scenarios/${scenario.id}`)).statusCode).toBe(403);
    expect((await otherOwner.call('DELETE', `/scenarios/${scenario.id}`)).statusCode).toBe(404);
    const renamed = await completed<ScenarioJobResult>(admin, 'POST', '/scenarios/update', '/scenarios/job-status-update', edit);
    expect(renamed.data.name).toBe('Selling drip lines');

    await removeFrom(owner, organization.id, colleague);
    expect((await start(colleague)).statusCode).toBe(404);

    await completed(admin, 'DELETE', `/scenarios/${scenario.id}`, '/scenarios/job-status-delete');
    expect((await start(member)).statusCode).toBe(404);
  });

  it('files: members read and use an organisation’s file; only its uploader and admins delete it; outsiders and removed members get 404', async () => {
    const { organization, owner, admin, member, colleague, otherMember } = await twoOrganizations();
    const upload = (who: Person, organizationId: string) => {
      const body = multipart([
        { name: 'organization_id', value: organizationId },
        { name: 'file', filename: 'watering-plan.txt', content: 'Water the tomatoes at dawn; check the drip emitters every Monday.' },
      ]);
      return ctx.app.inject({ method: 'POST', url: '/files/create', payload: body.payload, headers: { ...body.headers, cookie: who.cookies } });
    };
    const response = await upload(member, organization.id);
    expect(response.statusCode, response.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/files/job-status-create/${response.json().jobId}`, member.cookies);
    const file = status.result as UploadFileResult;
    expect(file.organization_id).toBe(organization.id);
    const fileId = file.file_id;

    const listed = async (who: Person) => ((await who.call('GET', `/files/all/${encodeURIComponent(who.email)}`)).json() as FilesListAnswer).data.files.some((item) => item.file_id === fileId);
    expect(await listed(colleague)).toBe(false);
    await chooseWorkspace(colleague, organization.id);
    expect(await listed(colleague)).toBe(true);

    expect((await colleague.call('GET', `/files/file/${fileId}/preview`)).statusCode).toBe(200);
    expect((await otherMember.call('GET', `/files/file/${fileId}/preview`)).statusCode).toBe(404);
    expect((await otherMember.call('GET', `/files/file/${fileId}/download`)).statusCode).toBe(404);
    // A member grounds a persona of their own on it; an outsider cannot.
    expect((await colleague.call('POST', '/persona/create', { name: 'Ruth', persona_prompt: GROWER_PROMPT, file_ids: [fileId] })).statusCode).toBe(202);
    expect((await otherMember.call('POST', '/persona/create', { name: 'Ruth', persona_prompt: GROWER_PROMPT, file_ids: [fileId] })).statusCode).toBe(400);

    expect((await colleague.call('DELETE', `/files/file/${fileId}`)).statusCode).toBe(403);
    expect((await otherMember.call('DELETE', `/files/file/${fileId}`)).statusCode).toBe(404);

    await removeFrom(owner, organization.id, colleague);
    expect((await colleague.call('GET', `/files/file/${fileId}/preview`)).statusCode).toBe(404);
    expect(await listed(colleague)).toBe(false);

    await completed(admin, 'DELETE', `/files/file/${fileId}`, '/files/job-status-delete');
    expect((await member.call('GET', `/files/file/${fileId}/preview`)).statusCode).toBe(404);
  });

  it('lists and reads say who may change each item: its author and the organisation’s owners and admins, not its other members', async () => {
    const { organization, owner, admin, manager, member, colleague } = await twoOrganizations();
    const inOrganization = { organization_id: organization.id };
    const glossaryId = (await completed<GlossaryJobResult>(member, 'POST', '/glossary/create', '/glossary/job-status-create', { name: 'Greenhouse words', glossary: GREENHOUSE_TERMS, ...inOrganization })).data.id;
    const personaId = (await completed<PersonaJobResult>(member, 'POST', '/persona/create', '/persona/job-status-create', { name: 'Ruth', persona_prompt: GROWER_PROMPT, ...inOrganization })).data.id;
    const rubricId = (await completed<RubricJobResult>(member, 'POST', '/rubrics/create', '/rubrics/job-status-create', { ...WATERING_RUBRIC, ...inOrganization })).assessment.id;
    const scenarioId = (await completed<ScenarioJobResult>(member, 'POST', '/quick-roleplay/create', '/quick-roleplay/job-status-create', { ...QUICK, ...inOrganization })).data.id;
    const fileBody = multipart([
      { name: 'organization_id', value: organization.id },
      { name: 'file', filename: 'watering-plan.txt', content: 'Water the tomatoes at dawn; check the drip emitters every Monday.' },
    ]);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/files/create', payload: fileBody.payload, headers: { ...fileBody.headers, cookie: member.cookies } });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const fileId = ((await waitForJobStatus(ctx.app, `/files/job-status-create/${uploaded.json().jobId}`, member.cookies)).result as UploadFileResult).file_id;

    /** What each list and the rubric's read answer this person about the organisation's items. */
    const seenBy = async (who: Person) => {
      await chooseWorkspace(who, organization.id);
      const email = encodeURIComponent(who.email);
      const glossaries = (await who.call('GET', `/glossary/all/${email}`)).json().data as GlossaryListItem[];
      const personas = (await who.call('GET', `/persona/all/${email}`)).json().data as PersonaListItem[];
      const rubrics = (await who.call('GET', `/rubrics/all/${email}`)).json().data as RubricListItem[];
      const scenarios = (await who.call('GET', `/quick-roleplay/all/${email}`)).json().data as Scenario[];
      const files = ((await who.call('GET', `/files/all/${email}`)).json() as FilesListAnswer).data.files;
      const rubric = (await who.call('GET', `/rubrics/rubric/${rubricId}`)).json().data as RubricListItem;
      const scenario = scenarios.find((item) => item.id === scenarioId);
      return {
        answers: {
          glossary: glossaries.find((item) => item.id === glossaryId)?.can_change,
          persona: personas.find((item) => item.id === personaId)?.can_change,
          rubricListed: rubrics.find((item) => item.id === rubricId)?.can_change,
          rubricRead: rubric.can_change,
          scenario: scenario?.can_change,
          file: files.find((item) => item.file_id === fileId)?.can_change,
        },
        scenario,
        samples: [...glossaries, ...personas, ...rubrics].filter((item) => item.is_sample).map((item) => item.can_change),
        sampleScenarios: scenarios.filter((item) => item.owner === 'sample').map((item) => item.can_change),
      };
    };
    const everywhere = (value: boolean) => ({ glossary: value, persona: value, rubricListed: value, rubricRead: value, scenario: value, file: value });

    for (const who of [member, admin, owner]) {
      const seen = await seenBy(who);
      expect(seen.answers).toEqual(everywhere(true));
      // Those who may change the scenario read its whole brief, so an admin can edit another member's scenario.
      expect(seen.scenario?.brief).not.toBeNull();
      expect(seen.scenario?.rubric_id).not.toBeNull();
    }
    expect((await seenBy(admin)).scenario?.owner).toBe('other');
    for (const who of [colleague, manager]) {
      const seen = await seenBy(who);
      expect(seen.answers).toEqual(everywhere(false));
      // The hidden facts stay hidden from the learners who may not change it.
      expect(seen.scenario).toMatchObject({ brief: null, rubric_id: null });
      expect(seen.samples.length).toBeGreaterThan(0);
      expect(seen.samples.every((canChange) => !canChange)).toBe(true);
      expect(seen.sampleScenarios.every((canChange) => !canChange)).toBe(true);
    }

    // Promoted to admin, a member may change them at once (the cached persona list too); demoted, no longer.
    const colleagueId = await userIdOf(colleague);
    const setRole = async (role: string) => {
      const changed = await owner.call('PATCH', `/organizations/${organization.id}/members/${colleagueId}`, { role });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    await setRole('admin');
    expect((await seenBy(colleague)).answers).toEqual(everywhere(true));
    await setRole('member');
    expect((await seenBy(colleague)).answers).toEqual(everywhere(false));
  });
});
