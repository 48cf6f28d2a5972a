import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AssignedSkillList, MyAssignmentList } from '@shared/contracts/assignments.ts';
import { toast } from '@/components/toast.ts';
import { i18n } from '@/i18n/i18n.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { subscribeToServerEvent } from '@/lib/server-events.ts';

/** Every assignment query: invalidate this after any change to teams or assignments. */
export const ASSIGNMENTS_QUERY_KEY = ['assignments'] as const;

/** What the person's organisations assigned to them, with their own figures. */
export function getMyAssignments(signal?: AbortSignal): Promise<MyAssignmentList> {
  return apiRequest<MyAssignmentList>('/assignments/mine', { signal });
}

export function myAssignmentsQueryOptions() {
  return queryOptions({ queryKey: [...ASSIGNMENTS_QUERY_KEY, 'mine'], queryFn: ({ signal }) => getMyAssignments(signal) });
}

export function useMyAssignments() {
  return useQuery(myAssignmentsQueryOptions());
}

/** Per skill, the caller's own average per week over their assigned sessions. */
export function getMySkills(signal?: AbortSignal): Promise<AssignedSkillList> {
  return apiRequest<AssignedSkillList>('/assignments/mine/skills', { signal });
}

export function useMySkills() {
  return useQuery({ queryKey: [...ASSIGNMENTS_QUERY_KEY, 'mine', 'skills'], queryFn: ({ signal }) => getMySkills(signal) });
}

/** Reads the assignments again when the server says they or the person's organisations changed, and shows a reminder when one is due soon. */
export function useAssignmentEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopAssignments = subscribeToServerEvent('assignments', (event) => {
      // On (re)opening the channel, a read under way is fresh enough, and one read is asked for, not one per listener.
      if (event || queryClient.isFetching({ queryKey: ASSIGNMENTS_QUERY_KEY }) === 0) {
        void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY }, { cancelRefetch: event !== null });
      }
      // The server words the reminder in the person's language; the prefix is the page's.
      if (event?.message) toast.info(i18n.t('assignments.mine.reminder', { message: event.message }), { id: 'assignment-reminder' });
    });
    // Leaving or being removed from an organisation takes its assignments away at once (a missed change is caught up
    // by the organisations' own listener, which reads everything again when the memberships changed).
    const stopOrganizations = subscribeToServerEvent('organizations', (event) => {
      if (event) void queryClient.invalidateQueries({ queryKey: ASSIGNMENTS_QUERY_KEY });
    });
    return () => {
      stopAssignments();
      stopOrganizations();
    };
  }, [queryClient]);
}
