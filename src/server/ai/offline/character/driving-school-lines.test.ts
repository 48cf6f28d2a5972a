// A driving instructor's own description, read right: the names of places kept whole, the person the description is
// about taken as the character, and a figure or a counted time asked for by what it is called read as the matter.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { keywordsOf } from '../scenario/voice.ts';
import { readLine } from './acts.ts';
import { converse, replyTo } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';

const INSTRUCTOR = quickScenario(
  'Hours and rate for an instructor',
  'Driving instructor',
  'School owner',
  'Rhian Morgan teaches at Morgan Valley Driving School in Swansea. Her regular pupil Catherine Porter failed her test on 14 May. Rhian wants two more hours a week and a new rate of £38 an hour. She works 30 hours a week. My goal: agree her hours and rate.',
);

const brief = generateScenarioOffline(INSTRUCTOR).brief.character;
const knowledge = knowledgeOf({ brief, glossary: [], facts: [] });

describe('[AI] a driving instructor\'s description', () => {
  it('keeps the name of a school or a place whole, and never a word of it alone', () => {
    const keywords = keywordsOf('I teach at Morgan Valley Driving School in Swansea.', 12);
    expect(keywords).toContain('morgan valley driving school');
    expect(keywords).not.toContain('school');
    expect(keywords).not.toContain('valley');
    // A person's name is no institution: its words stay words of the fact.
    expect(keywordsOf('My regular pupil Catherine Porter failed her test.', 12)).toContain('porter');
    // A word said outside the name too stays a word of its own.
    expect(keywordsOf('My deposit is protected with the Tenancy Deposit Scheme.', 12)).toContain('deposit');
  });

  it('does not tie the kids at school to the driving school', () => {
    const reading = readLine('How are the kids at school?', knowledge);
    expect(reading.asks.map((ask) => ask.topic.answer).join(' ')).not.toMatch(/Driving School/);
  });

  it('answers the new rate asked for by what it is called, and reads the hours it counts as the matter', () => {
    expect(readLine('What is the new rate?', knowledge).acts.has('offTopic')).toBe(false);
    expect(replyTo(brief, 'What is the new rate?')).toMatch(/£38/);
    expect(readLine('Do you think the hours are fair?', knowledge).acts.has('offTopic')).toBe(false);
    // A time said as when something happened is still small talk.
    expect(readLine('Did you see the match last night?', knowledge).acts.has('offTopic')).toBe(true);
  });

  it('is the person the description is about, not the first person it names', () => {
    const scenario = generateScenarioOffline(
      quickScenario(
        'An instructor asks for a rise',
        'Driving instructor',
        'School owner',
        'Catherine Porter, who owns Porter Driving School in Swansea, has asked to meet Rhian Morgan, one of her instructors. Rhian wants a rate of £38 an hour. Rhian has taught there for six years. My goal: agree the rate.',
      ),
    );
    expect(scenario.brief.character.identity.name).toBe('Rhian Morgan');
    expect(generateScenarioOffline(INSTRUCTOR).brief.character.identity.name).toBe('Rhian Morgan');
  });
});

describe('[AI] a driving instructor\'s wants, in her own voice', () => {
  it('says what she wants in the first person, her doings as hers', () => {
    const scenario = generateScenarioOffline(
      quickScenario(
        'Evening pupils',
        'Driving instructor',
        'School owner',
        'Rhian Morgan teaches at Morgan Valley Driving School in Swansea. She wants a rate of £42 an hour if she takes on the evening pupils, and to keep her Saturdays free. My goal: agree the evening work.',
      ),
    );
    const labels = scenario.brief.character.outcome.requires.map((requirement) => requirement.label);
    expect(labels.join(' | ')).toMatch(/£42 an hour if I take on the evening pupils/);
    expect(labels.join(' | ')).not.toMatch(/\b(?:she|her)\b/i);
    expect(scenario.brief.character.outcome.agreement).not.toMatch(/\b(?:she|her)\b/i);
  });
});

describe('[AI] a titled name said again', () => {
  it('says the whole name, never its title alone', () => {
    const scenario = generateScenarioOffline(
      quickScenario(
        'A disputed test result',
        'Driving instructor',
        'Test centre manager',
        "Rhian Morgan is a driving instructor in Swansea. Her pupil's examiner on 14 May was Mr. Gareth Lloyd at the Llansamlet centre. Rhian wants the result reviewed. My goal: explain the appeal route.",
      ),
    );
    const { replies } = converse(scenario.brief.character, ['Who was the examiner?', 'Sorry, who was the examiner again?']);
    expect(replies.join(' ')).toMatch(/Gareth Lloyd/);
    for (const reply of replies) expect(reply).not.toMatch(/\bMr(?!\.?\s+Gareth Lloyd)/);
  });
});
