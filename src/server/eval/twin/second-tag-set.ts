// A second labelled set of the summary's tags, written after the first (tag-set.ts) and before the engine was run on
// it: forty lines an owner might say in an interview, each labelled with the tags a reader agrees with (often none)
// and the tags its words tempt that a reader refuses. It leans on what the first set has few of: a like or trait
// denied ("I never kicked a ball in my life", "not much of a cook"), a denied opposite ("never unkind"), a cue word
// inside an expression with its own sense ("do the books", "hit the books", "face the music", "at sea"), someone
// else's doing, a supposition and a pastime left off. Played by run-tag-set.ts as its own column and held in
// tag-set.test.ts.
import { line, type TagLineCase } from './tag-set.ts';

export const SECOND_TAG_LINES: readonly TagLineCase[] = [
  // A like or trait the owner denies.
  line(9, 'negated', 'I never kicked a ball in my life.', [], ['sporty']),
  line(9, 'negated', "I'm not much of a cook, my husband does all that.", [], ['loves cooking']),
  line(5, 'negated', "I can't stand crowds, so I never go to the football.", [], ['sporty']),
  line(8, 'negated', "I don't do much reading any more, my eyes are going.", [], ['book lover']),
  line(10, 'negated', "I can't sing to save my life.", [], ['music lover', 'careful with money']),
  line(15, 'negated', 'I have never been a patient person.', [], ['patient']),
  line(8, 'negated', "I've never been one for gardening, I leave the roses to the weeds.", [], ['gardener']),
  line(8, 'negated', 'I hate swimming, I never learned.', [], ['sporty']),
  line(8, 'negated', 'Golf never appealed to me.', [], ['sporty']),
  line(9, 'negated', "I couldn't knit a scarf if you paid me.", [], ['creative', 'careful with money']),
  line(8, 'negated', "I'm no walker, the hills are for younger legs.", [], ['outdoorsy']),

  // A denial that says the trait: the cue is denied, or its opposite is.
  line(14, 'negated', 'I never waste a penny.', ['careful with money']),
  line(15, 'negated', "I've never been unkind to a soul.", ['kind']),
  line(15, 'negated', 'I am never impatient with the little ones.', ['patient']),
  line(8, 'plain', 'I am never happier than with a book in my hand.', ['book lover']),
  line(8, 'plain', 'Nothing beats a morning in the garden with my roses.', ['gardener']),

  // A cue word inside an expression with a sense of its own.
  line(12, 'idiom', 'I do the books for the church.', [], ['book lover']),
  line(18, 'idiom', 'At exam time I used to hit the books every night.', [], ['book lover']),
  line(12, 'idiom', 'I kept the books for a timber firm for thirty years.', ['dedicated worker'], ['book lover']),
  line(13, 'idiom', 'I was at sea for months after she died.', [], ['outdoorsy']),
  line(13, 'idiom', 'When the business failed I had to face the music.', [], ['music lover']),
  line(15, 'idiom', 'I have always gone by the book at work.', [], ['book lover']),
  line(5, 'idiom', 'On a Saturday the girls and I paint the town red.', [], ['creative']),
  line(14, 'idiom', 'I have to watch the pennies since Frank died.', ['careful with money']),
  line(13, 'idiom', 'The doctors threw the book at it, and I pulled through.', ['resilient'], ['book lover']),
  line(8, 'plain', 'I hit the gym three times a week.', ['sporty']),

  // Someone else's doing.
  line(1, 'someone-else', 'My wife paints, and the house is full of her pictures.', [], ['creative']),
  line(1, 'someone-else', 'My daughter runs marathons; I just hold the coats.', [], ['sporty']),
  line(4, 'someone-else', 'My neighbour Jim does my garden now.', [], ['gardener']),
  line(1, 'someone-else', 'My husband is the cook in our house.', [], ['loves cooking']),

  // A supposition.
  line(8, 'hypothetical', "If I had time I'd garden every day.", [], ['gardener']),
  line(10, 'hypothetical', "I'd travel the world if my knees let me.", [], ['adventurous']),
  line(10, 'hypothetical', 'Given the money, I would learn the piano.', [], ['music lover', 'careful with money', 'curious']),
  line(8, 'hypothetical', 'If it ever stops raining I might go fishing.', [], ['outdoorsy']),

  // A pastime left off.
  line(8, 'given-up', 'I used to run marathons before my hip went.', [], ['sporty']),
  line(8, 'given-up', 'I gave up golf years ago.', [], ['sporty']),
  line(9, 'given-up', 'I played the piano as a girl but I stopped when I married.', [], ['music lover']),

  // Plain: the owner's own, now.
  line(9, 'plain', 'I still cook Sunday dinner for the whole family.', ['loves cooking']),
  line(15, 'plain', "I can't stand dishonesty, and I always tell the truth.", ['honest']),
  line(8, 'plain', 'I walk the dog by the river every morning.', ['outdoorsy', 'animal lover']),
];
