import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateTeamInput, Team, TeamList, UpdateTeamInput } from '@shared/contracts/assignments.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ASSIGNMENTS_QUERY_KEY } from './get-my-assignments.ts';

const teamsPath = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/teams`;

/** The organisation's teams (owners, admins and managers). */
export function getTeams(organizationId: string, signal?: AbortSignal): Promise<TeamList> {
  return apiRequest<TeamList>(teamsPath(organizationId), { signal });
}

export function teamsQueryOptions(organizationId: string) {
  return queryOptions({ queryKey: [...ASSIGNMENTS_QUERY_KEY, 'teams', organizationId], queryFn: ({ signal }) => getTeams(organizationId, signal) });
}

export function useTeams(organizationId: string) {
  return useQuery(teamsQueryOptions(organizationId));
}

export function createTeam({ organizationId, ...input }: CreateTeamInput & { organizationId: string }): Promise<Team> {
  return apiRequest<Team>(teamsPath(organizationId), { method: 'POST', body: input });
}

export function useCreateTeam() {
  return useRefreshingMutation(createTeam, { refreshes: [ASSIGNMENTS_QUERY_KEY], after: 'success' });
}

export function updateTeam({ organizationId, teamId, ...input }: UpdateTeamInput & { organizationId: string; teamId: string }): Promise<Team> {
  return apiRequest<Team>(`${teamsPath(organizationId)}/${encodeURIComponent(teamId)}`, { method: 'PATCH', body: input });
}

export function useUpdateTeam() {
  return useRefreshingMutation(updateTeam, { refreshes: [ASSIGNMENTS_QUERY_KEY] });
}

export function deleteTeam({ organizationId, teamId }: { organizationId: string; teamId: string }): Promise<void> {
  return apiRequest<void>(`${teamsPath(organizationId)}/${encodeURIComponent(teamId)}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  return useRefreshingMutation(deleteTeam, { refreshes: [ASSIGNMENTS_QUERY_KEY] });
}
