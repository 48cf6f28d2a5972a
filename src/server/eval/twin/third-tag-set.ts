// A third labelled set of the summary's tags, written before the engine was run on it and never tuned to: lines an
// owner might say in an interview across the tags the summary gives, each labelled with the tags a reader agrees
// with (often none) and the tags its words tempt that a reader refuses. It holds plain lines, denials (of the trait,
// or of its opposite), cue words inside an expression with its own sense ("horse around", "a fish out of water"),
// someone else's doing, suppositions and advice to others. Played by run-tag-set.ts as its own column and held in
// tag-set.test.ts.
import { line, type TagLineCase } from './tag-set.ts';

export const THIRD_TAG_LINES: readonly TagLineCase[] = [
  // Plain: the owner's own, now.
  line(8, 'plain', 'I walk my two spaniels along the beach every morning.', ['outdoorsy', 'animal lover']),
  line(8, 'plain', 'I am down at the allotment most days from spring to autumn.', ['gardener']),
  line(10, 'plain', 'I sing in a community choir every Tuesday night.', ['music lover']),
  line(9, 'plain', 'I carve little animals out of driftwood.', ['creative'], ['animal lover']),
  line(14, 'plain', 'I pick my grandson up from school every day and we walk home together.', ['devoted grandparent'], ['outdoorsy']),
  line(15, 'plain', 'I go to mass every Sunday and say the rosary at night.', ['faithful']),
  line(12, 'plain', 'I am always the one cracking jokes in the staff room.', ['good humour']),
  line(11, 'plain', 'I taught myself Spanish at seventy, just to see how the language works.', ['curious']),
  line(4, 'plain', 'Jean and I have been friends for sixty years, through thick and thin.', ['loyal friend']),
  line(13, 'plain', 'I nursed my husband through his last illness.', ['caring']),
  line(9, 'plain', 'I make everything from scratch, and I love trying out new recipes.', ['loves cooking']),
  line(5, 'plain', 'We have a big get-together with the whole street every summer.', ['sociable']),
  line(3, 'plain', 'I was brought up to respect my elders, and I still do.', ['respectful']),

  // A denial: of the trait, or of its opposite.
  line(15, 'negated', "I've never had much patience with fools.", [], ['patient']),
  line(8, 'negated', 'Cats have never been my thing, nor dogs.', [], ['animal lover']),
  line(11, 'negated', "I've never understood the first thing about science.", [], ['science-minded']),
  line(10, 'negated', "I'm not one for travel, I like my own bed.", [], ['adventurous']),
  line(8, 'negated', "I don't do puzzles or crosswords, I haven't the head for them.", [], ['puzzle lover']),
  line(15, 'negated', "I've not always treated people fairly, and I'm sorry for it.", [], ['fair-minded']),
  line(12, 'negated', 'I never once missed a shift in thirty years at the mill.', ['hard-working', 'dedicated worker']),
  line(15, 'negated', "I haven't a dishonest bone in my body.", ['honest']),
  line(15, 'negated', 'I would never lie to a friend.', ['honest']),

  // A cue word inside an expression with a sense of its own.
  line(5, 'idiom', 'My grandson and I horse around in the garden every weekend.', ['devoted grandparent'], ['animal lover', 'gardener']),
  line(13, 'idiom', 'When the factory closed I was like a fish out of water.', [], ['outdoorsy']),
  line(14, 'idiom', 'It rains cats and dogs here most days, so I stay in with the radio.', [], ['animal lover']),
  line(7, 'idiom', 'I always let the cat out of the bag about birthday presents.', [], ['animal lover']),
  line(15, 'idiom', 'I do like to blow my own trumpet, I admit.', [], ['music lover']),
  line(1, 'idiom', 'With my son I save my breath these days, he never listens.', [], ['careful with money']),
  line(6, 'idiom', 'My first husband led me up the garden path for ten years.', [], ['gardener']),
  line(13, 'idiom', "I've been through the mill, but I always got through it in the end.", ['resilient']),
  line(1, 'idiom', 'My face is an open book, everyone knows what I am thinking.', [], ['book lover']),

  // Someone else's doing or trait.
  line(1, 'someone-else', 'My granddaughter is mad about horses and rides every weekend.', [], ['animal lover', 'sporty']),
  line(6, 'someone-else', "My husband does the crossword every morning and won't let me near it.", [], ['puzzle lover']),
  line(1, 'someone-else', 'Our son studied physics and now builds telescopes.', [], ['science-minded', 'stargazer', 'creative']),
  line(1, 'someone-else', 'My sister has travelled to every continent on her own.', [], ['adventurous']),
  line(3, 'someone-else', 'Dad was the funniest man I ever knew, always telling jokes.', [], ['good humour']),
  line(4, 'someone-else', 'My friend Rita practises the violin for three hours a day.', [], ['disciplined', 'music lover']),
  line(6, 'someone-else', "He is the kindest, most generous man, and he'd give you his last penny.", [], ['kind', 'careful with money']),

  // A supposition.
  line(10, 'hypothetical', "If I won the lottery I'd buy a boat and sail round the world.", [], ['outdoorsy', 'adventurous']),
  line(8, 'hypothetical', 'If I had a dog I would walk it in the woods for hours.', [], ['animal lover', 'outdoorsy']),
  line(15, 'hypothetical', 'If I had more faith I would pray every day.', [], ['faithful']),
  line(2, 'hypothetical', "If I could cook I'd have the family round every Sunday.", [], ['loves cooking', 'family-first']),

  // Advice to others: no habit of the owner's.
  line(16, 'advice', 'Learn an instrument while you are young.', [], ['music lover', 'curious']),
  line(16, 'advice', 'Get outside and walk in the hills whenever you can.', [], ['outdoorsy']),
  line(16, 'advice', 'Grow your own vegetables, it saves a fortune.', [], ['gardener', 'careful with money']),
  line(16, 'advice', 'Read to your children every night.', [], ['book lover', 'devoted parent']),
  line(16, 'advice', 'Take up a sport, it keeps you young.', [], ['sporty']),
];
