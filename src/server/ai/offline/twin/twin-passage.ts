// What the twin's retrieval reads: a sentence the person said (`Passage`, as indexed), a question (`ReadQuestion`), a
// focus word of it (`Focus`) and a ranked answer. Shapes only; twin-retrieval.ts says how they are used.
import { type PartOfSpeech, type Word } from '../../language/lemmas.ts';
import { type AnswerType } from './twin-answer-type.ts';

/** What a question asks for, beyond its focus words. `work`, `family` and `advice` must be met; the others only rank. */
export type AskKind = 'work' | 'family' | 'advice' | 'likes' | 'where' | 'when' | 'who' | 'amount';

export interface PassageInput {
  text: string;
  /** The interview question it answers, the memory's title or the summary section: what it is about when it does not say. */
  context: string;
  /** The kinds of question its source answers (the interview question's kind). */
  kinds: readonly AskKind[];
  /** The interview question it answers, as asked (without the words of its topic); none for a memory or the summary. */
  asked?: string;
  /** The general words of those kinds ("work job career"): found only for a question's word naming a kind. */
  kindWords?: string;
  /** The sentence before it in the same answer or memory, if any (index into the list). */
  previous: number | null;
  /**
   * Its interview question asks what the person does ("What do you do when you have a free afternoon?", "What does an
   * ordinary day look like?"): a doing said there without a subject ("walk the dog, bit of telly") is theirs, not one
   * told to others.
   */
  tellsOwnDoings?: boolean;
}

export interface OwnerWords {
  sentences: number;
  frequency: ReadonlyMap<string, number>;
}

