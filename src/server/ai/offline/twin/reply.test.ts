// The offline twin's chat reply: first person, from what the person said, and "I don't know" for anything else.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { replyAsTwinOffline } from './reply.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { isTwinDecline, TWIN_TEACH_REPLY, TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';

function answer(number: number, text: string) {
  return { number, question: getTwinQuestion(number)!.text, answer: text };
}

function buildInput(lastMessage: string, overrides: Partial<TwinReplyInput> = {}): TwinReplyInput {
  return {
    twinName: 'Margaret Lewis',
    summary: null,
    answers: [
      answer(1, 'My sister Anna lives in Lyon and calls me every Sunday. My son Tom is a carpenter.'),
      answer(4, 'My closest friend is Ruth, we met at nursing school in 1971.'),
      answer(8, 'I spend free afternoons gardening. I grow tomatoes by the shed.'),
      answer(12, 'I worked as a nurse at St Mary’s for thirty years.'),
    ],
    memories: [{ id: '3f1c1f0e-9a51-4a43-9b6e-0d7f2a4c1b10', title: 'Summer at the lake', text: 'We rented a cabin by Lake Annecy in 1988. The water was freezing.' }],
    messages: [{ role: 'user', content: lastMessage }],
    ...overrides,
  };
}

describe('[TWIN] offline chat reply', () => {
  it('answers with a fact the person stated, in the first person', () => {
    const reply = replyAsTwinOffline(buildInput('Do you have a sister?'));
    expect(reply).toContain('My sister Anna lives in Lyon');
    expect(reply).not.toContain('Ruth');
    expect(replyAsTwinOffline(buildInput('What was your job?'))).toContain('I worked as a nurse at St Mary’s for thirty years.');
    expect(replyAsTwinOffline(buildInput('Which vegetables do you grow in your garden?'))).toMatch(/tomatoes/);
  });

  it('finds a memory, and tells it in the person’s own words', () => {
    const reply = replyAsTwinOffline(buildInput('Tell me about the cabin at the lake.'));
    expect(reply).toContain('We rented a cabin by Lake Annecy in 1988.');
    expect(reply).not.toMatch(/memory|I wrote/i);
  });

  it('says it does not know a fact it was never told, rather than inventing one', () => {
    for (const question of ['What was the name of your first car?', 'Did you ever live in Paris?', 'What is your favourite football team?']) {
      expect(replyAsTwinOffline(buildInput(question)), question).toSatisfy(isTwinDecline);
    }
    expect(TWIN_UNKNOWN_REPLY).toMatch(/never really talked about/);
    // With nothing told at all, every question is unknown, and the owner hears how to teach it.
    expect(replyAsTwinOffline(buildInput('Do you have a sister?', { answers: [], memories: [] }))).toBe(`${TWIN_UNKNOWN_REPLY} ${TWIN_TEACH_REPLY}`);
  });

  it('greets back, and answers a question that follows a greeting', () => {
    expect(replyAsTwinOffline(buildInput('Hello!'))).toBe('Hello! It’s Margaret here. Ask me about my family, my work or what I love doing.');
    expect(replyAsTwinOffline(buildInput('Hello!', { answers: [answer(12, 'I worked as a nurse.')] }))).toBe('Hello! It’s Margaret here. Ask me about my work.');
    expect(replyAsTwinOffline(buildInput('Hello!', { answers: [], listener: 'public' }))).toBe('Hello! It’s Margaret here.');
    expect(replyAsTwinOffline(buildInput('Good morning, how are you?'))).toMatch(/^Hello!/);
    expect(replyAsTwinOffline(buildInput('How are you?'))).toMatch(/^Hello! It’s Margaret here\./);
    const both = replyAsTwinOffline(buildInput('Hi Margaret, who is your closest friend?'));
    expect(both).toMatch(/^Hello!/);
    expect(both).toContain('My closest friend is Ruth');
  });

  it('introduces itself from the first things the person said', () => {
    const intro = replyAsTwinOffline(buildInput('Tell me about yourself.'));
    expect(intro).toBe('I’m Margaret. My sister Anna lives in Lyon and calls me every Sunday. My closest friend is Ruth, we met at nursing school in 1971. I spend free afternoons gardening.');
    expect(replyAsTwinOffline(buildInput('Tell me about yourself.', { answers: [] }))).toBe(`${TWIN_UNKNOWN_REPLY} ${TWIN_TEACH_REPLY}`);
  });

  it('answers the last user message of a longer chat, and says plainly it is an Engram when asked', () => {
    const reply = replyAsTwinOffline(
      buildInput('', {
        messages: [
          { role: 'user', content: 'Do you have a sister?' },
          { role: 'twin', content: 'My sister Anna lives in Lyon and calls me every Sunday.' },
          { role: 'user', content: 'And your son?' },
        ],
      }),
    );
    expect(reply).toContain('My son Tom is a carpenter.');
    expect(replyAsTwinOffline(buildInput('Are you a bot?'))).toMatch(/Engram/);
  });

  it('is deterministic, and follows what the person said', () => {
    const input = buildInput('Tell me about your family.');
    const first = replyAsTwinOffline(input);
    expect(replyAsTwinOffline(structuredClone(input))).toBe(first);
    expect(first).toContain('Anna');
    const other = replyAsTwinOffline({ ...input, answers: [answer(1, 'My brother Felix builds boats in Kiel.')] });
    expect(other).toContain('Felix');
    expect(other).not.toContain('Anna');
  });

  describe('the summary the person edited', () => {
    const generated = (input: TwinReplyInput) => summarizeTwinOffline({ ownerName: input.twinName, answers: input.answers, memories: input.memories });

    it('adds nothing when it is the generated summary: the twin answers as from the answers and memories alone', () => {
      for (const question of ['Do you have a sister?', 'What was your job?', 'Tell me about the cabin at the lake.', 'Who is your closest friend?', 'What is your favourite football team?']) {
        const input = buildInput(question);
        expect(replyAsTwinOffline({ ...input, summary: generated(input) }), question).toBe(replyAsTwinOffline(input));
      }
    });

    it('adds nothing from the generated summary when it cuts a told sentence at its semicolon', () => {
      const withHalves = (question: string) =>
        buildInput(question, { answers: [answer(8, 'I never cook; Leif won’t let me near the stove. I spend free afternoons gardening; tomatoes mostly, by the shed.'), answer(12, 'I worked as a nurse at St Mary’s for thirty years; nights, mostly.')] });
      for (const question of ['Do you like cooking?', 'What do you grow?', 'What was your job?', 'Who is Leif?']) {
        const input = withHalves(question);
        expect(replyAsTwinOffline({ ...input, summary: generated(input) }), question).toBe(replyAsTwinOffline(input));
      }
    });

    it('answers from a sentence the person added to their summary, said in the first person', () => {
      const input = buildInput('Do you have a brother?');
      const summary = generated(input);
      summary.sections.family.text += ' Margaret also has a brother, Ben, who lives in Oslo.';
      const reply = replyAsTwinOffline({ ...input, summary });
      expect(reply).toBe('I also have a brother, Ben, who lives in Oslo.');
      // A name only the summary holds is something the person told.
      expect(replyAsTwinOffline({ ...buildInput('Where does Ben live?'), summary })).toContain('Oslo');
      expect(replyAsTwinOffline(buildInput('Where does Ben live?'))).toSatisfy(isTwinDecline);
    });

    it('takes a correction made inside a quote instead of the sentence it corrects', () => {
      const input = buildInput('What does your son do?');
      const summary = generated(input);
      summary.sections.family.text = summary.sections.family.text.replace('My son Tom is a carpenter.', 'My son Tom is a retired carpenter.');
      const reply = replyAsTwinOffline({ ...input, summary });
      expect(reply).toBe('My son Tom is a retired carpenter.');
      // The rest of that answer still speaks.
      expect(replyAsTwinOffline({ ...buildInput('Where does your sister live?'), summary })).toContain('My sister Anna lives in Lyon');
    });

    it('never reads a memory title or an empty section as something the person said', () => {
      const input = buildInput('Tell me about a summer memory.');
      const summary = generated(input);
      expect(summary.sections.hobby.is_empty || summary.sections.loved_ones.is_empty).toBe(true);
      expect(replyAsTwinOffline({ ...input, summary })).toBe(replyAsTwinOffline(input));
    });
  });
});

