// An advanced scenario as the built-in engine writes it over a library persona made from a prompt: for the tests of
// what the persona and the description each give the character.
import type { GenerateScenarioOutput, ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { generatePersonaOffline } from '../persona/generate-persona.ts';
import { generateScenarioOffline } from './generate-scenario.ts';

/** The facts an advanced scenario keeps of the persona the built-in engine writes from this name and prompt. */
export function libraryPersona(name: string, prompt: string): ScenarioPersonaFacts {
  const persona = generatePersonaOffline({ name, prompt, fileTexts: [] });
  return { name: persona.name, age: persona.age, gender: persona.gender, occupation: persona.occupation, background: persona.background, hometown: persona.hometown, nationality: persona.nationality, language: persona.language };
}

/** The scenario written for an advanced request: the persona, title and description, graded on listening. */
export function advancedScenario(persona: ScenarioPersonaFacts, title: string, description: string): GenerateScenarioOutput {
  return generateScenarioOffline({ mode: 'Advanced', title, aiRole: null, myRole: null, description, persona, rubric: { name: 'Handling the matter', criteria: ['Listening'] }, glossary: null, fileTexts: [] });
}

/** Library personas written for a career that the descriptions below give their characters no part of. */
export const ARCHITECT = libraryPersona('Tomasz Wójcik', 'Tomasz Wójcik, 45, spent 15 years as a software architect at a bank before moving into consulting. He is calm, precise and asks for evidence.');
export const PRODUCT_MANAGER = libraryPersona('Joanna Kerr', 'Joanna Kerr, 38, has experience in technology and worked as a product manager at a start-up for 8 years. She is warm but direct.');

/** An e-bike repair shop owner, over the architect. */
export const repairShopScenario = () =>
  advancedScenario(ARCHITECT, 'Bikes waiting for parts', 'Tomasz Wójcik runs an e-bike repair shop in Leeds and repairs the bikes of our courier firm. Three of our bikes have waited 12 days for parts. He says his supplier in Germany is late. My goal: agree a repair date and a loan bike.');

/** A Year 6 teacher, over the product manager. */
export const schoolScenario = () =>
  advancedScenario(PRODUCT_MANAGER, 'The Year 6 trip', 'Joanna Kerr is a Year 6 teacher at Hillside Primary. She cancelled the class trip to York on 14 May after two pupils misbehaved on the last one. I am a parent and my daughter was looking forward to it. My goal: understand why and agree a way for the trip to go ahead.');

/** An IT service desk analyst, over the architect. */
export const serviceDeskScenario = () =>
  advancedScenario(ARCHITECT, 'Laptop still broken', 'Tomasz Wójcik is an IT service desk analyst at Corvel Insurance. My laptop has crashed four times since the Windows update on Monday and ticket INC-4471 has been open for 3 days. Month-end close is on Friday. My goal: get a loan laptop today and a date for the fix.');