export interface Passage extends PassageInput {
  id: number;
  /** Its content lemmas and their stems, and whom its names stand for ("Gary" → son). */
  terms: Set<string>;
  /**
   * How many of this person's sentences say each term, and how many sentences there are (shared by all of them): a
   * word said all through someone's answers tells little about which sentence answers.
   */
  ownerWords?: OwnerWords;
  /**
   * Outside the answer about their work, it names a thing few of their sentences name that they named there ("the
   * ovens", "the looms"): it speaks of their work too.
   */
  namesOwnWork?: boolean;
  /**
   * The id of the sentence its answer opened with, within a few sentences before it, when that one only names what the
   * answer is about ("The flood in 2007."): this one goes on about it. Null when none.
   */
  heading: number | null;
  /** That heading names someone of their family ("When Colm was ill, …"). */
  underFamilyHeading: boolean;
  /** The terms of its clauses that speak of the person ("Joanna and I swim"), not of someone else ("my brother plays jazz"). */
  ownTerms: Set<string>;
  /** The relations its names were introduced with ("Gary" → son), and whom they are to the person ("his daughter" → granddaughter). */
  kinTerms: Set<string>;
  /** The nouns its nouns are kinds of, up to three steps ("song" → music): a question naming one is about it. */
  kindsOfThings: Map<string, Set<string>>;
  /** The same, of the clauses that speak of the person. */
  ownKindsOfThings: Map<string, Set<string>>;
  /** The kinds its doings are of, read as the activity they name ("sang" → singing … music). */
  doingKinds: Set<string>;
  /** The kinds of thing (WordNet's noun files) its own clauses' nouns name in their commonest sense: animal, food … */
  ownNounFiles: Set<string>;
  /** The same, of the nouns it names as the person's own ("my border collie"): asked whether they have one, these say so. */
  ownedNounFiles: Set<string>;
  nounFiles: Set<string>;
  /** Every kind its nouns are, however far up WordNet, as synsets ("mare" → … animal), and those of its own clauses. */
  categories: Set<number>;
  ownCategories: Set<number>;
  /** The same, of the nouns it names as the person's own ("my mare"): asked whether they have one, these say so first. */
  ownedCategories: Set<number>;
  /** The feelings its own clauses name, not negated ("Nothing makes me angrier …" → anger), as WordNet synsets. */
  ownFeelings: Set<number>;
  /** The terms of its nouns said as where something happens ("in the car", "at the hospital"). */
  settingTerms: Set<string>;
  /** The doings its verbs are kinds of ("sketch" is to draw), and those of its clauses that speak of the person. */
  broaderDoings: Set<string>;
  ownBroaderDoings: Set<string>;
  /** Its terms but those of its verbs and of nouns that say what another noun is of ("farm" in "the farm accounts"). */
  thingTerms: Set<string>;
  /** The relations it names as the person's own ("my nan", "our son"). */
  ownedKinTerms: Set<string>;
  /** The relations it names as someone else's ("his daughter", "Luc's boys"): asked of a named one's, these say it. */
  othersKinTerms: Set<string>;
  /** The things it names as the person's own ("my boat", "I have two cats"): asked whether they have one, these say so. */
  ownedTerms: Set<string>;
  /** The terms of its nouns said only as the first half of a compound ("the spring tides"): another thing, not that one. */
  modifierTerms: Set<string>;
  /** The kinds those are of ("my dinghy": a boat): asked whether they have one, a ferry they worked on is none. */
  ownedKindsOfThings: Map<string, Set<string>>;
  /** Its terms but those of relations said of anyone ("a child", "like children", "every kid"): whom it speaks of. */
  personalTerms: Set<string>;
  /** Its terms but those of names ("Christmas Eve"): a question's synonym is a common word, never part of a name. */
  commonTerms: Set<string>;
  /** The terms of its adjectives said of a noun right after them ("a frightened pilot"): a state of that one, not the speaker's. */
  attributiveTerms: Set<string>;
  /** The terms of its adjectives said of a thing ("Times are hard", "it was lovely"): how that is, not how the speaker is. */
  thingStateTerms: Set<string>;
  /**
   * Picks one thing out of others ("the hardest year", "what I like most"): asked for the worst or the best, a state
   * said in general ("Times are hard for hill farmers") picks none.
   */
  singlesOut: boolean;
  /** The qualities it ranks by ("my oldest friend": old). */
  rankedTerms: Set<string>;
  /** The qualities it compares or ranks by ("the younger one", "my eldest"): which one of several it picks out. */
  gradedTerms: Set<string>;
  /** The terms of the superlatives its interview question ranks a thing by ("the hardest thing"): no state of the person. */
  contextRankedTerms: Set<string>;
  /** Its interview question asks for the ones ranked first ("your closest friends", "what you like most"). */
  contextSinglesOut: boolean;
  /** The terms of its nouns said with a describing word that ranks nothing ("a good friend"), and of all its other words. */
  qualifiedTerms: Set<string>;
  unqualifiedTerms: Set<string>;
  /** The terms of its nouns said as what is eaten or drunk ("drink mate"): a thing consumed, not someone. */
  consumedTerms: Set<string>;
  /** Tells someone what to do ("Keep some money aside for a bad year"): advice, not what the person did. */
  isImperative: boolean;
  /** The terms of its verbs, as read alone or in their sentence ("I farm sheep" → farm; not "the farm"). */
  doingTerms: Set<string>;
  /** The terms of its nouns said after a determiner ("the farm", "our old farm"): things, not doings. */
  determinedTerms: Set<string>;
  /** The terms of the doing it tells someone to do ("Never lend money …" → lend): advice on that doing. */
  toldTerms: Set<string>;
  /** Tells what to do and why in a clause after it ("Save a little every week, the lean years always come"). */
  toldWithReason: boolean;
  /** Says what a doing was for ("moved down for a job at the practice"; not "for thirty years", "for my brother"). */
  saysPurpose: boolean;
  /** The terms of its nouns said as someone else's ("a tourist's car", "his boat"). */
  othersTerms: Set<string>;
  /** Its terms but those. */
  unpossessedTerms: Set<string>;
  /** Its terms but those: what it is about. */
  topicTerms: Set<string>;
  /** The kinds its nouns but those are of ("a taxi on the way to the church": none of a car). */
  topicKindsOfThings: Map<string, Set<string>>;
  /** The content terms of the interview question it answered, without the alternatives it lists. */
  contextTerms: Set<string>;
  /** The same, without the general words of its kinds: the interview question's own words. */
  askedTerms: Set<string>;
  /** Its interview question asks what the person likes ("what do you like most about it"), not what someone is like. */
  contextAsksLiking: boolean;
  /** Its interview question asks what someone is like ("what is each of them like?"): it describes them. */
  contextAsksLikeness: boolean;
  /** The interview question's terms but those of a noun in -ing after a determiner ("for a living"): a verb asked is not asked there by one. */
  contextDoingTerms: Set<string>;
  /** The terms of the interview question's own verbs ("just starting out"): a verb asked is found there by a synonym too. */
  contextVerbTerms: Set<string>;
  /** The alternatives it lists ("books, music, films or places"): found there, a word is the question's only with another. */
  listedTerms: Set<string>;
  /**
   * The things and doings WordNet's definitions of the named things it names say ("Johnny Cash": a country music
   * singer → music, singer): what kind of thing a name in it is.
   */
  namedThingTerms: Set<string>;
  /** The person's own sentence says something of each of these kinds. */
  ownKinds: Set<AskKind>;
  /** It says where: by a place's name, or by a common noun of place ("down by the harbour", "at the hospital"). */
  saysPlace: boolean;
  /** Says a liking of the person's own ("What I love most is …"), not a likeness ("exactly like my mother"). */
  likesOwn: boolean;
  /** Says a dislike of the person's own: a verb WordNet holds as the opposite of a liking ("I hated the night shifts"). */
  dislikesOwn: boolean;
  /**
   * Says "he", "she", "we", "it" … or "there" of a place ("I have been there eleven years"; not "there is"): what it
   * speaks of may be named in the sentence before.
   */
  hasPronoun: boolean;
  /** The third persons its pronouns stand for, by the subject form ("her" → she, "their" → they). */
  pronouns: Set<string>;
  /** Names someone by name or relation ("Lola Ising", "my son"): whom its pronouns stand for may be in it. */
  namesWhom: boolean;
  isFirst: boolean;
  /** Opens with a word that refers back ("That advice …", "We met …"), or ends on one ("… hear me saying that"). */
  leansBack: boolean;
  /** Has no verb ("Sketching.", "Prime numbers."): a heading that the sentence after it goes on about. */
  isFragment: boolean;
  /** It names what its answer is about and says nothing of it (twin-sentence-clauses.ts `isHeadingOf`). */
  isHeading: boolean;
  /** The lemmas of the things it names in common words: not names, numbers or describing words. */
  commonNouns: Set<string>;
  /** The sentence before it is such a heading. */
  followsFragment: boolean;
  /** A heading's: the terms of the sentence after it, which says what it heads ("Chess. I still play in a club …"). */
  headedTerms: Set<string>;
  /** Its interview question asks for a doing of the person's by name ("Which hobby …?"): a heading answering it names one they do. */
  contextAsksActivity: boolean;
  /** Its content lemmas two by two, in order. */
  pairs: Set<string>;
  /** Its interview question's lemmas two by two, but those with a verb that only helps another ("be close"). */
  askedPairs: Set<string>;
  /** The terms of its nouns said in general, with nothing before them that picks one out ("full of colour"). */
  bareTerms: Set<string>;
  /** Its terms but those. */
  pickedTerms: Set<string>;
  /** Says what someone is by a line of work ("who was a porter", "Sverre is a dentist"). */
  namesRole: boolean;
  /** The relations it has do something ("Our son Gary runs …" → son: present), by the tense they do it in. */
  doings: Map<string, Set<Tense>>;
  /** The relations it has work by their doing ("My father worked on the docks", "Our son drives a bus"). */
  workingKin: Set<string>;
  /** The relations or people named it has do something to a thing ("Kees drives truck" → kees: present), by tense. */
  thingDoings: Map<string, Set<Tense>>;
  /** The doings its own clauses' verbs, not in -ing, are kinds of ("I hate" → dislike): a feeling of the person's. */
  feltDoings: Set<string>;
  /** What its negated verbs say by their opposite ("I don't like" → dislike, "I can't stand" → dislike). */
  negatedTerms: Set<string>;
  /** Names a thing or a doing of money (a wage, coins, to owe, to borrow), in their commonest sense. */
  speaksOfMoney: boolean;
  /** Has a doing whose doer is a line of work ("teaches" → teacher, "repairs" → repairer): a living, said as a doing. */
  doesTrade: boolean;
  /** Has a doing done to the one speaking ("gave me", "got me started", "taught us"): someone did something to them. */
  doneToSpeaker: boolean;
  /** Names someone of the family by name ("Our son Gary", "twin boys, Jure and Luka"): asked how many, it counts them. */
  namesKin: boolean;
  /** Names someone: a relation, a name, or a kind of person ("the fishermen"). */
  namesSomeone: boolean;
  /** The terms of the words that name someone: "friend" in "My friends will tell you". */
  someoneTerms: Set<string>;
  /** The same, but the words for a body of people ("the club", "the choir"): the people it names one by one or as persons. */
  personTerms: Set<string>;
  /** Names someone by their name ("Winston", "Joan"), not only by what they are to the person ("the lads"). */
  namesPersonByName: boolean;
  /** Says how many or how much: a number that is not a year, "every week", "twice". */
  saysAmount: boolean;
  /** Says someone does something: a verb other than being or having ("we knit", not "Astrid has been my friend"). */
  saysDoing: boolean;
  /** Says a doing that is kept up, not told of one time only ("we walk the dog", not "whom I met at the mart in 1981"). */
  saysKeptDoing: boolean;
  /** Its only doings are wished ("So for my daughter I want university", "I would love to see Japan one day"): nothing done. */
  onlyWants: boolean;
  /** Says a number that is not a year ("twelve years old", "three hundred steps"): how often ("every Friday") is no measure. */
  saysNumber: boolean;
  /** Says how long: a number of a unit of time ("for nineteen years", "forty-four years"). */
  saysDuration: boolean;
  /** A time of day said: "up at half five", "the shift is eight to eight". */
  saysTimeOfDay: boolean;
  /** Says someone's age: "at seventeen", "aged nine", "when I was ten", "twelve years old". */
  saysAge: boolean;
  /** The terms of the nouns it names first: whom or what it speaks of ("My uncle was a fisherman …", not "… since my uncle died"). */
  subjectTerms: Set<string>;
  /** Says since when: a year ("in 2005") or "since …", from which how long is told. */
  saysSinceWhen: boolean;
  /** Counts something other than time ("over three hundred", "forty since"; not "in three weeks", "every Sunday"). */
  saysCount: boolean;
  /** Says a number with nothing after it to count ("I have built over three hundred"): it counts what was named before. */
  countsBack: boolean;
  /**
   * Names a side that plays (a name of two capitalised words, not a place, in a sentence that speaks of a sport or a
   * match, or beside one that does: "never miss a Gor Mahia match", "watch every Ikale Tahi test … touch rugby").
   */
  namesTeam: boolean;
  /** Terms of the words said where the person is the one doing ("we drove to London"; not "a tea I found won a prize in London"). */
  selfDoneTerms: Set<string>;
  /** Terms of the things it gives a name to ("my father, Tom", "the shop, Gill's Food and Wine"). */
  namedTerms: Set<string>;
  /** The kinds of the things it gives a name to ("my collie, Shep": dog …). */
  namedKinds: Map<string, Set<string>>;
  /** Opens on a name ("Jaswinder."): the name its interview question asked for. */
  opensWithName: boolean;
  /** Terms of the things its numbers count ("eleven times", "three hundred boats"). */
  countedTerms: Set<string>;
  /** The kinds of the things its numbers count ("three trawlers": boat, vessel …). */
  countedKinds: Map<string, Set<string>>;
  /** A number of it counts back to what was named before ("nine of them"). */
  countedBack: boolean;
  /** Terms of its doings done to a thing ("he made tables"), and of the doings those are kinds of ("bake": cook). */
  objectDoingTerms: Set<string>;
  /** Its terms but those said only in a clause of cause or time ("… because the night shift is making my body confused"). */
  mainClauseTerms: Set<string>;
  /** The same, of the clauses that speak of the person ("I play a little Satie"; not "She played it badly"). */
  ownObjectDoingTerms: Set<string>;
  /** Terms of the things it names that are made, grown or taken in ("chairs", "rice and peas"). */
  madeThingTerms: Set<string>;
  /** Terms of its doings done to work or a workplace ("gave up the shop": give, give_up; "I stop working": stop). */
  workDoneTerms: Set<string>;
  /** Its steps told one after another ("brew, the paper, then up the allotment"), each with the things made in it. */
  madeThingSteps: { terms: Set<string>; made: Set<string> }[];
}

