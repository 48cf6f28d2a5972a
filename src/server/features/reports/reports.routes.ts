// The report routes: what follows a roleplay session. Its grading job's status and a retry, the report (or a 409 whose
// `status` says why there is none yet), the history, the progress and the transcript as text or PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConversationParamsSchema, EndConversationAnswerSchema } from '../../../shared/contracts/conversations.ts';
import { errorResponses } from '../../../shared/contracts/errors.ts';
import { ConversationListAnswerSchema, ConversationListQuerySchema, ProgressAnswerSchema, ReportSchema, ReportUnavailableSchema } from '../../../shared/contracts/reports.ts';
import { downloadForCaller, getForCaller } from '../../auth/caller-routes.ts';
import { requireAuth } from '../../auth/permissions.ts';
import { registerJobStatusRoute } from '../../jobs/job-status.routes.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { gradeConversationJob } from './grade-conversation.job.ts';
import { createReportsService } from './reports.service.ts';

// The session routes' tag: one group in the API description for a session and what follows it.
const TAG = 'conversations';
const TAGS = [TAG];
const TRANSCRIPT_TEXT = { mediaTypes: ['text/plain'], description: 'The transcript as plain text', errorStatuses: [404] };
const TRANSCRIPT_PDF = { mediaTypes: ['application/pdf'], description: 'The transcript as a PDF document', errorStatuses: [404] };

export const reportsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const reports = createReportsService(deps);

  app.post(
    '/conversations/:id/grade',
    {
      schema: {
        summary: 'Grade an ended session again',
        tags: TAGS,
        description: 'Grades an ended session again after its grading failed; no credits are spent. 409 while the session is open, being graded or already graded.',
        params: ConversationParamsSchema,
        response: { 202: EndConversationAnswerSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await reports.retryGrading(requireAuth(request), request.params.id)),
  );

  registerJobStatusRoute(app, deps.queue, '/conversations/job-status-grade/:jobId', gradeConversationJob, TAG);

  app.get(
    '/conversations',
    {
      schema: {
        summary: 'The caller’s session history',
        tags: TAGS,
        description:
          "The caller's sessions, newest first, with their score and pass once graded; `limit` per page (default 20, at most 100), `cursor` is the previous page's `next_cursor`, `scenario_id` keeps one scenario's sessions.",
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListAnswerSchema },
      },
    },
    async (request) => reports.listConversations(requireAuth(request), request.query),
  );

  getForCaller(app, '/conversations/progress', ProgressAnswerSchema, (caller) => reports.getProgress(caller), {
    tags: TAGS,
    summary: 'The caller’s scores over time',
    description: "Per scenario, the caller's graded sessions' scores oldest first, with the first, best and latest score and the gain (latest minus first).",
  });

  app.get(
    '/conversations/:id/report',
    {
      schema: {
        summary: 'A graded session’s report',
        tags: TAGS,
        description:
          "The session's graded report: per criterion the score, level, the learner's quoted lines, feedback and a better line; the delivery figures; the rubric and pass mark as graded. 409 `{ message, status, reason? }` when there is none to answer: `status` is \"grading\" (under way), \"failed\" (retry with POST /conversations/{id}/grade), \"not_ended\" (the session is open) or \"not_graded\" (nothing was said; its credits were refunded); `reason`, for failed and not_graded, is what to show.",
        params: ConversationParamsSchema,
        response: { 200: ReportSchema, 409: ReportUnavailableSchema, ...errorResponses(404) },
      },
    },
    async (request) => reports.getReport(requireAuth(request), request.params.id),
  );

  downloadForCaller(app, '/conversations/:id/transcript', { params: ConversationParamsSchema, contentType: 'text/plain; charset=utf-8', file: TRANSCRIPT_TEXT }, (caller, { id }) => reports.getTranscript(caller, id), {
    summary: 'A session’s transcript',
    tags: TAGS,
    description: 'The session as a text/plain download (Content-Disposition: attachment): a header with the scenario, date, mode and character, then each line as "[mm:ss] Name: line" from the start of the session.',
  });

  downloadForCaller(app, '/conversations/:id/transcript.pdf', { params: ConversationParamsSchema, contentType: 'application/pdf', file: TRANSCRIPT_PDF }, (caller, { id }) => reports.getTranscriptPdf(caller, id), {
    summary: 'A session’s transcript as PDF',
    tags: TAGS,
    description: "The session as an application/pdf download (Content-Disposition: attachment), to share with a coach: the report's headline (scenario, date, score, pass or not, each criterion's level) when it is graded, then each line with its time from the start. The caller's own sessions only (404 otherwise).",
  });
};
