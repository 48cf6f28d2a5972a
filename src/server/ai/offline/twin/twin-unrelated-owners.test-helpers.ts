// Owners for the built-in twin's tests on questions whose words a sentence of the owner's shares without answering
// them: the doing asked said of someone else or as another doing, a clause that only frames the question, a relation's
// relation, a word of the question found again in another one's definition. Each case is what the twin says: the
// answering words, or that it was never told. Each question calls the owner by name, as a grandchild would.
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

export const UNRELATED_OWNERS: readonly TwinOwnerCase[] = [
  {
    name: 'Orla Brennan',
    answers: {
      1: 'My husband Declan died in 2015, he was a postman in Sligo for thirty years. My sister Nuala lives in Galway with me half the year, and our children are all grown and gone. We call my brother Fintan every Sunday night.',
      3: 'My mother taught me to bake soda bread before I could read.',
      5: 'Cards, mostly. We have a game of twenty-five in Hargadons of a Friday. After, we watch the rugby if it is on.',
      9: 'Sea swimming. I go in at the Forty Foot every morning, winter and summer.',
      11: 'I could talk about that team all night, and I often have.',
      12: 'I taught piano for forty years. I am proud of my pupils, especially the ones who still play for themselves.',
      13: 'My wife kept the books for the shop when we had it, and I never looked at a ledger in my life.',
      19: 'My mother was working in Hong Kong as a cleaner when I was born, so my granny reared me.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Renata Kowalczyk',
    answers: {
      1: 'I cook dinner for Marek and Staś every night. Perhaps I should begin with my husband, Marek, who was very tall. He drove a tram in Kraków for thirty years. Staś is cheeky and kind, and he never sits still. My mother is still in Zakopane with my aunt.',
      4: 'Miss Halina, we trained together at the nursing school in 1988.',
      5: 'What I like best is the harvest in August on the farm, with the whole village out in the fields.',
      6: 'I think of my mother every time I hear that song.',
      19: 'The day I arrived in Kraków, Marek was there to meet me at the station.',
      8: 'Lunar New Year with my neighbour is the best night. We make dumplings with pork and cabbage.',
      14: 'My neighbour has a son who fixes everything in the house, but cooking he cannot.',
      9: 'Chess, since I was nine. My uncle taught me in the station café.',
      12: 'I am a nurse on the night ward. Even my boss asked me for the dumpling recipe at Christmas.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Hester Quayle',
    answers: {
      1: "My husband Cyril mends the nets in the shed. I am proud my two boy finish college, one a doctor, one a teacher.",
      3: "My father taught me to gut a herring before I could read.",
      4: "My friends will tell you: boats.",
      8: "Kippers from Peel market on a Friday, with brown bread and butter.",
      9: "I play darts for the Legion team every Tuesday.",
      14: 'On a free evening I am in the greenhouse with my tomatoes.',
      11: "Boats. Our boat has been on the slip at Peel forty-two years, and she lost her mast in the storm of '82, when Cyril was out in her.",
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Idris Pugh',
    answers: {
      1: 'My wife Bethan keeps the books, and our son Rhys drives the tractor for the contractors. On a Sunday Bethan and I walk the dog up to the chapel.',
      4: 'There is Gwil, whom I met at the mart in Builth in 1981. He was the only one who bought my wethers that day, and so we became friends.',
      12: 'I keep sheep on the hill above Llanidloes. Times are hard for small farmers these days, but I would do nothing else. The hardest job on the hill is the lambing in March.',
      16: 'My son wants to go to university in Cardiff. Never buy a ram you have not seen walk.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Ama Owusu',
    answers: {
      12: 'I sell cloth in Makola market, thirty years now.',
      15: 'My parents had no school. So for my daughter I want university.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Wilf Ackroyd',
    answers: {
      1: 'My wife Jean ran the house and raised our three lads while I was away at sea for weeks at a time.',
      8: 'On a free afternoon I mostly sleep, because the night shift leaves my head in a fog. Some evenings I play a bit of Chopin, not for anybody, just for the cat.',
      13: 'When Jean died I stopped playing for a year. What helped was a lad from the chapel, now grown, who came round one Sunday to play for me the tune I had taught him. He played it badly, and I laughed, and then I began to play again.',
      10: 'People laugh because I still love the songs of Vera Lynn.',
      19: 'When we came to Canada I spoke no French at all.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Maud Pennock',
    answers: {
      1: 'My husband Alf died in 2010. Our two daughters are grown: Sally runs a bakery in Hexham, and the younger one, Jess, is a vet in Carlisle.',
      5: "We play whist on a Thursday and laugh at Alf's old jokes.",
      11: 'I kept sheep on the fell above Alston. Farming is hard work in the winter. The best bit of farming is the lambing in spring.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Ned Harker',
    answers: {
      8: 'On a free afternoon I fish the Aire with Tom, my oldest friend.',
      12: 'I drove the buses in Bradford for thirty years. The lads on the late shift made it worth it.',
      14: 'Up at six, then a walk with Bill round the allotments.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Ivor Dunne',
    answers: {
      1: 'My wife Rose, and our two girls, Kate and Ellen.',
      14: 'Evenings are quiet. My daughter falls asleep in front of the telly by nine.',
    },
    questions: [],
    tagLines: {},
  },
  {
    name: 'Bryn Dunne',
    answers: {
      1: 'My wife Rose, and our two girls, Kate and Ellen. Ellen is the younger, she teaches in Leeds.',
      14: 'Evenings are quiet. My daughter Kate falls asleep in front of the telly by nine.',
    },
    questions: [],
    tagLines: {},
  },  {
    name: 'Sigrid Aalto',
    answers: {
      1: 'My brother Nils hates flying and drives everywhere, even to Florida. Our son Mikko moved to Canada in 1999. My sister Aino is a nurse in Dubai. My cousin Leena, she stays in Tampere now, near her daughter.',
      9: 'Knitting, and the sauna on a Saturday.',
    },
    questions: [],
    tagLines: {},
  },
];

/** A question asked of an owner, and the words the reply must hold, or null when it must say it was never told. */
export interface UnrelatedCase {
  owner: string;
  ask: string;
  holds: string | null;
  /** Words the reply must not hold: a sentence that shares the question's words without answering it. */
  without?: string;
}

export const UNRELATED_CASES: readonly UnrelatedCase[] = [
  // Asked whether they did something with a thing, another doing with it is no answer; a heading that names it is.
  { owner: 'Orla Brennan', ask: 'Did you ever play any rugby yourself, Orla?', holds: null },
  { owner: 'Renata Kowalczyk', ask: 'Do you play much chess, Renata?', holds: 'Chess, since I was nine' },
  // A doing among the tagger's common words ("call") is said in the sentence.
  { owner: 'Orla Brennan', ask: 'Do you call your brother much, Orla?', holds: 'every Sunday night' },
  // Asked for a hobby, the answer to the interview question that asked for one in its own words, not the first answer
  // about pastimes.
  { owner: 'Orla Brennan', ask: 'Have you got a hobby of your own, Orla?', holds: 'Sea swimming' },
  // A favourite asked is not a thing named in another matter.
  { owner: 'Orla Brennan', ask: 'Which book is your favourite of all, Orla?', holds: null },
  // What the question's own clause asks, not the clause that frames it.
  { owner: 'Orla Brennan', ask: 'What helped you most after your husband died, Orla?', holds: null },
  // "Get on with" asks how they get on, not who the boss is.
  { owner: 'Renata Kowalczyk', ask: 'Do you get on with the boss, Renata?', holds: null },
  // A relation's children are not the person's own sister.
  { owner: 'Orla Brennan', ask: 'Has your sister got children of her own, Orla?', holds: null },
  // A doing asked after another, with the family named.
  { owner: 'Orla Brennan', ask: 'Who in the family taught you how to knit, Orla?', holds: null },
  // "Soccer" is defined by its teams: "that team" says nothing of soccer.
  { owner: 'Orla Brennan', ask: 'Which soccer team do you support, Orla?', holds: null },
  // "The ones who still play" are the pupils, not the person.
  { owner: 'Orla Brennan', ask: 'What do you play just for yourself, Orla?', holds: null },
  // "Yourself": the person's own work, not their mother's.
  { owner: 'Orla Brennan', ask: 'Did you ever work in Hong Kong yourself, Orla?', holds: null },
  // What someone named is like: the sentence that speaks of them, not one that cooks for them.
  { owner: 'Renata Kowalczyk', ask: 'What is Staś like, Renata?', holds: 'cheeky and kind' },
  // Where someone is: the sentence in which she is somewhere.
  { owner: 'Renata Kowalczyk', ask: 'Where is your mum, Renata?', holds: 'still in Zakopane' },
  // A title with a name, then "we": no advice.
  { owner: 'Renata Kowalczyk', ask: 'What should I do if a girl at school does not want to be my friend, Renata?', holds: null },
  // A feast by name is the thing asked.
  { owner: 'Renata Kowalczyk', ask: 'What do you cook at the New Year, Renata?', holds: 'dumplings' },
  // The other end of the superlative asked.
  { owner: 'Renata Kowalczyk', ask: 'What was the worst time you had on the farm, Renata?', holds: null },
  // A setting the question places stands aside only for what it asks: nothing is sold in "Kippers from Peel market".
  { owner: 'Hester Quayle', ask: 'What did you sell on the market, Hester?', holds: null },
  // A thing grown there is what is asked of what is grown there.
  { owner: 'Hester Quayle', ask: 'What do you grow in the greenhouse, Hester?', holds: 'tomatoes' },
  // A count of years ("forty-two years"), or a year written short ("'82"), is no count of boats.
  { owner: 'Hester Quayle', ask: 'How many boats have you got, Hester?', holds: null },
  // Asked who their best friend is, a sentence that names only friends in general says nothing of who.
  { owner: 'Hester Quayle', ask: 'Who is your best friend, Hester?', holds: null },
  // "I am proud my two boy finish college": the college is the boys', not the person's.
  { owner: 'Hester Quayle', ask: 'Did you go to college, Hester?', holds: null },
  { owner: 'Hester Quayle', ask: 'Did your boys go to college, Hester?', holds: 'finish college' },
  // Teaching one's own child a skill is no trade.
  { owner: 'Hester Quayle', ask: 'What job did your father do, Hester?', holds: null },
  { owner: 'Hester Quayle', ask: 'Who taught you to gut a herring, Hester?', holds: 'My father taught me' },
  // Played with "play", an instrument is a musical one: darts are devices in another sense.
  { owner: 'Hester Quayle', ask: 'What instrument do you play, Hester?', holds: null },
  { owner: 'Hester Quayle', ask: 'What do you do on a Tuesday, Hester?', holds: 'darts' },
  // Asked for the worst of something, a state said in general ("Times are hard") picks nothing out; the hardest one does.
  // Asked what they do with someone now, how they met is no answer; a doing kept up with them is.
  { owner: 'Idris Pugh', ask: 'What do you do with Gwil, Idris?', holds: null },
  { owner: 'Idris Pugh', ask: 'What do you do with Bethan, Idris?', holds: 'walk the dog' },
  // Asked whether they did something, a wish of theirs for someone else is nothing done.
  { owner: 'Ama Owusu', ask: 'Did you go to university, Ama?', holds: null },
  { owner: 'Ama Owusu', ask: 'What do you want for your daughter, Ama?', holds: 'I want university' },
  { owner: 'Idris Pugh', ask: 'What was the worst time on the hill, Idris?', holds: 'The hardest job on the hill', without: 'Times are hard' },
  // Asked what they play for themselves, the thing they play, not the one someone else played for them: "who" after "a
  // lad from the chapel, now grown" is still the lad, and "He played it" is his doing.
  { owner: 'Wilf Ackroyd', ask: 'What do you play for yourself, Wilf?', holds: 'Chopin', without: 'a lad from the chapel' },
  // A thing named only in a clause of cause or time is why or when something else is so, not what is told of it.
  { owner: 'Wilf Ackroyd', ask: 'What do you do on the night shift, Wilf?', holds: null },
  { owner: 'Wilf Ackroyd', ask: 'How did you get to Canada, Wilf?', holds: null },
  { owner: 'Wilf Ackroyd', ask: 'What did you like about being at sea, Wilf?', holds: null },
  // Asked why, or asked in a clause of time of its own, that clause is what is asked.
  { owner: 'Wilf Ackroyd', ask: 'Why do you sleep in the afternoon, Wilf?', holds: 'night shift' },
  { owner: 'Wilf Ackroyd', ask: 'What did Jean do while you were at sea, Wilf?', holds: 'raised our three lads' },
  // A cause the person gives of themselves tells of them as much as the rest.
  { owner: 'Wilf Ackroyd', ask: 'What music do you like, Wilf?', holds: 'Vera Lynn' },
  // Asked who ranks first by a quality, the one a sentence singles out by it, not anyone the quality is said of.
  { owner: 'Maud Pennock', ask: 'Who is your oldest friend, Maud?', holds: null },
  { owner: 'Ned Harker', ask: 'Who is your oldest friend, Ned?', holds: 'Tom, my oldest friend', without: 'Bill' },
  // Asked for the best of something ("the best bit of farming"), the sentence that picks it out, not one on the thing.
  // Asked of the younger of someone's own, a sentence that tells which one, not one about either.
  { owner: 'Ivor Dunne', ask: 'What does your younger daughter do, Ivor?', holds: null },
  { owner: 'Bryn Dunne', ask: 'What does your younger daughter do, Bryn?', holds: 'teaches in Leeds', without: 'falls asleep' },
  { owner: 'Maud Pennock', ask: 'What was the best bit of farming, Maud?', holds: 'the lambing in spring', without: 'hard work in the winter' },
  // Its interview question asked what they like most: its answer says what is best about it.
  { owner: 'Ned Harker', ask: 'What was the best part of your work, Ned?', holds: 'The lads on the late shift' },
  // Asked where someone lives, a place they are in, live, stay or moved their home to; not one they only drive to.
  { owner: 'Sigrid Aalto', ask: 'Where does your brother live, Sigrid?', holds: null },
  { owner: 'Sigrid Aalto', ask: 'Where does your son live, Sigrid?', holds: 'moved to Canada' },
  { owner: 'Sigrid Aalto', ask: 'Where does your sister live, Sigrid?', holds: 'a nurse in Dubai' },
  { owner: 'Sigrid Aalto', ask: 'Where does Leena live, Sigrid?', holds: 'stays in Tampere' },
  // Asked whether they like a thing, a sentence only about someone else of theirs says nothing of their liking.
  { owner: 'Sigrid Aalto', ask: 'Do you like Florida, Sigrid?', holds: null },
];