/** What a question asks for: its focus words and the kinds the answer must be. */
export interface ReadQuestion {
  /**
   * What it asks when nothing the person said answers it as read: "What do you do on an afternoon off?", when nothing
   * says what they do on one, asks their pastimes.
   */
  otherwise?: ReadQuestion;
  /**
   * Its words as read, but those that are not its topic (the twin's own name, a greeting): asked in other words than
   * an interview question's ("What did your father drill into you?"), they say which question it restates.
   */
  askedWords?: readonly Word[];
  /**
   * Read as a child of the one asked asks it ("When did Lolo pass away?": your father): asked of one who names
   * grandchildren of their own, a grandparent called so is their husband or wife, and this reading is not theirs.
   */
  asChildAsks?: boolean;
  /** The things it names (nouns, and activities named by an -ing form: "drawing"). */
  nouns: string[];
  /** Its other focus words: verbs, adjectives, adverbs ("grow", "married", "seriously"). */
  others: string[];
  /** The part of speech of each of `others`, whose synonyms are that part of speech's. */
  partsOfSpeech: Readonly<Record<string, PartOfSpeech>>;
  /** How it asks ("like", "love", "remember"): found in a sentence or its interview question, they only rank. */
  asking: string[];
  /** Its content lemmas two by two ("want to", "to be"): said together in a sentence, they rank it. */
  pairs: Set<string>;
  /** Asks what the person themself does or likes ("Do you keep bees?"), not about someone of theirs. */
  aboutSelf: boolean;
  kinds: Set<AskKind>;
  /** Things named as alternatives ("brothers or sisters"): one of each group is enough. */
  alternatives: string[][];
  /**
   * "What does your father do?", "What did your wife do?": what someone of theirs does or did. A sentence answers when
   * it says that one's work, or has them do something in that tense ("Our son Gary runs a garage").
   */
  doer: Doer | null;
  /**
   * The things it names as where or when something happens ("at Thanksgiving", "Which orchestra do you play in?"): a
   * sentence naming them the same way answers it, though it says nothing else of them.
   */
  settings: Set<string>;
  /**
   * The things it asks which one of ("your favourite colour", "What film …"): the word said in general ("full of
   * colour") names none of them.
   */
  particular: Set<string>;
  /** Relations it names of anyone, not of the one asked ("How many children do you cook for?"): ordinary nouns. */
  anyone: Set<string>;
  /** Asks about a relation of theirs ("Do you have any kids?"): only what speaks of their family answers. */
  asksKin: boolean;
  /** Adjectives said of no noun ("What scared you?", "What makes you angry?"): a state, found by its WordNet cluster. */
  states: Set<string>;
  /** Qualities asked in the superlative ("the worst year": bad): the question ranks, and any word of that quality answers. */
  ranked: Set<string>;
  /** Asks how long: a time since which ("since 2001") answers as an amount does. */
  asksDuration: boolean;
  /** Asks how old: a sentence that says an age ("at seventeen") answers before one that counts anything else. */
  asksAge: boolean;
  /** Asks how many: a count answers it, not how long something took ("in three weeks"). */
  asksCount: boolean;
  /** Asks what the person thinks or would say of something: what they advise says it too. */
  asksView: boolean;
  /** Asks what they like, love or enjoy about something: only a sentence of liking answers. */
  asksLikingAbout: boolean;
  /** "First" or "last" said of a thing asked ("your first car"): only a sentence that says which one answers. */
  ordinals: Set<string>;
  /** The nouns that name someone (a relation, a name, a kind of person): whom it asks about, not what it asks. */
  people: Set<string>;
  /** Asks what something was or is like ("What was it like growing up?", "What's Marseille like?"): a description. */
  asksDescription: boolean;
  /** Asks whether they have something ("Have you got any animals?", "Do you own a boat?"): theirs, not one met. */
  asksHaving: boolean;
  /** Asks what is done with someone or something ("What do you do with Astrid?"): a doing, not who or what they are. */
  asksDoingWith: boolean;
  /** Asks it of now ("What do you do with Astrid?"): a doing kept up answers, not how they met. */
  asksDoingWithNow?: boolean;
  /** Asks whether the person did something ("Did you go to university?"): a wish of theirs is no doing. */
  asksDidSelf?: boolean;
  /** Asks what the person does or did ("What do you do on an afternoon off?"), not what they do for a living. */
  asksOwnDoing?: boolean;
  /** Its "what", "which" or "who" is who or what does the doing ("What happened during the floods?", "Who taught you?"). */
  asksDoer?: boolean;
  /** Asks who did something to the person ("Who got you into pigeons?", "Who taught you to sew?"): the doing is asked. */
  asksDoerToSelf?: boolean;
  /** Asks yes or no whether they have something ("Do you own a boat?"): one they name as theirs says it. */
  asksOwning: boolean;
  /**
   * Asks for a relation of someone named or of a relation of the person's ("Does Luc have children?", "Does your brother
   * have children?"), none of the person's own: theirs, not the person's.
   */
  asksKinOfNamed: boolean;
  /**
   * The verbs of a clause that only sets when or on what condition ("What helped you after your husband died?"): what
   * is asked is the doing of the question's own clause (helping), not the one that frames it.
   */
  framed?: ReadonlySet<string>;
  /** Has a clause of time or condition of its own ("What did you do while he was at sea?"): a sentence's may answer it. */
  isFramed?: boolean;
  /** Asks why ("Why did you become a nurse?", "What made you move?"): a reason answers it, not the thing alone. */
  asksWhy: boolean;
  /** Asks how often ("How often does she call?"): "every Friday" answers it; any other amount asked wants a number. */
  asksOften: boolean;
  /** Asks whether something is still so ("Is your father still alive?"): that one still doing something now says it. */
  asksStill: boolean;
  /** Asks whether something is so ("Was Dai ever lost at sea?", "Did your mother sing?"), not what or who. */
  asksWhether?: boolean;
  /** The adverbs a yes/no question asserts the doing with ("again", "back", "lately"): a sentence answers only by saying so too. */
  asserted?: ReadonlySet<string>;
  /** The things it picks out by a superlative ("your best friend", "your oldest friend"): the one ranked so. */
  rankedNouns?: ReadonlySet<string>;
  /** The qualities that pick out which one of someone's it asks about ("your younger daughter": young). */
  comparedPeople?: ReadonlySet<string>;
  /** The states it asks what brings about ("What makes you angry?", "What keeps you happy?"): the state is what it asks. */
  causedStates?: ReadonlySet<string>;
  /**
   * Its nouns said only before another of its nouns, as what that one is of or for ("Tim Hortons" in "your Tim Hortons
   * order", "family" in "the family recipe"): the last noun is the thing asked, these only say which.
   */
  modifierNouns?: ReadonlySet<string>;
  /** Asks where the person has been ("Have you ever been to London?"): a sentence they are in answers, not one about a thing of theirs there. */
  asksBeen: boolean;
  /** Asks for a name, a count of a thing or the object of a doing: only a sentence holding that thing answers. */
  answerType?: AnswerType;
}

