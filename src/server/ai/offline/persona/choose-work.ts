// Where the persona works and which conversation it is in: occupation family, industry, scenario profile and a job
// for a character the prompt names only by role, each read from the prompt's keywords before a seeded choice.
import type { PersonaFacts } from './extract-facts.ts';
import type { FileGrounding } from './file-phrases.ts';
import { INDUSTRIES, OCCUPATION_FAMILIES, SCENARIO_PROFILES, type Industry, type OccupationFamily, type ScenarioProfile } from './lexicon.ts';
import type { Chooser } from '../seeded-choice.ts';

const keywordPatterns = new Map<string, RegExp>();

/** Occurrences of `keyword` at the start of a word, up to `cap`. */
function countKeyword(lowerText: string, keyword: string, cap: number): number {
  if (!lowerText) return 0;
  let pattern = keywordPatterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${keyword.endsWith(' ') ? String.raw`(?![\p{L}])` : ''}`, 'gu');
    keywordPatterns.set(keyword, pattern);
  }
  let count = 0;
  for (const _match of lowerText.matchAll(pattern)) {
    count += 1;
    if (count >= cap) break;
  }
  return count;
}

/** The occupation family of a stated job (the general family when none matches), else one the prompt names. */
export function chooseFamily(occupation: string | null, lowerPrompt: string): OccupationFamily | null {
  const general = OCCUPATION_FAMILIES.at(-1)!;
  if (occupation) {
    const lower = occupation.toLowerCase();
    return OCCUPATION_FAMILIES.find((family) => family.keywords.some((keyword) => countKeyword(lower, keyword, 1) > 0)) ?? general;
  }
  // Without a stated job, a family named in the prompt ("works in sales") still tells which one.
  return OCCUPATION_FAMILIES.find((family) => family.key !== 'management' && family.keywords.some((keyword) => countKeyword(lowerPrompt, keyword, 1) > 0)) ?? null;
}

const FAMILY_INDUSTRY: Record<string, string> = {
  clinical: 'healthcare',
  engineering: 'technology',
  finance: 'finance',
  education: 'education',
  hospitality: 'hospitality',
  service: 'retail',
  operations: 'logistics',
  marketing: 'media',
  legal: 'professional',
  trades: 'manufacturing',
};

/**
 * The industry the prompt, job, workplace and files point to most, else one fitting the stated job's family; null
 * when nothing does. An industry is never drawn at random: a jazz club's owner is not given a career in banking.
 */
export function chooseIndustry(lowerPrompt: string, lowerOccupation: string, lowerWorkplace: string, grounding: FileGrounding | null, family: OccupationFamily | null, isCustomer: boolean): Industry | null {
  const lowerFiles = grounding?.text.toLowerCase() ?? '';
  let best: Industry | null = null;
  let bestScore = 0;
  for (const industry of INDUSTRIES) {
    let score = 0;
    for (const keyword of industry.keywords) {
      // Where the character works ("a logistics firm") says more about the industry than the job title does.
      score += countKeyword(lowerPrompt, keyword, 3) * 3 + countKeyword(lowerOccupation, keyword, 1) * 2 + countKeyword(lowerWorkplace, keyword, 1) * 4 + countKeyword(lowerFiles, keyword, 5);
    }
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  if (best) return best;
  // A customer's own job says nothing about the business they are a customer of.
  if (isCustomer) return null;
  return (family ? INDUSTRIES.find((industry) => industry.key === FAMILY_INDUSTRY[family.key]) : undefined) ?? null;
}

/** The scenario profile, and whether the prompt clearly points to it (else its stock situation is not used). */
export function chooseScenario(lowerPrompt: string, facts: PersonaFacts, family: OccupationFamily, choose: Chooser): { profile: ScenarioProfile; isClear: boolean; isDrawn: boolean } {
  const byCategory = (category: string) => SCENARIO_PROFILES.find((profile) => profile.category === category)!;
  let best: ScenarioProfile | null = null;
  let bestScore = 0;
  for (const profile of SCENARIO_PROFILES) {
    let score = profile.keywords.reduce((total, keyword) => total + countKeyword(lowerPrompt, keyword, 3) * 2, 0);
    if (CUSTOMER_ROLES.has(facts.role ?? '')) score += profile.category === 'Customer Service' ? 4 : 0;
    if (facts.role === 'stakeholder' || facts.role === 'sponsor') score += profile.category === 'Project Management' ? 4 : 0;
    if (facts.role === 'team member' || facts.role === 'direct report' || facts.role === 'employee' || facts.role === 'colleague') {
      score += profile.category === 'Leadership' ? 1 : 0;
    }
    if (family.key === 'procurement' && facts.occupation !== null) score += profile.category === 'Sales' ? 3 : 0;
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  // One passing keyword ("the harbour project") is not enough to put a character in a stock situation.
  if (best && bestScore >= 4) return { profile: best, isClear: true, isDrawn: false };
  const fromFamily: Record<string, string> = { procurement: 'Sales', sales: 'Sales', service: 'Customer Service', project: 'Project Management', hr: 'HR', management: 'Leadership' };
  // Only a job the prompt states says which conversation it is; an invented one does not outweigh the prompt's words.
  const category = facts.occupation !== null && !facts.isRetired ? fromFamily[family.key] : undefined;
  if (category) return { profile: byCategory(category), isClear: true, isDrawn: false };
  if (best && facts.occupation === null) return { profile: best, isClear: true, isDrawn: false };
  // Nothing in the prompt points to a kind of conversation: the profile is drawn, and only its manner is used.
  return { profile: best ?? choose.pick('scenario', SCENARIO_PROFILES), isClear: false, isDrawn: best === null };
}

/** A job for a character the prompt describes only by what they are to the learner ("an upset customer"). */
export function chooseOccupationForRole(facts: PersonaFacts, industry: Industry | null, choose: Chooser): string {
  switch (facts.role) {
    case 'stakeholder':
    case 'sponsor':
      return choose.pick('role-occupation', ['Head of Marketing', 'Operations Director', 'Finance Director', 'Head of Sales', 'Director of Customer Experience']);
    case 'vendor':
    case 'supplier':
      return 'Account Executive';
    case 'student':
      return 'University Student';
    case 'customer':
    case 'client':
    case 'caller':
    case 'shopper':
    case 'guest':
    case 'patient':
    case 'tenant':
    case 'parent':
    case 'user':
      return choose.pick('role-occupation', ['Small Business Owner', 'Secondary School Teacher', 'Office Manager', 'Graphic Designer', 'Electrician', 'Accountant', 'Pharmacist', 'Logistics Coordinator']);
    default:
      return industry ? choose.pick('role-occupation', industry.occupations) : 'Team Member';
  }
}

/** Roles that make the character a customer of the organisation the learner represents. */
export const CUSTOMER_ROLES = new Set(['customer', 'client', 'caller', 'shopper', 'guest', 'patient', 'tenant', 'user', 'parent']);
