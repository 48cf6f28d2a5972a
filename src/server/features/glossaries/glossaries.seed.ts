// The read-only glossaries every person sees, one per sample scenario category. Edit the terms here;
// the fixed ids make seeding idempotent, so a changed text reaches only fresh databases.
import type { Db } from '../../db/client.ts';
import { createGlossariesRepository, type NewSampleGlossary } from './glossaries.repository.ts';

// Older than anything a person creates, so "newest first" lists their own glossaries above the samples.
const SAMPLE_CREATED_AT = new Date('2025-01-01T00:00:00.000Z');

function lines(terms: readonly string[]): string {
  return terms.join('\n');
}

export const SAMPLE_GLOSSARIES: readonly NewSampleGlossary[] = [
  {
    id: '6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a01',
    name: 'Customer Service Glossary',
    createdAt: SAMPLE_CREATED_AT,
    content: lines([
      'CSAT: Customer Satisfaction Score; the share of customers who rate an interaction as satisfying, usually on a 1-5 scale.',
      'NPS: Net Promoter Score; the percentage of promoters minus the percentage of detractors when asked how likely they are to recommend us.',
      'First Contact Resolution (FCR): solving the customer\'s issue in the first interaction, without a follow-up or transfer.',
      'Average Handle Time (AHT): the mean duration of an interaction, including talk, hold and after-call work.',
      'Escalation: handing a case to a more senior or specialised team when it exceeds the agent\'s authority or knowledge.',
      'SLA: Service Level Agreement; the promised response or resolution time for a given type of request.',
      'De-escalation: calming an upset customer by acknowledging feelings, staying neutral and moving towards a solution.',
      'Ticket: the record of a customer request, with its history, status and owner.',
      'Churn: customers who stop buying or cancel their subscription within a period.',
      'Empathy statement: a phrase that acknowledges the customer\'s situation, such as "I understand how frustrating this must be."',
      'Knowledge base: the searchable collection of articles agents and customers use to answer common questions.',
    ]),
  },
  {
    id: '6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a02',
    name: 'Leadership Glossary',
    createdAt: SAMPLE_CREATED_AT,
    content: lines([
      'One-on-one: a regular private meeting between a manager and a team member about progress, growth and concerns.',
      'Delegation: assigning responsibility and authority for a task while staying accountable for the outcome.',
      'Psychological safety: a shared belief that the team is safe for interpersonal risk-taking, such as admitting mistakes.',
      'SBI feedback: Situation-Behaviour-Impact; describing when and where, what the person did, and its effect.',
      'OKR: Objectives and Key Results; a goal-setting method pairing an ambitious objective with measurable results.',
      'Coaching: helping someone find their own answers through questions rather than giving instructions.',
      'Situational leadership: adapting one\'s style (directing, coaching, supporting, delegating) to the person\'s readiness.',
      'Stakeholder: anyone affected by or able to influence a decision or project.',
      'Change management: the structured approach to moving people and teams from the current state to a desired one.',
      'Accountability: owning the results of one\'s decisions and commitments, including reporting on them honestly.',
    ]),
  },
  {
    id: '6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a03',
    name: 'Sales Glossary',
    createdAt: SAMPLE_CREATED_AT,
    content: lines([
      'Lead: a person or company that has shown interest but has not yet been qualified.',
      'Prospect: a qualified lead who fits the ideal customer profile and may buy.',
      'Pipeline: the set of open opportunities, grouped by stage of the sales process.',
      'BANT: Budget, Authority, Need, Timeline; a framework for qualifying an opportunity.',
      'Discovery call: an early conversation to understand the prospect\'s situation, pains and goals.',
      'Objection handling: responding to a buyer\'s concern (price, timing, fit) by clarifying and addressing it.',
      'Value proposition: a clear statement of the benefit the customer gets and why it beats the alternatives.',
      'Upsell: offering a higher tier or a larger volume of what the customer already buys.',
      'Cross-sell: offering a related product that complements the customer\'s purchase.',
      'Close rate: the percentage of opportunities that end in a signed deal.',
      'Decision maker: the person with the authority to approve the purchase and its budget.',
      'Follow-up: the agreed next contact after a meeting, with a date and a purpose.',
    ]),
  },
  {
    id: '6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a04',
    name: 'HR Glossary',
    createdAt: SAMPLE_CREATED_AT,
    content: lines([
      'Onboarding: the process of welcoming and integrating a new employee during their first weeks and months.',
      'Performance review: a periodic, documented evaluation of an employee\'s work against agreed goals.',
      'PIP: Performance Improvement Plan; a time-bound plan with clear targets for an employee who is not meeting expectations.',
      'Compensation and benefits: pay, bonuses and non-wage benefits such as health cover, leave and pension.',
      'Grievance: a formal complaint by an employee about their treatment or working conditions.',
      'Attrition: the rate at which employees leave the organisation over a period.',
      'Employee engagement: how committed and motivated employees are towards their work and the organisation.',
      'Exit interview: a conversation with a departing employee to learn why they are leaving.',
      'Reasonable accommodation: a change to the job or workplace that lets a person with a disability do the work.',
      'Probation period: the initial employment period during which fit and performance are assessed.',
      'Confidentiality: keeping personal and case information shared in HR conversations private.',
    ]),
  },
  {
    id: '6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a05',
    name: 'Project Management Glossary',
    createdAt: SAMPLE_CREATED_AT,
    content: lines([
      'Scope: the work and deliverables a project includes, and by implication what it does not.',
      'Scope creep: uncontrolled growth of the scope without matching changes to time, budget or resources.',
      'Milestone: a significant point in the schedule, such as the approval of a design or a release.',
      'Critical path: the longest chain of dependent tasks; any delay on it delays the whole project.',
      'Gantt chart: a bar chart that shows tasks over time with their durations and dependencies.',
      'Stakeholder register: the list of people affected by the project with their interests and influence.',
      'RACI: Responsible, Accountable, Consulted, Informed; a chart of who does what for each task.',
      'Risk register: the log of identified risks with their likelihood, impact, owner and response.',
      'Sprint: a fixed time-box, often two weeks, in which an agile team completes a set of backlog items.',
      'Retrospective: a meeting at the end of an iteration to discuss what went well and what to improve.',
      'Baseline: the approved version of scope, schedule and cost against which progress is measured.',
      'Change request: a formal proposal to alter the scope, schedule or budget.',
    ]),
  },
];

/** Adds the samples that are missing; safe to run at every start and from several instances at once. */
export async function seedGlossaries(db: Db): Promise<void> {
  await createGlossariesRepository(db).insertSampleGlossaries([...SAMPLE_GLOSSARIES]);
}
