// The built-in twin on owners of trades no evaluation set holds (a beekeeper, a school cook, a piano tuner, written as
// people answer the interview and asked in other words than theirs), and the readings that let it answer them by
// meaning: a name is one word whatever its letters, a relation said of anyone is not the owner's, a question for a
// time is answered only by a sentence that says one, and advice is not what the owner did.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, saysUnknown, unrelatedQuotes } from '../../../eval/twin/twin-figures.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';
import { foldAccents } from './twin-words.ts';

const NEW_TRADE_OWNERS: readonly TwinOwnerCase[] = [
  {
    name: 'Mojca Zupan',
    answers: {
      1: 'There is my husband Tomaž, who fixes tractors for half the valley and never charges enough. We have twin boys, Jure and Luka, both at university in Ljubljana now. My father Franc is ninety-one and still climbs the ladder to check the gutters.',
      2: 'Potica at Easter, rolled thin enough to read a newspaper through. My grandmother swore the walnuts had to be cracked by hand the night before.',
      3: 'My father taught me patience with animals. You do not rush a hive and you do not rush a cow. I see it when I sit with the bees for an hour before I open a single frame.',
      4: 'Vesna has been my friend since we were six and got lost together in the forest above Bohinj. We still phone each other every Friday.',
      5: 'Vesna and I swim in the lake at dawn in summer and shriek like children when the water is cold.',
      6: 'Tomaž, of course. He makes me laugh when everything goes wrong, and he built me a honey house without being asked.',
      7: 'Slow down and look around you. Most good things are small.',
      8: 'I walk up to the meadow with a flask of coffee and watch the swallows. Sometimes I paint the painted beehive panels that our region is known for.',
      9: 'Beekeeping, for almost thirty years. My uncle Stane gave me my first swarm in a cardboard box when I was nineteen.',
      10: 'The music of Vlado Kreslin makes me cry every time. And the Julian Alps in October, when the larches turn gold.',
      11: 'Bees, obviously. How a colony decides where to move is better democracy than any parliament.',
      12: 'I keep sixty hives and sell honey and wax at markets in Kranj and Radovljica. Before that I taught biology at a secondary school for twelve years. What I love is that the work follows the seasons, not a clock.',
      13: 'The spring we lost forty colonies to a bad winter and mites. I nearly sold everything. Tomaž and the beekeepers association got me through it.',
      14: 'I get up at five and check the weather before anything. Then hives in the morning, jars and labels in the afternoon, and dinner with Tomaž and my father at seven.',
      15: 'Honesty about what you sell. A jar of honey with sugar in it is a lie with a label on it.',
      16: 'Learn one craft properly before you try ten. And always keep some money aside for a bad year.',
      17: 'I am proud that our honey won a gold medal in Ljubljana in 2018. I wish I had learned German, it would have helped with the Austrian buyers.',
      18: 'Picking bilberries with my grandmother and coming home with purple hands.',
      19: 'The day the boys were born in Jesenice hospital, in the middle of a snowstorm, and Tomaž drove the tractor to get there.',
      20: 'As the woman who knew every bee by name, which is not true, but it is a good story.',
    },
    questions: [
      q('family', 'Are you married?', 'my husband tomaž', 'tomaž, of course'),
      q('family', 'How many children do you have?', 'twin boys'),
      q('family', 'Is your dad still alive?', 'father franc is ninety-one'),
      q('family', 'What does your husband do?', 'fixes tractors'),
      q('family', 'What did your father teach you?', 'patience with animals'),
      q('work', 'How do you earn a living?', 'sixty hives'),
      q('work', 'What did you do before the bees?', 'taught biology'),
      q('work', 'What do you love about your work?', 'follows the seasons'),
      q('work', 'Where do you sell your honey?', 'markets in kranj'),
      q('work', 'What time do you get up?', 'get up at five'),
      q('advice', 'What advice would you give a young person?', 'learn one craft properly', 'keep some money aside'),
      q('advice', 'Any tips about saving?', 'keep some money aside'),
      q('likes', 'Who is your favourite singer?', 'vlado kreslin'),
      q('likes', 'Do you like swimming?', 'swim in the lake'),
      q('likes', 'Do you paint?', 'paint the painted beehive panels'),
      q('likes', 'What is your favourite season?', 'october, when the larches', 'follows the seasons'),
      q('likes', 'What could you talk about for ages?', 'bees, obviously'),
      q('other-words', 'How did you get into beekeeping?', 'uncle stane gave me my first swarm'),
      q('other-words', 'What was the worst year you had?', 'lost forty colonies'),
      q('other-words', 'What are you proudest of?', 'gold medal'),
      q('other-words', 'Do you have any regrets?', 'learned german'),
      q('other-words', 'What Easter food does your family make?', 'potica'),
      q('other-words', 'How did you meet Vesna?', 'got lost together in the forest'),
      q('unanswerable', 'Do you have a cat?'),
      q('unanswerable', 'Have you ever been to America?'),
      q('unanswerable', 'Do you play tennis?'),
      q('unanswerable', 'What is your sister called?'),
      q('unanswerable', 'Do you speak Italian?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you like opera?'),
    ],
    tagLines: {},
  },
  {
    name: 'Archie McBride',
    answers: {
      1: "It's me and my wife Shona, she's a community midwife and she's seen half of Govan born. Our girl Kirsty is a paramedic in Dundee. My brother Davie drives a taxi and knows every shortcut in Glasgow.",
      2: "Stovies on a Sunday after the football. My mum made them in a big black pot and I've still got it.",
      3: 'My mum taught me that nobody leaves your table hungry. Thirty years of school dinners later, I still give the wee ones seconds if they ask.',
      4: 'My pal Gerry, we met at catering college in 1981. He runs a chip shop in Largs now.',
      5: 'Gerry and I go to see Partick Thistle lose most Saturdays, and we laugh at ourselves for still going.',
      6: "Shona. She's the bravest person I know and she still laughs at my terrible jokes.",
      7: "Eat your greens and say thank you to whoever cooked them.",
      8: 'I do the allotment. Leeks, tatties and far too many courgettes.',
      9: 'Cooking, obviously, but at home it is bread. I started baking sourdough during the lockdown and I have not stopped.',
      10: 'The songs of Deacon Blue take me right back. And the island of Arran, where we went every summer as kids.',
      11: 'School food and why it matters. A hot lunch can be the only proper meal a child gets all day.',
      12: "I'm the head cook at a primary school in Govan and have been for twenty-six years. I feed three hundred kids a day. The best bit is when a kid who wouldn't touch a vegetable asks for more soup.",
      13: "When my dad died I was forty and I couldn't face the kitchen for a month. The other dinner ladies covered for me and Shona kept me going.",
      14: "Up at half five, in the school kitchen by seven, lunches served from twelve, cleaned down by two. Then the allotment or a nap, depending.",
      15: 'Kindness. My mum fed every kid on the street and never asked who was paying.',
      16: "Learn to cook five good meals and you'll never be poor. And turn up on time, it's half the job.",
      17: "I'm proud that our school got the healthy eating award three years running. I'd have gone to college for a proper chef's qualification if I had my time again.",
      18: 'Building sandcastles with my brother on Arran while my dad fell asleep in a deckchair.',
      19: "The day Kirsty qualified as a paramedic. Shona cried, I cried, Davie pretended he didn't.",
      20: 'As the dinner man who never let a child go hungry.',
    },
    questions: [
      q('family', 'Tell me about your wife.', 'shona, she', "wife shona", 'bravest person'),
      q('family', 'Do you have any kids?', 'kirsty is a paramedic'),
      q('family', 'What does your brother do?', 'davie drives a taxi'),
      q('family', 'What did your mother teach you?', 'nobody leaves your table hungry'),
      q('work', 'What is your job?', 'head cook at a primary school'),
      q('work', 'How many children do you cook for?', 'three hundred kids'),
      q('work', 'What is the best part of your work?', 'asks for more soup'),
      q('work', 'When do you start in the morning?', 'up at half five', 'kitchen by seven'),
      q('advice', 'What advice would you give someone starting out?', 'five good meals', 'turn up on time'),
      q('advice', 'How do I avoid being poor?', 'five good meals'),
      q('likes', 'Which football team do you support?', 'partick thistle'),
      q('likes', 'Do you bake?', 'baking sourdough'),
      q('likes', 'What band do you like?', 'deacon blue'),
      q('likes', 'Do you grow vegetables?', 'leeks, tatties', 'the allotment'),
      q('likes', 'Where did you go on holiday as a child?', 'arran'),
      q('other-words', 'How did you meet Gerry?', 'catering college'),
      q('other-words', 'What was the hardest time for you?', 'my dad died'),
      q('other-words', 'What are you proud of?', 'healthy eating award'),
      q('other-words', 'What would you do differently?', "chef's qualification"),
      q('other-words', 'What dish does your family make?', 'stovies'),
      q('other-words', 'What do you believe in most?', 'kindness'),
      q('unanswerable', 'Do you like golf?'),
      q('unanswerable', 'Have you been to Spain?'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'What is your favourite film?'),
      q('unanswerable', 'Can you play the piano?'),
      q('unanswerable', 'What is your sister like?'),
    ],
    tagLines: {},
  },
  {
    name: 'Hélène Gagnon',
    answers: {
      1: 'I live alone now with my cat Minou. My son Mathieu is a sound engineer in Toronto and calls me every Tuesday. My late husband Marcel was a choir director and the most stubborn man in Quebec.',
      2: 'Tourtière on Christmas Eve after midnight mass. And my mother always said "Qui dort dîne", who sleeps eats, whenever we complained.',
      3: 'My parents taught me to listen before I speak. It is my whole trade, really.',
      4: 'Lucie, my neighbour for forty years. We met when her piano fell off the moving truck and I offered to look at it.',
      5: 'Lucie and I play Scrabble on Wednesday nights and cheat shamelessly.',
      6: 'Marcel, even now. He could make a room full of teenagers sing Bach.',
      7: 'That music is for everybody, not only for people who can play.',
      8: 'I go to the Jean-Talon market and buy more cheese than one woman should eat.',
      9: 'Cross-country skiing on Mont Royal since I was a girl. My father strapped the skis to my boots himself.',
      10: "Glenn Gould's Goldberg Variations, the 1981 recording. And the island of Orléans in apple season.",
      11: 'Pianos. Every one has its own voice, and most people never hear it.',
      12: 'I tuned pianos for forty-three years in Montreal, for schools, churches and the symphony. I retired in 2019. What I loved was that every house had a story behind the piano.',
      13: 'Losing Marcel in 2016. Mathieu came home for three months and Lucie brought soup every day.',
      14: 'I walk to the café at eight, read Le Devoir, practise scales for an hour and take a nap. Evenings I phone Mathieu or watch hockey.',
      15: 'Patience. A piano cannot be hurried and neither can people.',
      16: 'Find the work you would do for free and then make them pay you for it. And never lend your tools.',
      17: 'I am proud that I tuned the piano for Oscar Peterson once. I would have taken more holidays with Marcel.',
      18: 'Sledding down the hill behind our church with my cousins until our mittens froze.',
      19: 'The night of the ice storm in 1998, when we had no power for eleven days and the whole street slept in our living room by the wood stove.',
      20: 'As someone who listened carefully, to pianos and to people.',
    },
    questions: [
      q('family', 'Do you have children?', 'my son mathieu'),
      q('family', 'Were you married?', 'late husband marcel'),
      q('family', 'What was your husband like?', 'most stubborn man', 'teenagers sing bach'),
      q('family', 'Where does your son live?', 'engineer in toronto'),
      q('family', 'How often does Mathieu call?', 'every tuesday'),
      q('work', 'What was your profession?', 'tuned pianos'),
      q('work', 'When did you retire?', 'retired in 2019'),
      q('work', 'What did you enjoy about tuning pianos?', 'story behind the piano'),
      q('work', 'Who did you work for?', 'schools, churches and the symphony'),
      q('advice', 'What advice do you have for me?', 'work you would do for free', 'never lend your tools'),
      q('advice', 'Any advice about work?', 'work you would do for free'),
      q('likes', 'Do you like sport?', 'cross-country skiing', 'watch hockey'),
      q('likes', 'Do you have any pets?', 'cat minou'),
      q('likes', 'What music do you love?', 'goldberg variations'),
      q('likes', 'What games do you play?', 'scrabble'),
      q('likes', 'What do you do in the evening?', 'phone mathieu', 'watch hockey', 'scrabble'),
      q('other-words', 'Who is your closest friend?', 'lucie, my neighbour'),
      q('other-words', 'What happened in the ice storm?', 'no power for eleven days'),
      q('other-words', 'Who was your most famous customer?', 'oscar peterson'),
      q('other-words', 'What did your mother always say?', 'qui dort dîne'),
      q('other-words', 'What do you value most?', 'piano cannot be hurried'),
      q('other-words', 'What was the saddest time of your life?', 'losing marcel'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'Have you been to Paris?'),
      q('unanswerable', 'Do you have a brother?'),
      q('unanswerable', 'What car did you drive?'),
      q('unanswerable', 'Do you like gardening?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Did you go to university?'),
    ],
    tagLines: {},
  },
];

