// Four owners written for whether a tag's line shows the owner doing the thing (a dentist in Kumasi, a beekeeper in
// Maramureș, a carpet restorer in Isfahan, a colliery bookkeeper in Merthyr). Each answer sets a line that shows a tag beside one that tempts it wrongly:
// a sport watched or dozed through, a husband's or a daughter's doing (said plainly, in the passive, or as what the owner
// watches), a wish, a plan or a future, a negation that reaches the end of its clause, a money word in another sense
// ("a debt of gratitude", "I spent forty years") or money sent to someone, a trait word as a noun ("I was a patient") or
// of a thing ("a fair copy"), a name ("Fort Jesus"), a word in another sense by its verb or grammar ("I keep the parish
// records", "I paint the fences", "I turn up the radio", "My word, it was cold"), a quarrel with a child, and "the mine". The labels are a reader's: which line shows which tag of the owner.
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

/** An owner with the tags a reader must find among theirs (beside the labels of every tag they may be given). */
export interface DoingOwnerCase extends TwinOwnerCase {
  required: readonly string[];
}

export const DOING_OWNERS: readonly DoingOwnerCase[] = [
  {
    name: 'Abena Owusu',
    answers: {
      1: 'My husband Kofi paints the sunrise every morning from the roof. Our daughter Ama sings in the cathedral choir in Kumasi. Yaw, our son, is a wonderful cook.',
      2: 'The quilt on our bed was sewn by my grandmother. On Sundays we all eat fufu together after church.',
      4: 'My best friend Efua and I met at the Kejetia market in 1979.',
      5: 'Efua and I play ludo on her veranda and laugh at our own bad luck.',
      6: 'Kofi. He is the most patient man alive, and he makes me laugh every day.',
      8: 'On Saturdays I fall asleep in front of the football. I would love to learn the piano one day.',
      9: 'I grow tomatoes and okra behind the house.',
      12: 'I ran a dental practice in Kumasi for thirty-two years.',
      13: 'I was a patient at Komfo Anokye hospital for three months after the accident. My neighbours took care of me.',
      15: 'Honesty. I owe my father a debt of gratitude for it.',
      16: 'Save something from every salary, however small.',
      17: 'I am proud of my daughter. When I retire properly, I will go hiking in the Aburi hills.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['my best friend efua'],
      'good humour': ['laugh at our own bad luck'],
      gardener: ['i grow tomatoes'],
      'dedicated worker': ['dental practice in kumasi for thirty-two years'],
      honest: ['honesty'],
      'devoted parent': ['i am proud of my daughter'],
      faithful: ['after church'],
    },
    required: ['loyal friend', 'good humour', 'gardener', 'dedicated worker', 'honest', 'devoted parent'],
  },
  {
    name: 'Radu Popescu',
    answers: {
      1: 'My wife Ileana weaves rugs on her mother’s loom. My brother Vasile is the sporty one; he still runs up the mountain at seventy.',
      3: 'My father taught me to work hard and to keep the bees calm with smoke and patience.',
      4: 'My oldest friend is Ion, the priest’s son, and we have been friends since the first grade.',
      5: 'Ion and I watch the wrestling on Fridays with a jug of plum brandy.',
      8: 'I walk in the beech forest above Breb with my dog every evening. I never learned to play the violin, which I regret.',
      9: 'I have kept bees for forty-one years, and I build my own hives from linden wood.',
      10: 'The wooden churches of Maramureș, and the songs my grandmother sang.',
      12: 'I spent thirty years at the sawmill in Sighet and never wasted a day. Now I sell honey at the market.',
      14: 'I hardly ever fish any more. In the evenings I doze in front of the tennis.',
      15: 'I have always been thrifty. I never borrow money.',
      17: 'I’m thinking of writing down what I know about bees. If I had grandchildren, I would teach them to read the hives.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['my oldest friend is ion', 'friends since the first grade'],
      outdoorsy: ['walk in the beech forest'],
      'animal lover': ['with my dog every evening'],
      'dedicated worker': ['kept bees for forty-one years', 'thirty years at the sawmill'],
      creative: ['build my own hives'],
      'careful with money': ['always been thrifty', 'never borrow money'],
    },
    required: ['careful with money', 'loyal friend', 'outdoorsy', 'animal lover', 'creative'],
  },
  {
    name: 'Shirin Rezaei',
    answers: {
      1: 'My husband Dariush was a calligrapher, and his letters still hang in the hall. Our daughter Nasrin lives in Shiraz and runs marathons.',
      3: 'My mother taught me to mend rather than throw away, and I still darn every sock in the house.',
      4: 'My closest friend is Parvaneh; we have known each other since we were girls in Isfahan.',
      5: 'Parvaneh and I swim at the women’s pool every Tuesday.',
      8: 'I read Hafez in the garden with a glass of tea. I do not cook any more; Nasrin does all the cooking when she visits.',
      10: 'The poems of Forough Farrokhzad, and the blue tiles of the Sheikh Lotfollah mosque.',
      12: 'I restore old carpets in a workshop by the Zayandeh river, and I have done it for thirty-eight years. I keep a fair copy of every pattern I repair.',
      14: 'I watch my granddaughter play volleyball on Thursdays.',
      15: 'Kindness to strangers. Saving money is important, but not more than people.',
      16: 'Never lend what you cannot lose.',
      17: 'I want my grandchildren to remember that I loved them.',
    },
    questions: [],
    tagLines: {
      'loyal friend': ['known each other since we were girls'],
      sporty: ['swim at the women’s pool'],
      'book lover': ['i read hafez', 'poems of forough'],
      'dedicated worker': ['restore old carpets', 'for thirty-eight years'],
      kind: ['kindness to strangers'],
      'devoted grandparent': ['watch my granddaughter play'],
    },
    required: ['loyal friend', 'sporty', 'book lover', 'dedicated worker', 'kind', 'devoted grandparent'],
  },
  {
    name: 'Idris Morgan',
    answers: {
      1: 'My wife Gwen sings in the chapel choir. I keep the parish records for St Tydfil’s.',
      3: 'Look after your mother, my father used to say.',
      4: 'My oldest friend is Dai; we worked down the mine together for twenty years.',
      8: 'I play my old jazz records every evening. I paint the fences every spring.',
      9: 'I paint watercolours of the valley from the top of the tip.',
      12: 'I kept the books for the colliery for thirty years.',
      13: 'I argued with my son about the strike, and we did not speak for a year.',
      15: 'My word, it was cold that winter. I always turn up on time.',
      16: 'I turn up the radio when the rugby is on.',
      17: 'I am proud of my son. I sent money to my daughter every month while she was at college.',
    },
    questions: [],
    tagLines: {
      'music lover': ['play my old jazz records'],
      creative: ['paint watercolours of the valley'],
      'dedicated worker': ['kept the books for the colliery for thirty years', 'down the mine together for twenty years'],
      reliable: ['always turn up on time'],
      'loyal friend': ['my oldest friend is dai'],
      'devoted parent': ['i am proud of my son'],
      caring: ['look after your mother'],
    },
    required: ['music lover', 'creative', 'reliable', 'loyal friend', 'devoted parent'],
  },
];
