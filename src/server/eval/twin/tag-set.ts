// The summary's tags line by line: interview answers, each labelled with the tags a reader gives the owner from it and
// the tags it tempts that a reader refuses (someone else's trait, a hypothetical, a negation, a wish, someone else's
// words, a job's duty, a pastime left off). The labels were written before the engine was run on them. Played by
// run-tag-set.ts (precision and recall) and held in tag-set.test.ts.

/**
 * Why a line tempts a tag a reader refuses, or `plain` for a line that shows its tags outright. `idiom`: a cue word
 * inside an expression that means something else ("do the books", "face the music").
 */
export type TagLineKind = 'plain' | 'someone-else' | 'hypothetical' | 'negated' | 'wish' | 'reported' | 'duty' | 'given-up' | 'advice' | 'idiom';

export interface TagLineCase {
  /** The interview question the line answers (1–20, src/shared/twin-questions.ts). */
  question: number;
  line: string;
  kind: TagLineKind;
  /** The tags a reader gives the owner from this line alone. */
  gives: readonly string[];
  /** Tags the line's words tempt that a reader refuses. Any other tag given is also one the reader disagrees with. */
  refuses: readonly string[];
}

export const line = (question: number, kind: TagLineKind, text: string, gives: readonly string[], refuses: readonly string[] = []): TagLineCase => ({ question, line: text, kind, gives, refuses });

