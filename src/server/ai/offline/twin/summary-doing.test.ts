// Each rule of whether a line shows the owner doing what a tag names (summary-doing.ts and the tag rules that ask it),
// as pairs: a line that shows the tag of the owner beside one that only tempts it, in the same words.
import { describe, expect, it } from 'vitest';
import { itTagsOnlyTheLineThatShows, type TagPair } from './summary-tag-pairs.test-helpers.ts';
import { learnNames } from './summary-filing.ts';
import { isOwnWordAt, readSentence } from './summary-reading.ts';

const PAIRS: TagPair[] = [
  [8, 'On Saturdays I play football with the lads from the depot.', 'On Saturdays I fall asleep in front of the football.', 'sporty'],
  [8, 'I play rugby with my brother-in-law every Sunday.', 'I watch the rugby with my brother-in-law every Sunday.', 'sporty'],
  [8, 'I play tennis after dinner.', 'After dinner I doze in front of the tennis.', 'sporty'],
  [8, 'I play football on the beach with my grandsons.', 'Football on the telly, and a nap.', 'sporty'],
  [8, 'I play rugby on Saturdays.', 'I nod off in front of the telly with the rugby on.', 'sporty'],
  [8, 'I play rugby on Saturdays.', 'I turn up the radio when the rugby is on.', 'sporty'],
  [5, 'Bernard and I play football every weekend.', 'Bernard and I have a bet on the football every weekend.', 'sporty'],
  [15, 'I am honest with everyone.', 'I’m proud that my son is honest.', 'honest'],
  [9, 'I paint every evening.', 'I admire how my wife paints.', 'creative'],
  [5, 'I was always the funny one.', 'I love how funny he is.', 'good humour'],
  [14, 'I never waste money, and I have saved a little every week since 1980.', 'I spent forty years at the docks and never wasted a day.', 'careful with money'],
  [3, 'I saved money from every wage I earned.', 'Wash your hands, because I have seen it save more lives than money ever could.', 'careful with money'],
  [16, 'I have always been thrifty.', 'Saving money is important, but not more than people.', 'careful with money'],
  [1, 'I cook for the whole family every Sunday.', 'My husband cooks, and I wash up.', 'loves cooking'],
  [1, 'I am a wonderful cook, and I cook every day.', 'Yaw, our son, is a wonderful cook.', 'loves cooking'],
  [1, 'I carve benches for the garden every winter.', 'The bench in our garden was built by my husband.', 'creative'],
  [1, 'I sewed the quilt on our bed.', 'The quilt on our bed was sewn by my daughter.', 'creative'],
  [1, 'I sing in the choir at St Mary’s.', 'Grace sings in the choir at St Mary’s.', 'music lover'],
  [1, 'I knit for the whole street.', 'Our youngest, Joy, knits for the whole street.', 'creative'],
  [8, 'I go hiking in the Atlas mountains.', 'When I retire I will go hiking in the Atlas mountains.', 'outdoorsy'],
  [8, 'I swim most mornings.', 'Maybe next year I will start swimming again.', 'sporty'],
  [8, 'I play the guitar in the evenings.', 'I never learned to play the guitar, which I regret.', 'music lover'],
  [8, 'I fish off the pier most evenings.', 'I hardly ever fish any more.', 'outdoorsy'],
  [8, 'I play the piano every evening.', 'I’m thinking of taking up the piano.', 'music lover'],
  [8, 'I love to cook, and I cook every day.', 'I cook for my husband every night, though I don’t enjoy it.', 'loves cooking'],
  [9, 'I have played football every week for forty years.', 'Football was my life when I was young.', 'sporty'],
  [15, 'I am patient with everyone.', 'I was a patient at St Luke’s for three months.', 'patient'],
  [15, 'I am a very patient man.', 'I was a kind of foreman, really.', 'patient'],
  [15, "I'm kind to everyone.", 'I was a kind of foreman, really.', 'kind'],
  [15, 'I have always been fair with my workers.', 'I keep a fair copy of every pattern I repair.', 'fair-minded'],
  [15, 'Discipline: I practise the violin every morning.', 'I ran a dental practice in Kumasi for thirty years.', 'disciplined'],
  [10, 'I go to the mosque every Friday.', 'The blue tiles of the Sheikh Lotfollah mosque.', 'faithful'],
  [10, 'I pray every morning.', 'The taarab songs of Zuhura Swaleh, and Fort Jesus at sunset from the water.', 'faithful'],
  [8, 'I work in the garden every afternoon.', 'I read Hafez in the garden with a glass of tea.', 'gardener'],
  [12, 'I walk along the river every morning.', 'I restore carpets in a workshop by the Zayandeh river.', 'outdoorsy'],
  [17, 'I read to my grandchildren every night.', 'I want my grandchildren to remember that I loved them.', 'devoted grandparent'],
  [17, 'I am proud of my daughters.', 'I am proud of my grandchildren.', 'devoted parent'],
  [13, 'I worked nights at the bakery for twenty years.', 'I nursed my husband for six years before he died.', 'dedicated worker'],
  [15, 'I never waste a penny.', 'Money was tight after the mine closed.', 'careful with money'],
  [15, 'I have always been careful with money, and I save every week.', 'Money can’t buy happiness.', 'careful with money'],
  [11, 'I love learning about the stars.', 'I had to learn the hard way.', 'curious'],
  [19, 'I look at the stars from the balcony on clear nights.', 'The stars were out the night Tomek was born.', 'stargazer'],
  [1, 'I was always the funny one in our family.', 'It was no joke, losing the farm.', 'good humour'],
  [15, 'I always tell the truth.', 'To tell the truth, I was terrified.', 'honest'],
  [15, 'I have always been fair with my workers.', 'To be fair, it wasn’t all bad.', 'fair-minded'],
  [15, 'Respect for older people matters most to me.', 'In that respect, I was lucky.', 'respectful'],
  [12, 'I never missed a day of work in forty years.', 'I never missed a match at Anfield in forty years.', 'hard-working'],
  [8, 'I play my old records every evening.', 'I keep the parish records.', 'music lover'],
  [8, 'I read books every night.', 'I kept the books for the mill for thirty years.', 'book lover'],
  [8, 'I read books every night.', 'I book a holiday every year.', 'book lover'],
  [8, 'I play my old records every evening.', 'I keep a photo album of the grandchildren.', 'music lover'],
  [15, 'I always keep my word.', 'My word, it was cold.', 'reliable'],
  [9, 'I paint landscapes.', 'I paint the fences every spring.', 'creative'],
  [15, 'I always turn up on time.', 'I turn up the radio when the news comes on.', 'reliable'],
  [1, 'I cook with my son every Sunday.', 'I argued with my son.', 'devoted parent'],
  [1, 'I cook with my daughter every Sunday.', 'I fought with my daughter.', 'devoted parent'],
  [15, 'I save money every week.', 'I sent money to my daughter every month.', 'careful with money'],
];

describe('[TWIN] a tag only where its line shows the owner doing the thing', () => {
  itTagsOnlyTheLineThatShows(PAIRS);
});

/** One sentence read for the summary. */
function sentenceOf(text: string, id = 's1') {
  return readSentence({ id, source: 'answer:1', questionNumber: 1, text });
}

describe('[TWIN] whose words and names a line holds', () => {
  it('"mine" is the owner\'s in "a friend of mine", a pit in "the mine" and "the coal mine"', () => {
    const own = sentenceOf('A friend of mine worked at the coal mine.');
    expect(isOwnWordAt(own, own.words.indexOf('mine'))).toBe(true);
    expect(isOwnWordAt(own, own.words.lastIndexOf('mine'))).toBe(false);
    const pit = sentenceOf('I worked down the mine for thirty years.');
    expect(isOwnWordAt(pit, pit.words.indexOf('mine'))).toBe(false);
  });

  it('learns "Anna" from "my sister Anna", not "look" from "Look after your mother"', () => {
    const names = learnNames([sentenceOf('Look after your mother, and she will look after you.'), sentenceOf('My sister Anna lives in Leeds.', 's2')]);
    expect(names.has('look')).toBe(false);
    expect(names.get('anna')).toBe('family');
  });
});
