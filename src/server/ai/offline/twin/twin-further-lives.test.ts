// The built-in twin on three more owners (twin-further-lives.test-helpers.ts): a cellist in Bergen, a retired Baltimore fire
// captain, a mountain guide in Cusco. Asked by what each question focuses on, in other words than the answer's, and
// about what they never said though their answers share its words (a church sale, a festival, "full of colour").
import { describe, expect, it } from 'vitest';
import { recordTags } from '../../../eval/twin/twin-figures.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { FURTHER_LIVES } from './twin-further-lives.test-helpers.ts';
import { answersOf, askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { TWIN_UNKNOWN_REPLY } from './twin-text.ts';

const owner = (name: string) => FURTHER_LIVES.find((entry) => entry.name === name)!;
const ask = (name: string, message: string) => askOwner(owner(name), message);

describe('[TWIN] the built-in twin on three further lives', () => {
  it('answers with the answering fact, declines what was never said, and repeats nothing', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(FURTHER_LIVES);
    // Measured 3 December 2026: 65/81 answered (56/81 before the causes these owners showed were fixed), 25/25
    // declined (24/25 before), 6 unrelated sentences quoted (13 before).
    expect(answered / answerable).toBeGreaterThanOrEqual(0.8);
    expect(declined).toBe(unanswerable);
    expect(unrelated).toBeLessThanOrEqual(6);
  });

  it('reads a thing the question itself places ("at Thanksgiving", "which orchestra … in") as what it asks about', () => {
    expect(ask('Dwayne Whitaker', 'What does your family eat at Thanksgiving?')).toContain('sweet potato pie');
    expect(ask('Rosa Quispe', 'What do you eat on your birthday?')).toContain('Pachamanca');
    expect(ask('Ingrid Halvorsen', 'Which orchestra do you play in?')).toContain('Bergen Philharmonic Orchestra');
  });

  it('hears a role said of the one asked as about them, and someone’s work as what they did', () => {
    // "Have you been a guide": the guide is the owner, so a friend who became one is not the answer.
    expect(ask('Rosa Quispe', 'How long have you been a guide?')).toContain('nineteen years');
    expect(ask('Rosa Quispe', 'What did your father do?')).toContain('a porter for thirty years');
  });

  it('reads a heading with its "since when" as a heading, said with the sentence that goes on about it', () => {
    expect(ask('Ingrid Halvorsen', 'How did you start playing the cello?')).toBe(
      'The cello, since I was six. My grandmother bought me a tiny second-hand one from a church sale, and I have played almost every day since.',
    );
  });

  it('does not take a word said in general for the one thing asked of ("your favourite colour" in "full of colour")', () => {
    expect(ask('Rosa Quispe', 'What is your favourite colour?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask('Rosa Quispe', 'What is your favourite place?')).toContain('Machu Picchu at six in the morning');
  });

  it('finds a kind of thing asked for by the activity a sentence does ("I ski the trails" is a sport)', () => {
    expect(ask('Ingrid Halvorsen', 'Do you like sport?')).toMatch(/swim in the fjord|ski the trails/);
    // Someone else's doing is still theirs: Denise's chili is no cooking of his.
    expect(ask('Dwayne Whitaker', 'Do you like cooking?')).toBe(TWIN_UNKNOWN_REPLY);
  });

  it('declines where a sentence only shares a word with the question', () => {
    expect(ask('Ingrid Halvorsen', 'Do you go to church?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask('Dwayne Whitaker', 'Do you go to church?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask('Dwayne Whitaker', 'What car do you drive?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask('Dwayne Whitaker', 'Do you like cooking?')).toBe(TWIN_UNKNOWN_REPLY);
  });

  it('gives no tag from someone else’s trait or from a subject only named as one to talk about', () => {
    const tagsOf = (name: string) => summarizeTwinOffline({ ownerName: name, answers: answersOf(owner(name)), memories: [] }).tag_evidence;
    expect(tagsOf('Ingrid Halvorsen').filter((evidence) => evidence.tag === 'resilient' && evidence.sentence.includes('her women never give up'))).toEqual([]);
    expect(tagsOf('Rosa Quispe').filter((evidence) => evidence.sentence.startsWith('The plants of the cloud forest'))).toEqual([]);
  });

  it('gives tags mostly from lines a reader agrees show them of the owner', () => {
    let tags = 0;
    let shown = 0;
    for (const entry of FURTHER_LIVES) {
      const records = recordTags(summarizeTwinOffline({ ownerName: entry.name, answers: answersOf(entry), memories: [] }), entry);
      tags += records.length;
      shown += records.filter((record) => record.shown).length;
    }
    // Measured 3 December 2026: 13 of 17 tags shown by their line (13 of 19 before a tag was kept from someone
    // else's clause, "her women never give up", and from a subject only named as one to talk about).
    expect(shown).toBeGreaterThanOrEqual(13);
    expect(shown / tags).toBeGreaterThanOrEqual(13 / 17);
  });
});
