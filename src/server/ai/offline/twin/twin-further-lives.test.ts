// The built-in twin on three more owners of lives no other set holds: a principal cellist and winter swimmer in Bergen,
// a retired Baltimore fire captain who turns bowls, a mountain guide and weaver in Cusco. Asked by what each question
// focuses on, in other words than the answer's (a sport by the one the owner does, a flower by its kind), and about
// what they never said though their answers share its words (a church sale, a festival's saint, "full of colour").
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { recordTags } from '../../../eval/twin/twin-figures.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { answersOf, askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

const FURTHER_LIVES: readonly TwinOwnerCase[] = [
  {
    name: 'Ingrid Halvorsen',
    answers: {
      1: 'My husband Sverre is a dentist who tells terrible jokes to nervous patients. We have twin daughters, Liv and Maren, who are nineteen and both study in Trondheim. My father Arne still chops his own firewood at eighty-four.',
      2: 'Brown cheese on waffles every Sunday afternoon, and the Christmas Eve rice porridge with one almond hidden in it. Whoever finds the almond gets a marzipan pig.',
      3: 'My mother taught me to practise before breakfast, because the day always finds a way to steal the hours. I still play scales at seven every morning, even on holiday.',
      4: 'Kari, the second oboe, who sat next to me at the conservatory audition in 1994 and lent me a pencil. And Tobias, a luthier in Oslo who has looked after my cello for twenty years.',
      5: 'Kari and I swim in the fjord every month of the year, even in January, and then we scream in the sauna. We laugh at conductors who talk more than they conduct.',
      6: 'Sverre. He never once complained about a house full of cello practice, and he warms my gloves on the radiator before every winter concert.',
      7: 'Listen more than you play.',
      8: 'I ski the trails above the city, or I knit socks in front of the fire with a crime podcast on.',
      9: 'The cello, since I was six. My grandmother bought me a tiny second-hand one from a church sale, and I have played almost every day since.',
      10: 'The Bach cello suites, which I have played at weddings and at funerals. And the novels of Sigrid Undset, because her women never give up.',
      11: 'Old Italian instruments and the varnish on them. I can talk about Stradivari until the whole table has gone to bed.',
      12: 'I am principal cellist in the Bergen Philharmonic Orchestra, twenty-six years now. I love the moment before the first note, when two thousand people hold their breath.',
      13: 'In 2017 I damaged a nerve in my left hand and could not play for eight months. My physiotherapist Anders and long walks with Sverre got me back on stage.',
      14: 'Scales at seven, coffee, rehearsal from ten to two. In the afternoon I teach two students at home, and on concert nights I eat a banana at half past six and nothing else.',
      15: 'Doing a thing properly, even when nobody is checking. That came from my mother, who mended our coats so neatly you could not find the seam.',
      16: 'Find the one thing you would do for free, and then learn to do it so well that someone pays you. Sleep before a big day.',
      17: 'I am proud of the girls, and of playing the Elgar concerto in Vienna in 2009. I wish I had learned to sail like my father.',
      18: 'Picking cloudberries with my grandmother on the mountain behind her cabin, and eating half of them before we got home.',
      19: 'The night the twins were born in Haukeland hospital, three weeks early, while Sverre was still stuck in a snowdrift on the way.',
      20: 'As a good colleague who was always in tune. Tell them about the time my bow broke in the middle of Swan Lake and I finished with a borrowed one.',
    },
    questions: [
      q('family', 'Who is in your family?', 'my husband sverre', 'twin daughters'),
      q('family', 'What does your husband do for a living?', 'sverre is a dentist'),
      q('family', 'Do you have children?', 'twin daughters', 'proud of the girls', 'twins were born'),
      q('family', 'How old is your father?', 'at eighty-four'),
      q('family', 'Where do your daughters study?', 'study in trondheim'),
      q('family', 'What did your mother teach you?', 'practise before breakfast'),
      q('work', 'What do you do for work?', 'principal cellist'),
      q('work', 'Which orchestra do you play in?', 'bergen philharmonic'),
      q('work', 'What do you love about performing?', 'moment before the first note'),
      q('work', 'What do you eat before a concert?', 'eat a banana'),
      q('work', 'Do you teach?', 'teach two students'),
      q('advice', 'What advice would you give a young musician?', 'listen more than you play', 'find the one thing'),
      q('advice', 'What should I do the night before a big exam?', 'sleep before a big day'),
      q('likes', 'Do you like sport?', 'ski the trails', 'swim in the fjord'),
      q('likes', 'What books do you like?', 'sigrid undset'),
      q('likes', 'What music do you love?', 'bach cello suites'),
      q('likes', 'Do you knit?', 'knit socks'),
      q('likes', 'What do you and Kari do together?', 'swim in the fjord'),
      q('other-words', 'How did you start playing the cello?', 'grandmother bought me'),
      q('other-words', 'Who looks after your instrument?', 'tobias, a luthier'),
      q('other-words', 'What was the hardest thing you went through?', 'damaged a nerve'),
      q('other-words', 'What are you proudest of?', 'proud of the girls', 'elgar concerto'),
      q('other-words', 'What do you regret?', 'wish i had learned to sail'),
      q('other-words', 'What is your happiest childhood memory?', 'picking cloudberries'),
      q('other-words', 'Where were your twins born?', 'haukeland hospital'),
      q('other-words', 'What matters most to you?', 'doing a thing properly'),
      q('other-words', 'What does your family eat on Christmas Eve?', 'rice porridge with one almond'),
      q('other-words', 'What story should people tell about you?', 'my bow broke'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'Have you ever been to Japan?'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Do you play the piano?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you go to church?'),
      q('unanswerable', 'Do you like gardening?'),
    ],
    tagLines: {
      'music lover': ['bach cello suites', 'the cello, since i was six'],
      'dedicated worker': ['twenty-six years now'],
      'book lover': ['novels of sigrid undset'],
      outdoorsy: ['ski the trails', 'swim in the fjord'],
      sporty: ['ski the trails', 'swim in the fjord'],
      creative: ['knit socks'],
      disciplined: ['practise before breakfast', 'play scales at seven'],
      'good humour': ['we laugh at conductors'],
      'devoted parent': ['proud of the girls'],
    },
  },
  {
    name: 'Dwayne Whitaker',
    answers: {
      1: 'My wife Denise runs a daycare out of our house, and nothing rattles her. Our son Marcus is a paramedic in Philadelphia, and our daughter Keisha teaches chemistry at a high school in Towson. My sister Loretta calls me every Sunday after church to tell me what I did wrong.',
      2: "Crab feasts on the Fourth of July, with Old Bay on everything and newspaper on the table. My grandmother's sweet potato pie at Thanksgiving, and nobody is allowed to bring a store-bought one.",
      3: 'My father drove a city bus for thirty years and never once called in sick. He taught me that you show up, and I still get to every appointment fifteen minutes early.',
      4: 'Ray Kowalski, who I met at the fire academy in 1986 when we both failed the ladder climb on the first day. And Lenny from the barbershop on North Avenue, who has cut my hair since I was twelve.',
      5: 'Ray and I fish for rockfish on the Chesapeake and come home with nothing most Saturdays. We still laugh about the day he drove the engine into a hedge.',
      6: 'Denise. She waited up every single night I was on shift for twenty-eight years, and she can make a pot of chili feed twenty people.',
      7: 'I am proud of you, and I mean it.',
      8: 'I turn bowls on the lathe in my garage, or I sit on the porch and listen to the Orioles game on the radio.',
      9: 'Woodturning, for about twelve years. Denise bought me a lathe when I retired because she said I was getting under her feet.',
      10: "Marvin Gaye's What's Going On, which my parents played every Saturday morning. And the Chesapeake Bay itself, at sunrise from the Bay Bridge.",
      11: 'Fire behaviour. I can tell you how a room flashes over and why old row houses burn the way they do.',
      12: 'I was a firefighter with the Baltimore City Fire Department for twenty-eight years, the last ten as a captain at Engine 14. What I liked most was the kitchen table at the station and the men and women around it.',
      13: 'Losing a young firefighter, Danny Reyes, in a warehouse fire in 2004. Talking to a counsellor, and Denise, got me through it.',
      14: 'Up at five out of habit, coffee on the porch, then the gym at the rec centre. Afternoons are for the lathe, and in the evening Denise and I watch old westerns.',
      15: 'Family first, and keeping your word. My father never broke a promise to us, not even a small one.',
      16: 'Learn a trade with your hands, stay out of debt, and call your mother.',
      17: 'I am proud that everyone on my crew went home safe for ten years as captain. I would have gone back to school and finished my degree.',
      18: 'Opening the fire hydrant on our street in the summer and running through the water with my cousins.',
      19: 'The night I carried a little girl out of a row house fire on Greenmount Avenue in 1995. Her mother still sends us a card every Christmas.',
      20: 'As a man who showed up. Tell the story of the time I got my helmet stuck in a dumbwaiter.',
    },
    questions: [
      q('family', 'Are you married?', 'my wife denise'),
      q('family', 'What does your wife do?', 'runs a daycare'),
      q('family', 'What do your kids do for a living?', 'marcus is a paramedic', 'keisha teaches chemistry'),
      q('family', 'Do you have a sister?', 'my sister loretta'),
      q('family', 'What did your dad do?', 'drove a city bus'),
      q('family', 'What does your family eat at Thanksgiving?', 'sweet potato pie'),
      q('work', 'What was your job?', 'firefighter with the baltimore'),
      q('work', 'How long were you a firefighter?', 'twenty-eight years'),
      q('work', 'Which station were you at?', 'engine 14'),
      q('work', 'What did you like about the fire department?', 'kitchen table at the station'),
      q('work', 'What time do you wake up?', 'up at five'),
      q('advice', 'What advice do you have for me?', 'learn a trade', 'stay out of debt'),
      q('advice', 'Any advice about money?', 'stay out of debt'),
      q('likes', 'Do you follow baseball?', 'orioles game'),
      q('likes', 'What music do you like?', 'marvin gaye'),
      q('likes', 'Do you go fishing?', 'fish for rockfish'),
      q('likes', 'What do you make in your garage?', 'turn bowls on the lathe'),
      q('likes', 'What do you watch on TV?', 'old westerns'),
      q('other-words', 'Who is your oldest friend?', 'ray kowalski', 'fire academy in 1986'),
      q('other-words', 'Who cuts your hair?', 'lenny from the barbershop'),
      q('other-words', 'How did you get into woodturning?', 'bought me a lathe'),
      q('other-words', 'What was the hardest thing you went through?', 'losing a young firefighter'),
      q('other-words', 'Which rescue do you remember most?', 'carried a little girl'),
      q('other-words', 'What did you do for fun as a kid?', 'opening the fire hydrant'),
      q('other-words', 'Do you have any regrets?', 'finished my degree'),
      q('other-words', 'What do you value most?', 'family first'),
      q('other-words', 'What could you talk about for hours?', 'fire behaviour'),
      q('unanswerable', 'Do you go to church?'),
      q('unanswerable', 'Have you ever been to Europe?'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Do you play golf?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you speak Spanish?'),
      q('unanswerable', 'Did you serve in the military?'),
      q('unanswerable', 'Do you like cooking?'),
    ],
    tagLines: {
      'dedicated worker': ['for twenty-eight years, the last ten as a captain'],
      reliable: ['you show up', 'fifteen minutes early', 'keeping your word'],
      'family-first': ['family first'],
      outdoorsy: ['fish for rockfish'],
      creative: ['turn bowls on the lathe', 'woodturning, for about twelve years'],
      'music lover': ["marvin gaye's what's going on"],
      'good humour': ['we still laugh about the day'],
      resilient: ['got me through it'],
      'loyal friend': ['met at the fire academy in 1986', 'cut my hair since i was twelve'],
      sporty: ['the gym at the rec centre'],
    },
  },
  {
    name: 'Rosa Quispe',
    answers: {
      1: 'My husband Wilber is a potter in Pisac, and his hands are always grey with clay. We have one son, Yuri, who is fourteen and wants to be a pilot. My mother Juana speaks only Quechua and still herds alpacas above Ollantaytambo.',
      2: "Pachamanca on my birthday, with the meat cooked under hot stones in the ground. And my mother's saying: the mountain listens, so speak well of it.",
      3: 'My father taught me to read the clouds before a climb. I still look at the sky over Salkantay every morning before I decide anything.',
      4: 'Delia, a porter who became a guide in the same year as me, 2006. We were the first two women in our agency.',
      5: 'Delia and I dance at the Corpus Christi festival every June. We laugh at tourists who bring hair dryers to the trail.',
      6: 'Wilber. He waited for me at the bottom of the trail for three days the first time I guided alone, and he has been waiting for me ever since.',
      7: 'Walk slowly and you will arrive.',
      8: "I weave belts on my mother's backstrap loom, or I play the charango badly on the roof.",
      9: 'Weaving, since I was seven. My mother sat me at the loom and would not let me stand up until the pattern was straight.',
      10: 'The songs of Los Kjarkas, and Machu Picchu at six in the morning before the buses arrive.',
      11: 'The plants of the cloud forest. I know forty kinds of orchid on the trail and what each one is good for.',
      12: 'I am a mountain guide on the Inca Trail, nineteen years now, and I lead groups of twelve to Machu Picchu in four days. I love watching a tired stranger see the Sun Gate for the first time.',
      13: 'In 2010 the floods closed the trail for three months and we had no money at all. My brother-in-law lent us his savings, and I sold weavings to tourists in the plaza.',
      14: 'On the trail I wake at four and make coca tea for the group. At home I take Yuri to school, work at the loom and cook quinoa soup for dinner.',
      15: 'Respect for the mountain and for the people who carry the loads. That came from my father, who was a porter for thirty years.',
      16: 'Learn English and learn your own language too. Never laugh at someone who is slower than you.',
      17: 'I am proud of becoming a guide when people said a woman could not. I would have studied biology at the university in Cusco.',
      18: "Riding on my father's shoulders to the Inti Raymi festival and seeing the whole square full of colour.",
      19: 'The day a landslide blocked the trail near Wayllabamba and I led twelve people down in the dark with one torch.',
      20: 'As someone who brought everyone home. Tell them about the Canadian who proposed at the Sun Gate and dropped the ring in the grass.',
    },
    questions: [
      q('family', 'Tell me about your husband.', 'wilber is a potter'),
      q('family', 'How old is your son?', 'yuri, who is fourteen'),
      q('family', 'What does your son want to be?', 'wants to be a pilot'),
      q('family', 'What language does your mother speak?', 'speaks only quechua'),
      q('family', 'What did your father do?', 'porter for thirty years'),
      q('family', 'What did your father teach you?', 'read the clouds'),
      q('work', 'What do you do for a living?', 'mountain guide'),
      q('work', 'How many days does the trek take?', 'in four days'),
      q('work', 'What is the best part of your job?', 'see the sun gate'),
      q('work', 'How long have you been a guide?', 'nineteen years'),
      q('advice', 'What advice would you give your son?', 'learn english', 'never laugh at someone'),
      q('advice', 'What should I remember on a long hike?', 'walk slowly'),
      q('likes', 'Do you play an instrument?', 'charango'),
      q('likes', 'What music do you like?', 'los kjarkas'),
      q('likes', 'Do you like flowers?', 'forty kinds of orchid'),
      q('likes', 'What do you do on a free afternoon?', 'weave belts'),
      q('likes', 'Do you dance?', 'dance at the corpus christi'),
      q('other-words', 'Who taught you to weave?', 'mother sat me at the loom'),
      q('other-words', 'Who is your closest friend?', 'delia, a porter'),
      q('other-words', 'What happened during the floods?', 'closed the trail'),
      q('other-words', 'What do you eat on your birthday?', 'pachamanca'),
      q('other-words', 'What do you drink in the morning on the trail?', 'coca tea'),
      q('other-words', 'What would you have studied?', 'studied biology'),
      q('other-words', 'What was your happiest day as a child?', 'inti raymi'),
      q('other-words', 'Which day will you never forget?', 'landslide'),
      q('other-words', 'What is your favourite place?', 'machu picchu at six'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Have you ever been to Europe?'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Do you drive a car?'),
      q('unanswerable', 'Do you go to church?'),
      q('unanswerable', 'Do you have a sister?'),
      q('unanswerable', 'Do you play chess?'),
    ],
    tagLines: {
      'dedicated worker': ['nineteen years now'],
      outdoorsy: ['mountain guide on the inca trail'],
      creative: ['weave belts', 'weaving, since i was seven'],
      'music lover': ['play the charango', 'songs of los kjarkas'],
      respectful: ['respect for the mountain'],
      'good humour': ['we laugh at tourists'],
    },
  },
];

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
    expect(ask('Rosa Quispe', 'What is your favourite colour?')).toSatisfy(isTwinDecline);
    expect(ask('Rosa Quispe', 'What is your favourite place?')).toContain('Machu Picchu at six in the morning');
  });

  it('finds a kind of thing asked for by the activity a sentence does ("I ski the trails" is a sport)', () => {
    // Asked as a liking, a sport found only as the kind of a doing, in a sentence that says no liking, is below the
    // confidence gate (twin-confidence.ts); asked what sport she does, the doing answers.
    expect(ask('Ingrid Halvorsen', 'Do you like sport?')).toSatisfy(isTwinDecline);
    expect(ask('Ingrid Halvorsen', 'What sport do you do?')).toMatch(/swim in the fjord|ski the trails/);
    // Someone else's doing is still theirs: Denise's chili is no cooking of his.
    expect(ask('Dwayne Whitaker', 'Do you like cooking?')).toSatisfy(isTwinDecline);
  });

  it('declines where a sentence only shares a word with the question', () => {
    expect(ask('Ingrid Halvorsen', 'Do you go to church?')).toSatisfy(isTwinDecline);
    expect(ask('Dwayne Whitaker', 'Do you go to church?')).toSatisfy(isTwinDecline);
    expect(ask('Dwayne Whitaker', 'What car do you drive?')).toSatisfy(isTwinDecline);
    expect(ask('Dwayne Whitaker', 'Do you like cooking?')).toSatisfy(isTwinDecline);
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
