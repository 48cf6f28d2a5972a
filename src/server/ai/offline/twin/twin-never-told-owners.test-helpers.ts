// Two owners for the built-in twin's tests on what it was never told, written for these tests: a retired ferry engineer
// on São Miguel whose husband fears heights, whose brother sells insurance, who worked on ferries and wished for a
// boat and never learned to swim; and a Duluth ore-dock loader turned piano tuner, whose brother hates flying, whose
// wife teaches chemistry and who would love to see Japan one day. Half of what each is asked they never said of
// themselves: it is said of someone else, only wished, or said with another doing.
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';

export const NEVER_TOLD_OWNERS: readonly TwinOwnerCase[] = [
  {
    name: 'Marisol Ferreira',
    answers: {
      1: 'My husband Duarte is afraid of heights, so I was the one who climbed the ladder to fix the roof. Our daughter Inês loves horses and rides every weekend in Ribeira Grande. My brother Tiago still lives in Lisbon and sells insurance.',
      3: 'My mother taught me to mend nets on the harbour wall. I still cannot sit with my hands empty.',
      8: 'If I had the money I would have bought a little boat of my own. Instead I walk along the river bank to the lighthouse and back.',
      9: 'Knitting. My grandmother sat me down with two needles when I was seven.',
      12: 'I was an engineer on the inter-island ferries for thirty-one years. I worked in the engine room, and I liked the noise more than the sea.',
      13: 'The spring tides of 1997 tore the ferry from her moorings, and we spent three nights getting her back.',
      14: 'I get up at six, make coffee for Duarte, and then I go down to the harbour to see who is in.',
      16: 'Never sign anything you have not read twice.',
      17: 'I am proud of my daughter. I never learned to swim, which is a funny thing for a ferry engineer.',
      19: 'The day Inês was born, in the hospital in Ponta Delgada, with a storm outside and Duarte asleep in the chair.',
    },
    questions: [
      q('family', 'What did your mother teach you?', 'mend nets'),
      q('work', 'What did you do for a living?', 'engineer on the inter-island ferries'),
      q('other-words', 'Who taught you to knit?', 'my grandmother sat me down'),
      q('advice', 'What is your advice?', 'never sign anything'),
      q('other-words', 'Can you swim?', 'never learned to swim'),
      q('unanswerable', 'Are you afraid of heights?'),
      q('unanswerable', 'Do you have a boat?'),
      q('unanswerable', 'Do you sell insurance?'),
      q('unanswerable', 'When did you get married?'),
      q('unanswerable', 'Where were you born?'),
    ],
    tagLines: {},
  },
  {
    name: 'Tobias Lindqvist',
    answers: {
      1: 'My wife Karin teaches chemistry at the high school. My brother Nils hates flying and drives everywhere, even to Florida. My sister Annika lives in Oslo with her three cats.',
      4: 'Bernie, from the union hall. We met on a picket line in 1985 and have argued about hockey ever since.',
      6: 'Karin. She laughs at my jokes even when they are bad.',
      9: 'I tune pianos, and I have done since my uncle showed me in his shop in Uppsala. I also played the organ at Bethany Lutheran for twenty years.',
      10: 'I would love to see Japan one day, the temples in Kyoto. Maybe when Karin retires.',
      11: 'Lake Superior. The ore boats, the storms, the Edmund Fitzgerald.',
      12: 'I worked on the ore docks in Duluth, loading taconite, until my back gave out. Then I tuned pianos full time.',
      15: 'Being honest, even when it costs you. My father never told a lie in his life, and he lost a job for it once.',
      16: 'Save a little from every pay cheque, and do not lend money to family.',
      18: 'Skating on the frozen harbour with my father, when I was six or seven, and the cold so bad my eyelashes froze.',
    },
    questions: [
      q('other-words', 'What do you love about Karin?', 'laughs at my jokes'),
      q('family', 'How did you meet Bernie?', 'picket line'),
      q('work', 'What did you do on the docks?', 'loading taconite'),
      q('family', 'Where does your sister live?', 'lives in oslo'),
      q('advice', 'What advice would you give?', 'save a little'),
      q('unanswerable', 'Are you afraid of flying?'),
      q('unanswerable', 'Have you been to Japan?'),
      q('unanswerable', 'Did you go to Kyoto?'),
      q('unanswerable', 'Do you teach chemistry?'),
      q('unanswerable', 'Do you have any pets?'),
    ],
    tagLines: {},
  },
];