export interface Doer {
  /** The words for that one ("father": father, dad, daddy …). */
  relations: Set<string>;
  tense: Tense;
  /** Asked for their work in so many words ("What did your sister do for work?"): whatever else they did is no answer. */
  ofWork?: boolean;
}
export type Tense = 'present' | 'past';

export interface RankedPassage {
  passage: Passage;
  score: number;
  /** A focus word is in the sentence itself (or in whom or what it goes on about), not only in its interview question. */
  inText: boolean;
  /** How sure it is that the sentence speaks of what was asked, 0 to 1 (see confidenceOf). */
  confidence: number;
}
/** A focus word and the terms it may be found as. */
export interface Focus {
  lemma: string;
  isNoun: boolean;
  /** A thing's sense that the doing asked with it selects ("play an instrument": its musical sense), counting from 1. */
  selectedSense?: number;
  /** A relation of the one asked ("your kids"), found where it is someone's. */
  isKin: boolean;
  /** A noun of time ("night", "year"): it says when, and is required only when nothing else is named. */
  isTime: boolean;
  /** A noun naming a kind of place ("place", "city"). */
  isPlace: boolean;
  /** A verb of the question's own ("ride" in "What bike do you ride?"), not one it asks with. */
  isVerb: boolean;
  /** A describing word said of no noun ("scared", "angry"): a feeling or a state asked of the one asked. */
  isAdjective: boolean;
  /** Asked in the superlative ("What made you happiest?"): a quality ranked, which the interview may rank a thing by too. */
  isRanked?: boolean;
  /**
   * A noun naming what a thing is to someone rather than what it is ("a pet" is an animal kept for company): its
   * kind of thing, which any noun of that kind answers ("our old collie").
   */
  roleOf: string | null;
  /**
   * The kind of thing a doing or a meal asked is defined by ("eat": food; "breakfast", a meal: food), whose things
   * answer it ("porridge"): see definedKindOf. A meal's is a loose link, a doing's as close as a role.
   */
  definedKind?: { file: string; isLoose: boolean } | null;
  /**
   * The parts of the day the question asks about, said ("in the morning") or as the meal asked ("breakfast": the
   * morning): a thing of the kind defined answers only when told at one of them (see dayPartsAt).
   */
  askedDayParts?: ReadonlySet<string>;
  /** A matter of money ("saving", "debt", "spending"): advice that names money in other words answers it. */
  isMoney: boolean;
  /** A verb of feeling ("dislike", "fear"): a verb of a kind of it ("hate", "dread") says it. */
  isFeeling: boolean;
  /** A side that plays ("team", "squad", "club"): a team's name said with a sport answers it. */
  isTeam: boolean;
  /** The categories a noun asks for ("animals", "music"), as WordNet synsets: a thing of one answers (see categoriesOf). */
  categories: readonly number[];
  /** The feelings it names ("angry", "annoy"), as WordNet synsets: another word of the same feeling says it. */
  feelings: ReadonlySet<number>;
  said: Set<string>;
  synonyms: Set<string>;
  /**
   * The words its commonest sense is defined by and the topic words WordNet links it to ("gardening": cultivation,
   * plant, garden): a sentence saying one of them speaks of it in other words (see glossedOf).
   */
  glossed: Set<string>;
  /**
   * The words a narrower sense of it reaches that WordNet holds under another lemma ("hours" → shift), and for a thing
   * the words of its family ("contract" → sign), with how strongly
   * (see linkedWords and focusOf): found there, a looser link than a synonym.
   */
  linked: ReadonlyMap<string, number>;
  /**
   * For a doing asked whose commonest sense is a kind of leaving one's work ("retire": to quit, step down, resign), the
   * verbs of that broader doing and those sharing a sense with it ("give up", "stop"): said of the person's work or
   * workplace ("gave up the shop", "I stop working"), they tell it.
   */
  doneToWork?: ReadonlySet<string>;
}
