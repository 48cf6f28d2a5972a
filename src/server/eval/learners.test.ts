// The scripted learners written from a brief: the strong one covers what the brief asks for within twelve turns, the
// pushy one never names a resolution, and the fact pass asks about every topic and glossary term.
import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema } from '../../shared/contracts/character-brief.ts';
import { mentionedKeywords } from '../ai/language/text.ts';
import { SAMPLE_BRIEFS } from '../features/scenarios/sample-briefs.ts';
import { MAX_SCRIPTED_TURNS, factQuestions, factSubject, pushyLearner, strongLearner } from './learners.ts';

const names = (lines: readonly string[], keywords: readonly string[]) => lines.some((line) => mentionedKeywords(line, keywords).length > 0);

describe.each(Object.entries(SAMPLE_BRIEFS))('[EVAL] scripted learners for sample %s', (_id, scenarioBrief) => {
  const brief = scenarioBrief.character;

  it('reads a valid brief', () => {
    expect(ScenarioBriefSchema.safeParse(scenarioBrief).success).toBe(true);
  });

  it('the strong learner greets by name, asks on every topic, resolves every objection and names every requirement, within 12 turns', () => {
    const lines = strongLearner(brief);
    expect(lines.length).toBeLessThanOrEqual(MAX_SCRIPTED_TURNS);
    expect(lines[0]).toContain(brief.identity.name.split(' ')[0]);
    for (const fact of brief.facts) expect(names(lines, fact.keywords), fact.topic).toBe(true);
    for (const objection of brief.objections) expect(names(lines, objection.resolveKeywords), objection.objection).toBe(true);
    for (const requirement of brief.outcome.requires) expect(names(lines, requirement.keywords), requirement.label).toBe(true);
    expect(lines.some((line) => /so what i'm hearing/i.test(line))).toBe(true);
  });

  it('the pushy learner presses and insults, never naming a resolution or a requirement, within 12 turns', () => {
    const lines = pushyLearner(brief);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.length).toBeLessThanOrEqual(MAX_SCRIPTED_TURNS);
    expect(lines.some((line) => /ridiculous|difficult/i.test(line))).toBe(true);
    const resolutions = [...brief.objections.flatMap((objection) => objection.resolveKeywords), ...brief.outcome.requires.flatMap((requirement) => requirement.keywords)];
    expect(names(lines, resolutions)).toBe(false);
  });

  it('the fact pass asks one question per topic, on one of its keywords, and one per glossary term', () => {
    const questions = factQuestions(brief, [{ term: 'SLA', definition: 'service level agreement' }]);
    expect(questions).toHaveLength(brief.facts.length + 1);
    for (const { question, fact } of questions.slice(0, -1)) expect(mentionedKeywords(question, fact!.keywords).length, question).toBeGreaterThan(0);
    expect(questions.at(-1)?.question).toContain('SLA');
  });
});

describe('[EVAL] what a fact question names', () => {
  it('the topic when it is a thing named by a keyword, else the first keyword', () => {
    expect(factSubject({ topic: 'the engineer visits', keywords: ['engineer'] })).toBe('engineer visits');
    expect(factSubject({ topic: 'what he wants', keywords: ['replacement'] })).toBe('replacement');
    expect(factSubject({ topic: 'budget', keywords: ['money'] })).toBe('money');
  });
});
