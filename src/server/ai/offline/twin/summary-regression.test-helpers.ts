// Interviews written the way different people answer, none of them from the app's other test data, with the section
// every sentence belongs to. A sentence listed with two sections may land in either or both; one with one section
// must land there alone. summary-regression.test.ts checks the offline engine against them.
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';

type Expected = TwinSummarySectionName | [TwinSummarySectionName, TwinSummarySectionName];
export type RegressionSentence = [text: string, expected: Expected];

export interface RegressionInterview {
  name: string;
  answers: { number: number; sentences: RegressionSentence[] }[];
}

const F = 'family';
const Fr = 'friends';
const L = 'loved_ones';
const H = 'hobby';
const I = 'interest';
const W = 'work_life';
const V = 'values';

export const REGRESSION_INTERVIEWS: RegressionInterview[] = [
  {
    name: 'Maria Santos, retired pharmacist',
    answers: [
      { number: 12, sentences: [['I worked for 22 years as a pharmacist in a small town near Porto.', W], ['What I liked most was knowing every customer by name.', W]] },
      { number: 6, sentences: [['My late husband Rui was the love of my life.', L], ['He passed away in 2016 and I still talk to him every morning.', L]] },
      { number: 1, sentences: [['I have two daughters, Sofia and Inês.', F], ['Sofia is a teacher in Lisbon and Inês lives with her family in Canada.', F]] },
      { number: 8, sentences: [['On a free afternoon I work in my garden and grow far too many tomatoes.', H]] },
      { number: 15, sentences: [['My faith matters most to me.', V], ['I go to Mass every Sunday, as my mother did.', [V, F]]] },
      { number: 16, sentences: [['Save a little every month, even when it seems pointless.', V], ['Never go to bed angry.', V]] },
    ],
  },
  {
    name: 'Tom Okafor, bus driver',
    answers: [
      { number: 12, sentences: [['I drive the number 38 bus across London.', W], ['I like the regulars who wave at me every morning.', W]] },
      { number: 14, sentences: [['I get up at half four and I am in the depot by five.', W], ['After my shift I pick the kids up from school.', [W, F]]] },
      { number: 1, sentences: [['My wife Grace and our three kids, Daniel, Ruth and little Sam.', [F, L]], ['Daniel is the quiet one, Ruth never stops talking.', F]] },
      { number: 4, sentences: [['My best mate is Kofi, we grew up on the same estate.', Fr], ['We have been friends for forty years.', Fr]] },
      { number: 9, sentences: [['Football, always football.', H], ['I coached a youth team for ten years.', H]] },
      { number: 15, sentences: [['Family comes first, everything else can wait.', [V, F]]] },
    ],
  },
  {
    name: 'Helen Price, primary school teacher',
    answers: [
      { number: 12, sentences: [['I taught seven-year-olds for thirty-one years.', W], ['The best moment was when a child finally read a whole page alone.', W]] },
      { number: 10, sentences: [['Jane Eyre stayed with me since I was fourteen.', I], ['I also love the music of Nina Simone.', I]] },
      { number: 11, sentences: [['I could talk for hours about the history of the Tudors.', I]] },
      { number: 2, sentences: [['Every Christmas Eve we make mince pies from my grandmother’s recipe.', F]] },
      { number: 5, sentences: [['My friends and I walk the coast path once a month and end in the pub.', [Fr, H]], ['We laugh about everything, mostly ourselves.', Fr]] },
      { number: 17, sentences: [['I am proud of the children I taught.', [V, W]], ['I would have worried less about what others thought.', V]] },
    ],
  },
  {
    name: 'Rajesh Iyer, software engineer',
    answers: [
      { number: 12, sentences: [['I am a software engineer at a logistics company.', W], ['I like fixing problems nobody else wants to touch.', W]] },
      { number: 14, sentences: [['Coffee, then a stand-up meeting at nine, then code until the evening.', W], ['At night I read to my son before he sleeps.', F]] },
      { number: 1, sentences: [['My parents live in Chennai and call every Sunday.', F], ['My son Arjun is six and obsessed with dinosaurs.', F]] },
      { number: 9, sentences: [['Chess.', H], ['I learned it from my grandfather on a wooden board he carved himself.', [H, F]]] },
      { number: 11, sentences: [['Astronomy, especially how we find planets around other stars.', I]] },
      { number: 15, sentences: [['Honesty, even when it costs me something.', V], ['My father never told a lie in his life and I want to be like him.', [V, F]]] },
      { number: 6, sentences: [['My wife Meera is the calmest person I know.', L], ['I love how she laughs at her own jokes before the punchline.', L]] },
    ],
  },
  {
    name: 'Agnes Müller, farmer',
    answers: [
      { number: 12, sentences: [['We ran a dairy farm for forty years, my husband and I.', [W, L]], ['I liked the mornings in the barn before anyone was awake.', W]] },
      { number: 13, sentences: [['The winter the barn burned down was the hardest time.', W], ['The neighbours came with tools and food and helped us rebuild.', Fr]] },
      { number: 3, sentences: [['My mother taught me never to waste food.', [F, V]], ['I still keep every jar and every bit of string.', [F, V]]] },
      { number: 8, sentences: [['I knit socks for the whole village.', H]] },
      { number: 15, sentences: [['Hard work and a clear conscience.', V], ['God has always been with me.', V]] },
      { number: 20, sentences: [['As someone who never turned a hungry person away.', V]] },
    ],
  },
  {
    name: 'Kenji Watanabe, chef',
    answers: [
      { number: 12, sentences: [['I have been a chef for twenty years and now I run my own small restaurant.', W], ['I love the noise of a full kitchen on a Friday night.', W]] },
      { number: 2, sentences: [['My grandmother’s miso soup, which she made every morning.', F], ['She always said a warm meal fixes half of any problem.', F]] },
      { number: 8, sentences: [['I go fishing at the river with my old rod.', H], ['Sometimes I catch nothing and that is fine too.', H]] },
      { number: 4, sentences: [['Hiro and Daisuke, friends since culinary school.', Fr]] },
      { number: 10, sentences: [['The films of Ozu, because nothing happens and everything happens.', I]] },
      { number: 16, sentences: [['Be patient with yourself.', V], ['Learn one thing well before you try ten.', V]] },
    ],
  },
  {
    name: 'Fatima Haddad, nurse',
    answers: [
      { number: 12, sentences: [['I have worked as a nurse in the children’s ward for fifteen years.', W], ['The night shifts are hard but the families make it worth it.', W]] },
      { number: 1, sentences: [['I am the eldest of five sisters.', F], ['My sister Leila is a lawyer and she is the clever one.', F]] },
      { number: 6, sentences: [['My husband Karim, who makes me laugh every single day.', L]] },
      { number: 15, sentences: [['My faith and my family.', [V, F]], ['I pray five times a day and it keeps me steady.', V]] },
      { number: 8, sentences: [['I bake bread and cakes for my neighbours.', H]] },
      { number: 18, sentences: [['Summers at my grandparents’ house by the sea, eating figs from the tree.', F]] },
    ],
  },
  {
    name: 'Bill Carter, retired electrician',
    answers: [
      { number: 12, sentences: [['I was an electrician for forty-two years.', W], ['I liked that a job was either done right or not done at all.', W]] },
      { number: 9, sentences: [['Woodworking.', H], ['I built every chair in our house.', H]] },
      { number: 6, sentences: [['Joan, my wife of fifty years.', L], ['She still beats me at cards.', L]] },
      { number: 1, sentences: [['We have two sons and five grandchildren.', F], ['The grandchildren visit every Saturday and raid the biscuit tin.', F]] },
      { number: 16, sentences: [['Do not borrow money you cannot pay back.', V], ['Turn up on time and do what you said you would.', V]] },
      { number: 13, sentences: [['My heart operation in 2010.', W], ['Joan sat by my bed every day.', L]] },
    ],
  },
  {
    name: 'Lucía Romero, translator',
    answers: [
      { number: 12, sentences: [['I translate novels from English into Spanish.', W], ['I like finding the one word that carries the whole feeling.', W]] },
      { number: 10, sentences: [['Poetry by Lorca and the songs my father played on the guitar.', [I, F]]] },
      { number: 11, sentences: [['Languages and where words come from.', I]] },
      { number: 4, sentences: [['Carmen, my friend from university, who lives two streets away.', Fr]] },
      { number: 5, sentences: [['Carmen and I cook paella on Sundays and argue about politics.', [Fr, H]]] },
      { number: 7, sentences: [['That I was always on their side.', L]] },
      { number: 15, sentences: [['Curiosity.', V], ['I believe a curious person is never bored.', V]] },
    ],
  },
  {
    name: 'Samuel Boateng, pastor',
    answers: [
      { number: 12, sentences: [['I have been the pastor of a small church in Kumasi for twenty years.', W], ['I love sitting with people when they are lost and helping them find their way.', W]] },
      { number: 15, sentences: [['God first, then my family, then my neighbour.', [V, F]]] },
      { number: 1, sentences: [['My wife Abena and our four children.', [F, L]], ['Our eldest daughter is studying medicine.', F]] },
      { number: 9, sentences: [['Singing in the choir since I was a boy.', H]] },
      { number: 16, sentences: [['Forgive quickly.', V], ['Keep your word even when it hurts.', V]] },
      { number: 19, sentences: [['The day my father blessed my wedding, in his village, with the whole family dancing.', [L, F]]] },
    ],
  },
  {
    name: 'Olivia Bennett, accountant',
    answers: [
      { number: 12, sentences: [['I am an accountant for small businesses.', W], ['I like helping owners understand their own numbers.', W]] },
      { number: 14, sentences: [['Up at seven, run with the dog, work from home until five.', [W, H]], ['In the evening I watch a film with my partner.', [W, L]]] },
      { number: 6, sentences: [['My partner Sam, who is kind to everyone, even to people who do not deserve it.', L]] },
      { number: 9, sentences: [['Running.', H], ['I did my first marathon at forty.', H]] },
      { number: 15, sentences: [['Being careful with money so nobody I love ever has to worry.', V]] },
      { number: 4, sentences: [['My friends from the running club.', [Fr, H]], ['We meet every Thursday at six.', Fr]] },
    ],
  },
  {
    name: 'Ahmed Khan, shopkeeper',
    answers: [
      { number: 12, sentences: [['I run a corner shop that my father opened in 1979.', [W, F]], ['I know what every customer buys before they ask.', W]] },
      { number: 14, sentences: [['I open the shop at six and close at ten.', W], ['Between customers I do the crossword.', [W, H]]] },
      { number: 1, sentences: [['My mother lives with us and my three children keep us busy.', F]] },
      { number: 11, sentences: [['Cricket statistics from the 1980s.', I]] },
      { number: 15, sentences: [['Respect for elders and for every customer, rich or poor.', V]] },
      { number: 20, sentences: [['I want people to say I was fair.', V]] },
    ],
  },
  {
    name: 'Grace Liu, architect',
    answers: [
      { number: 12, sentences: [['I am an architect and I design schools.', W], ['I love seeing children run into a building I drew.', W]] },
      { number: 8, sentences: [['I paint watercolours of the harbour.', H]] },
      { number: 10, sentences: [['The city of Kyoto and its quiet gardens stayed with me.', I], ['And the music of Bach.', I]] },
      { number: 3, sentences: [['My parents taught me to finish what I start.', [F, V]]] },
      { number: 6, sentences: [['My girlfriend Ana, who reads the end of a book first.', L]] },
      { number: 17, sentences: [['I am proud of the school in my home town.', [V, W]], ['I would have taken more holidays.', V]] },
    ],
  },
  {
    name: 'Peter Novak, miner',
    answers: [
      { number: 12, sentences: [['I worked underground in the coal mine for thirty years.', W], ['What I liked was the men I worked with.', W]] },
      { number: 4, sentences: [['My friend Jozef saved my life in a collapse in 1988.', Fr], ['We still meet for a beer every Friday.', Fr]] },
      { number: 9, sentences: [['Pigeons.', H], ['I have raced them since I was a boy.', H]] },
      { number: 6, sentences: [['My wife Vera, who waited every night until I came home.', L]] },
      { number: 13, sentences: [['When the mine closed I had no job for two years.', W], ['Vera kept us going.', L]] },
      { number: 16, sentences: [['Look after the people next to you.', V]] },
    ],
  },
  {
    name: 'Nadia Petrova, violinist',
    answers: [
      { number: 12, sentences: [['I play the violin in the city orchestra.', [W, H]], ['I like the moment before the first note when the hall goes silent.', W]] },
      { number: 10, sentences: [['Tchaikovsky’s violin concerto, the first piece that made me cry.', I]] },
      { number: 1, sentences: [['My brother Ivan is a doctor in Moscow.', F], ['My mother still sends me jam every autumn.', F]] },
      { number: 5, sentences: [['My friends and I play quartets in my kitchen and drink too much tea.', [Fr, H]]] },
      { number: 15, sentences: [['Discipline.', V], ['Talent is nothing without practice.', V]] },
      { number: 18, sentences: [['My grandmother taking me to my first concert when I was five.', F]] },
    ],
  },
  {
    name: 'George Adeyemi, retired soldier',
    answers: [
      { number: 12, sentences: [['I served in the army for twenty-four years.', W], ['I liked the order of it and the men I served with.', W]] },
      { number: 13, sentences: [['Losing my wife Comfort in 2019.', L], ['My daughters got me through it.', F]] },
      { number: 6, sentences: [['Comfort, my late wife, the bravest woman I ever met.', L]] },
      { number: 8, sentences: [['I walk in the hills with my dog.', H]] },
      { number: 1, sentences: [['Two daughters, Ada and Bisi, and a grandson called Tunde.', F]] },
      { number: 15, sentences: [['Loyalty and duty.', V]] },
    ],
  },
  {
    name: 'Emma Lindqvist, student',
    answers: [
      { number: 12, sentences: [['I study biology and work weekends in a café.', W], ['I like the café more than the lectures, honestly.', W]] },
      { number: 4, sentences: [['My best friend Saga, we met on the first day of school.', Fr]] },
      { number: 5, sentences: [['Saga and I go climbing and eat far too many cinnamon buns.', [Fr, H]]] },
      { number: 1, sentences: [['My mum is a nurse and my dad builds boats.', F], ['I have a little brother who is fifteen and very annoying.', F]] },
      { number: 11, sentences: [['Climate science and what we can still do about it.', I]] },
      { number: 16, sentences: [['Do not be afraid to ask stupid questions.', V]] },
    ],
  },
  {
    name: 'Walter Hughes, widower',
    answers: [
      { number: 6, sentences: [['My wife Margaret died eight years ago.', L], ['We were married for fifty-one years.', L], ['I miss her laugh most of all.', L]] },
      { number: 7, sentences: [['That I loved them, even when I was grumpy.', L]] },
      { number: 8, sentences: [['I do jigsaw puzzles and listen to the cricket on the radio.', H]] },
      { number: 12, sentences: [['I was a postman for thirty-five years.', W], ['I liked knowing every dog on my round.', W]] },
      { number: 1, sentences: [['My son David lives in Australia and phones on Sundays.', F]] },
      { number: 15, sentences: [['Kindness costs nothing.', V]] },
    ],
  },
  {
    name: 'Priya Sharma, doctor',
    answers: [
      { number: 12, sentences: [['I am a family doctor in a busy practice.', W], ['I like the patients who have been coming to me for years.', W]] },
      { number: 14, sentences: [['Yoga at six, surgery from eight, home by seven if I am lucky.', [W, H]], ['Dinner with my husband is the best part of the day.', [L, W]]] },
      { number: 6, sentences: [['My husband Vikram, my best friend and my harshest critic.', L]] },
      { number: 10, sentences: [['The novels of Narayan remind me of my childhood.', I]] },
      { number: 15, sentences: [['Compassion.', V], ['I believe every person deserves to be listened to.', V]] },
      { number: 16, sentences: [['Save money early, and travel while your knees still work.', V]] },
    ],
  },
  {
    name: 'Jack Murphy, fisherman',
    answers: [
      { number: 12, sentences: [['I fished out of Galway Bay on my own boat for forty years.', W], ['I liked being out at sea before the sun came up.', W]] },
      { number: 2, sentences: [['A song my father sang on the boat, every trip, out of tune.', F]] },
      { number: 4, sentences: [['Seán and Paddy, who crewed with me for half my life.', Fr]] },
      { number: 8, sentences: [['I sit by the harbour and watch the boats come in.', H]] },
      { number: 15, sentences: [['The sea taught me respect.', V], ['You never win against it.', V]] },
      { number: 20, sentences: [['As a man who always came home.', V]] },
    ],
  },
  {
    name: 'Chloé Martin, florist',
    answers: [
      { number: 12, sentences: [['I have a flower shop in Lyon.', W], ['I love making a bouquet for someone who does not know what to say.', W]] },
      { number: 6, sentences: [['My fiancé Julien, who proposed with a daisy.', L]] },
      { number: 9, sentences: [['Pottery.', H], ['I started in a night class after my divorce.', H]] },
      { number: 3, sentences: [['My father taught me to be generous, even with little.', [F, V]]] },
      { number: 5, sentences: [['My friends and I go to the cinema and talk about the film for hours afterwards.', [Fr, I]]] },
      { number: 16, sentences: [['Spend less than you earn.', V], ['Buy flowers for yourself sometimes.', V]] },
    ],
  },
  {
    name: 'Yusuf Demir, taxi driver',
    answers: [
      { number: 12, sentences: [['I drive a taxi at night in Istanbul.', W], ['I like the stories my passengers tell me at three in the morning.', W]] },
      { number: 1, sentences: [['My wife Elif and our twins, who are nine.', [F, L]], ['The twins fight all day and then sleep in the same bed.', F]] },
      { number: 11, sentences: [['Football history, especially Galatasaray in the 1990s.', I]] },
      { number: 15, sentences: [['My family is everything to me.', [V, F]], ['I work nights so they never go without.', [W, F]]] },
      { number: 8, sentences: [['I play backgammon with the old men at the tea house.', H]] },
    ],
  },
];
