// A persona says how many years of experience it has only when the prompt says so: a made-up number would be spoken by
// the character as its own. The sentence is the same with or without the number, so the brief keeps it as a fact.
import { describe, expect, it } from 'vitest';
import { generatePersonaOffline } from './generate-persona.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { personaFactsOf } from '../../contracts/generate-scenario.ts';
import { replyTo } from '../character/conversation.test-helpers.ts';

const TODAY = new Date('2026-06-01T00:00:00Z');
const YEARS = /\b\d+\s+years?\b(?!\s+old)|\byears? of experience\b/i;

describe('years of experience in a generated persona', () => {
  it('makes up no number of years when the prompt states none', () => {
    for (const prompt of ['Declan Rourke, a self-employed plumber in Bristol, blunt when his prices are questioned', 'Hana Kimura, 38, wedding photographer in Kyoto, meticulous and warm', 'Retired railway signalman from Crewe, patient but stubborn']) {
      const persona = generatePersonaOffline({ name: prompt.split(',')[0]!, prompt, fileTexts: [] }, TODAY);
      expect(persona.background.replace(/\b\d+-year-old\b/, '')).not.toMatch(YEARS);
      expect(persona.background).toMatch(/\bexperience (?:in|as)\b|\bcareer as\b/);
    }
  });

  it('keeps the number the prompt states', () => {
    const persona = generatePersonaOffline({ name: 'Ines Duarte', prompt: 'Ines Duarte, 47, a stonemason with 25 years of experience restoring churches', fileTexts: [] }, TODAY);
    expect(persona.background).toMatch(/25 years of experience/);
  });

  it('gives a created character no length of time to say for its career', () => {
    const persona = generatePersonaOffline({ name: 'Declan Rourke', prompt: 'Declan Rourke, a self-employed plumber in Bristol, blunt when his prices are questioned', fileTexts: [] }, TODAY);
    const { brief } = generateScenarioOffline({
      mode: 'Advanced',
      title: "A plumber's bill",
      aiRole: null,
      myRole: null,
      description: "Declan quoted £450 to replace my boiler's pump and sent an invoice for £860. He did not call me before doing the extra work.",
      persona: personaFactsOf(persona as unknown as Record<string, unknown>, 'Declan Rourke'),
      rubric: { name: 'A difficult conversation', criteria: ['Listening'] },
      glossary: null,
      fileTexts: [],
    });
    expect(brief.character.facts.map((fact) => fact.answer).join(' ')).not.toMatch(YEARS);
    expect(replyTo(brief.character, 'How long have you been a plumber?')).not.toMatch(/\d/);
  });
});
