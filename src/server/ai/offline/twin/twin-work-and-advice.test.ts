// The built-in twin asked about the owner's work and for their advice in the ways people ask: how long they have done
// it with nothing but "there" to say where, what they tell others about something, whether the asker should do what
// the advice tells, and why. Each reading is checked on an owner of its own and on the question or sentence alone.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { find, focusOf, FOUND } from './twin-gate.ts';
import { indexFor } from './twin-index.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';
import { rankPassages } from './twin-retrieval.ts';
import { advisesOthers, isImperativeText, readSentence, toldWithReason } from './twin-reading.ts';

const NET_MENDER: TwinOwnerCase = {
  name: 'Ewan Strachan',
  answers: {
    1: 'My wife Morag keeps the books for the harbour trust. Our son Callum skippers a trawler out of Fraserburgh.',
    4: 'Dougie, who I met on my first day at the yard. We have been pals for forty years.',
    8: 'I walk the cliff path to Boddam with the dog and sit at the top with a flask.',
    9: 'Knots. I learned every knot there is from my grandfather on his boat when I was seven.',
    12: 'I mend fishing nets in a shed on the harbour in Peterhead, and I have for twenty-two years. What I like is the quiet of it, just the twine and the radio.',
    13: 'The winter the big boats went to Norway and half the sheds closed. Morag kept us going on her wage.',
    14: 'Up at six, the shed by seven, nets till four, then the dog.',
    16: 'Check every knot twice, the sea forgives nothing. Never lend money you cannot afford to lose. Learn to swim, the water does not care how brave you are.',
    17: 'I am proud that Callum has his own boat. I wish I had gone to college.',
  },
  questions: [
    q('work', 'How long have you worked there?', 'twenty-two years'),
    q('advice', 'What did you tell the apprentices about knots?', 'check every knot twice'),
    q('advice', 'Should I lend my neighbour money?', 'never lend money'),
    q('advice', 'Why should I learn to swim?', 'the water does not care'),
    q('unanswerable', 'Should I buy a boat?'),
    q('unanswerable', 'Why should I learn to drive?'),
  ],
  tagLines: {},
};

const PONY_BREEDER: TwinOwnerCase = {
  name: 'Nuala Conneely',
  answers: {
    12: 'I bred and sold Connemara ponies on a small farm near Clifden for forty years.',
    15: 'Honesty above everything. You should never sell a horse you would not ride yourself.',
    16: 'Learn to listen before you speak.',
  },
  questions: [q('advice', 'Any advice about selling a horse?', 'never sell a horse')],
  tagLines: {},
};

const BUS_DRIVER: TwinOwnerCase = {
  name: 'Ranjit Sandhu',
  answers: {
    12: 'I drove the number 9 bus in Southall for twenty-six years. I retired when my knees gave out.',
    18: 'We moved to Leeds when I was ten, and I missed the mango trees.',
  },
  questions: [q('work', 'Why did you retire?', 'my knees gave out'), q('unanswerable', 'Why did you move to Leeds?')],
  tagLines: {},
};

const SIGNALMAN: TwinOwnerCase = {
  name: 'Harold Pickering',
  answers: {
    12: 'Forty-one years on the railway. I started as a cleaner at Crewe sheds in 1958 and finished as a signalman at Winsford. I liked the responsibility, every train in my hands.',
    14: 'These days I potter. Up at six from habit, feed the birds, then the allotment till dinner.',
  },
  questions: [q('work', 'What was your first job?', 'started as a cleaner'), q('unanswerable', 'What was your first car?')],
  tagLines: {},
};

