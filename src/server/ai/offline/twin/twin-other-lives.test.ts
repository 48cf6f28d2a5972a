// The built-in twin on three owners whose lives share nothing with the owners it was tuned on: a road-train driver
// in Western Australia, a nail-salon owner in Leeds who came from Vietnam as a child, a retired watchmaker and church
// organist in Freiburg. Each answered the interview in their own words, and is asked about thirty questions: family,
// work, advice, likes, questions in other words than the answer's (a "paycheck" answered by "every pay", "married"
// by "we got married", "what does your father do" by "still drives a taxi", "albums" by a singer's records), and
// questions they never answered, which the twin must decline without quoting a sentence that merely shares a word.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { recordTags } from '../../../eval/twin/twin-figures.ts';
import { answersOf, askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { summarizeTwinOffline } from './summarize.ts';
import { isTwinDecline } from '../../language/twin-text.ts';

const OTHER_LIVES: readonly TwinOwnerCase[] = [
  {
    name: 'Mick Doyle',
    answers: {
      1: "There's me and Sharon, we've been married twenty-six years come March, and our daughter Kayla who's at uni in Perth studying vet science. My old man still drives a taxi in Geraldton at seventy-four and won't hear a word about stopping. Mum passed in 2011.",
      2: "Christmas lunch on the beach at Coronation, prawns and a cricket match where everybody cheats. Dad's line is 'she'll be right', and mostly she is.",
      3: "Dad taught me you pay what you owe before you buy anything for yourself. I've never been a day late on a bill in my life. Mum taught me to write a proper letter, which nobody does anymore.",
      4: 'Gazza and I did our apprenticeships together at the diesel workshop in Kalgoorlie. And Pete, who I met at a roadhouse outside Meekatharra when his rig broke down and I towed him fifty k.',
      5: "We go out on Gazza's tinny and catch nothing and blame the tide. Pete does impressions of every boss we've had and I laugh till I can't breathe.",
      6: "Sharon. She'll sit up on the radio with me when I'm stuck somewhere on the Nullarbor at two in the morning, and she never once told me to get a normal job.",
      7: 'Drive to the conditions, love. I say it every time Kayla gets in the car.',
      8: "Fishing off the jetty with a cold one. Or I tinker with the old Holden in the shed, she hasn't started since 2019 but she will.",
      9: 'Leatherwork. I make belts and wallets on the long stops. I started with a kit Sharon gave me for my fortieth, and now half the drivers on the Great Northern wear one of my belts.',
      10: "Slim Dusty's records, every one of them, they've done more kilometres with me than any co-driver. And The Castle, I can quote the whole thing.",
      11: "Engines. Give me a diesel and a cup of tea and I'll talk your ear off about injectors.",
      12: 'I drive road trains for a mining supply company, Perth up to Port Hedland and back, three trailers and fifty metres long. What I like is the quiet, just me and the road and the stars out past Newman.',
      13: "When the company I worked for went bust in 2009 and we nearly lost the house. Sharon took extra shifts at the chemist and I drove for anyone who'd have me until it came good.",
      14: "Up at four, check the tyres and the straps, on the road by five. I stop every two hours, ring Sharon at lunch, and I'm asleep in the cab by nine.",
      15: "Keeping my word. If I say I'll be there Thursday, I'm there Thursday, and that came from Dad.",
      16: "Never sign anything you haven't read twice. And put something away from every pay, even if it's only twenty bucks.",
      17: "Kayla getting into vet school, though that's her doing, not mine. I'd have spent more time home when she was little instead of chasing the overtime.",
      18: "Riding in Dad's cab on a Sunday, sitting up front and working the meter for him.",
      19: 'The day Kayla was born at Geraldton hospital in a cyclone, with the power out and the midwife working by torchlight.',
      20: "As a bloke who'd pull over for anyone. Tell them about the time I drove a family's piano eight hundred k for nothing.",
    },
    questions: [
      q('family', 'Are you married?', 'married twenty-six years'),
      q('family', 'What does your father do?', 'still drives a taxi'),
      q('family', 'Do you have children?', 'our daughter kayla'),
      q('family', 'Is your mother still alive?', 'mum passed in 2011'),
      q('family', 'What is your wife like?', 'sit up on the radio with me', 'never once told me to get a normal job'),
      q('family', 'What family tradition do you keep?', 'christmas lunch on the beach'),
      q('work', 'What do you do for work?', 'drive road trains'),
      q('work', 'What do you love about your job?', 'just me and the road'),
      q('work', 'What time do you start your day?', 'up at four'),
      q('work', 'What was the hardest time in your career?', 'went bust in 2009'),
      q('advice', 'What should I do with my paycheck?', 'put something away from every pay'),
      q('advice', 'Any advice about contracts?', "never sign anything you haven't read twice"),
      q('advice', 'What do you tell your daughter before she drives?', 'drive to the conditions'),
      q('likes', 'What albums do you listen to?', 'slim dusty'),
      q('likes', 'Do you enjoy fishing?', 'fishing off the jetty', "gazza's tinny"),
      q('likes', 'What is your favourite movie?', 'the castle'),
      q('likes', 'What do you make with your hands?', 'belts and wallets'),
      q('likes', 'What do you do in the shed?', 'tinker with the old holden'),
      q('other-words', 'How did you meet Pete?', 'roadhouse outside meekatharra'),
      q('other-words', 'Who are your mates?', 'gazza and i did our apprenticeships'),
      q('other-words', 'What could you talk about forever?', 'engines'),
      q('other-words', 'What do you regret?', "i'd have spent more time home"),
      q('other-words', 'What matters most to you?', 'keeping my word'),
      q('other-words', 'What did you love doing as a kid?', "dad's cab on a sunday"),
      q('other-words', 'When was your daughter born?', 'kayla was born'),
      q('unanswerable', 'Do you play golf?'),
      q('unanswerable', 'Have you ever been to Japan?'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Do you speak Italian?'),
      q('unanswerable', 'Do you go skiing?'),
      q('unanswerable', 'What is your favourite colour?'),
      q('unanswerable', 'Did you go to university?'),
      q('unanswerable', 'Do you grow vegetables?'),
    ],
    tagLines: {
      'loyal friend': ['gazza and i did our apprenticeships'],
      'hard-working': ['drove for anyone', 'up at four'],
      // "Put something away from every pay" is advice: it shows care with money only said of themselves.
      'careful with money': ['never been a day late on a bill'],
      'music lover': ["slim dusty's records"],
      creative: ['i make belts and wallets'],
      'good humour': ['i laugh till i can'],
      reliable: ['keeping my word'],
      honest: ['keeping my word'],
      'family-first': ['spent more time home'],
      kind: ['pull over for anyone'],
      outdoorsy: ['fishing off the jetty'],
    },
  },
  {
    name: 'Thu Nguyen',
    answers: {
      1: 'My husband Dev is a paramedic and the calmest man alive, nothing rattles him. We have one little girl, Mai, who is five and bossy in the best way. My parents live round the corner from us and my dad still tells everyone he invented pho.',
      2: 'Lunar New Year, when Mum makes bánh chưng the night before and we all wrap them at the kitchen table. Mai is in charge of the string.',
      3: 'My parents worked in a takeaway for twenty years without a holiday, so I learned that nobody owes you anything. I see it when I open the salon on bank holidays.',
      4: "Lauren from my beauty course at Leeds City College, she's loud and I'm quiet so it works. And Huong, my cousin, who is really more of a best friend.",
      5: 'Karaoke. Lauren only ever sings Whitney Houston and she cannot hit a single note. We end up crying laughing in the booth.',
      6: 'Dev. We got married at Leeds registry office in 2016 with twelve guests and a takeaway after. I love that he listens to the whole story even when I tell it badly.',
      7: 'You are enough as you are. I wish somebody had said it to me at fifteen.',
      8: 'Honestly, a long bath and a true crime podcast. If the weather is nice I take Mai to Roundhay Park to feed the ducks.',
      9: "Nail art. I started painting tiny flowers on my friends' nails at school with a toothpick, and now people book weeks ahead for my designs.",
      10: "Thriller, because my dad played it on a cassette in the car when we first came over and didn't speak any English yet. And Hội An, where my grandmother lived.",
      11: 'Skincare ingredients. Ask me about retinol and you will regret it.',
      12: 'I own a nail salon in Headingley with three staff. I opened it in 2018 with a bank loan I was terrified of. My favourite part is the regulars who tell me their whole week while I do their hands.',
      13: 'Losing the baby before Mai. Dev and the nurse at the early pregnancy unit helped, and later a counsellor my GP found me.',
      14: 'School run at quarter to nine, salon from ten till seven, then tea, bath and a story for Mai. Dev does nights twice a week so some evenings it is just us girls.',
      15: 'Being independent. My mum never had her own money and I promised myself I always would.',
      16: 'Get your own bank account the day you start working, in your own name. And never be embarrassed to ask what something costs.',
      17: "Paying off the salon loan in four years. I would have stood up to my first boss, who didn't pay me for overtime.",
      18: "Catching fireflies in a jar at my grandmother's house in Hội An before we left Vietnam.",
      19: 'The day we arrived at Heathrow in 1997. It was snowing and I had never seen snow, and my mum held my hand so tight it hurt.',
      20: "As someone who made people feel nice about themselves. I hope Mai tells the story of her mum doing a bride's nails in the back of a taxi on the way to the church.",
    },
    questions: [
      q('family', 'Tell me about your marriage.', 'got married at leeds registry office'),
      q('family', 'What does your husband do?', 'dev is a paramedic'),
      q('family', 'How old is your daughter?', 'mai, who is five'),
      q('family', 'Where do your parents live?', 'round the corner from us'),
      q('family', 'Do you have cousins?', 'huong, my cousin'),
      q('family', 'What did your parents teach you?', 'nobody owes you anything'),
      q('work', 'What is your job?', 'own a nail salon'),
      q('work', 'When did you open your business?', 'opened it in 2018'),
      q('work', 'How many people work for you?', 'three staff'),
      q('work', 'What do you like most about running the salon?', 'regulars who tell me their whole week'),
      q('work', 'What hours do you work?', 'salon from ten till seven'),
      q('advice', 'What advice would you give a young woman about money?', 'get your own bank account'),
      q('advice', 'What would you tell a teenager who feels insecure?', 'you are enough as you are'),
      q('likes', 'What music reminds you of your childhood?', 'thriller'),
      q('likes', 'What do you do to relax?', 'long bath and a true crime podcast'),
      q('likes', 'Do you like singing?', 'karaoke', 'crying laughing in the booth'),
      q('likes', 'What is your favourite place?', 'hoi an'),
      q('likes', 'What podcasts do you like?', 'true crime podcast'),
      q('likes', 'What could you talk about for hours?', 'skincare ingredients'),
      q('other-words', 'How did you get into doing nails?', 'painting tiny flowers'),
      q('other-words', 'What are you proudest of?', 'paying off the salon loan'),
      q('other-words', 'When did you come to England?', 'arrived at heathrow in 1997'),
      q('other-words', 'What was the saddest time of your life?', 'losing the baby before mai'),
      q('other-words', 'What matters most to you?', 'being independent'),
      q('other-words', 'How did you meet Lauren?', 'beauty course at leeds city college'),
      q('unanswerable', 'Do you play tennis?'),
      q('unanswerable', 'Do you have a cat?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Have you been to Australia?'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'What is your star sign?'),
      q('unanswerable', 'Do you bake?'),
      q('unanswerable', 'Did you serve in the army?'),
    ],
    tagLines: {
      'loyal friend': ['lauren from my beauty course', 'more of a best friend'],
      'hard-working': ['open the salon on bank holidays', 'paying off the salon loan'],
      'careful with money': ['paying off the salon loan'],
      creative: ['nail art', 'painting tiny flowers'],
      'music lover': ['thriller'],
      'good humour': ['crying laughing in the booth'],
      independent: ['being independent'],
      'devoted parent': ['a story for mai', 'i take mai to roundhay park'],
      'family-first': ['my parents live round the corner'],
      sociable: ['karaoke'],
    },
  },
  {
    name: 'Jonas Weber',
    answers: {
      1: 'My wife Ursula died four years ago, and I still set two cups out some mornings. Our son Felix is a sound engineer in Berlin, and his twins Lena and Paul are nine. My sister Brigitte lives in Basel and phones every Sunday at six sharp.',
      2: "Advent, when we light one candle more each Sunday and sing before supper. Ursula's plum cake on the first Sunday, which Felix now bakes badly.",
      3: 'My father was a clockmaker and he taught me patience: a movement cannot be hurried. My mother taught me to mend my own socks, which surprises people.',
      4: 'Klaus, from the watchmaking school in Furtwangen in 1969. We still write each other letters by hand though he lives ten minutes away.',
      5: 'Klaus and I play chess in the café on Münsterplatz every Wednesday. He loses and says the board was crooked.',
      6: 'Ursula, always Ursula. She laughed with her whole body and she could not keep a secret for longer than an hour.',
      7: 'Take your time. Good things are made slowly.',
      8: 'I walk up the Schlossberg with a flask of coffee and watch the town. Afterwards I might practise the organ at St. Martin if the sacristan lets me in.',
      9: 'The organ. I started at twelve because the church needed someone and my legs could finally reach the pedals, and I have played at Sunday mass for over fifty years.',
      10: "Bach's Goldberg Variations, the Gould recording from 1981. And the Black Forest in October, when the fog lies in the valleys.",
      11: 'Old pocket watches and how they were made. The escapement is a small miracle.',
      12: "I was a watchmaker with my own workshop in the old town for forty-one years. I retired in 2018. What I loved was opening a watch that had stopped in someone's grandfather's drawer and making it breathe again.",
      13: "Ursula's illness. Eighteen months of hospitals. The hospice nurses and my son carried me through it.",
      14: 'I wake at half past six without an alarm, read the Badische Zeitung, and go to the market. Afternoons are for letters and the organ, and I am in bed by ten.',
      15: "Doing things properly. That came from my father's bench.",
      16: 'Learn one craft well, whatever it is. And tell the people you love that you love them, because I did not say it often enough.',
      17: 'The tower clock of the Lorettoberg chapel, which I restored in 1994 and which still keeps time. I would have taken Ursula to Venice as I always promised.',
      18: "Sitting under my father's bench while he worked, listening to a hundred clocks tick at once.",
      19: 'The night the Wall came down in 1989. Ursula and I watched it on a small television in the workshop and opened the only bottle of Sekt we had.',
      20: 'As a man who kept his promises and kept the town’s clocks running. Tell the grandchildren about the time I played the organ at a wedding with a broken foot.',
    },
    questions: [
      q('family', 'Were you ever married?', 'my wife ursula died', 'ursula, always ursula'),
      q('family', 'What does your son do?', 'sound engineer in berlin'),
      q('family', 'Do you have grandchildren?', 'twins lena and paul'),
      q('family', 'Do you have any siblings?', 'my sister brigitte'),
      q('family', "What was your father's job?", 'my father was a clockmaker'),
      q('family', 'What did your mother teach you?', 'mend my own socks'),
      q('work', 'What was your trade?', 'watchmaker with my own workshop'),
      q('work', 'When did you retire?', 'retired in 2018'),
      q('work', 'What did you love about your work?', 'making it breathe again'),
      q('work', 'What piece of work are you proudest of?', 'tower clock of the lorettoberg chapel'),
      q('advice', 'What advice do you have for a young person?', 'learn one craft well'),
      q('advice', 'Any advice about love?', 'tell the people you love that you love them'),
      q('advice', 'What would you tell someone who is always in a hurry?', 'take your time', 'a movement cannot be hurried'),
      q('likes', 'What music do you love?', 'goldberg variations'),
      q('likes', 'Do you play an instrument?', 'played at sunday mass', 'practise the organ'),
      q('likes', 'Do you play any games?', 'play chess'),
      q('likes', 'What do you do on a free afternoon?', 'walk up the schlossberg'),
      q('likes', 'What is your favourite place?', 'black forest in october'),
      q('likes', 'Which newspaper do you read?', 'badische zeitung'),
      q('other-words', 'How did you meet Klaus?', 'watchmaking school in furtwangen'),
      q('other-words', 'What was the hardest thing you went through?', "ursula's illness"),
      q('other-words', 'What do you remember about 1989?', 'the wall came down'),
      q('other-words', 'What would you do differently?', 'taken ursula to venice'),
      q('other-words', 'What fascinates you?', 'old pocket watches'),
      q('other-words', 'What time do you get up?', 'half past six'),
      q('unanswerable', 'Do you have a dog?'),
      q('unanswerable', 'Have you been to America?'),
      q('unanswerable', 'Do you like football?'),
      q('unanswerable', 'What car do you drive?'),
      q('unanswerable', 'Do you cook?'),
      q('unanswerable', 'Do you speak Spanish?'),
      q('unanswerable', 'Did you serve in the army?'),
      q('unanswerable', 'Do you like gardening?'),
    ],
    tagLines: {
      'loyal friend': ['we still write each other letters', 'klaus and i play chess'],
      'music lover': ['goldberg variations', 'played at sunday mass', 'practise the organ'],
      'hard-working': ['watchmaker with my own workshop'],
      'dedicated worker': ['watchmaker with my own workshop in the old town for forty-one years'],
      patient: ['taught me patience'],
      'puzzle lover': ['klaus and i play chess'],
      faithful: ['played at sunday mass'],
      creative: ['i restored in 1994'],
      'nature lover': ['black forest in october', 'walk up the schlossberg'],
      'family-first': ['tell the people you love'],
    },
  },
];

const owner = (name: string) => OTHER_LIVES.find((entry) => entry.name === name)!;
const ask = (name: string, message: string) => askOwner(owner(name), message);

describe('[TWIN] the built-in twin on owners of other lives, asked in other words', () => {
  it('answers with the answering fact, declines every question never answered, and repeats nothing', () => {
    const { answerable, answered, unanswerable, declined, unrelated } = scoreOwners(OTHER_LIVES);
    // Measured 2 December 2026: 50/75 answered (43/75 before the causes these owners showed were fixed),
    // 24/24 declined, 19 unrelated sentences quoted (26 before).
    expect(answered / answerable).toBeGreaterThanOrEqual(0.65);
    expect(declined).toBe(unanswerable);
    expect(unrelated).toBeLessThanOrEqual(19);
  });

  it('finds a word by the verb it is made of or the word it is compounded of, and a relation named in anyone’s clause', () => {
    expect(ask('Thu Nguyen', 'Tell me about your marriage.')).toContain('We got married at Leeds registry office');
    expect(ask('Jonas Weber', 'Were you ever married?')).toContain('My wife Ursula');
    // A paycheck is a check, of pay: "put something away from every pay".
    expect(ask('Mick Doyle', 'What should I do with my paycheck?')).toContain('put something away from every pay');
  });

  it('answers what someone of theirs does with what that one does, or not at all', () => {
    expect(ask('Thu Nguyen', 'What does your husband do?')).toContain('Dev is a paramedic');
    expect(ask('Jonas Weber', 'What does your son do?')).toContain('sound engineer in Berlin');
    expect(ask('Jonas Weber', "What was your father's job?")).toContain('My father was a clockmaker');
    // "My old man still drives a taxi" names him by no word for a father: better said never told than "Dad taught me …".
    expect(ask('Mick Doyle', 'What does your father do?')).toSatisfy(isTwinDecline);
  });

  it('reads "your business" and "your trade" as work, and a trade named by its maker as a line of work', () => {
    expect(ask('Thu Nguyen', 'When did you open your business?')).toContain('I opened it in 2018');
    expect(ask('Jonas Weber', 'What was your trade?')).toContain('I was a watchmaker');
  });

  it('does not take a thing named only as where something else happened for an answer', () => {
    expect(ask('Thu Nguyen', 'What car do you drive?')).toSatisfy(isTwinDecline);
  });

  it('gives a tag only from a line a reader agrees shows it of the owner', () => {
    let tags = 0;
    let shown = 0;
    for (const entry of OTHER_LIVES) {
      const records = recordTags(summarizeTwinOffline({ ownerName: entry.name, answers: answersOf(entry), memories: [] }), entry);
      tags += records.length;
      shown += records.filter((record) => record.shown).length;
      // A place word said as a preposition, a thing another activity is done to, a place's name.
      const wrong = records.filter(({ tag, line }) =>
        [
          ['outdoorsy', 'outside meekatharra'],
          ['gardener', 'painting tiny flowers'],
          ['outdoorsy', 'the black forest'],
        ].some(([wrongTag, words]) => tag === wrongTag && line.toLowerCase().includes(words!)),
      );
      expect(wrong).toEqual([]);
    }
    // Measured 2 December 2026: 9 of 12 tags shown by their line (a cricket match at a family lunch, the stars seen
    // from the road and singing before supper are still taken for sport, stargazing and music).
    expect(shown).toBeGreaterThanOrEqual(9);
    expect(shown).toBeGreaterThanOrEqual(tags - 3);
  });
});