/** One owner with only the answers given, asked one question. */
function owner(answers: Readonly<Record<number, string>>): TwinOwnerCase {
  return { name: 'Vesna Kos', answers, questions: [], tagLines: {} };
}

describe('[TWIN] the built-in twin on owners of other trades', () => {
  it('answers most questions with the answering fact, declines every one never told, and quotes few unrelated lines', () => {
    const totals = scoreOwners(NEW_TRADE_OWNERS);
    expect(totals.answerable).toBeGreaterThanOrEqual(60);
    expect(totals.answered / totals.answerable).toBeGreaterThanOrEqual(0.7);
    expect(totals.declined).toBe(totals.unanswerable);
    expect(totals.unrelated).toBeLessThanOrEqual(8);
  });

  it('reads a name with letters beyond Latin-1 as one word, and what a relation does in a clause after their name', () => {
    expect(foldAccents('Tomaž, Łukasz, Đorđe, Ştefan, Nguyễn, Mértola')).toBe('Tomaz, Lukasz, Dorde, Stefan, Nguyen, Mertola');
    const beekeeper = owner({ 1: 'There is my husband Tomaž, who fixes tractors for half the valley. My father Franc is ninety-one.' });
    expect(askOwner(beekeeper, 'What does your husband do?')).toContain('fixes tractors');
    expect(askOwner(beekeeper, 'Who is Tomaž?')).toContain('my husband Tomaž');
  });

  it('does not take a relation said of anyone for one of the owner’s', () => {
    const swimmer = owner({
      1: 'We have twin boys, Jure and Luka, both at university now.',
      5: 'Vesna and I swim in the lake at dawn and shriek like children when the water is cold.',
      20: 'As the cook who never let a child go hungry.',
    });
    expect(askOwner(swimmer, 'How many children do you have?')).toContain('twin boys');
    expect(askOwner(swimmer, 'Do you have any kids?')).toContain('twin boys');
    // Asked of anyone, "children" is an ordinary word: the owner's own sons do not answer it.
    expect(readQuestion('How many children do you cook for?').asksKin).toBe(false);
    expect(readQuestion('Do you have any kids?').asksKin).toBe(true);
    const childless = owner({ 5: 'Vesna and I swim in the lake at dawn and shriek like children when the water is cold.', 20: 'As the cook who never let a child go hungry.' });
    const reply = askOwner(childless, 'Do you have any children?');
    expect(saysUnknown(reply, childless)).toBe(true);
  });

  it('answers a question for a time only with a sentence that says one', () => {
    const cook = owner({
      9: 'I started baking sourdough during the lockdown and I have not stopped.',
      14: 'Up at half five, in the school kitchen by seven. Then the allotment or a nap.',
      16: 'Turn up on time, it is half the job.',
    });
    expect(askOwner(cook, 'What time do you get up?')).toContain('Up at half five');
    expect(readQuestion('When you were a child, what did you love?').kinds.has('when')).toBe(false);
    const question = q('unanswerable', 'When did you start baking bread for the market?');
    const reply = askOwner(cook, question.ask);
    // "During the lockdown" says no time of day or year; "on time" says none either.
    expect(saysUnknown(reply, { ...cook, questions: [question] })).toBe(true);
  });

  it('does not answer what the owner lived through with advice to someone else', () => {
    const beekeeper = owner({
      13: 'The spring we lost forty colonies to mites. I nearly sold everything.',
      16: 'Always keep some money aside for a bad year.',
    });
    const question = q('other-words', 'What was the worst year you had?', 'lost forty colonies');
    const reply = askOwner(beekeeper, question.ask);
    expect(unrelatedQuotes(reply, question, beekeeper)).toEqual([]);
    expect(askOwner(beekeeper, 'Any advice about money?')).toContain('keep some money aside');
  });

  it('says first what the work is, not that it ended, and finds a liking said as "the best bit"', () => {
    const tuner = owner({ 12: 'I tuned pianos for forty-three years in Montreal. I retired in 2019. The best bit was the story behind every piano.' });
    expect(askOwner(tuner, 'What was your profession?')).toMatch(/^I tuned pianos/);
    expect(askOwner(tuner, 'What was the best part of your job?')).toContain('story behind every piano');
  });

  it('keeps the question’s own verb though its plain form is a stop word ("does Mathieu call")', () => {
    expect(readQuestion('How often does Mathieu call?').others).toContain('call');
    expect(readQuestion('What do you do on your days off?').others).not.toContain('off');
    const tuner = owner({
      1: 'My son Mathieu is a sound engineer in Toronto and calls me every Tuesday.',
      13: 'Losing Marcel in 2016. Mathieu came home for three months and Lucie brought soup every day.',
    });
    expect(askOwner(tuner, 'How often does Mathieu call?')).toContain('calls me every Tuesday');
  });

  it('finds a synonym among common words, never inside a name', () => {
    const question = q('unanswerable', 'What do you do in the eventide?');
    const baker = owner({ 2: 'Tourtière on Christmas Eve after midnight mass, every year.' });
    expect(holdsFact(askOwner(baker, 'What do you eat on Christmas Eve?'), q('likes', '', 'tourtière'))).toBe(true);
    expect(saysUnknown(askOwner(baker, question.ask), { ...baker, questions: [question] })).toBe(true);
  });
});
