// The built-in twin on three more owners of lives no evaluation set holds: a ferry engineer and beekeeper on the west
// coast of Scotland, a retired railway signaller and chess player in Debrecen, a kiwifruit orchard manager and
// outrigger-canoe paddler in the Bay of Plenty. Their answers use titles and numbers the sentence splitter must keep
// whole ("St. Columba's", "Dr. Aileen Munro", "Mrs. Erzsébet Tóth", "signal box No. 4", "2.5 kilos"). Each is asked
// over thirty questions by what they focus on (a person, a place, a time, a reason, a liking, a job), in other words
// than the answer's, and questions never answered, which must be declined without a sentence that merely shares a word.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { recordTags } from '../../../eval/twin/twin-figures.ts';
import { answersOf, askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

const MORE_LIVES: readonly TwinOwnerCase[] = [
  {
    name: 'Callum Rae',
    answers: {
      1: 'My wife Morag teaches Gaelic at the high school and has more patience than anyone I know. We have two boys: Euan is a marine biologist in Aberdeen, and Finlay still lives at home and works at the distillery. My mother Isla is ninety and sharper than the lot of us.',
      2: "Hogmanay at my mother's, with her clootie dumpling and everybody singing Loch Lomond badly. My grandfather's saying was 'the sea doesn't care how you feel', and I still hear it.",
      3: "My father was a lobster fisherman out of Tobermory and he taught me to fix anything with what's in the boat. I can't walk past a broken gate without mending it. Mum taught me to sit quiet and listen before I speak.",
      4: "Hamish, who I've known since St. Columba's primary school. And Dr. Aileen Munro, our GP, who keeps bees two fields over and got me started.",
      5: 'We play darts at the Lorne bar on a Thursday and lose to the fishermen. Hamish tells the same story about a seal stealing his sandwich and we laugh every single time.',
      6: 'Morag, always. She reads to me in the evenings when my eyes are tired, and she can calm a room just by walking into it.',
      7: 'Look after each other, and check the weather before you go.',
      8: 'I walk the dog along Ganavan sands, then I sit by the hives and watch the bees come and go.',
      9: 'Beekeeping, fourteen years now. Aileen gave me a swarm in a cardboard box in 2011 and I have kept six hives ever since. Last summer one hive alone gave me 2.5 kilos of heather honey.',
      10: 'Whisky Galore, the old film, because it was made on the island I grew up beside. And the songs of Runrig, which we played at our wedding.',
      11: 'Marine diesel engines and the tides. I could tell you about the Corryvreckan whirlpool until you fell asleep.',
      12: "I'm chief engineer on the ferry between Oban and Craignure, thirty-one years with the same company. I like being below deck when everything runs sweet and nobody upstairs even knows I'm there.",
      13: 'In 2015 Finlay caught meningitis and spent a month in hospital in Glasgow. The nurses, and my brother-in-law driving Morag up and down every day, got us through it.',
      14: 'Alarm at half five, porridge, down to the pier by half six. Engine checks before the first sailing, seven crossings, then home for tea and the news.',
      15: 'Honesty and turning up. You keep your word even when it costs you, and that came from my father.',
      16: 'Learn to cook one good meal, and never be too proud to ask for help.',
      17: "I'm proud of the boys, and that I never missed a sailing in thirty-one years. I wish I had learned Gaelic properly when Morag offered to teach me.",
      18: "Going out on my father's boat at dawn and being allowed to steer past the lighthouse.",
      19: 'The day Euan was born in the old hospital in Oban during a snowstorm, and my father turned up with a lobster as a present.',
      20: "As a man who kept the engines running and his promises. Tell them about the time I fixed a tourist's car with a pair of tights.",
    },
    questions: [
      q('family', 'Who is in your family?', 'my wife morag', 'two boys'),
      q('family', 'What do your sons do?', 'marine biologist', 'works at the distillery'),
      q('family', 'Is your mother still alive?', 'my mother isla is ninety'),
      q('family', 'What did your dad do for a living?', 'lobster fisherman'),
      q('family', 'Tell me about your wife.', 'morag teaches gaelic', 'she reads to me', 'calm a room'),
      q('family', 'What did your father teach you?', 'fix anything'),
      q('work', 'What is your job?', 'chief engineer on the ferry'),
      q('work', 'What do you like about your work?', 'below deck when everything runs sweet'),
      q('work', 'What time do you get up?', 'alarm at half five'),
      q('work', 'How long have you worked for the ferry company?', 'thirty-one years'),
      q('advice', 'What advice would you give a young person?', 'learn to cook one good meal'),
      q('advice', 'What should I do before I go out on the water?', 'check the weather'),
      q('likes', 'Do you keep bees?', 'beekeeping', 'six hives', 'sit by the hives'),
      q('likes', 'How much honey did you get last summer?', '2.5 kilos'),
      q('likes', 'What is your favourite film?', 'whisky galore'),
      q('likes', 'What band do you like?', 'runrig'),
      q('likes', 'What do you and your friends do together?', 'darts at the lorne bar'),
      q('likes', 'Do you have a dog?', 'walk the dog'),
      q('other-words', 'Who got you into beekeeping?', 'aileen gave me a swarm', 'got me started'),
      q('other-words', 'Who is Hamish?', "known since st. columba's primary school", 'hamish tells the same story'),
      q('other-words', 'Where did you go to primary school?', "st. columba's primary school"),
      q('other-words', 'Where was Euan born?', 'old hospital in oban'),
      q('other-words', 'When did you start beekeeping?', 'in 2011', 'fourteen years now'),
      q('other-words', 'Why does keeping your word matter to you?', 'came from my father', 'even when it costs you'),
      q('other-words', 'What was the hardest time of your life?', 'meningitis'),
      q('other-words', 'What do you regret?', 'wish i had learned gaelic'),
      q('other-words', 'What did you love doing as a boy?', "my father's boat at dawn"),
      q('other-words', 'What could you talk about for hours?', 'marine diesel engines'),
      q('unanswerable', 'Do you play the bagpipes?'),
      q('unanswerable', 'Have you ever been to Canada?'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Do you have a cat?'),
      q('unanswerable', 'Did you serve in the army?'),
      q('unanswerable', 'Do you speak French?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you go to church?'),
    ],
    tagLines: {
      'hard-working': ['never missed a sailing'],
      'dedicated worker': ['thirty-one years with the same company'],
      'animal lover': ['walk the dog'],
      'music lover': ['songs of runrig'],
      honest: ['honesty and turning up'],
      reliable: ['keep your word'],
      'good humour': ['we laugh every single time'],
      'loyal friend': ["known since st. columba's"],
      outdoorsy: ['walk the dog along ganavan sands'],
      caring: ['look after each other'],
    },
  },
  {
    name: 'Bettina Kovács',
    answers: {
      1: 'My husband Laci died in 2019; he was a tram driver and sang in the bath. Our daughter Zsófia is an accountant in Budapest and phones every evening, and her son Bence is eleven and already beats me at chess. My younger brother Péter runs a bakery in Szeged.',
      2: "Lángos on the first Sunday of every month, fried in my grandmother's iron pan. And my mother's saying: whoever gets up early finds the bread still warm.",
      3: 'My parents taught me to waste nothing. I still save every jar and every piece of string, and Zsófia laughs at my drawer full of rubber bands.',
      4: 'Mrs. Erzsébet Tóth from the flat upstairs, who has shared my coffee every morning for twenty years. And Gyuri from the railway, my old partner on the night shift.',
      5: 'Erzsébet and I play rummy and complain about the council. Gyuri brings his terrible plum brandy and we laugh about the time a goat stopped the Nyíregyháza express.',
      6: 'Laci, always Laci. Every night I worked the late shift he walked to the signal box, even in the snow, to bring me a cup of tea.',
      7: "Don't let the small things spoil the day.",
      8: 'I work in my allotment, where I grow paprika, tomatoes and far too many cucumbers.',
      9: "Chess, since I was nine. My uncle taught me in the railway canteen, and in 1978 I came second in the county women's championship.",
      10: 'The novels of Magda Szabó, above all The Door, because the housekeeper in it could be my mother. And the choral music of Kodály.',
      11: 'Railway history. Ask me about the steam engines on the Debrecen line and you will miss your dinner.',
      12: 'I was a railway signaller for thirty-eight years, most of them in signal box No. 4 at Debrecen station. I retired in 2012. I liked knowing that hundreds of people got home safe because I paid attention.',
      13: "The year after Laci died. The chess club on Tuesdays and Bence's visits are what pulled me out of it.",
      14: 'Up at six, coffee with Erzsébet, then the market or the allotment. After lunch I rest, in the evening Zsófia calls, and I solve a chess puzzle before bed.',
      15: 'Being useful to someone. My father said a person nobody needs starts to rust.',
      16: 'Save a little every month, learn a language, and never go to bed angry.',
      17: 'I am proud that in thirty-eight years no train had an accident on my shift. I would have travelled more; I never saw the sea until I was fifty.',
      18: "Summers at my grandparents' farm near Hajdúszoboszló, picking cherries and swimming in the thermal pool.",
      19: 'The night of the great storm in 1987, when the lines were down and I ran the box by lantern for eleven hours with Gyuri.',
      20: 'As someone who kept the trains safe and always had a cake ready for visitors.',
    },
    questions: [
      q('family', 'Were you married?', 'my husband laci'),
      q('family', 'What did your husband do?', 'he was a tram driver'),
      q('family', 'Do you have grandchildren?', 'her son bence'),
      q('family', 'What does your daughter do?', 'accountant in budapest'),
      q('family', 'Do you have any brothers or sisters?', 'my younger brother peter'),
      q('family', 'What did your parents teach you?', 'waste nothing'),
      q('work', 'What was your job?', 'railway signaller'),
      q('work', 'When did you retire?', 'retired in 2012'),
      q('work', 'Which signal box did you work in?', 'signal box no. 4'),
      q('work', 'What did you like about your work?', 'got home safe'),
      q('work', 'How long did you work on the railway?', 'thirty-eight years'),
      q('advice', 'What advice do you have for me?', 'save a little every month', "don't let the small things"),
      q('advice', 'Any advice about money?', 'save a little every month'),
      q('likes', 'Do you play chess?', 'chess, since i was nine', 'beats me at chess', 'chess puzzle'),
      q('likes', 'What do you grow in your allotment?', 'paprika'),
      q('likes', 'What books do you love?', 'magda szabo'),
      q('likes', 'What music do you love?', 'kodaly'),
      q('likes', 'What card games do you play?', 'rummy'),
      q('other-words', 'Who taught you chess?', 'my uncle taught me'),
      q('other-words', 'Who is Erzsébet?', 'from the flat upstairs', 'coffee with erzsebet'),
      q('other-words', 'Where did you spend your summers as a girl?', "grandparents' farm"),
      q('other-words', 'What helped you after your husband died?', 'chess club on tuesdays'),
      q('other-words', 'What are you most proud of?', 'no train had an accident'),
      q('other-words', 'What would you do differently?', 'would have travelled more'),
      q('other-words', 'What matters most to you?', 'being useful to someone'),
      q('other-words', 'What happened in 1987?', 'great storm in 1987'),
      q('other-words', 'Where does your brother live?', 'bakery in szeged'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Have you been to Paris?'),
      q('unanswerable', 'Do you play the piano?'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'Do you drive a car?'),
      q('unanswerable', 'Did you go to university?'),
      q('unanswerable', 'Do you knit?'),
      q('unanswerable', 'Do you go fishing?'),
      q('unanswerable', 'What is your favourite film?'),
    ],
    tagLines: {
      'puzzle lover': ['chess, since i was nine', 'chess puzzle'],
      gardener: ['i work in my allotment'],
      'book lover': ['the novels of magda szabo'],
      'music lover': ['choral music of kodaly'],
      'careful with money': ['waste nothing', 'save every jar'],
      'dedicated worker': ['railway signaller for thirty-eight years'],
      'loyal friend': ['shared my coffee every morning for twenty years'],
      'good humour': ['we laugh about the time a goat'],
      resilient: ['pulled me out of it'],
    },
  },
  {
    name: 'Aroha Ngata',
    answers: {
      1: "I live with my partner Tane, who is a builder and the funniest man in the Bay of Plenty. My daughter Mere is at teachers' college in Hamilton, and my son Wiremu is eight and mad about rugby league. My nan raised me; she's ninety-two and still runs the marae kitchen.",
      2: "The hangi at Christmas, dug by the men and judged by Nan. Her saying is that what matters most is people.",
      3: "Nan taught me to feed whoever turns up at the door. There's always a pot of something on my stove for visitors.",
      4: 'Keri, my cousin and best mate, and Sina, who I met at the packhouse when we were both sixteen.',
      5: 'We paddle together on Saturday mornings and then eat far too much at the bakery. Keri snores in the van on the way to regattas and we film it.',
      6: "Tane, no question. He rebuilt Nan's porch without being asked and never told anyone.",
      7: 'Be strong, and come home for dinner.',
      8: 'I take the kayak out on Maketū estuary, or I weave flax baskets on the deck.',
      9: 'Waka ama, outrigger canoeing. I started at nineteen when Keri dragged me to a club night, and in 2016 our crew paddled at the world sprints in Australia.',
      10: 'Whale Rider, the film, because the girl in it reminded me of my daughter. And Bob Marley, who my dad played on the orchard radio.',
      11: 'Growing kiwifruit. Pollination, pruning, the vine disease of 2010: I will talk about it all day.',
      12: 'I manage a kiwifruit orchard outside Te Puke, forty hectares of gold and green. The best part is harvest, when the whole whānau turns up to pick.',
      13: "When the vine disease wiped out half our vines in 2010 and we had to cut everything back. The growers' group meeting every week and sharing what worked is what saved us.",
      14: 'Out the door at six to check the vines and the crew. School run at half eight, office work till three, training on the water after work, then dinner with everyone.',
      15: 'Family and the land. We look after the land so it looks after the kids who come after us.',
      16: 'Turn up early, ask questions, and always bring food for the team.',
      17: "I'm proud of how my kids treat people. I'd have gone to university; I left school at sixteen for the packhouse.",
      18: "Catching eels with my dad in the creek behind Nan's house and cooking them on the beach.",
      19: 'The day our crew crossed the finish line in Australia, and Nan was watching on a phone at the marae.',
      20: 'As someone who fed people and never quit. Tell them I once paddled home across the harbour after the van broke down.',
    },
    questions: [
      q('family', 'Do you have children?', 'my daughter mere', 'my son wiremu'),
      q('family', 'What does your partner do?', 'tane, who is a builder'),
      q('family', 'Who raised you?', 'my nan raised me'),
      q('family', 'How old is your son?', 'wiremu is eight'),
      q('family', 'Tell me about your grandmother.', 'my nan raised me', 'ninety-two', 'nan taught me'),
      q('family', 'What does your family do at Christmas?', 'the hangi at christmas'),
      q('work', 'What do you do for a living?', 'kiwifruit orchard'),
      q('work', 'How big is the orchard?', 'forty hectares'),
      q('work', 'What is the best part of your job?', 'harvest'),
      q('work', 'What time do you start work?', 'out the door at six'),
      q('advice', 'What advice would you give someone starting a new job?', 'turn up early'),
      q('advice', 'Any advice for me?', 'turn up early', 'be strong'),
      q('likes', 'Do you paddle?', 'waka ama', 'paddle together'),
      q('likes', 'What film do you love?', 'whale rider'),
      q('likes', 'What music did your dad play?', 'bob marley'),
      q('likes', 'Do you weave?', 'weave flax baskets'),
      q('likes', 'Do you go kayaking?', 'take the kayak out'),
      q('other-words', 'Who is Keri?', 'my cousin and best mate', 'keri dragged me'),
      q('other-words', 'How did you meet Sina?', 'met at the packhouse'),
      q('other-words', 'When did you start paddling?', 'started at nineteen'),
      q('other-words', 'Where did your crew race?', 'world sprints in australia'),
      q('other-words', 'Why do you look after the land?', 'looks after the kids'),
      q('other-words', 'What do you cook for visitors?', 'pot of something on my stove'),
      q('other-words', 'What do you wish you had done?', "i'd have gone to university"),
      q('other-words', 'What did you do as a kid?', 'catching eels with my dad'),
      q('other-words', 'What was the worst year for the orchard?', 'wiped out half our vines'),
      q('other-words', 'What could you talk about all day?', 'growing kiwifruit'),
      q('unanswerable', 'Do you play golf?'),
      q('unanswerable', 'Have you been to Japan?'),
      q('unanswerable', 'Do you speak Spanish?'),
      q('unanswerable', 'Do you have a cat?'),
      q('unanswerable', 'Do you go skiing?'),
      q('unanswerable', 'What is your favourite book?'),
      q('unanswerable', 'Do you play the guitar?'),
      q('unanswerable', 'Did you serve in the army?'),
      q('unanswerable', 'Do you like cricket?'),
    ],
    tagLines: {
      'loyal friend': ['my cousin and best mate'],
      sporty: ['waka ama', 'we paddle together'],
      outdoorsy: ['take the kayak out'],
      creative: ['weave flax baskets'],
      kind: ['feed whoever turns up'],
      'family-first': ['family and the land'],
      'good humour': ['we film it'],
      resilient: ['never quit'],
      'hard-working': ['out the door at six'],
      'loves cooking': ['pot of something on my stove'],
      caring: ['we look after the land'],
      reliable: ['turn up early'],
      'devoted parent': ['proud of how my kids treat people'],
    },
  },
];

const owner = (name: string) => MORE_LIVES.find((entry) => entry.name === name)!;
const ask = (name: string, message: string) => askOwner(owner(name), message);

describe('[TWIN] the built-in twin on three more lives, asked by what each question focuses on', () => {
  it('answers with the answering fact, declines every question never answered, and repeats nothing', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(MORE_LIVES);
    // Measured 2 December 2026: 66/82 answered (59/82 before the causes these owners showed were fixed), 27/27
    // declined (25/27 before), 8 unrelated sentences quoted (18 before).
    expect(answered / answerable).toBeGreaterThanOrEqual(0.8);
    expect(declined).toBe(unanswerable);
    expect(unrelated).toBeLessThanOrEqual(8);
  });

  it('finds a role said as what someone is, sons called boys, and a grandchild named after the child', () => {
    expect(ask('Aroha Ngata', 'What does your partner do?')).toContain('who is a builder');
    expect(ask('Callum Rae', 'What do your sons do?')).toContain('Euan is a marine biologist');
    expect(ask('Bettina Kovács', 'Do you have grandchildren?')).toContain('her son Bence');
    expect(ask('Aroha Ngata', 'What advice would you give someone starting a new job?')).toContain('Turn up early');
  });

  it('does not answer with what someone else does or owns, a colour read into a plant, or a thing said only as a doing', () => {
    expect(ask('Callum Rae', 'Do you keep bees?')).not.toContain('Aileen');
    expect(ask('Callum Rae', 'What car do you drive?')).toSatisfy(isTwinDecline);
    expect(ask('Callum Rae', 'What is your favourite colour?')).toSatisfy(isTwinDecline);
    expect(ask('Aroha Ngata', 'What film do you love?')).toContain('Whale Rider');
  });

  it('keeps a title, an initial or a numbered label inside its sentence when it quotes one', () => {
    expect(ask('Bettina Kovács', 'Which signal box did you work in?')).toContain('signal box No. 4 at Debrecen station');
    expect(ask('Callum Rae', 'Where did you go to primary school?')).toContain("St. Columba's primary school");
  });

  it('gives a tag only from a line a reader agrees shows it of the owner, never from words another said', () => {
    let tags = 0;
    let shown = 0;
    for (const entry of MORE_LIVES) {
      const records = recordTags(summarizeTwinOffline({ ownerName: entry.name, answers: answersOf(entry), memories: [] }), entry);
      tags += records.length;
      shown += records.filter((record) => record.shown).length;
      // A mother's saying about bread is no love of cooking; a friend's twenty years of coffee are no years of work.
      expect(records.filter(({ tag, line }) => (tag === 'loves cooking' && line.includes('saying')) || (tag === 'dedicated worker' && line.includes('Erzsébet')))).toEqual([]);
    }
    // Measured 2 December 2026: 14 of 14 tags shown by their line (14 of 16 before someone else's saying and
    // someone else's years were told apart).
    expect(shown).toBe(tags);
    expect(tags).toBeGreaterThanOrEqual(14);
  });
});
