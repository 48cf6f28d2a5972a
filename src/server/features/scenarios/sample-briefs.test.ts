import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { mentionedKeywords, mentionsKeyword } from '../../ai/language/text.ts';
import { unsayablePhraseProblem } from '../../ai/offline/character/sayable-phrase.ts';
import { SCRIPTED_LEARNERS } from '../../test/scripted-learners.ts';
import sampleBriefsData from './sample-briefs.json';
import { SAMPLE_BRIEFS, SampleBriefsSchema, sampleBriefOf } from './sample-briefs.ts';
import { SAMPLE_SCENARIOS } from './scenarios.seed.ts';

describe('the sample briefs', () => {
  it('tells a phrase the character can say in the first person from a verb phrase or one about the character', () => {
    for (const phrase of ['a reference call with a hospital like ours', 'a date for the check-in', 'references I can call', 'options with their costs', 'my leave restored', 'a meeting next week']) {
      expect(unsayablePhraseProblem(phrase), phrase).toBeNull();
    }
    for (const phrase of ['offers references', 'asks about the wards', 'keeps the date', 'showing interest in how she is', 'crediting the work', 'a follow-up he can rely on', 'recognition for her work']) {
      expect(unsayablePhraseProblem(phrase), phrase).not.toBeNull();
    }
  });

  it('reads sample-briefs.json through its contract, which refuses a brief without an opening line', () => {
    expect(SampleBriefsSchema.safeParse(sampleBriefsData).success).toBe(true);
    const [id, brief] = Object.entries(sampleBriefsData)[0]!;
    expect(SampleBriefsSchema.safeParse({ [id]: { ...brief, character: { ...brief.character, openingLine: '' } } }).success).toBe(false);
  });

  it('gives every sample scenario a brief, and no brief to anything else', () => {
    expect(Object.keys(SAMPLE_BRIEFS).sort()).toEqual(SAMPLE_SCENARIOS.map((sample) => sample.id).sort());
    expect(() => sampleBriefOf('00000000-0000-4000-8000-000000000000')).toThrow(/no brief/);
  });

  describe.each(SAMPLE_SCENARIOS.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
    const brief = SAMPLE_BRIEFS[sample.id]!;
    const { character, learner } = brief;

    it('passes the contract and the minimums: 8 facts, 2 hidden facts, 2 objections, a whole identity', () => {
      expect(ScenarioBriefSchema.safeParse(brief).error?.issues).toBeUndefined();
      expect(character.facts.length).toBeGreaterThanOrEqual(8);
      expect(character.hiddenFacts.length).toBeGreaterThanOrEqual(2);
      expect(character.objections.length).toBeGreaterThanOrEqual(2);
      for (const field of ['name', 'age', 'gender', 'occupation', 'organisation', 'location', 'language', 'personality', 'tone', 'speakingStyle'] as const) {
        expect(character.identity[field], field).not.toBe('');
      }
      expect(learner.goal).not.toBe('');
    });

    it("keeps the description's character, opener and learner side", () => {
      const { description } = sample;
      expect(character.identity).toMatchObject({
        name: description.charactersName,
        age: description.charactersAge,
        gender: description.charactersGender,
        occupation: description.charactersOccupation,
      });
      expect(description.charactersScenarioSnippet).toContain(character.openingLine);
      expect(description.scenarioDetails.Overview).toContain(learner.situation);
      expect(description.scenarioDetails.Overview.toLowerCase()).toContain(learner.goal.toLowerCase().replace(/\.$/, ''));
    });

    it('gives each fact keywords no other fact shares (hidden facts included)', () => {
      const facts = [...character.facts, ...character.hiddenFacts];
      for (const [index, fact] of facts.entries()) {
        for (const other of facts.slice(index + 1)) {
          const shared = fact.keywords.filter((keyword) => other.keywords.some((otherKeyword) => mentionsKeyword(otherKeyword, keyword) || mentionsKeyword(keyword, otherKeyword)));
          expect(shared, `"${fact.topic}" and "${other.topic}"`).toEqual([]);
        }
      }
    });

    it('answers each fact in the first person', () => {
      for (const fact of [...character.facts, ...character.hiddenFacts]) {
        expect(fact.answer, fact.topic).toMatch(/\b(?:I|I'm|I've|I'd|I'll|me|my|we|we're|our|us)\b/i);
      }
    });

    it('gives what resolves an objection and what the outcome requires as noun phrases the character can say', () => {
      const phrases = [...character.objections.map((objection) => objection.resolvedBy), ...character.outcome.requires.map((requirement) => requirement.label)];
      expect(phrases.map(unsayablePhraseProblem).filter(Boolean)).toEqual([]);
    });

    it("is reached by the strong scripted learner's words and not by the weak one's", () => {
      const scripts = SCRIPTED_LEARNERS[sample.id]!;
      const strong = scripts.strong.join(' ');
      const weak = scripts.weak.join(' ');
      for (const requirement of character.outcome.requires) {
        expect(mentionedKeywords(strong, requirement.keywords), requirement.label).not.toEqual([]);
      }
      const weakMeetsAll = character.outcome.requires.every((requirement) => mentionedKeywords(weak, requirement.keywords).length > 0);
      expect(weakMeetsAll).toBe(false);
    });
  });
});
