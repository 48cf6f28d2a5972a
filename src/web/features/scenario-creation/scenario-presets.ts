// The quick-create presets (spec section 3, "Scenario categories": id, type, options), one group per sample category.
import type { ScenarioPreset } from '@shared/contracts/scenarios.ts';

export interface ScenarioPresetOption extends ScenarioPreset {
  id: string;
}

export interface ScenarioPresetCategory {
  id: string;
  type: string;
  options: readonly ScenarioPresetOption[];
}

export const SCENARIO_PRESET_CATEGORIES: readonly ScenarioPresetCategory[] = [
  {
    id: 'customer-service',
    type: 'Customer Service',
    options: [
      {
        id: 'late-delivery-complaint',
        title: 'Late delivery complaint',
        my_role: 'Customer support agent at an online furniture shop',
        ai_role: 'Customer whose sofa is two weeks late',
        scenario_description:
          'A customer calls for the third time about a sofa that was promised two weeks ago. They took a day off work for a delivery that never came and want a refund of the delivery fee and a firm date. Calm them down, find out what they need and agree on a next step you can keep.',
      },
      {
        id: 'billing-error',
        title: 'Double-charged subscription',
        my_role: 'Billing specialist at a streaming service',
        ai_role: 'Long-time subscriber who was charged twice this month',
        scenario_description:
          'A subscriber of six years sees two charges on their card and suspects the service of doing it on purpose. Explain what happened, arrange the refund and keep them from cancelling.',
      },
    ],
  },
  {
    id: 'leadership',
    type: 'Leadership',
    options: [
      {
        id: 'missed-deadlines',
        title: 'Missed deadlines conversation',
        my_role: 'Team lead of a five-person design team',
        ai_role: 'Senior designer who has missed three deadlines in a row',
        scenario_description:
          'A respected senior designer has missed the last three deadlines and the client has noticed. Hold a one-to-one that names the problem without blame, learns what is behind it and ends with an agreed plan.',
      },
    ],
  },
  {
    id: 'sales',
    type: 'Sales',
    options: [
      {
        id: 'renewal-price-increase',
        title: 'Renewal with a price increase',
        my_role: 'Account manager at a software company',
        ai_role: 'Operations director at a logistics firm reviewing the renewal',
        scenario_description:
          'The contract renews next month with a 12% price increase. The operations director says a competitor offered a cheaper tool and wants a discount. Keep the account while defending the value of the product.',
      },
      {
        id: 'discovery-call',
        title: 'First discovery call',
        my_role: 'Sales representative for a scheduling app',
        ai_role: 'Owner of a busy dental practice',
        scenario_description:
          'A dental practice owner agreed to a 20-minute call after a trade show. Ask good questions about how appointments are booked today, what it costs them when patients do not show up, and whether a demo is worth their time.',
      },
    ],
  },
  {
    id: 'hr',
    type: 'HR',
    options: [
      {
        id: 'salary-negotiation',
        title: 'Salary review request',
        my_role: 'HR business partner',
        ai_role: 'Software engineer asking for a 20% raise',
        scenario_description:
          'An engineer with a strong year asks for a 20% raise and mentions an offer from another company. The budget allows at most 8%. Listen, explain what is possible and look for other ways to recognise their work.',
      },
    ],
  },
  {
    id: 'project-management',
    type: 'Project Management',
    options: [
      {
        id: 'scope-creep',
        title: 'Scope change from a stakeholder',
        my_role: 'Project manager of a website relaunch',
        ai_role: 'Marketing director who wants three new features before launch',
        scenario_description:
          'Two weeks before launch the marketing director asks for three new features and will not move the date. Explain the trade-offs between scope, time and budget and agree on what ships now and what comes later.',
      },
    ],
  },
];

/** Finds a preset by its id across the categories. */
export function findScenarioPreset(id: string): ScenarioPresetOption | undefined {
  return SCENARIO_PRESET_CATEGORIES.flatMap((category) => category.options).find((option) => option.id === id);
}
