// Three owners written for the summary tags a reader refuses (a marine engineer in Bergen, a mathematics teacher in
// Łódź, a shoe stitcher in Valencia). The answers came first; the labels after, as a reader of each line would give
// them. Each answer sets a line that shows a tag of the owner beside lines that tempt it wrongly: what a husband, a
// wife, a son or a daughter is or does, a wish or a hypothetical ("I would love to learn…", "if I had my time
// again…"), a habit denied ("I never cook", "I never bake"), a pastime given up ("I used to paint…, but I gave it up"),
// a childhood memory, advice given rather than a habit kept, and jokes ("I run a marathon every morning, from the bed
// to the kettle", "I have never once played"). `refused` names, for each tag a reader would refuse, the line that
// tempts it.
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

/** An owner with the tags a reader must find, and the tags a reader refuses with the line that tempts each. */
export interface RefusalOwnerCase extends TwinOwnerCase {
  required: readonly string[];
  refused: Readonly<Record<string, readonly string[]>>;
  /**
   * Of the refused tags, those the offline summary still gives from their line (a sport said in fun of the way from the
   * bed to the kettle): checked apart, as a known miss, so the rest of the owner is still held to the reader's labels.
   */
  stillGiven?: Readonly<Record<string, string>>;
  /**
   * Lines a reader files in one section, wherever their words pull: someone else's pastime with that person, the line
   * after a heading or a lead of when with it, a line whose "it" points back with the line it points to.
   */
  filed: Readonly<Record<string, TwinSummarySectionName>>;
}

