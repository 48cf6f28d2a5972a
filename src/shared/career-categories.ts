/** The job and career categories the interface shows as chips (specification section 1). They have no click behaviour. */
export const CAREER_CATEGORIES = [
  'Art & Design',
  'Accounting',
  'Business',
  'Data',
  'Finance',
  'Human Resource',
  'IT & Engineering',
  'Law & Consulting',
  'Marketing',
  'Product',
  'Sales & Ops',
] as const;

export type CareerCategory = (typeof CAREER_CATEGORIES)[number];
