// The reworded stated-facts set: persona prompts and rubric descriptions that state an age, a place, a job, a tone and
// a pass mark in the other words people use ("in her early fifties", "based out of Leeds", "bluntly spoken", "fifty-seven
// years old", "needs 70 to pass"), none of them in the regression, evaluation or stated-facts sets. Checked as the
// stated-facts set is (generation-reworded-cases.test.ts): on create and on Regenerate, every stated fact kept, the
// age with a birthdate and experience that fit it, and a regeneration that changes the person, not only the name.
import type { StatedPersonaCase, StatedRubricCase } from './generation-stated-cases.ts';

export const REWORDED_PERSONA_CASES: StatedPersonaCase[] = [
  {
    name: 'Greta Lindqvist',
    prompt: 'Greta Lindqvist, in her early fifties, a bluntly spoken logistics planner based out of Gothenburg, Sweden, who has no patience for vague answers',
    age: 52,
    keep: ['Greta Lindqvist', '52', 'Female', 'Gothenburg', 'Sweden', 'Swedish', 'Logistics Planner', 'bluntly spoken', 'vague answers'],
    never: ['Male', 'Norwegian', 'Norway'],
    traits: ['vague answers'],
  },
  {
    name: 'Bookkeeper',
    prompt: 'a soft-voiced bookkeeper based out of Leeds, England, fifty-seven years old, wary of anything paperless',
    age: 57,
    keep: ['57', 'Leeds', 'England', 'Bookkeeper', 'soft-voiced', 'anything paperless'],
    never: ['American', 'Scottish'],
    traits: ['anything paperless'],
  },
  {
    name: 'Tariq Aziz',
    prompt: 'Tariq Aziz, who turned 45 last spring, owns a busy pharmacy in Lahore, Pakistan and speaks his mind',
    age: 45,
    keep: ['Tariq Aziz', '45', 'Male', 'Lahore', 'Pakistan', 'Pakistani', 'pharmacy', 'speaks his mind'],
    never: ['Female', 'Indian'],
    traits: ['speaks his mind'],
  },
  {
    name: 'Hotel clerk',
    prompt: 'an easily flustered front desk clerk at a hotel in Kraków, Poland, in his mid twenties',
    age: 25,
    keep: ['25', 'Male', 'Kraków', 'Poland', 'Polish', 'hotel', 'easily flustered'],
    never: ['Female', 'Czech'],
    traits: ['easily flustered'],
  },
  {
    name: 'Amara Obi',
    prompt: 'Amara Obi, 39 years of age, a sharp-tongued insurance claims adjuster out of Lagos, Nigeria',
    age: 39,
    keep: ['Amara Obi', '39', 'Lagos', 'Nigeria', 'Nigerian', 'Claims Adjuster', 'sharp-tongued'],
    never: ['Male', 'Ghanaian'],
    traits: ['sharp-tongued'],
  },
  {
    name: 'Ferry captain',
    prompt: 'a retired ferry captain living in Hobart, Australia, aged seventy, gruff but fair',
    age: 70,
    keep: ['70', 'Hobart', 'Australia', 'Australian', 'Ferry Captain', 'gruff but fair'],
    never: ['New Zealander', 'British'],
    traits: ['gruff but fair'],
  },
  {
    name: 'Lucía Paredes',
    prompt: 'Lucía Paredes (48), head chef at a seafood restaurant in Valparaíso, Chile; talks fast and hates waiting on suppliers',
    age: 48,
    keep: ['Lucía Paredes', '48', 'Female', 'Valparaíso', 'Chile', 'Chilean', 'Head Chef', 'seafood restaurant', 'talks fast', 'waiting on suppliers'],
    never: ['Male', 'Argentinian'],
    traits: ['waiting on suppliers'],
  },
  {
    name: 'Junior architect',
    prompt: 'a 31 year old junior architect from Porto, Portugal, quietly confident, who dislikes being micromanaged',
    age: 31,
    keep: ['31', 'Porto', 'Portugal', 'Portuguese', 'Junior Architect', 'quietly confident', 'being micromanaged'],
    never: ['Spanish', 'Brazilian'],
    traits: ['being micromanaged'],
  },
];

export const REWORDED_RUBRIC_CASES: StatedRubricCase[] = [
  {
    name: 'Breakdown call',
    description:
      'A dispatcher takes a call from a driver whose van broke down on the motorway. Good looks like: checks the driver is safe first, gets the exact location, arranges recovery within the hour, and rings back to confirm. Needs 70 to pass.',
    passMark: 70,
    keep: ['safe', 'exact location', 'recovery within the hour', 'back to confirm'],
    never: [],
    domainWords: ['safe', 'location', 'recovery', 'confirm'],
  },
  {
    name: 'Barista rush coaching',
    description:
      'A shift lead coaches a new barista through the morning rush. The trainee should stay calm under pressure, read each order back to the customer, and keep the counter clean. A score of 65 or more is a pass.',
    passMark: 65,
    keep: ['calm under pressure', 'order back', 'counter clean'],
    never: [],
    domainWords: ['calm', 'order', 'counter'],
  },
  {
    name: 'Rent increase talk',
    description:
      "A landlord discusses a rent increase with a long-standing tenant. Aim for: explains the reason for the increase, listens to the tenant's budget, offers a phased increase, and puts the agreement in writing. Passing score: 75%.",
    passMark: 75,
    keep: ['reason for the increase', "tenant's budget", 'phased increase', 'in writing'],
    never: [],
    domainWords: ['increase', 'budget', 'writing', 'reason'],
  },
  {
    name: 'Launch delay news',
    description:
      'An account manager tells a client their product launch will slip by two weeks. They should give the new date early, own the mistake, and offer a weekly progress call. To pass: 80 out of 100.',
    passMark: 80,
    keep: ['new date', 'own the mistake', 'weekly progress call'],
    never: [],
    domainWords: ['date', 'mistake', 'progress'],
  },
];