export const TAG_LINES: readonly TagLineCase[] = [
  // Plain: the owner says it of themselves, now.
  line(8, 'plain', 'I spend most afternoons in my vegetable patch, digging and weeding.', ['gardener']),
  line(8, 'plain', 'I read a novel a week, mostly crime.', ['book lover']),
  line(9, 'plain', 'I have played the cello in an amateur orchestra since I was twenty.', ['music lover']),
  line(8, 'plain', 'I swim in the lake every morning before breakfast.', ['sporty', 'outdoorsy']),
  line(9, 'plain', "I knit all the family's jumpers.", ['creative']),
  line(15, 'plain', 'I have always been honest with people, even when it cost me.', ['honest']),
  line(12, 'plain', 'I was a carpenter for thirty-five years in the same workshop.', ['dedicated worker']),
  line(14, 'plain', 'I put a little aside from my pension every week and I have never been in debt.', ['careful with money']),
  line(4, 'plain', 'My best friend Joan and I have known each other since primary school.', ['loyal friend']),
  line(8, 'plain', 'I walk in the hills with my dog most afternoons.', ['outdoorsy', 'animal lover']),
  line(8, 'plain', 'I do the crossword every morning with my coffee.', ['puzzle lover']),
  line(15, 'plain', 'My faith has carried me through everything, and I pray every morning.', ['faithful']),
  line(11, 'plain', 'I could talk for hours about the stars and the planets, and I have a telescope in the garden.', ['stargazer'], ['gardener']),
  line(9, 'plain', 'I bake bread every Saturday morning.', ['loves cooking']),
  line(17, 'plain', 'I am proud of my two sons and the men they have become.', ['devoted parent']),
  line(13, 'plain', 'My friends got me through it, and I kept going.', ['resilient']),
  line(15, 'plain', 'I am a patient man and I never rush anyone.', ['patient']),
  line(5, 'plain', 'We laugh at the same old jokes every Friday.', ['good humour']),
  line(1, 'plain', 'I have four grandchildren and I see them every Sunday.', ['devoted grandparent']),
  line(8, 'plain', 'I go hiking in the mountains whenever I can.', ['outdoorsy']),
  line(9, 'plain', 'I have built every piece of furniture in our house.', ['creative']),
  line(15, 'plain', 'Respect for other people, whoever they are.', ['respectful']),
  line(15, 'plain', 'Fairness matters most to me, and everyone gets the same chance.', ['fair-minded']),
  line(11, 'plain', 'I could talk about physics and chemistry all night.', ['science-minded']),
  line(13, 'plain', 'I looked after my mother for six years until she died.', ['caring']),
  line(14, 'plain', 'I am at the gym by six every morning.', ['sporty']),
  line(5, 'plain', 'My friends and I meet at the pub every Friday.', ['sociable']),
  line(8, 'plain', 'I play chess online against strangers.', ['puzzle lover']),
  line(10, 'plain', 'I listen to opera every evening after supper.', ['music lover']),
  line(20, 'plain', 'As someone who always turned up on time.', ['reliable']),
  line(15, 'plain', 'Hard work never killed anyone, and I have worked hard all my life.', ['hard-working']),
  line(3, 'plain', 'My parents taught me to pray before every meal, and I still do.', ['faithful']),
  line(15, 'plain', 'Honesty, because my father lied to us for years.', ['honest']),
  line(17, 'plain', 'I am proud that I never missed a day of work in forty years.', ['hard-working']),

  // Negations a reader reads as the trait: "never give up" is resilience, "never borrow" thrift, "never lied" honesty.
  line(15, 'negated', 'I never give up, not even on the worst days.', ['resilient']),
  line(14, 'negated', 'I never borrow money and I pay cash for everything.', ['careful with money']),
  line(15, 'negated', 'I have never told a lie to my children.', ['honest']),

  // Advice: it shows what the owner values, never a habit they keep.
  line(16, 'advice', 'Tell the truth, even when it is hard.', ['honest']),
  line(16, 'advice', 'Be kind to people who cannot pay you back.', ['kind'], ['careful with money']),
  line(7, 'advice', 'Look after each other when I am gone.', ['caring']),
  line(16, 'advice', 'Save something from every pay packet.', [], ['careful with money']),
  line(16, 'advice', 'If you ever get a garden, plant potatoes first.', [], ['gardener']),

  // Someone else's trait or doing.
  line(1, 'someone-else', 'My husband paints landscapes and sells them at the market.', [], ['creative']),
  line(1, 'someone-else', 'My sister is the most patient person I know.', [], ['patient']),
  line(6, 'someone-else', 'She is the kindest woman in the village and never turns anyone away.', [], ['kind']),
  line(1, 'someone-else', 'My son plays football for the county.', [], ['sporty']),
  line(1, 'someone-else', 'My wife reads three books a week.', [], ['book lover']),
  line(4, 'someone-else', 'My friend Liesel grows the best roses in town.', [], ['gardener']),
  line(1, 'someone-else', 'Our daughter sings in a jazz band in Leeds.', [], ['music lover']),
  line(6, 'someone-else', 'He cooks for us every night and I do the washing up.', [], ['loves cooking']),
  line(1, 'someone-else', 'My father was a deeply religious man who went to church every day.', [], ['faithful']),
  line(1, 'someone-else', 'My brother has always been careful with money and still has his first pound.', [], ['careful with money']),
  line(1, 'someone-else', 'My husband Tom is a keen cyclist and rides a hundred miles every Sunday.', [], ['sporty', 'outdoorsy']),
  line(6, 'someone-else', 'Maria, my wife. She paints, and I just admire them.', [], ['creative']),
  line(2, 'someone-else', 'My grandmother baked every day, but I never learned.', [], ['loves cooking']),
  line(13, 'someone-else', "My husband's illness was the hardest thing, and the nurses were endlessly patient with him.", [], ['patient', 'caring']),

  // Hypotheticals: what might be, not what is.
  line(7, 'hypothetical', 'If I had grandchildren, I would spoil them rotten.', [], ['devoted grandparent']),
  line(17, 'hypothetical', 'If I had my life again, I would have travelled more.', [], ['adventurous']),
  line(8, 'hypothetical', 'If the weather holds, I might go fishing.', [], ['outdoorsy']),
  line(10, 'hypothetical', 'When I retire I will finally learn the piano.', [], ['music lover']),
  line(10, 'hypothetical', "I'd like to think I'm adventurous, but I have never left Wales.", [], ['adventurous']),

  // Negations: the owner is not it, or does not do it.
  line(17, 'negated', 'I was never careful with money, and I regret it.', [], ['careful with money']),
  line(8, 'negated', 'I have never liked gardening, because the weeds always win.', [], ['gardener']),
  line(14, 'negated', "I don't cook, so we live on sandwiches.", [], ['loves cooking']),
  line(5, 'negated', 'None of us can sing a note.', [], ['music lover']),
  line(15, 'negated', 'I am not a patient woman, I admit it.', [], ['patient']),
  line(8, 'negated', 'I have not read a book since school.', [], ['book lover']),
  line(9, 'negated', 'I am no good at sports, so I never play.', [], ['sporty']),
  line(8, 'negated', "I'm not much of a reader, but I love a good film.", [], ['book lover']),
  line(14, 'negated', "Nobody in our house cooks, so we eat at my sister's.", [], ['loves cooking']),

  // Wishes and regrets: wanted, not done.
  line(10, 'wish', 'I have always wanted to see the pyramids.', [], ['adventurous']),
  line(17, 'wish', 'I wish I had learned to play the guitar.', [], ['music lover']),
  line(8, 'wish', 'One day I hope to walk the Camino.', [], ['outdoorsy', 'adventurous']),
  line(17, 'wish', 'I should have spent more time with my children.', [], ['devoted parent']),
  line(9, 'wish', 'I would love to learn to paint.', [], ['creative']),

  // Someone else's words.
  line(3, 'reported', 'My mother always said that honesty is the best policy.', [], ['honest']),
  line(3, 'reported', 'Dad used to say that a penny saved is a penny earned.', [], ['careful with money']),
  line(4, 'reported', 'Tom always tells me I should take up golf.', [], ['sporty']),
  line(2, 'reported', 'Grandma used to say that family comes first.', [], ['family-first']),

  // A job's duty is no trait or pastime.
  line(12, 'duty', 'As a nurse I had to be patient with every patient.', [], ['patient']),
  line(12, 'duty', 'I cooked for three hundred prisoners a day in the prison kitchen.', [], ['loves cooking']),
  line(12, 'duty', 'At the bank I had to check every penny twice.', [], ['careful with money']),
  line(12, 'duty', 'I had to read the contracts line by line at the solicitor’s office.', [], ['book lover']),
  line(12, 'duty', 'At the library I had to keep the children quiet during story time.', [], ['book lover', 'devoted parent']),
  line(12, 'duty', "I was a bookkeeper, counting other people's money all day.", [], ['careful with money']),
  line(12, 'plain', 'I drove a bus for twenty years, and I never missed a shift.', ['dedicated worker', 'hard-working']),

  // A pastime left off, or only a child's.
  line(5, 'given-up', 'We used to play tennis every week, but my knee stopped all that.', [], ['sporty']),
  line(18, 'given-up', 'As a boy I fished with my grandfather off the pier.', [], ['outdoorsy']),
  line(3, 'given-up', 'My parents taught me to pray before every meal, but I stopped long ago.', [], ['faithful']),
];