const TAILOR: TwinOwnerCase = {
  name: 'Carmela Rizzo',
  answers: {
    1: 'My husband Tony, God rest him, and our daughter Gina who lives in Perth.',
    12: 'Alterations, mostly. Hems, zips, wedding dresses taken in the night before. I had a little shop on Hope Street for thirty years.',
    13: 'When Tony died the shop kept me going, I had to open every morning whatever I felt.',
    14: 'I was at the machine by eight, customers from ten, and I never had a lunch break worth the name. Now I sleep till seven and do the crossword.',
    16: 'Measure twice, cut once. And never let a customer see you panic.',
    17: 'I am proud that brides came from three towns away to have their dresses fitted by me.',
  },
  questions: [q('work', 'Where was your shop?', 'hope street'), q('work', 'How long did you have the shop?', 'thirty years'), q('unanswerable', 'When did you open the shop?')],
  tagLines: {},
};

const WEAVER: TwinOwnerCase = {
  name: 'Edna Sutcliffe',
  answers: {
    1: 'My husband Colin was a bus driver, and our daughter Lisa teaches in Leeds.',
    9: 'Knitting. My mother taught me when I was five and I have not stopped since.',
    12: "I was a weaver at Holroyd's mill in Bradford from 1962 until it shut in 1991. I minded six looms at once, and you learned to read the cloth by the sound. The foreman said I had the best hands on the floor.",
    13: 'When the mill shut I was fifty and nobody wanted a weaver. I cleaned offices at night for ten years.',
    14: 'Up at seven, a walk round the park, then I do the crossword with my tea.',
    16: 'Always keep your own money, love, whatever he says.',
  },
  questions: [q('work', 'What did you do all day at the mill?', 'weaver at holroyd')],
  tagLines: {},
};

