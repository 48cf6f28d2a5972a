// Teams of an organisation and the practice its managers assign: which scenario, to whom (people or teams), by when,
// with the pass mark that counts and the attempts allowed, and the reminders sent. The assignments feature alone
// queries them. A person leaving the organisation leaves its teams and assignments through the foreign keys.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idColumn, timestampColumn, updatedAt } from './columns.ts';
import { organizationMembers, organizations } from './organizations.ts';
import { scenarios } from './scenarios.ts';
import { users } from './users.ts';

/** A named group of an organisation's members, to assign practice to all of them at once. */
export const organizationTeams = pgTable(
  'organization_teams',
  {
    id: idColumn(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('organization_teams_name_idx').on(table.organizationId, sql`lower(${table.name})`)],
);

/** A team's members: always members of its organisation (the foreign key removes them with their membership). */
export const organizationTeamMembers = pgTable(
  'organization_team_members',
  {
    teamId: belongsTo('team_id', () => organizationTeams.id),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('organization_team_members_member_idx').on(table.organizationId, table.userId),
    foreignKey({ name: 'organization_team_members_member_fk', columns: [table.organizationId, table.userId], foreignColumns: [organizationMembers.organizationId, organizationMembers.userId] }).onDelete('cascade'),
  ],
);

/** One scenario assigned in an organisation, with its due date, the pass mark that counts and the attempts allowed. */
export const assignments = pgTable(
  'assignments',
  {
    id: idColumn(),
    organizationId: belongsTo('organization_id', () => organizations.id),
    scenarioId: belongsTo('scenario_id', () => scenarios.id),
    /** The scenario's name when it was assigned, for lists that read many assignments. */
    scenarioName: text('scenario_name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestampColumn('due_at').notNull(),
    passMark: integer('pass_mark').notNull(),
    maxAttempts: integer('max_attempts').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('assignments_organization_id_idx').on(table.organizationId, table.dueAt),
    index('assignments_scenario_id_idx').on(table.scenarioId),
    index('assignments_due_at_idx').on(table.dueAt),
    check('assignments_pass_mark_check', sql`${table.passMark} between 0 and 100`),
    check('assignments_max_attempts_check', sql`${table.maxAttempts} between 1 and 100`),
  ],
);

/** Who an assignment is for: one member (`userId`) or a team (`teamId`, its members as they are now). */
export const assignmentTargets = pgTable(
  'assignment_targets',
  {
    id: idColumn(),
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    organizationId: uuid('organization_id').notNull(),
    userId: uuid('user_id'),
    teamId: uuid('team_id').references(() => organizationTeams.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('assignment_targets_user_idx').on(table.assignmentId, table.userId).where(sql`"user_id" IS NOT NULL`),
    uniqueIndex('assignment_targets_team_idx').on(table.assignmentId, table.teamId).where(sql`"team_id" IS NOT NULL`),
    index('assignment_targets_member_idx').on(table.organizationId, table.userId),
    index('assignment_targets_team_id_idx').on(table.teamId),
    foreignKey({ name: 'assignment_targets_member_fk', columns: [table.organizationId, table.userId], foreignColumns: [organizationMembers.organizationId, organizationMembers.userId] }).onDelete('cascade'),
    check('assignment_targets_one_check', sql`(${table.userId} is null) <> (${table.teamId} is null)`),
  ],
);

/** The reminder sent to an assignee before the due date: one per assignment and person. */
export const assignmentReminders = pgTable(
  'assignment_reminders',
  {
    assignmentId: belongsTo('assignment_id', () => assignments.id),
    userId: belongsTo('user_id', () => users.id),
    sentAt: timestampColumn('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.userId] })],
);
