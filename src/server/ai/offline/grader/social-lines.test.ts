// A greeting, a "who are you" and "what do you do for a living" are the social work around a conversation: evidence
// for opening it, never praise or criticism for another criterion; and a question asking them to say a figure again
// plays nothing back.
import { describe, expect, it } from 'vitest';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput } from './grading.test-helpers.ts';
import { isSocialOnly } from './matter.ts';

describe('[GRADING] social lines', () => {
  it('reads what a line does: greeting, asking how they are or who they are', () => {
    for (const line of ['Hello Sarah, thanks for making the time.', 'How are you doing today?', 'Could you tell me your name and what you do?', 'What do you do for a living?', 'What line of work are you in, then?']) {
      expect(isSocialOnly(line), line).toBe(true);
    }
    for (const line of ['How much do you spend on agency nurses each month?', 'What would a good rollout look like for your wards?', 'So what I am hearing is that the rotas come too late.']) {
      expect(isSocialOnly(line), line).toBe(false);
    }
  });

  const output = gradeConversationOffline(
    buildInput([
      ['character', 'Hello, I have twenty minutes. What is this about?'],
      ['learner', 'Hi Sarah, thanks for making the time today.'],
      ['character', 'Fine.'],
      ['learner', 'Before we start, what is it you do there?'],
      ['character', 'I am the procurement manager at St Anne’s Hospital.'],
      ['learner', 'And what do you do for a living outside the hospital?'],
      ['character', 'Nothing else.'],
      ['learner', 'Sorry, what was that monthly figure you said a moment ago?'],
      ['character', 'I have not given you one.'],
      ['learner', 'Our software is the best on the market and you should buy it.'],
    ]),
  );
  const criteria = output.criteria.filter((criterion) => criterion.relevant);
  const quotes = (name: RegExp) => criteria.filter((criterion) => !name.test(criterion.name)).flatMap((criterion) => criterion.evidence.map((entry) => entry.quote));

  it('never quotes a greeting or "what do you do" as what was said instead of a behaviour', () => {
    const short = gradeConversationOffline(
      buildInput([
        ['character', 'Hello, I have twenty minutes. What is this about?'],
        ['learner', 'Hi Sarah, thanks for making the time today, I really appreciate you seeing me at such short notice.'],
        ['character', 'Fine. We spend about £40,000 a month on agency nurses.'],
        ['learner', 'Before we start, what is it you do there?'],
        ['character', 'I am the procurement manager at St Anne’s Hospital.'],
        ['learner', 'OK.'],
      ]),
    );
    for (const criterion of short.criteria.filter((entry) => !/Rapport/.test(entry.name))) {
      expect(criterion.feedback, criterion.name).not.toMatch(/thanks for making the time|what is it you do/);
      for (const entry of criterion.evidence) expect(isSocialOnly(entry.quote), `${criterion.name}: ${entry.quote}`).toBe(false);
    }
  });

  it('never cites a greeting or a question on who they are for any criterion but the opening', () => {
    for (const quote of quotes(/Rapport/)) expect(isSocialOnly(quote), quote).toBe(false);
    expect(JSON.stringify(criteria.filter((criterion) => !/Rapport/.test(criterion.name)).map((criterion) => criterion.feedback))).not.toMatch(/what is it you do|for a living|thanks for making the time/);
  });

  it('still counts the greeting for the opening', () => {
    const rapport = output.criteria.find((criterion) => /Rapport/.test(criterion.name));
    expect(rapport?.evidence.map((entry) => entry.quote)).toContain('Hi Sarah, thanks for making the time today.');
  });

  it('never praises "what was that figure you said?" as playing back what they said', () => {
    const listening = output.criteria.find((criterion) => /listening/i.test(criterion.name));
    expect(listening?.feedback ?? '').not.toMatch(/^You (?:summarised|partly|mostly)/);
    expect(listening?.evidence.map((entry) => entry.quote) ?? []).not.toContain('Sorry, what was that monthly figure you said a moment ago?');
  });
});
