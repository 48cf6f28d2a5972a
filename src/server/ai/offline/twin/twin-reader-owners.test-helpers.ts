// Four owners written for the summary's tags and sections from interview answers alone (a sheep shearer on the East
// Coast of New Zealand, a retired cartographer in Valparaíso, a locksmith in Kraków, a glassblower on Murano), in
// trades no evaluation set holds. Their answers hold what tempts a wrong tag: a trait said of a husband, a son or a
// brother ("my brother Raúl is a keen golfer"), a wish ("I wish I had been more patient"), a negation ("I am not much
// of a reader"), advice to others ("People should save a bit from every pay"), someone else's saying, and sentences
// that open on "He", "She" or "That". The labels are a reader's: which line shows which tag of the owner, and which
// tags a reader would refuse. The last two are kept aside: measured before and after the engine changed, never read
// in between.
import { z } from 'zod';
import { TwinOwnerCasesSchema, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

export interface ReaderOwner extends TwinOwnerCase {
  /** Tags a reader would refuse this owner, though a line names the word: said of someone else, wished, negated or advised. */
  refused: readonly string[];
}

const ReaderOwnersSchema = z.array(TwinOwnerCasesSchema.element.extend({ refused: z.array(z.string().min(1)) })).min(1);

/** Reader owners kept as data: a twin set's owners, each with the tags a reader refuses. */
export function readerOwnersOf(data: unknown): readonly ReaderOwner[] {
  return ReaderOwnersSchema.parse(data);
}

export const READER_OWNERS: readonly ReaderOwner[] = [
  {
    name: 'Aroha Tane',
    answers: {
      1: 'My husband Wiremu drives a stock truck and sings louder than anyone at the marae. Our son Nikau is a fisheries officer in Napier, and he is the patient one in the family. My sister Mere bakes for every tangi and every wedding on the coast.',
      2: 'Hāngī at New Year, with the stones heated since dawn. My koro used to say the earth cooks better than any oven.',
      3: 'My mother taught me to finish what I start. I still shear the last sheep of the day as carefully as the first.',
      4: 'My best mate is Huia. We met in a shearing gang in 1994 and she still rings me every Sunday night.',
      5: 'Huia and I go eeling in the creek behind her place and laugh until we cry about the old gang.',
      6: 'Wiremu. He can fix anything with fencing wire and he never once complained about my hours.',
      7: 'People should save a bit from every pay, because the work dries up in winter.',
      8: 'I sit on the porch with a crossword and a cup of tea. I am not much of a reader, whatever my sister says.',
      9: "Shearing, of course. I started as a rousie at fifteen, sweeping the boards for my uncle's gang.",
      10: 'The hills above Tolaga Bay at lambing time. I still play the songs of the Howard Morrison Quartet in the truck.',
      11: 'Wool prices, and why a fleece that sold for a fortune in 1951 is worth less than the shearing now.',
      12: 'I shore sheep for thirty-two years, all over the East Coast and two seasons in Western Australia. I liked the rhythm of a good run and the cheek of the young ones.',
      13: 'The season I broke my wrist and could not work for five months. Wiremu and the gang passed the hat round and got me through it.',
      14: 'Up at four, on the stand by five, four runs of two hours with smoko in between. I am in bed by eight.',
      15: 'Being straight with people. If I wish I were anything, it is more patient with the young ones.',
      16: 'Keep your knees bent and your handpiece sharp. Never lend money you cannot lose.',
      17: 'I am proud I shore 412 ewes in one day at Ruatoria in 2003. I would have gone back to school if I had my time again.',
      18: "Riding bareback to school on my uncle's horse with my cousins hanging on behind.",
      19: 'The day Nikau was born in Gisborne hospital, with Wiremu still in his shearing singlet.',
      20: 'As someone who never let the gang down. They can tell the story of the ram that chased me into the woolshed.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['best mate is huia'],
      'good humour': ['laugh until we cry'],
      outdoorsy: ['go eeling in the creek'],
      'puzzle lover': ['with a crossword'],
      'music lover': ['play the songs of the howard morrison quartet'],
      'dedicated worker': ['shore sheep for thirty-two years'],
      resilient: ['got me through it'],
      honest: ['being straight with people'],
    },
    refused: ['patient', 'loves cooking', 'careful with money', 'book lover', 'animal lover'],
  },
  {
    name: 'Tomás Ibáñez',
    answers: {
      1: 'My wife Carmen taught piano for forty years and is the most generous person on the hill. We have a daughter, Javiera, who is a marine engineer in Punta Arenas. My brother Raúl is a keen golfer and talks about nothing else.',
      2: 'Empanadas on the eighteenth of September. Carmen makes the pino the night before and I am only allowed to fold them.',
      3: 'My father drew maps for the navy and taught me to check every line against the ground. I still cannot hang a picture without a spirit level.',
      4: 'My oldest friend is Ignacio, from the survey school in Santiago. We have written to each other every month since 1969.',
      5: 'Ignacio and I argue about football by letter, and he always loses.',
      6: 'Carmen. She still plays Chopin for me on Sunday evenings, and she never lets me win at cards.',
      7: 'I would like them to remember me saying: measure twice, and ask the people who live there.',
      8: 'I walk down to the port and watch the container ships come in. Then I read old atlases in the library on Calle Prat.',
      9: 'Drawing. I have sketched every staircase in Valparaíso, more than three hundred of them, in pencil.',
      10: 'One Hundred Years of Solitude, which I have read four times. And the Atacama at night, with more stars than dark.',
      11: 'How the coastline of Chile was mapped before satellites, bay by bay, from small boats.',
      12: 'I was a cartographer at the Military Geographic Institute for thirty-six years. I loved the field seasons in the south, sleeping in tents beside the glaciers.',
      13: 'The earthquake of 2010 took half of our house. Javiera came home for three months and together we rebuilt it.',
      14: 'I wake at seven, take my pills with a coffee, and spend the morning at my drawing table. After lunch I sleep, and in the evening Carmen and I listen to the radio.',
      15: 'Doing work that others can trust. A map with one wrong road can kill someone.',
      16: 'Young people should not waste their money on new phones every year. Learn a trade that uses your hands.',
      17: 'I am proud of the chart of the Gulf of Penas, which ships still use. I wish I had been more patient with my students.',
      18: 'Flying a kite with my grandfather on the dunes at Concón.',
      19: 'The morning Javiera was born in Valparaíso, when the fog was so thick I walked to the hospital by the sound of the foghorns.',
      20: 'As a man whose maps were right. They should tell how I once got lost in my own city.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['oldest friend is ignacio'],
      'book lover': ['read old atlases', 'which i have read four times'],
      creative: ['sketched every staircase'],
      'dedicated worker': ['cartographer at the military geographic institute for thirty-six years'],
    },
    refused: ['kind', 'sporty', 'music lover', 'loves cooking', 'careful with money', 'patient'],
  },
];

/** Kept aside: measured when the work began and when it ended, their misses never read in between. */
export const HELD_OUT_READER_OWNERS: readonly ReaderOwner[] = [
  {
    name: 'Halina Nowak',
    answers: {
      1: 'My husband Marek is a tram driver and the funniest man in Nowa Huta. We have two sons, Piotr and Kuba. Piotr is a nurse in Dublin and Kuba runs marathons, which I will never understand.',
      2: 'Pierogi on Christmas Eve, twelve dishes and an empty chair for the stranger. My mother-in-law rolls the dough thinner than paper.',
      3: 'My father taught me that every lock has a patient way in. I still never force a door, and I never cut a key without seeing an ID.',
      4: 'My closest friend is Ewa. We met queueing for oranges in 1981 and have been friends since.',
      5: 'Ewa and I go to the Saturday market and laugh at the prices.',
      6: 'Marek. He brings me tea in the workshop without asking and remembers every birthday.',
      7: 'Do not let pride stop you saying sorry.',
      8: 'I tend the roses and tomatoes on our allotment in Mistrzejowice. It is the only place my phone stays quiet.',
      9: 'Picking antique locks. I have a collection of forty padlocks from before the war, and I can open all of them without the key.',
      10: 'The songs of Czesław Niemen, which I sing badly in the car. And Zakopane in winter.',
      11: 'How the old Kraków guilds kept their secrets, and why a lock from 1600 can still beat a modern burglar.',
      12: 'I have run a locksmith shop on Grodzka Street for twenty-seven years. I like the moment a stranger locked out of their flat smiles again.',
      13: 'When the shop was broken into in 2009, of all things. My sons and Ewa helped me rebuild it, and I kept going.',
      14: 'I open at eight, cut keys all morning and answer emergency calls until late. Marek and I eat supper at nine.',
      15: 'Trust. If someone gives you the key to their home, you are honest with them or you are nothing.',
      16: 'Everyone should keep a spare key with a neighbour and a little money under the mattress.',
      17: 'I am proud that I taught Kuba the trade, even if he left it for running. If I had been braver I would have opened a second shop.',
      18: 'Sledging down Kopiec Kościuszki with my brothers until our gloves froze.',
      19: 'The day the Pope came to Błonia in 1979. My whole family stood in the rain for eleven hours.',
      20: 'As the woman who could open any door. Tell them about the night I got the mayor out of his own bathroom.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['closest friend is ewa', 'friends since'],
      'good humour': ['laugh at the prices'],
      gardener: ['tend the roses'],
      'music lover': ['songs of czesław niemen'],
      'dedicated worker': ['locksmith shop on grodzka street for twenty-seven years'],
      resilient: ['i kept going'],
      honest: ['you are honest with them'],
    },
    refused: ['sporty', 'loves cooking', 'careful with money'],
  },
  {
    name: 'Elio Scarpa',
    answers: {
      1: 'My wife Lucia keeps bees on the roof and is the calmest person in Venice. Our daughter Giulia teaches chemistry in Padua. My brother Franco paints boats and is always broke.',
      2: 'Risotto di gò on the feast of the Redentore, eaten on the boat while the fireworks go off.',
      3: 'My father taught me to respect the fire. I still will not let an apprentice near the furnace until he has swept the floor for a year.',
      4: 'My best friend is Beppe, a gondolier. We have rowed in the Regata Storica together since we were twenty.',
      5: 'Beppe and I fish from his boat in the lagoon and tell the same jokes every time.',
      6: 'Lucia. She laughed at my first vase and then kept it on the kitchen table for forty years.',
      7: 'If I could tell my grandchildren one thing, it would be to make mistakes slowly.',
      8: 'I sit on the fondamenta with the newspaper and a spritz and watch the vaporetti.',
      9: 'Glass, since I was eleven. I started as a boy carrying canes for the maestro at the Barovier furnace.',
      10: 'The music of Vivaldi, which I play on the radio in the workshop every morning. And the lagoon in fog.',
      11: 'The chemistry of colour in glass: gold for ruby, cobalt for blue, and why nobody could copy us for centuries.',
      12: 'I was a glassblower on Murano for forty-four years and a maestro for twenty of them. I loved the moment the glass decides what it wants to be.',
      13: 'When the furnace closed in 2012 and I was sixty. I am not a man who gives up, so I built a small kiln in my own yard.',
      14: 'I wake at five out of habit, take the first boat, and work the small kiln until lunch. In the afternoon I sleep like a cat.',
      15: 'Patience. Glass punishes anyone who hurries, and so does life.',
      16: 'Never sign anything you have not read. Young people should not spend what they have not earned.',
      17: 'I am proud of the chandelier I made for the Fenice after the fire. I wish I had been a kinder teacher to my apprentices.',
      18: 'Swimming off the Lido with my cousins and eating watermelon on the sand.',
      19: 'The night the Fenice reopened in 2003 and my chandelier was lit. Lucia cried and so did I.',
      20: 'As a man who made light out of sand.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['best friend is beppe'],
      sporty: ['rowed in the regata storica'],
      outdoorsy: ['fish from his boat'],
      'good humour': ['tell the same jokes'],
      'music lover': ['music of vivaldi'],
      'dedicated worker': ['glassblower on murano for forty-four years'],
      resilient: ['not a man who gives up'],
      patient: ['patience.'],
    },
    refused: ['creative', 'careful with money', 'respectful', 'devoted grandparent', 'animal lover', 'kind'],
  },
];
