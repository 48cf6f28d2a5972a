// The built-in twin on owners nobody tuned its reading on: other people, jobs and families, asked in other words, and
// asked what they never told. It quotes what answers, says plainly when nothing does, and never says one fact twice.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

// Other people, jobs and families than the evaluation's, each with the questions people ask an Engram (answerable in
// other words, or never told) and the phrases that answer them.
const GENERALITY_OWNERS: readonly TwinOwnerCase[] = [
  {
    name: 'Kwame Mensah',
    answers: {
      1: 'My wife Abena keeps the whole street in order. We have twin daughters, Efua and Akosua, who are both nurses in Manchester. Our grandson Kofi is six and wants to drive a digger.',
      2: 'Jollof rice at every gathering, and the argument about whose jollof is best.',
      3: 'My mother taught me that a man who cannot wait cannot lead. I count to ten before I answer anyone who shouts.',
      4: 'My closest friend is Samuel Boateng. We came over on the same boat from Takoradi in 1975.',
      6: 'Abena, always. She laughs from her belly and never holds a grudge.',
      8: 'I mend old radios in the shed and listen to the highlife records my father left me.',
      9: 'Chess, for fifty years. My uncle Yaw taught me on a board he carved himself.',
      11: 'Ghanaian independence and the life of Kwame Nkrumah.',
      12: 'I was an electrician for the city council in Birmingham for thirty-four years. I wired half the schools in Handsworth.',
      13: 'My heart operation in 2015. My church prayed for me and Abena slept in the hospital chair for a week.',
      14: 'I pray at six, eat porridge with ginger and then go to the allotment until lunch.',
      16: 'Learn to do something with your hands. Never sign a paper you have not read to the end.',
      17: 'I am proud that both my girls went to university. I would have gone back to Ghana more often.',
      18: 'Playing football barefoot in the rain in Kumasi.',
    },
    questions: [
      q('family', 'Are you married?', 'wife abena', 'abena, always'),
      q('family', 'Tell me about your daughters.', 'efua and akosua'),
      q('family', 'Do you have grandchildren?', 'grandson kofi'),
      q('family', 'What did your mother teach you?', 'cannot wait cannot lead'),
      q('work', 'What was your job?', 'electrician'),
      q('work', 'Where did you work?', 'city council in birmingham', 'wired half the schools'),
      q('work', 'How many years did you work as an electrician?', 'thirty-four years'),
      q('advice', 'What advice do you have for young people?', 'learn to do something with your hands', 'never sign a paper'),
      q('advice', 'Any tips about contracts and paperwork?', 'never sign a paper'),
      q('likes', 'What music do you listen to?', 'highlife records'),
      q('likes', 'Do you play any games?', 'chess'),
      q('likes', 'What do you do in the afternoons?', 'mend old radios'),
      q('likes', 'What food does your family love?', 'jollof rice'),
      q('other-words', 'Who taught you chess?', 'uncle yaw'),
      q('other-words', 'When did you come over?', 'same boat from takoradi'),
      q('other-words', 'Have you ever been seriously ill?', 'heart operation'),
      q('other-words', 'What do you do in the morning?', 'pray at six'),
      q('other-words', 'What are you proudest of?', 'went to university'),
      q('other-words', 'What history interests you?', 'ghanaian independence'),
      q('unanswerable', 'Do you like cricket?'),
      q('unanswerable', 'What was your first car?'),
      q('unanswerable', 'Have you ever been to Canada?'),
      q('unanswerable', 'Do you have a sister?'),
      q('unanswerable', 'What is your favourite film?'),
      q('unanswerable', 'Do you have a cat?'),
      q('unanswerable', 'Can you swim?'),
    ],
    tagLines: {},
  },
  {
    name: 'Marta Kowalska',
    answers: {
      1: 'My partner Siobhan is a bus mechanic with a terrible singing voice. Our son Oskar is nine and collects bottle caps. My brother Piotr still fishes out of Hel, where we grew up.',
      2: 'Pierogi on Christmas Eve, with an empty plate laid for the stranger who might knock.',
      4: 'My oldest friend is Joanna, from the same block of flats in Gdynia. We write each other postcards even though we both have phones.',
      5: 'Joanna and I swim in the sea all year round, and we laugh at the tourists in wetsuits.',
      8: 'I bake sourdough bread and do the Irish Times crossword in pen.',
      10: 'The poems of Wisława Szymborska. I read one every night before sleep.',
      12: 'I am a midwife at the Rotunda Hospital in Dublin. I have delivered more than two thousand babies, and I still cry at some of them.',
      13: 'Moving to Ireland alone at twenty-six with no English. Night classes and a kind landlady named Mrs Doyle got me through.',
      14: 'Twelve-hour shifts three days a week. On the other days I walk Oskar to school and swim at the Forty Foot.',
      15: 'Courage. My grandmother hid a family in her cellar during the war.',
      16: 'Sleep whenever you can. Say what you need before you are angry about it.',
      17: 'I am proud of learning English from nothing. I wish I had started swimming in winter much sooner.',
      19: 'The night Oskar was born, in a snowstorm, with Siobhan asleep in the corridor.',
    },
    questions: [
      q('family', 'Who is your partner?', 'siobhan is a bus mechanic'),
      q('family', 'Tell me about your son.', 'oskar is nine'),
      q('family', 'Do you have any siblings?', 'brother piotr'),
      q('family', 'Where did you grow up?', 'hel, where we grew up', 'gdynia'),
      q('work', 'What do you do for a living?', 'midwife'),
      q('work', 'How many babies have you delivered?', 'two thousand babies'),
      q('work', 'What are your working hours like?', 'twelve-hour shifts'),
      q('advice', 'What advice would you give a new mother?', 'sleep whenever you can'),
      q('advice', 'Have you got any advice about arguments?', 'say what you need'),
      q('likes', 'Do you like poetry?', 'szymborska'),
      q('likes', 'Do you like swimming?', 'swim in the sea', 'swim at the forty foot'),
      q('likes', 'Do you bake?', 'sourdough'),
      q('likes', 'What do you do on your days off?', 'walk oskar to school', 'sourdough'),
      q('other-words', 'Who is your best friend?', 'joanna'),
      q('other-words', 'How did you learn English?', 'night classes', 'learning english'),
      q('other-words', 'What do you eat at Christmas?', 'pierogi'),
      q('other-words', 'What quality do you admire most?', 'courage'),
      q('other-words', 'What was the hardest time of your life?', 'moving to ireland alone'),
      q('other-words', 'Do you regret anything?', 'started swimming in winter'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'Have you ever been to Japan?'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'What is your favourite band?'),
      q('unanswerable', 'Did you go to university?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you play the piano?'),
    ],
    tagLines: {},
  },
  {
    name: 'Tom Baxter',
    answers: {
      1: 'My wife Jean runs the farm accounts and the parish council. We never had children, but our niece Lily spends every summer with us.',
      3: 'My father taught me that you look after the animals before you look after yourself. I still feed the ewes before I have my breakfast.',
      4: 'My best friend is Alan Fisher, the vet. We were at school together in Keswick.',
      6: 'Jean, without a doubt. She can read the weather better than any forecast.',
      7: 'Leave a gate the way you found it.',
      8: 'I take Nell, my sheepdog, up onto the fell, or I read a western by the fire.',
      9: 'Sheepdog trials. I have run dogs at Rydal since I was eighteen.',
      12: 'I farm Herdwick sheep on four hundred acres near Keswick. It was my grandfather’s farm, and his father’s before that.',
      13: 'The foot and mouth outbreak in 2001, when we lost the whole flock. The neighbours and a lot of stubbornness got us through.',
      15: 'Keeping the land in good heart for whoever comes next.',
      16: 'Buy the best boots you can afford. Never borrow against the land.',
      17: 'I am proud that we rebuilt the flock after 2001. I should have taken Jean to Italy when she asked.',
      18: 'Riding on the back of my grandfather’s tractor at haymaking.',
    },
    questions: [
      q('family', 'Tell me about your wife.', 'wife jean', 'read the weather'),
      q('family', 'Do you have kids?', 'never had children', 'niece lily'),
      q('family', 'What did your dad teach you?', 'look after the animals'),
      q('work', 'What do you do?', 'herdwick sheep'),
      q('work', 'How big is your farm?', 'four hundred acres'),
      q('work', 'How long has the farm been in the family?', 'grandfather’s farm'),
      q('advice', 'What advice would you give a young farmer?', 'best boots', 'never borrow against the land'),
      q('advice', 'What should I know about money?', 'never borrow against the land'),
      q('likes', 'What do you read?', 'a western'),
      q('likes', 'Tell me about your dog.', 'nell, my sheepdog'),
      q('likes', 'Do you compete in anything?', 'sheepdog trials'),
      q('other-words', 'Who is your oldest friend?', 'alan fisher'),
      q('other-words', 'What was your worst year?', 'foot and mouth'),
      q('other-words', 'Is there something you should have done?', 'taken jean to italy'),
      q('other-words', 'What did you love as a child?', 'grandfather’s tractor'),
      q('other-words', 'What do you want people to remember you saying?', 'leave a gate'),
      q('unanswerable', 'Do you like golf?'),
      q('unanswerable', 'Have you been to America?'),
      q('unanswerable', 'Did you ever serve in the army?'),
      q('unanswerable', 'Do you have a brother?'),
      q('unanswerable', 'What is your favourite song?'),
      q('unanswerable', 'Do you like cooking?'),
      q('unanswerable', 'Do you keep chickens?'),
    ],
    tagLines: {},
  },
  {
    name: 'Nadia Haddad',
    answers: {
      1: 'My husband Karim plays the oud at weddings. Our daughter Rania races bicycles for her university, and my sister Leila paints portraits.',
      3: 'My mother taught me to feed anyone who walks through the door.',
      8: 'I make maamoul for the neighbours and listen to Fairuz on the radio.',
      10: 'If I ever had the money, I would travel to Japan to see the cherry blossom.',
      12: 'I ran a bakery in Bristol for twenty years. Karim did the deliveries in an old blue van.',
      16: 'Taste everything before you serve it.',
    },
    questions: [
      q('family', 'What does your husband do?', 'plays the oud'),
      q('family', 'Does your daughter do any sport?', 'races bicycles'),
      q('work', 'What was your job?', 'ran a bakery'),
      q('likes', 'What do you like to listen to?', 'fairuz'),
      q('likes', 'Do you bake?', 'maamoul', 'ran a bakery'),
      q('advice', 'Any cooking advice?', 'taste everything'),
      q('unanswerable', 'Do you play an instrument?'),
      q('unanswerable', 'Do you paint?'),
      q('unanswerable', 'Do you cycle?'),
      q('unanswerable', 'Have you been to Japan?'),
      q('unanswerable', 'Can you drive a van?'),
      q('unanswerable', 'Do you like football?'),
    ],
    tagLines: {},
  },
];

