// The sample rubrics' names and descriptions: one for each of the five sample categories, one for each sample
// conversation of another kind, and one for any workplace conversation. The rubrics feature writes and stores them
// (rubrics.seed.ts); quick creation reads which topics a category's sample grades (features/scenarios/quick-rubric.ts).
import { GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';

export const SAMPLE_RUBRICS = [
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000001',
    name: 'Customer Service: Resolving a Complaint',
    description: 'A customer calls about a late, damaged delivery and wants a refund. Grade how the agent listens, apologises and resolves the complaint within policy.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000002',
    name: 'Leadership: Giving Constructive Feedback',
    description: 'A team lead gives feedback to a team member who has missed several deadlines. Grade how specific, respectful and two-way the feedback is.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000003',
    name: 'Sales: Discovery Call',
    description: 'A first call with a mid-size prospect. Grade how the rep sets the agenda, asks open questions, uncovers pain and agrees next steps.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000004',
    name: 'HR: Performance Review',
    description: 'An annual performance review with an employee who exceeded some goals and missed others. Grade fairness, evidence and the goals agreed.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000005',
    name: 'Project Management: Status Update',
    description: 'A weekly status update to the steering committee on a project that is two weeks behind schedule. Grade honesty, risks and the decisions asked for.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000006',
    name: 'Negotiation: Renewal Under Price Pressure',
    description:
      "A supplier's account manager renews a contract with a buyer under pressure to cut spend, with a cheaper competitor quote in hand. Grade how the account manager negotiates the renewal. Good looks like: asking about the buyer's constraints before offering anything, showing the value of reliable delivery and total cost, trading any discount for a longer term or a volume commitment, and agreeing renewal terms or a dated next step.",
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000007',
    name: 'HR: Handling a Request for More Pay',
    description:
      "An employee asks the HR partner for more pay after two years without an increase. Grade how the HR partner handles the employee's request. Good looks like: recognising the employee's contribution with specifics, explaining how pay decisions are made, handling the employee's disappointment honestly, and agreeing a specific offer or a dated plan.",
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000008',
    name: 'HR: Workload Concern',
    description:
      "An employee raises an unsustainable workload in a confidential meeting with the HR partner. Grade how the HR partner responds to the employee. Good looks like: listening without judging, checking the employee's wellbeing, explaining the temporary cover and leave that policy allows, and agreeing actions with a timeline.",
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000009',
    name: 'Project Management: Scope Change Request',
    description:
      'A senior stakeholder asks to add features to a project two weeks before launch. Grade how the project manager handles the change request with the stakeholder. Good looks like: asking what the stakeholder really needs, explaining what each request costs in time and risk, steering the requests through change control, and agreeing a phased plan that protects the launch date.',
  },
  {
    id: '5a3b1c00-7d1e-4c2a-9b10-000000000010',
    name: 'Leadership: Explaining a Disappointing Decision',
    description:
      "A manager talks to a team member who was turned down for a promotion and heard it from a group email. Grade how the manager handles the conversation with the team member. Good looks like: owning the mistake in how the news was given, explaining the decision honestly, listening to the team member's reaction, and agreeing a development plan with a review date.",
  },
  {
    // Grades a quick scenario whose field no sample rubric fits (a rota change, a deposit dispute, a job offer).
    id: GENERAL_RUBRIC_ID,
    name: 'General: Conversation Skills',
    description:
      'Any conversation at work with someone who has their own view and concerns. Good looks like: asks about their view, acknowledges how they feel, explains the reasons, answers each concern, agrees a concrete next step with a date.',
  },
] as const;
