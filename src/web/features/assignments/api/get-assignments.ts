import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedSkillList, Assignment, AssignmentAttemptReport, AssignmentList, AssignmentProgress, CreateAssignmentInput, UpdateAssignmentInput } from '@shared/contracts/assignments.ts';
import { apiRequest, ensureFreshSession } from '@/lib/api-client.ts';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation.ts';
import { ASSIGNMENTS_QUERY_KEY } from './get-my-assignments.ts';

const assignmentsPath = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/assignments`;

/** Where an assignment's figures are served as a CSV attachment. */
export const assignmentCsvPath = (organizationId: string, assignmentId: string) => `${assignmentsPath(organizationId)}/${encodeURIComponent(assignmentId)}/progress.csv`;

/** `?team_id=` for one team's figures; nothing for the whole organisation's. */
const teamQuery = (teamId: string | null) => (teamId ? `?team_id=${encodeURIComponent(teamId)}` : '');

/** Where the organisation's (or one team's) skills over time are served as a CSV attachment. */
export const skillsCsvPath = (organizationId: string, teamId: string | null = null) => `${assignmentsPath(organizationId)}/skills.csv${teamQuery(teamId)}`;

/** Renews the session if needed, then lets the browser fetch the CSV itself (a followed link cannot renew a token). */
async function downloadCsv(path: string): Promise<void> {
  await ensureFreshSession();
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export const downloadAssignmentCsv = (organizationId: string, assignmentId: string) => downloadCsv(assignmentCsvPath(organizationId, assignmentId));
export const downloadSkillsCsv = (organizationId: string, teamId: string | null = null) => downloadCsv(skillsCsvPath(organizationId, teamId));

/** The organisation's assignments with their counts (owners, admins and managers). */
export function getAssignments(organizationId: string, signal?: AbortSignal): Promise<AssignmentList> {
  return apiRequest<AssignmentList>(assignmentsPath(organizationId), { signal });
}

export function useAssignments(organizationId: string) {
  return useQuery(queryOptions({ queryKey: [...ASSIGNMENTS_QUERY_KEY, 'organization', organizationId], queryFn: ({ signal }) => getAssignments(organizationId, signal) }));
}

/** Who has not started, attempted or passed one assignment. */
export function getAssignmentProgress(organizationId: string, assignmentId: string, signal?: AbortSignal): Promise<AssignmentProgress> {
  return apiRequest<AssignmentProgress>(`${assignmentsPath(organizationId)}/${encodeURIComponent(assignmentId)}/progress`, { signal });
}

export function useAssignmentProgress(organizationId: string, assignmentId: string | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_QUERY_KEY, 'progress', organizationId, assignmentId],
    queryFn: ({ signal }) => getAssignmentProgress(organizationId, assignmentId ?? '', signal),
    enabled: assignmentId !== null,
  });
}

export function createAssignments({ organizationId, ...input }: CreateAssignmentInput & { organizationId: string }): Promise<AssignmentList> {
  return apiRequest<AssignmentList>(assignmentsPath(organizationId), { method: 'POST', body: input });
}

export function useCreateAssignments() {
  return useRefreshingMutation(createAssignments, { refreshes: [ASSIGNMENTS_QUERY_KEY], after: 'success' });
}

export function deleteAssignment({ organizationId, assignmentId }: { organizationId: string; assignmentId: string }): Promise<void> {
  return apiRequest<void>(`${assignmentsPath(organizationId)}/${encodeURIComponent(assignmentId)}`, { method: 'DELETE' });
}

export function useDeleteAssignment() {
  return useRefreshingMutation(deleteAssignment, { refreshes: [ASSIGNMENTS_QUERY_KEY] });
}

/** The report of one assigned session (owners, admins and managers; never a personal session). */
export function getAttemptReport(organizationId: string, assignmentId: string, conversationId: string, signal?: AbortSignal): Promise<AssignmentAttemptReport> {
  return apiRequest<AssignmentAttemptReport>(`${assignmentsPath(organizationId)}/${encodeURIComponent(assignmentId)}/attempts/${encodeURIComponent(conversationId)}/report`, { signal });
}

export function useAttemptReport(organizationId: string, assignmentId: string, conversationId: string | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_QUERY_KEY, 'report', organizationId, assignmentId, conversationId],
    queryFn: ({ signal }) => getAttemptReport(organizationId, assignmentId, conversationId ?? '', signal),
    enabled: conversationId !== null,
    retry: false,
  });
}

export function updateAssignment({ organizationId, assignmentId, ...input }: UpdateAssignmentInput & { organizationId: string; assignmentId: string }): Promise<Assignment> {
  return apiRequest<Assignment>(`${assignmentsPath(organizationId)}/${encodeURIComponent(assignmentId)}`, { method: 'PATCH', body: input });
}

export function useUpdateAssignment() {
  return useRefreshingMutation(updateAssignment, { refreshes: [ASSIGNMENTS_QUERY_KEY], after: 'success' });
}

/** Per skill, the organisation's assignees' average per week (owners, admins and managers). */
export function getAssignedSkills(organizationId: string, teamId: string | null = null, signal?: AbortSignal): Promise<AssignedSkillList> {
  return apiRequest<AssignedSkillList>(`${assignmentsPath(organizationId)}/skills${teamQuery(teamId)}`, { signal });
}

export function useAssignedSkills(organizationId: string, teamId: string | null = null) {
  return useQuery({ queryKey: [...ASSIGNMENTS_QUERY_KEY, 'skills', organizationId, teamId], queryFn: ({ signal }) => getAssignedSkills(organizationId, teamId, signal), placeholderData: (previous) => previous });
}
