// How far a clause's doing reaches the owner (summary-scope.ts), and the negation and place readings the tags ask
// beside it, as pairs: a line that shows the tag of the owner beside one that only tempts it, in nearly the same words.
import { describe, expect, it } from 'vitest';
import { itTagsOnlyTheLineThatShows, tagsOf, type TagPair } from './summary-tag-pairs.test-helpers.ts';

const PAIRS: TagPair[] = [
  // A subject that is no one denies the doing ("None of us", "Nobody in our house"); one that beats the owner at it does not.
  [5, 'All of us sing in the kitchen on Sundays.', 'None of us can sing a note.', 'music lover'],
  [14, 'I cook for the whole house every night.', "Nobody in our house cooks, so we eat at my sister's.", 'loves cooking'],
  [8, 'Nobody beats me at chess.', 'None of us plays chess any more.', 'puzzle lover'],
  // Never being in something unwelcome is how the owner keeps things; never having money is how things were.
  [14, 'I have never been in debt in my life.', 'We have never had much money in my life.', 'careful with money'],
  // A doing the owner had to do, or a place they had to work in, is a duty, not thrift or a pastime.
  [12, 'I check every penny twice before I spend it.', 'At the bank I had to check every penny twice.', 'careful with money'],
  [12, 'I spend every Saturday at the library with a pile of novels.', 'At the library I had to keep the children quiet during story time.', 'book lover'],
  // Someone else's doing that a later clause of the owner's takes up ("and I still do") is the owner's.
  [3, 'My parents taught me to pray before every meal, and I still do.', 'My parents taught me to pray before every meal, but I stopped long ago.', 'faithful'],
  // What others did for the owner shows how they came through ("My daughters got me through it"); others' grit does not.
  [13, 'My daughters got me through it.', 'My daughters never give up.', 'resilient'],
  // A "who" clause is said of the person before it: the son reads, the owner is proud.
  [17, 'I am proud of my son, and I read more books than anyone I know.', 'I am proud of my son, who reads more books than anyone I know.', 'book lover'],
  // A thing lost is no longer the owner's; what the owner ought to do is not yet done.
  [15, 'My faith has carried me through the war.', 'I lost my faith after the war.', 'faithful'],
  [8, 'We travel abroad every spring.', 'We really should travel more.', 'adventurous'],
  // What a pastime is said to be says whose it is.
  [9, 'Knitting was my hobby for fifty years.', 'Knitting was my mother’s hobby, never mine.', 'creative'],
  [9, 'Fishing has always been my thing.', 'Fishing was always his thing, not mine.', 'outdoorsy'],
  // The modal the interview question asked with is the owner's answer; a supposition is not.
  [11, 'I could talk for hours about physics.', 'If I had gone to university, I could have studied physics.', 'science-minded'],
  // A cue word inside an expression WordNet holds as its own lemma is read as that expression.
  [14, 'At exam time I read books every night.', 'At exam time I hit the books every night.', 'book lover'],
  [13, 'I swim in the sea every morning.', 'I was at sea for months after she died.', 'outdoorsy'],
  // However long WordNet's idiom runs ("let the cat out of the bag" is seven words).
  [5, 'I feed the cat before I meet the girls.', 'I let the cat out of the bag about the surprise party.', 'animal lover'],
  // "Do the" and a plural with a sense of accounts kept is that task.
  [12, 'I read the books my grandson sends me.', 'I do the books for the mill.', 'book lover'],
  // A comparison denied ("never happier than") says what follows "than" is best.
  [8, 'I am never happier than with a book in my hand.', 'I am never happy with a book in my hand.', 'book lover'],
  // A negated verb denies its subject too.
  [10, 'Music has always meant a lot to me.', 'Music has never meant much to me.', 'music lover'],
  // An opening set off before a supposition ("…, I would") is its condition.
  [10, 'With the money from my pension, I always put a little aside.', 'Given the money, I would learn the piano.', 'careful with money'],
  // A trait's opposite denied says the trait; the trait denied does not.
  [15, 'I have never been unkind to a soul.', 'I have never been kind to a soul.', 'kind'],
  [15, 'I am never impatient with the little ones.', 'I am never patient with the little ones.', 'patient'],
  [14, 'I am not wasteful.', 'I am not thrifty.', 'careful with money'],
  // A garden the owner denies says no plant of theirs is grown, whatever else the sentence names.
  [8, 'I garden every day, and the flowers come up on their own.', "I don't garden at all, and the flowers come up on their own.", 'gardener'],
  [8, 'Gardening has always been for me, the tomatoes most of all.', "Gardening has never been for me, the tomatoes are my husband's.", 'gardener'],
  // What a verb of motion moves goes with the owner: the place is where they go, not where a thing is kept.
  [8, 'We row the old boat on the lake at dawn.', 'We keep the old boat on the lake.', 'outdoorsy'],
];

describe('[TWIN] summary tags: how far a clause reaches the owner', () => {
  itTagsOnlyTheLineThatShows(PAIRS);

  it('reads a trait said after "I\'ve" as the owner\'s', () => {
    expect(tagsOf(15, "I've always been patient with people.")).toContain('patient');
    expect(tagsOf(15, "I've never been unkind to a soul.")).toContain('kind');
  });

  it('keeps the sense of a pastime\'s noun after "do the" where WordNet holds no sense of accounts named by other words', () => {
    expect(tagsOf(8, 'I do the songs at the pub on Fridays.')).toContain('music lover');
    expect(tagsOf(8, 'I do the crosswords in every paper.')).toContain('puzzle lover');
  });

  it('reads "should" as not yet done only of the owner: "people should laugh about that" is their good humour', () => {
    expect(tagsOf(20, 'I was afraid of thunder all my life, and people should laugh about that, given my job.')).toContain('good humour');
    expect(tagsOf(8, 'I should laugh more, my wife says.')).not.toContain('good humour');
  });

  // "To" before a thing is no purpose: "listen to opera" is the owner's pleasure, "up at six to mark books" a task.
  it('reads "to" before a thing as no purpose: "I listen to opera" is a pleasure', () => {
    expect(tagsOf(10, 'I listen to opera every evening after supper.')).toContain('music lover');
    expect(tagsOf(14, 'I am up at six every morning to mark books.')).not.toContain('book lover');
  });
});