export const REFUSAL_OWNERS: readonly RefusalOwnerCase[] = [
  {
    name: 'Ingrid Solberg',
    answers: {
      1: 'My husband Leif is the cook in our house; he makes fish soup every Friday and bakes bread on Sundays. Our daughter Kari is a nurse in Tromsø. She runs marathons and has no patience for slow walkers.',
      2: "Every Christmas Eve we eat ribbe and dance around the tree. My grandmother's waffle iron still hangs in our kitchen.",
      3: 'My father taught me to fix any engine. I still take apart every broken radio I find.',
      4: 'My closest friend is Astrid. We met on the night ferry to Kirkenes in 1975, both of us seasick.',
      5: 'Astrid and I play cards on Thursdays and laugh until the neighbours knock on the wall.',
      6: 'Leif. He is the funniest man I know, and the most patient with my temper.',
      7: 'Check the oil before you blame the engine.',
      8: 'I used to paint watercolours, but I gave it up years ago. These days I walk in the hills above the city with our dog, Tass.',
      9: 'Knitting. My mother started me on it when I was six, and I have knitted a sweater for every baby born in the family.',
      10: 'I would love to see the northern lights from Svalbard one day. I have read every book by Sigrid Undset twice.',
      11: 'Marine diesel engines. I could talk about a two-stroke for a whole evening.',
      12: 'I was a marine engineer on the coastal ferries for thirty-one years, the first woman in the engine room on that line.',
      13: 'When Kari was born early and spent two months in hospital. Leif and my sister got me through it.',
      14: "I never cook; Leif won't let me near the stove. I read the paper, walk Tass and do the crossword after lunch.",
      15: 'Honesty, even when it is awkward. My mother never told a lie in her life.',
      16: 'Learn to cook before you leave home, and never borrow money for a car.',
      17: 'I am proud of my daughter. If I had my time again, I would have gone to university and studied physics.',
      18: 'Fishing for mackerel off the pier with my grandfather.',
      19: 'The night the engine caught fire off Bodø and we brought the ship into harbour on one shaft.',
      20: 'As someone who could fix anything. I run a marathon every morning, from the bed to the kettle.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['my closest friend is astrid'],
      'good humour': ['laugh until the neighbours knock'],
      outdoorsy: ['walk in the hills above the city'],
      'animal lover': ['with our dog, tass'],
      creative: ['knitting', 'knitted a sweater for every baby'],
      'book lover': ['read every book by sigrid undset'],
      'dedicated worker': ['marine engineer on the coastal ferries for thirty-one years'],
      resilient: ['got me through it'],
      'puzzle lover': ['do the crossword after lunch'],
      honest: ['honesty, even when it is awkward'],
      'devoted parent': ['i am proud of my daughter'],
    },
    required: ['dedicated worker', 'puzzle lover', 'book lover'],
    refused: {
      'loves cooking': ['leif is the cook in our house', 'i never cook', 'learn to cook before you leave home'],
      sporty: ['she runs marathons', 'i run a marathon every morning'],
      patient: ['has no patience for slow walkers', 'the most patient with my temper'],
      creative: ['i used to paint watercolours'],
      adventurous: ['i would love to see the northern lights'],
      'science-minded': ['studied physics'],
      'careful with money': ['never borrow money for a car'],
      outdoorsy: ['fishing for mackerel off the pier'],
    },
    stillGiven: { sporty: 'i run a marathon every morning' },
    filed: {
      'my husband leif is the cook': 'loved_ones',
      'he makes fish soup': 'loved_ones',
      'when kari was born early': 'work_life',
      'leif and my sister got me through it': 'work_life',
      'marine diesel engines': 'interest',
      'i could talk about a two-stroke': 'interest',
    },
  },
  {
    name: 'Tomasz Wójcik',
    answers: {
      1: 'My wife Ewa sings in the church choir and grows roses on our balcony. Our son Marek is a chef in London; he cooked for a prince once, or so he says.',
      2: "On Wigilia we leave an empty place at the table for the unexpected guest. My mother's pierogi recipe is written inside the cupboard door.",
      3: 'My father taught me to play chess when I was five. I still play every evening against the computer, and lose.',
      4: 'My best friend is Zbyszek, whom I met in the army in 1969. He is the bravest man I know.',
      5: 'Zbyszek and I go fishing on the Warta every Saturday, and mostly we catch colds.',
      6: 'Ewa. She is kind to everybody, even to the tax inspector.',
      7: 'Measure twice, cut once, and always thank the bus driver.',
      8: 'I would love to learn the accordion, if I had the patience. For now I do sudoku on the balcony and feed the pigeons.',
      9: 'Chess, since I was five. I have played in the city league for forty years.',
      10: "Stanisław Lem's novels, all of them. And the Tatra mountains in October.",
      11: 'Prime numbers. I can bore anyone for hours about them.',
      12: 'I taught mathematics at the same secondary school in Łódź for thirty-eight years.',
      13: 'The strikes of 1981, when the school closed and I drove a taxi at night to feed us. Ewa kept us going.',
      14: "I don't drive anymore. I walk to the market, argue with the newspaper and nap after lunch like a professional.",
      15: 'Honesty. My father was a postman and never opened a letter that was not his.',
      16: "Don't buy what you cannot pay for, and read before you sleep.",
      17: 'I am proud that three of my pupils became professors. I would have been more patient with Marek when he was small.',
      18: 'Sledging down the hill behind our block with my brother.',
      19: 'The day Marek was born. I ran the whole way to the hospital, in slippers.',
      20: 'As a fair teacher who never gave up on a pupil.',
    },
    questions: [],
    tagLines: {
      'puzzle lover': ['i still play every evening against the computer', 'taught me to play chess', 'do sudoku on the balcony', 'chess, since i was five', 'played in the city league'],
      'loyal friend': ['my best friend is zbyszek'],
      outdoorsy: ['go fishing on the warta'],
      'animal lover': ['feed the pigeons'],
      'book lover': ["lem's novels"],
      'dedicated worker': ['taught mathematics at the same secondary school'],
      'science-minded': ['taught mathematics'],
      honest: ['honesty'],
      'fair-minded': ['as a fair teacher'],
      resilient: ['ewa kept us going'],
    },
    required: ['puzzle lover', 'dedicated worker', 'loyal friend'],
    refused: {
      'music lover': ['ewa sings in the church choir', 'learn the accordion'],
      gardener: ['grows roses on our balcony'],
      faithful: ['the church choir'],
      'loves cooking': ['marek is a chef', 'pierogi recipe'],
      kind: ['she is kind to everybody'],
      patient: ['if i had the patience', 'more patient with marek'],
      'dedicated worker': ['played in the city league for forty years'],
      'careful with money': ["don't buy what you cannot pay for"],
      outdoorsy: ['the tatra mountains in october', 'sledging down the hill'],
    },
    filed: {
      'my wife ewa sings in the church choir': 'loved_ones',
      'chess, since i was five': 'hobby',
      'i have played in the city league': 'hobby',
      'prime numbers': 'interest',
      'i can bore anyone for hours': 'interest',
    },
  },
  {
    name: 'Lucía Ferrer',
    answers: {
      1: 'My husband Pepe was a fisherman; he passed away in 2015. My granddaughter Inés lives with me and studies architecture. My son Jordi is the runner in the family, and he ran the Valencia marathon last year.',
      2: 'Paella on Sundays, cooked on a wood fire in the yard. Pepe always made it, and since he died nobody has dared.',
      3: 'My mother taught me to sew, and never to leave a hem crooked. I still check the hems of every dress in a shop.',
      4: 'My oldest friend is Remedios, from the shoe factory. We have been friends for fifty years.',
      5: 'We go dancing at the pensioners’ club on Fridays, and Remedios steps on everyone’s feet.',
      6: 'Pepe. He could make anyone laugh, even the priest at our wedding.',
      7: 'Eat properly, and call your grandmother.',
      8: 'I used to swim in the sea every morning, but my knees put a stop to it. Now I sit on the balcony and do crosswords.',
      9: 'Sewing. I made my own wedding dress, and every costume for the Fallas for thirty years.',
      10: 'Anything by Rocío Jurado. I know every song by heart, though the neighbours wish I did not.',
      11: 'Football. I have been a Valencia member since 1968 and I have never once played.',
      12: 'I stitched shoes at the Segarra factory in Vall d’Uixó for twenty-six years.',
      13: 'When Pepe died. Inés moved in with me, and she got me through it.',
      14: 'I get up at seven, go to the market and make lunch for Inés and me. I never bake; the oven is where I keep the pans.',
      15: 'Family. Everything I did, I did for my family.',
      16: 'Save a little from every wage, and learn to sew on a button.',
      17: 'I am proud of my granddaughter. I would have travelled more if Pepe had liked aeroplanes.',
      18: 'Swimming at Malvarrosa beach with my sisters.',
      19: 'The day the Turia flooded in 1957. My father carried me on his shoulders through the water.',
      20: 'As the woman who never missed a Fallas and never paid full price for anything.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['my oldest friend is remedios', 'friends for fifty years'],
      'puzzle lover': ['do crosswords'],
      creative: ['made my own wedding dress', 'sewing', 'taught me to sew'],
      'music lover': ['i know every song by heart'],
      'dedicated worker': ['stitched shoes at the segarra factory'],
      resilient: ['she got me through it'],
      'family-first': ['i did for my family'],
      'devoted grandparent': ['i am proud of my granddaughter'],
      'careful with money': ['never paid full price for anything'],
    },
    required: ['loyal friend', 'dedicated worker', 'family-first'],
    refused: {
      sporty: ['jordi is the runner in the family', 'i used to swim in the sea', 'i have never once played', 'swimming at malvarrosa beach'],
      outdoorsy: ['i used to swim in the sea', 'swimming at malvarrosa beach'],
      'loves cooking': ['pepe always made it', 'i never bake'],
      'good humour': ['he could make anyone laugh'],
      faithful: ['the priest at our wedding'],
      'dedicated worker': ['every costume for the fallas for thirty years'],
      'careful with money': ['save a little from every wage'],
      adventurous: ['i would have travelled more'],
      'hard-working': ['never missed a fallas'],
    },
    filed: {
      'sewing.': 'hobby',
      'i made my own wedding dress': 'hobby',
      'football.': 'interest',
      'i have been a valencia member': 'interest',
      'paella on sundays': 'hobby',
      'pepe always made it': 'hobby',
      'when pepe died': 'loved_ones',
      'ines moved in with me': 'loved_ones',
    },
  },
];