describe('[TWIN] offline chat reply by meaning', () => {
  const owner = (lastMessage: string): TwinReplyInput => ({
    twinName: 'Elsie Grant',
    summary: null,
    answers: [
      answer(1, 'Our daughter Lucy is a vet in Leeds. Her son Alfie is four and wants a tractor.'),
      answer(7, 'Be gentle with yourselves. I want Lucy to hear me saying that.'),
      answer(9, 'Birdwatching. My aunt Rose gave me her binoculars when I was ten.'),
      answer(10, 'The novels of Thomas Hardy, and my father played the organ at chapel.'),
      answer(14, 'I rise at five and feed the hens before breakfast.'),
      answer(16, 'Learn a trade. Never lend what you cannot lose.'),
      answer(17, 'I am proud of my allotment. I wish I had travelled more.'),
      answer(18, 'Building dens in the woods behind our house.'),
    ],
    memories: [],
    messages: [{ role: 'user', content: lastMessage }],
  });

  it('answers an interview question asked in other words from its answer', () => {
    expect(replyAsTwinOffline(owner('What is a usual day like for you?'))).toBe('I rise at five and feed the hens before breakfast.');
    expect(replyAsTwinOffline(owner('Any regrets?'))).toContain('I wish I had travelled more.');
    expect(replyAsTwinOffline(owner('What was it like being a girl back then?'))).toBe('Building dens in the woods behind our house.');
  });

  it('counts kin from the owner, and reads a name as the relation it was introduced with', () => {
    expect(replyAsTwinOffline(owner('Have you got grandchildren?'))).toContain('Her son Alfie is four');
    expect(replyAsTwinOffline(owner('What do you want your children to remember?'))).toBe('Be gentle with yourselves. I want Lucy to hear me saying that.');
  });

  it('says a heading with what follows it, and finds a kind by its kind', () => {
    expect(replyAsTwinOffline(owner('Who got you into birdwatching?'))).toBe('Birdwatching. My aunt Rose gave me her binoculars when I was ten.');
    const career = replyAsTwinOffline(owner('What should I do about a career?'));
    expect(career).toContain('Learn a trade.');
    expect(career).not.toContain('Never lend');
  });

  it('prefers saying it was never told over a sentence that only shares a word', () => {
    for (const question of ['Do you play golf?', 'What is your favourite film?', 'What is your brother’s name?', 'Do you care about cars?']) {
      expect(replyAsTwinOffline(owner(question)), question).toSatisfy(isTwinDecline);
    }
  });
});