describe('the twin answers questions about work and advice from what its owner said', () => {
  it('reads what the owner did at a place of work as asking about their work there', () => {
    expect(readQuestion('What did you do all day at the mill?').kinds.has('work')).toBe(true);
    expect(readQuestion('What did you do on the farm?').kinds.has('work')).toBe(true);
    expect(readQuestion('What did you do at the beach?').kinds.has('work')).toBe(false);
    expect(askOwner(WEAVER, 'What did you do all day at the mill?')).toContain("weaver at Holroyd's mill");
  });

  it('ranks the sentence that says an age first, asked how old, above one that counts something else', () => {
    const question = readQuestion('How old were you when you started working?');
    expect(question.asksAge).toBe(true);
    const said = ['I came back to Kerry in 1980 and started my own firm, building maybe three hundred houses.', 'Started as a hod carrier in Birmingham at sixteen, up and down the ladders all day.'];
    const ranked = rankPassages(said.map((text) => ({ text, context: 'What do you do for a living?', kinds: ['work'], previous: null })), question);
    expect(ranked[0]?.passage.text).toContain('at sixteen');
  });

  it('answers where or how long of the place the owner names all through their work', () => {
    expect(askOwner(TAILOR, 'Where was your shop?')).toContain('Hope Street');
    expect(askOwner(TAILOR, 'How long did you have the shop?')).toContain('thirty years');
    // Any word of time says a when: the shop named all through is still no answer to when it opened.
    expect(saysUnknown(askOwner(TAILOR, 'When did you open the shop?'), TAILOR)).toBe(true);
  });

  it('reads the first or the last of something said as a doing that begins or ends it', () => {
    expect(askOwner(SIGNALMAN, 'What was your first job?')).toContain('started as a cleaner');
    expect(saysUnknown(askOwner(SIGNALMAN, 'What was your first car?'), SIGNALMAN)).toBe(true);
  });

  it('reads what happened to someone or something else when the owner did a thing as why they did it', () => {
    expect(askOwner(BUS_DRIVER, 'Why did you retire?')).toContain('my knees gave out');
    // When they were ten says when, not why.
    expect(saysUnknown(askOwner(BUS_DRIVER, 'Why did you move to Leeds?'), BUS_DRIVER)).toBe(true);
  });

  it('reads what anyone ought to do as advice, wherever in the interview the owner said it', () => {
    expect(advisesOthers(readSentence('You should always marry someone who makes you laugh.'))).toBe(true);
    expect(advisesOthers(readSentence('Young people must learn to save.'))).toBe(true);
    // The owner's own regret, a wish about someone of theirs and a guess are no advice.
    expect(advisesOthers(readSentence('I should have gone to college.'))).toBe(false);
    expect(advisesOthers(readSentence('My son should call more.'))).toBe(false);
    expect(advisesOthers(readSentence('It must have been 1974.'))).toBe(false);
    expect(askOwner(PONY_BREEDER, 'Any advice about selling a horse?')).toContain('never sell a horse');
  });

  it('finds a doing asked where the owner does it more directly than where it is only a thing named', () => {
    const inputs = ['I farm dairy cows outside Mallow, ninety milkers.', 'Keeping the farm in the family matters most.'].map((text) => ({ text, context: '', kinds: [], previous: null }));
    const { passages } = indexFor(inputs);
    const farm = focusOf('farm', false, 'verb');
    expect(find(farm, passages[0]!, passages).inText).toBe(FOUND.said);
    expect(find(farm, passages[1]!, passages).inText).toBe(FOUND.synonym);
  });

  it('reads "how long" and "how old" as the amount asked for, not a word the answer must say', () => {
    expect(readQuestion('How long have you worked there?').others).not.toContain('long');
    expect(readQuestion('How old were you when you started working?').others).not.toContain('old');
    expect(askOwner(NET_MENDER, 'How long have you worked there?')).toContain('twenty-two years');
  });

  it('reads what the owner says or tells others about something as asking for their advice', () => {
    expect(readQuestion('What do you say about debt?').kinds.has('advice')).toBe(true);
    expect(readQuestion('What did you tell your apprentices about knots?').kinds.has('advice')).toBe(true);
    expect(readQuestion('How do I keep a garden?').kinds.has('advice')).toBe(true);
    // What was said once to someone, about nothing, is no advice asked for.
    expect(readQuestion('What did you say to your wife?').kinds.has('advice')).toBe(false);
    const reply = askOwner(NET_MENDER, 'What did you tell the apprentices about knots?');
    expect(reply).toContain('Check every knot twice');
    expect(reply).not.toContain('grandfather');
  });

  it('answers advice asked on a doing with the advice that tells that doing, though it names the rest otherwise', () => {
    expect(askOwner(NET_MENDER, 'Should I lend my neighbour money?')).toContain('Never lend money');
    expect(saysUnknown(askOwner(NET_MENDER, 'Should I buy a boat?'), NET_MENDER)).toBe(true);
  });

  it('reads advice with its reason told after it as saying why', () => {
    expect(toldWithReason(readSentence('Keep your tools oiled, rust never sleeps.'))).toBe(true);
    expect(toldWithReason(readSentence('Keep your tools oiled.'))).toBe(false);
    // A clause after a comma that tells nobody what to do gives no advice's reason.
    expect(toldWithReason(readSentence('I kept my tools oiled, rust never sleeps.'))).toBe(false);
    expect(askOwner(NET_MENDER, 'Why should I learn to swim?')).toContain('the water does not care');
    expect(saysUnknown(askOwner(NET_MENDER, 'Why should I learn to drive?'), NET_MENDER)).toBe(true);
  });

  it('reads a sentence opening on a bare verb before a described noun as telling someone what to do', () => {
    expect(isImperativeText('And respect older sailors, always.')).toBe(true);
    expect(isImperativeText('Family dinners mattered to us.')).toBe(false);
  });

  it('answers every question of its owner and declines what the owner never said', () => {
    for (const question of NET_MENDER.questions) {
      const reply = askOwner(NET_MENDER, question.ask);
      expect(question.kind === 'unanswerable' ? saysUnknown(reply, NET_MENDER) : holdsFact(reply, question), `${question.ask} → ${reply}`).toBe(true);
    }
    expect(scoreOwners([NET_MENDER]).unrelated).toBe(0);
  });
});
