// How the built-in character reads a learner's line: its acts, and the topics it asks about.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { HOSPITAL_BUYER } from './briefs.test-helpers.ts';
import { buildKnowledge } from './knowledge.ts';

const knowledge = buildKnowledge({ brief: HOSPITAL_BUYER, glossary: [{ term: 'SLA', definition: 'Service Level Agreement.' }], facts: [] });
const acts = (line: string) => [...readLine(line, knowledge).acts].sort();
const topics = (line: string) => readLine(line, knowledge).asks.map((ask) => `${ask.topic.name}${ask.isOpen ? ' (open)' : ask.isQuestion ? ' (closed)' : ''}`);

describe('[AI] built-in character: reading a line', () => {
  it('reads each act by its wording', () => {
    expect(acts('Good morning Sarah!')).toEqual(['greeting']);
    expect(acts("Sorry, what's your name?")).toContain('identity');
    expect(acts('Are you a bot?')).toEqual(['identity']);
    expect(acts('Could you tell me your name?')).toEqual(['identity']);
    // What they do for a living, however it is asked; not how long they have done it, nor a yes-or-no about work.
    for (const line of ['What do you do for a living?', 'So what is it you do?', 'What line of work are you in?', "What's your trade, then?", 'What do you do for work?']) expect(acts(line), line).toContain('identity');
    for (const line of ['How long have you been in this line of work?', 'Did you work on Saturday?', 'What do you do with the old rosters?', 'What do you make of the new business park?', 'What time do you finish work today?']) expect(acts(line), line).not.toContain('identity');
    expect(acts('That must have been really frustrating.')).toEqual(['empathy']);
    expect(acts("So what I'm hearing is the rosters come too late.")).toEqual(['summary']);
    expect(acts("I'd suggest a pilot on two wards.")).toContain('proposal');
    expect(acts('Can we book a follow-up on Friday?')).toContain('nextStep');
    expect(acts('You need to sign today.')).toEqual(['pressure']);
    expect(acts('SIGN THE CONTRACT NOW')).toContain('pressure');
    expect(acts('That is a ridiculous thing to say.')).toEqual(['insult']);
    expect(acts('Thanks for your time, goodbye.')).toContain('closing');
    // Ending the talk in full words as in contractions; "that is all I want" says what is wanted, not goodbye.
    for (const line of ['Fine, we are done.', "I think we're finished here.", 'Right, that is all from me.']) expect(acts(line)).toContain('closing');
    expect(acts('That is all I want from this.')).not.toContain('closing');
    expect(acts('What did you have for breakfast?')).toEqual(['offTopic']);
    expect(acts('What worries you most?')).toEqual(['concern']);
    expect(acts('What would it take for you to say yes?')).toEqual(['needs']);
    // A question on nothing the brief touches is small talk; one on the matter that no fact answers is an unknown.
    expect(acts('What do you think of the new car park?')).toEqual(['offTopic']);
    expect(acts('Did you catch the rugby at the weekend?')).toEqual(['offTopic']);
    expect(acts('What software does the finance department use?')).toEqual(['unknownQuestion']);
    expect(acts('How are you feeling about it all?')).toEqual(['feelings']);
    expect(acts('What are you hoping comes out of today?')).toEqual(['needs']);
  });

  it('reads "right now" as pressure only when it pushes, and an open question about the workload as an invitation', () => {
    expect(acts("What's on your plate right now?")).toEqual(['concern']);
    expect(acts("How's your workload?")).toEqual(['concern']);
    expect(acts('How is your workload looking this month?')).toEqual(['concern']);
    expect(acts('Where are things right now with the budget?')).not.toContain('pressure');
    expect(acts('Do it right now.')).toContain('pressure');
    expect(acts('You have to decide right now.')).toContain('pressure');
    expect(acts('I need an answer, right now!')).toContain('pressure');
  });

  it('reads blaming the other person as dismissive', () => {
    expect(acts('You should have read the manual.')).toContain('insult');
    expect(acts('You must have dropped it.')).toContain('insult');
    expect(acts("That's user error.")).toContain('insult');
    expect(acts('You should have checked the settings first.')).toContain('insult');
    expect(acts('You should have read the manual.')).not.toContain('pressure');
  });

  it('reads several acts in one line', () => {
    expect(acts("I'm sorry about the last rollout. What is your budget? I'd suggest a fixed price.")).toEqual(['empathy', 'proposal']);
    expect(topics("I'm sorry about the last rollout. What is your budget? I'd suggest a fixed price.")).toEqual(['the previous project', 'the budget (closed)']);
  });

  it('matches topics by the brief\'s keywords and the glossary, word endings ignored, and tells open from closed questions', () => {
    expect(topics('How much are you spending on agency nurses?')).toEqual(['agency spend (open)']);
    expect(topics('Is the board pressing you on targets?')).toEqual(['pressure from the board (closed)']);
    expect(topics('What does your SLA say?')).toEqual(['SLA (open)']);
    expect(topics('Nice weather today.')).toEqual([]);
  });
});
