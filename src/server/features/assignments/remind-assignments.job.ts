// assignments.remind: every hour, reminds each assignee who has not passed an assignment due within
// ASSIGNMENT_REMINDER_HOURS, once per assignment: on their open pages at once (the `assignments` event, and the practice
// home shows it as due soon) and by e-mail when e-mail is set up. Scheduled by the queue (assignments.feature.ts); idempotent.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ASSIGNMENT_REMINDER_HOURS } from '../../../shared/contracts/assignments-constants.ts';
import type { InterfaceLanguage } from '../../../shared/contracts/languages-constants.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../jobs/event-bus.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { MailSettingsSource } from '../../lib/email-settings.ts';
import { pickLanguage, serverText } from '../../i18n/server-text.ts';
import { linkMail, quotedUserText, type MailMessage } from '../../lib/mailer.ts';
import { findAccountContacts } from '../users/account-records.repository.ts';
import { createAssignmentsRepository } from './assignments.repository.ts';
import { assigneeFigures } from './assignment-figures.ts';

/** The payload of a job no person started; its status is nobody's to read. */
export const ASSIGNMENT_REMINDER_JOB_USER = 'system';
export const REMIND_EVERY_SECONDS = 60 * 60;
/** The most assignments one run reminds of; the next run takes the rest. */
const ASSIGNMENTS_PER_RUN = 500;
/** The page of the reminder's link. */
const PRACTICE_HOME_PATH = '/showcase';

function dueText(dueAt: Date): string {
  return dueAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/** The reminder in `language`; the subject is fixed words, the scenario's name only quoted inside a line. */
export function assignmentReminderEmail(to: string, reminder: { scenarioName: string; dueAt: Date; link: string }, language: InterfaceLanguage): MailMessage {
  const lines = [
    serverText(language, 'mail.assignmentReminder.due', { scenario: quotedUserText(reminder.scenarioName), due: dueText(reminder.dueAt) }),
    serverText(language, 'mail.assignmentReminder.open'),
  ];
  return linkMail(language, { to, subject: 'mail.assignmentReminder.subject', lines, link: reminder.link, button: 'mail.assignmentReminder.button' });
}

/** Sends the reminders due at `now` and answers how many people were reminded. Tests call it with a date of their choosing. */
export async function remindAssignees(db: Db, now: Date, tell: { events: Pick<EventBus, 'publish'>; mail?: MailSettingsSource | undefined; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }): Promise<number> {
  const repository = createAssignmentsRepository(db);
  const due = await repository.listDueBetween(now, new Date(now.getTime() + ASSIGNMENT_REMINDER_HOURS * 60 * 60 * 1000), ASSIGNMENTS_PER_RUN);
  const settings = due.length > 0 ? await tell.mail?.get() : undefined;
  let reminded = 0;
  for (const assignment of due) {
    const assignees = [...((await repository.listAssignees([assignment.id])).get(assignment.id) ?? [])];
    const already = await repository.listReminded(assignment.id, assignees.length + 1);
    const waiting = assignees.filter((userId) => !already.has(userId));
    if (waiting.length === 0) continue;
    const figures = await assigneeFigures(db, assignment, waiting);
    const contacts = await findAccountContacts(db, waiting);
    for (const userId of waiting) {
      if (figures.get(userId)?.status === 'passed') continue;
      if (!(await repository.insertReminder(assignment.id, userId))) continue;
      reminded += 1;
      const contact = contacts.get(userId);
      const language = pickLanguage({ account: contact?.language });
      const message = serverText(language, 'notices.assignmentDue', { scenario: `“${assignment.scenarioName}”`, due: dueText(assignment.dueAt) });
      await tell.events.publish(userId, { type: 'assignments', message }).catch((error: unknown) => tell.log.warn({ err: error }, 'could not announce an assignment reminder'));
      if (settings?.mailer && contact) {
        const link = `${settings.publicUrl?.replace(/\/+$/, '') ?? ''}${PRACTICE_HOME_PATH}`;
        // One person's mail server failing does not keep the others from being reminded; the page still shows it.
        await settings.mailer
          .send(assignmentReminderEmail(contact.email, { scenarioName: assignment.scenarioName, dueAt: assignment.dueAt, link }, language))
          .catch((error: unknown) => tell.log.error({ err: error }, 'could not send an assignment reminder e-mail'));
      }
    }
  }
  return reminded;
}

export const remindAssignmentsJob = defineJob({
  name: 'assignments.remind',
  payload: z.object({ userId: z.literal(ASSIGNMENT_REMINDER_JOB_USER) }),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  // At most 500 reminders a run, each an insert and perhaps an e-mail, as the release notices' job.
  expireInSeconds: 120,
  async run(_payload, { db, events, mail, log }) {
    return { reminded: await remindAssignees(db, new Date(), { events, mail, log }) };
  },
});