const ask = askOwner;

const owner = (name: string) => GENERALITY_OWNERS.find((entry) => entry.name === name)!;

describe('[TWIN] the built-in twin on owners it was not tuned on', () => {
  it('answers most questions with the answering fact, says so for every one it was never told but one, and repeats nothing', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(GENERALITY_OWNERS);
    expect(answered / answerable).toBeGreaterThanOrEqual(0.7);
    expect(unanswerable - declined).toBeLessThanOrEqual(1);
    expect(unrelated).toBeLessThanOrEqual(6);
  });

  it('finds a thing by a narrower one, and kin by the relation or the name it was introduced with', () => {
    expect(ask(owner('Marta Kowalska'), 'Do you have any siblings?')).toContain('My brother Piotr');
    expect(ask(owner('Kwame Mensah'), 'Are you married?')).toMatch(/Abena/);
    expect(ask(owner('Tom Baxter'), 'Tell me about your wife.')).toMatch(/Jean/);
    expect(ask(owner('Kwame Mensah'), 'What was your job?')).toContain('electrician');
  });

  it('does not take what someone else does, a hypothetical or a shared word for an answer', () => {
    const nadia = owner('Nadia Haddad');
    for (const question of ['Do you paint?', 'Do you cycle?', 'Do you play an instrument?', 'Can you drive a van?']) expect(ask(nadia, question), question).toSatisfy(isTwinDecline);
    expect(ask(nadia, 'What does your husband do?')).toContain('plays the oud');
    expect(ask(owner('Tom Baxter'), 'Do you have a brother?')).toSatisfy(isTwinDecline);
    expect(ask(owner('Kwame Mensah'), 'Do you like cricket?')).toSatisfy(isTwinDecline);
  });

  it('says at most two sentences, the one that answers and the one it goes on from or into', () => {
    for (const entry of GENERALITY_OWNERS) {
      for (const question of entry.questions) expect(ask(entry, question.ask).split(/(?<=[.!?])\s+/).length, question.ask).toBeLessThanOrEqual(2);
    }
  });
});
