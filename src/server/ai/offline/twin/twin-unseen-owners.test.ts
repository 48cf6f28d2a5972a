// The built-in twin on three more owners, of other ages, countries, jobs and family shapes, who answered the interview
// the way people talk (at length, wandering, in their own words): asked in other words than the answer's, a quarter
// of the questions never told, and the lines a reader says show each tag. The owners live here, apart from the
// engine's source.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { recordTags } from '../../../eval/twin/twin-figures.ts';
import { answersOf, askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

const UNSEEN_OWNERS: readonly TwinOwnerCase[] = [
  {
    name: 'Ifeoma Okafor',
    answers: {
      1: "Well, it's me, my son Chidi and my mum under one roof. Chidi is eight and he thinks he is already a scientist, he takes apart every remote in the house. My mum moved over from Enugu after my dad passed, and honestly she runs the place. My younger brother Emeka lives in Atlanta and calls when he needs something, ha.",
      2: 'Egusi soup on Sundays, no question. My grandmother made it with stockfish and so does my mum, and I am slowly learning it from her. We also pray together before any big trip, even a short one to the shops, which makes Chidi roll his eyes.',
      3: 'My mum taught me that you do not leave a job half done. I see it every time I stay an extra hour after my shift to finish my charting properly. My dad taught me to laugh at myself, which I needed.',
      4: "Ngozi and I have been friends since secondary school in Enugu, we sat together in chemistry and copied each other's homework. Over here my closest friend is Maria, a respiratory therapist I met in my first week at the hospital.",
      5: 'Maria and I go out for pho after a run of night shifts and we laugh about the strangest things patients say. With Ngozi it is long voice notes on WhatsApp, sometimes twenty minutes each.',
      6: "Honestly the person I feel closest to is Chidi. He notices when I'm tired before I do and makes me tea with far too much sugar.",
      7: 'That I was proud of them, every single day, even on the days I was too tired to say it.',
      8: "I sleep first, I won't lie. Then I go to the park and play netball with a church team on Saturday afternoons. If it rains I watch Nollywood films with my mum and we argue about the plots.",
      9: "Braiding hair. I learned from my aunties when I was about ten, and I still do my nieces' hair for birthdays and weddings.",
      10: 'Things Fall Apart by Chinua Achebe, I read it at school and again as an adult and it hit me differently. And the songs of Onyeka Onwenu, my mum played them every morning.',
      11: 'Sleep and how little of it nurses get. I could go on about circadian rhythms all day.',
      12: "I'm an ICU nurse at a big hospital in Houston, on the night shift for six years now. What I like most is that at three in the morning it is just you and the patient and you really get to know them.",
      13: "The first winter of Covid. We lost so many people on my unit and I didn't see Chidi properly for weeks. My mum and my pastor got me through it, and a lot of crying in the car.",
      14: "On work nights I start at seven in the evening and get home around eight in the morning. I take Chidi to school, sleep till two, then it's homework, dinner and back in the car.",
      15: 'Family and faith. My parents never had much but they always made room for one more person at the table.',
      16: "Save a little from every paycheck, even ten dollars. And don't let anyone rush you into marrying before you know yourself.",
      17: "I'm most proud of passing my nursing boards on the first try while pregnant with Chidi. I would have moved my mum here sooner.",
      18: 'Running to meet my dad at the bus stop in Enugu when he came back from work with groundnuts in his pocket.',
      19: 'The day I became an American citizen in 2019. Chidi waved a little flag and my mum cried the whole ceremony.',
      20: "As someone who showed up. I hope they tell the story of me dancing at my cousin's wedding in scrubs because I came straight from work.",
    },
    questions: [
      q('family', 'Do you have kids?', 'chidi is eight', 'my son chidi'),
      q('family', 'Who lives with you?', 'my son chidi and my mum'),
      q('family', 'Have you got any brothers or sisters?', 'younger brother emeka'),
      q('family', 'What did your mother teach you?', 'do not leave a job half done'),
      q('work', 'What do you do for a living?', 'icu nurse'),
      q('work', 'Do you work nights?', 'night shift', 'start at seven in the evening', 'run of night shifts'),
      q('work', "What's the best part of your job?", 'just you and the patient'),
      q('work', 'When does your shift start?', 'start at seven in the evening'),
      q('advice', 'Any advice about money?', 'save a little from every paycheck'),
      q('advice', 'What would you tell a young woman about marriage?', 'marrying before you know yourself'),
      q('likes', 'Do you play any sport?', 'play netball'),
      q('likes', 'What do you like to read?', 'things fall apart'),
      q('likes', 'What music do you love?', 'onyeka onwenu'),
      q('likes', 'What food reminds you of home?', 'egusi soup'),
      q('likes', 'What do you watch on TV?', 'nollywood films'),
      q('other-words', 'When did you become a citizen?', 'american citizen in 2019'),
      q('other-words', 'What was the toughest time for you?', 'first winter of covid'),
      q('other-words', 'Who is your oldest friend?', 'ngozi and i have been friends'),
      q('other-words', 'Who taught you to braid?', 'learned from my aunties'),
      q('other-words', 'What are you proudest of?', 'passing my nursing boards'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Have you ever been to London?'),
      q('unanswerable', 'Do you play the guitar?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you like golf?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Do you speak French?'),
    ],
    tagLines: {
      'loyal friend': ['friends since secondary school'],
      'dedicated worker': ['on the night shift for six years'],
      sporty: ['play netball'],
      faithful: ['family and faith', 'we also pray together'],
      'book lover': ['things fall apart'],
      'music lover': ['songs of onyeka onwenu'],
      'hard-working': ['stay an extra hour after my shift'],
      resilient: ['my pastor got me through it'],
      'good humour': ['laugh about the strangest things', 'taught me to laugh at myself'],
      'devoted parent': ['closest to is chidi', 'proud of them'],
      creative: ['braiding hair', "i still do my nieces' hair"],
      'family-first': ['family and faith'],
    },
  },
  {
    name: 'Lars Eriksen',
    answers: {
      1: 'I was married to Ingrid for forty-one years, she died in 2019 and the house is very quiet without her. We have two sons. Jonas is an engineer in Oslo, and Erik went off to Perth in Australia and married a girl from there. Between them they have given me four grandchildren, and I see the Oslo ones most.',
      2: 'Lutefisk at Christmas, which the grandchildren pretend to like. And the walk up Fløyen on the first of January, whatever the weather, we have done it since the boys were small.',
      3: 'My father was a fisherman and he taught me to respect the weather. He used to say there is no bad weather, only bad clothes, and I have said it to every class I ever taught.',
      4: 'Knut, my brother, is also my best friend really. And there is Per, who I taught alongside for almost thirty years; we still have coffee every Wednesday.',
      5: 'Knut and I go on fishing trips up to Lofoten every June, and we laugh mostly at how much worse our knees are each year.',
      6: 'Ingrid, always. She could make anybody feel welcome, even the shyest pupil I brought home for extra lessons.',
      7: 'Wear a hat. And ring your brother.',
      8: 'In summer I see to my bees, I have six hives at the bottom of the garden. In winter I put on my skis and go up into the hills behind the house with Bamse, our old collie.',
      9: 'Beekeeping. A neighbour gave me a swarm in a cardboard box in 1998 and I was hooked from the first sting.',
      10: 'Peer Gynt, the music more than the play. And the Hardangervidda plateau, where Ingrid and I walked every August.',
      11: 'Chemistry, of course, I never stopped. Ask me about why the sky is blue and I will keep you there until supper.',
      12: 'I taught chemistry at the cathedral school in Bergen for thirty-eight years, until I retired in 2015. The best part was the moment a bored sixteen-year-old suddenly understood something and looked up.',
      13: 'Losing Ingrid. The bees helped, strangely, they need you whether you are sad or not. And Jonas rang me every evening for a year.',
      14: 'I get up at half past six, feed Bamse, and walk him along the harbour. Then coffee, the newspaper, and whatever the bees or the garden need. I eat dinner at five like an old man.',
      15: 'Honesty and being useful. You should leave a place a little better than you found it.',
      16: "Read the instructions, and then read them again. Don't be afraid of looking stupid, that is how you learn.",
      17: 'I am proud of my pupils, several of them became doctors and one is a professor of chemistry now. I wish I had spent less time marking and more time with my boys when they were young.',
      18: 'Rowing out with my father before sunrise to check the nets, with a flask of cocoa between us.',
      19: 'The day Jonas was born, in the middle of a storm, and the power went out at the hospital.',
      20: 'As a patient teacher, I hope. They can tell the story of me setting my eyebrows on fire in a lesson in 1979.',
    },
    questions: [
      q('family', 'Are you married?', 'married to ingrid'),
      q('family', 'How many grandchildren do you have?', 'four grandchildren'),
      q('family', 'Where do your sons live?', 'engineer in oslo', 'perth in australia'),
      q('family', "What was your father's job?", 'father was a fisherman'),
      q('work', 'When did you retire?', 'retired in 2015'),
      q('work', 'What subject did you teach?', 'taught chemistry'),
      q('work', 'What did you enjoy about teaching?', 'suddenly understood something'),
      q('work', 'Where did you work?', 'cathedral school in bergen'),
      q('advice', "What's your advice for a student?", 'read the instructions', "don't be afraid of looking stupid"),
      q('advice', 'What did your dad always say?', 'no bad weather'),
      q('likes', 'Do you have any pets?', 'old collie'),
      q('likes', 'Do you go fishing?', 'fishing trips up to lofoten'),
      q('likes', 'What do you do in winter?', 'put on my skis'),
      q('likes', 'Tell me about your bees.', 'six hives', 'swarm in a cardboard box'),
      q('likes', 'What music moves you?', 'peer gynt'),
      q('likes', 'What fascinates you?', 'chemistry, of course', 'why the sky is blue'),
      q('other-words', 'How did you get into beekeeping?', 'swarm in a cardboard box'),
      q('other-words', 'Who is your closest friend?', 'also my best friend'),
      q('other-words', 'What was the hardest thing you went through?', 'losing ingrid'),
      q('other-words', 'What time do you wake up?', 'half past six'),
      q('other-words', 'Do you regret anything?', 'less time marking'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'Have you been to America?'),
      q('unanswerable', 'Do you play chess?'),
      q('unanswerable', 'What is your favourite film?'),
      q('unanswerable', 'Did you serve in the army?'),
      q('unanswerable', 'Do you speak French?'),
      q('unanswerable', 'Do you keep chickens?'),
    ],
    tagLines: {
      'dedicated worker': ['taught chemistry at the cathedral school in bergen for thirty-eight years'],
      'science-minded': ['chemistry, of course', 'taught chemistry'],
      outdoorsy: ['put on my skis', 'fishing trips'],
      sporty: ['put on my skis'],
      'animal lover': ['feed bamse', 'our old collie'],
      honest: ['honesty and being useful'],
      'loyal friend': ['also my best friend', 'we still have coffee every wednesday'],
      'good humour': ['we laugh mostly'],
      curious: ['chemistry, of course'],
      'music lover': ['peer gynt'],
      gardener: ['whatever the bees or the garden need'],
    },
  },
  {
    name: 'Diego Fernández',
    answers: {
      1: "I still live at home in Rosario with my parents and my little sister Sofi, who is fifteen and thinks I'm embarrassing. My dad Hernán drives a taxi and knows every street in the city, and my mum Claudia is a primary school teacher, so nobody in our house is ever on time except her. Then there's my abuela Rosa, who lives two blocks away and feeds me more than my mum does.",
      2: "Asado on Sundays, the whole family around the grill in my grandfather's yard. Nobody is allowed to touch the meat except whoever is the asador that day, and lately that's me.",
      3: "My abuelo taught me to share the mate with everyone at the table, even people you don't like. My parents taught me that working with your hands is not less than working with your head.",
      4: "Nacho and Lucas, we've been friends since kindergarten. We met because Nacho bit Lucas and I told on him, and somehow that made us inseparable.",
      5: "We play five-a-side every Tuesday night on a rented pitch, and we lose most weeks. Afterwards we eat choripán and make fun of Lucas's haircut.",
      6: 'My girlfriend Camila. She studies medicine and is smarter than me in every way, and she laughs at my drawings in a good way.',
      7: "Don't take yourself so seriously, che.",
      8: 'I sketch old buildings around the city centre, especially the art deco ones. Or I play guitar on the roof terrace until the neighbours complain.',
      9: 'Guitar, since I was twelve. My uncle Martín left his old Spanish guitar at our place and never came back for it, so I taught myself with videos.',
      10: "The Monument to the Flag by the river, I never get tired of it. And Charly García's albums, my dad played them in the taxi.",
      11: "Old buildings and why cities look the way they do. Get me started on Rosario's art deco and you'll miss your bus.",
      12: "I'm in my fourth year of architecture at the national university, and I pay for it working as a barista in a café near the station. I like the regulars, there's an old man who orders a cortado and tells me about the city in the sixties.",
      13: 'Failing structures twice. I almost quit the degree. Camila sat with me every night for a month and drilled me until I passed.',
      14: 'Classes in the morning, shift at the café from two to eight, then drawing until about one in the morning. Weekends are for the family and for football.',
      15: 'Loyalty. My friends and my family come before anything, and my abuelo was the same.',
      16: "Learn to cook one good meal for other people. And never lend money you can't afford to lose.",
      17: "I'm proud that I pay for my own studies. I'd have started taking drawing lessons earlier instead of being too shy.",
      18: "Falling asleep in the back of my dad's taxi on the way home from the coast, with the radio on.",
      19: 'The day Argentina won the World Cup in 2022. We were all in the street by the Monument, strangers hugging, my dad crying.',
      20: 'As a good friend who built something that lasts. I hope they tell the story of Nacho biting Lucas, though.',
    },
    questions: [
      q('family', 'Do you have any siblings?', 'little sister sofi'),
      q('family', 'What does your father do?', 'drives a taxi'),
      q('family', 'What does your mum do for work?', 'primary school teacher'),
      q('family', 'Do you have a girlfriend?', 'girlfriend camila'),
      q('family', 'Where do you live?', 'live at home in rosario'),
      q('work', 'Do you have a job?', 'barista'),
      q('work', 'What do you study?', 'architecture'),
      q('work', 'What are your hours at the café?', 'two to eight'),
      q('work', 'What do you like about working at the café?', 'i like the regulars'),
      q('advice', 'Any advice about lending money?', 'never lend money'),
      q('advice', 'What would you tell someone younger than you?', 'take yourself so seriously', 'cook one good meal'),
      q('likes', 'What sport do you play?', 'five-a-side'),
      q('likes', 'Do you play an instrument?', 'play guitar', 'guitar, since i was twelve'),
      q('likes', 'Do you like drawing?', 'sketch old buildings'),
      q('likes', 'What music do you like?', 'charly garcía'),
      q('likes', "What's your favourite building?", 'monument to the flag', 'art deco', 'old buildings'),
      q('other-words', 'How did you meet your best friends?', 'nacho bit lucas'),
      q('other-words', 'How did you learn guitar?', 'taught myself with videos'),
      q('other-words', 'What was the hardest time for you?', 'failing structures twice'),
      q('other-words', 'What are you proud of?', 'pay for my own studies'),
      q('other-words', 'What do you do on Tuesday nights?', 'five-a-side'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Have you been to Spain?'),
      q('unanswerable', 'Do you play tennis?'),
      q('unanswerable', 'What is your favourite film?'),
      q('unanswerable', 'Do you have a brother?'),
      q('unanswerable', 'Can you swim?'),
      q('unanswerable', 'Do you smoke?'),
    ],
    tagLines: {
      'loyal friend': ["we've been friends since kindergarten", 'my friends and my family come before anything'],
      sporty: ['play five-a-side'],
      'music lover': ['play guitar', 'guitar, since i was twelve'],
      creative: ['sketch old buildings', 'taught myself with videos'],
      'family-first': ['my friends and my family come before anything'],
      'hard-working': ['pay for my own studies', 'pay for it working as a barista'],
      'good humour': ["make fun of lucas's haircut"],
      sociable: ['we play five-a-side'],
    },
  },
];

const ask = askOwner;

const owner = (name: string) => UNSEEN_OWNERS.find((entry) => entry.name === name)!;

describe('[TWIN] the built-in twin on owners who ramble, asked in other words', () => {
  it('answers most questions with the answering fact, says so for every one it was never told, and repeats nothing', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(UNSEEN_OWNERS);
    // Measured 2 December 2026: 49/62 answered, 21/21 declined, 10 unrelated sentences quoted.
    expect(answered / answerable).toBeGreaterThanOrEqual(0.79);
    expect(declined).toBe(unanswerable);
    expect(unrelated).toBeLessThanOrEqual(10);
  });

  it('finds a thing by its kind, kin by name, and either of two things asked as alternatives', () => {
    expect(ask(owner('Lars Eriksen'), 'Do you have any pets?')).toContain('our old collie');
    expect(ask(owner('Ifeoma Okafor'), 'Have you got any brothers or sisters?')).toContain('younger brother Emeka');
    expect(ask(owner('Lars Eriksen'), 'Are you married?')).toContain('married to Ingrid');
    expect(ask(owner('Lars Eriksen'), 'Where do your sons live?')).toContain('engineer in Oslo');
    expect(ask(owner('Diego Fernández'), 'What does your mum do for work?')).toContain('primary school teacher');
    expect(ask(owner('Lars Eriksen'), 'How many grandchildren do you have?')).toContain('four grandchildren');
  });

  it('does not answer from a thing named only as where something else happened', () => {
    expect(ask(owner('Ifeoma Okafor'), 'What car do you drive?')).toSatisfy(isTwinDecline);
    expect(ask(owner('Lars Eriksen'), 'What music moves you?')).toContain('Peer Gynt');
  });

  it('gives a tag only from a line in which the person speaks of themselves, as they are', () => {
    let tags = 0;
    let shown = 0;
    for (const entry of UNSEEN_OWNERS) {
      const summary = summarizeTwinOffline({ ownerName: entry.name, answers: answersOf(entry), memories: [] });
      const records = recordTags(summary, entry);
      tags += records.length;
      shown += records.filter((record) => record.shown).length;
      // Someone else's act, a wish, pupils taken for children, or only naming the grandchildren.
      const wrong = records.filter(({ tag, line }) =>
        [
          ['creative', 'who built something'],
          ['devoted grandparent', 'grandchildren pretend'],
          ['devoted grandparent', 'given me four grandchildren'],
          ['devoted parent', 'proud of my pupils'],
        ].some(([wrongTag, words]) => tag === wrongTag && line.includes(words!)),
      );
      expect(wrong).toEqual([]);
    }
    // Measured 4 December 2026: 18 of 20 tags shown by their line (16 of 19 on 2 December; "at the bottom of the
    // garden" is now the garden's part, and "My mum and my pastor got me through it" shows resilience). A place or a
    // time frame named, "in chemistry", "after a run of night shifts", still reads as the person's own.
    expect(shown).toBeGreaterThanOrEqual(18);
    expect(shown).toBeGreaterThanOrEqual(tags - 2);
  });
});
