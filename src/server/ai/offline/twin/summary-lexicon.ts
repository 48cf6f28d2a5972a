// The words that tell the offline summary what a sentence is about, and which personality tags a sentence supports.
// A cue is a single word (matched by its stem, so "gardening" finds "garden"), "=word" (that exact word only, for
// words whose stem means something else: "running" is a hobby, "run a shop" is not) or a phrase of several words
// (matched word for word). Strong cues name the subject outright ("my daughter", "I worked as"); weak ones lean.
// Edit this file to teach the engine a word; summary-regression.test-helpers.ts says whether it still places sentences well.
import type { TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';

export const STRONG = 2;
export const WEAK = 1;

type CueList = [weight: number, cues: string][];

/** What makes a sentence speak to a section. */
export const SECTION_CUES: Record<TwinSummarySectionName, CueList> = {
  family: [
    [
      STRONG,
      'family families mother mom mum mam mummy mommy mother-in-law father dad daddy papa parent parents sister sisters brother brothers ' +
        'sibling siblings son sons daughter daughters child children kid kids grandmother grandma granny gran nan nana grandfather grandpa ' +
        'granddad grandparent grandparents grandchild grandchildren grandson grandsons granddaughter granddaughters grandkids aunt auntie ' +
        'uncle cousin cousins niece nephew stepmother stepfather stepson stepdaughter twins',
    ],
    [WEAK, 'raised tradition traditions recipe relatives household =home =christmas =birthday =birthdays'],
  ],
  friends: [
    [STRONG, 'friend friends friendship buddy buddies =pal =pals =mates classmate classmates'],
    [WEAK, 'reunion =gang neighbour neighbours neighbor neighbors'],
  ],
  loved_ones: [
    [
      STRONG,
      'husband wife spouse partner fiancé fiance fiancée fiancee girlfriend boyfriend widow widower married marriage wedding sweetheart ' +
        'soulmate =love_of_my_life',
    ],
    [WEAK, 'anniversary =grave =passed_away =miss =missed'],
  ],
  hobby: [
    [
      STRONG,
      'hobby hobbies gardening garden allotment fishing hiking hike =running =jogging marathon swimming swim cycling bike painting paint ' +
        'watercolour watercolours drawing sketching photography camera knitting knit crochet sewing quilting quilt woodworking chess ' +
        'guitar piano violin cello ukulele singing choir dancing golf tennis football soccer bowls cricket rugby basketball yoga pilates ' +
        'gym camping birdwatching pottery crossword crosswords puzzle puzzles jigsaw jigsaws sudoku sailing skiing climbing baking bake ' +
        'cooking =cook =free_afternoon =spare_time =free_time =afternoons',
    ],
    [WEAK, 'walking =walk =walks =games =cards travel travelling traveling =trips =weekends =grow vegetables vegetable tomatoes roses flowers'],
  ],
  interest: [
    [
      STRONG,
      'book books novel novels author authors poem poems poetry poet music song songs album albums band jazz opera symphony =classical ' +
        'film films movie movies cinema theatre theater museum museums history science astronomy philosophy politics art =artist ' +
        'language languages fascinated fascinating fascinates =interested documentary documentaries physics biology mathematics maths ' +
        'geography archaeology =talk_for_hours =could_talk',
    ],
    [WEAK, 'read reading =places =city =coast =country =countries =abroad =travel'],
  ],
  work_life: [
    [
      STRONG,
      'job jobs =work =worked =working =works career profession retired retirement =for_a_living office colleague colleagues boss employer ' +
        'employees business company firm factory shift shifts salary wages promotion apprentice apprenticeship pharmacy customers clients ' +
        '=patients pupils =ordinary_day =every_morning =each_morning =in_the_morning =at_night =in_the_evening =family_doctor',
    ],
    [WEAK, 'morning mornings breakfast =lunch =wake =get_up =up_at commute routine =desk =shop =clinic =hospital =farm =o\'clock =evening =evenings'],
  ],
  values: [
    [
      STRONG,
      'believe belief beliefs honest honesty kindness integrity respect faith god church pray prayer prayers religion mosque synagogue ' +
        'values principle principles =matters_most =matter_most =most_important =important_to_me =matters_to_me proud regret regrets ' +
        '=differently advice =never_give_up =give_up =treat_people =hard_work =keep_your_word =my_word truth generous generosity gratitude ' +
        'grateful humble humility fairness justice forgive forgiveness patience =be_patient loyalty =be_kind =kind_to savings =save =debt =money',
    ],
    [WEAK, '=always =never =should =life =people =lesson =remembered'],
  ],
};

/** Family words that speak of the person's own family only when someone's ("my children", "our family"), or open the sentence ("Family comes first"): "the children I taught" is work. */
export const POSSESSED_FAMILY_CUES = ['child', 'children', 'kid', 'kids', 'baby', 'babies', 'family', 'families'];
export const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their', 'your']);

/** Jobs: they speak to Work-Life only when the person says it of themselves ("I was a nurse", not "my sister is a nurse"). */
export const OCCUPATIONS =
  'pharmacist nurse doctor teacher engineer carpenter plumber electrician mechanic farmer accountant lawyer driver chef cook secretary ' +
  'clerk cleaner postman builder baker butcher hairdresser midwife vet dentist surgeon professor lecturer librarian architect designer ' +
  'programmer developer manager salesman saleswoman shopkeeper tailor welder miner soldier sailor pilot firefighter policeman policewoman ' +
  'officer journalist editor writer translator receptionist cashier waiter waitress caretaker carer gardener fisherman priest minister ' +
  'pastor vicar rabbi imam bookkeeper typist machinist technician surveyor optician physiotherapist';

/** Words naming a person other than the speaker: a sentence about them is not about the speaker's own job or values. */
export const OTHER_PERSON_STARTS = new Set(['he', 'she', 'they', 'his', 'her', 'their', "he's", "she's", "they're"]);

/** A cue right after these describes someone else ("her patience", "his honesty"): it is no value of the speaker's. */
export const OTHER_POSSESSIVES = new Set(['her', 'his', 'their', 'your']);

/** "I never liked golf", "not a fan of chess", "I hardly ever fish": a cue right after these is not the person's own. */
export const NEGATIONS = new Set(['not', 'never', 'no', "don't", "didn't", "doesn't", 'hate', 'hated', 'dislike', 'disliked', "can't", "couldn't", 'without', 'nor', 'hardly', 'rarely', 'seldom', 'barely']);
/** A negation reaches no further than its clause ("I never liked golf, but chess …"). */
export const CLAUSE_BREAKS = new Set(['but', 'and', 'though', 'although', 'yet', 'so', 'while', 'whereas', 'because']);

/** The tag of a sentence that says the person did their own work for years ("I was an electrician for forty-two years"). */
export const LONG_SERVICE_TAG = 'dedicated worker';

/** Tags about how the person is with others: a sentence about a friend or a child may support them ("My best friend Saga, …"). */
export const RELATIONSHIP_TAGS = new Set(['loyal friend', 'devoted parent', 'devoted grandparent', 'family-first', 'sociable']);

/**
 * Tags of what a person loves doing: shown only by a line in which they do it themselves, now and by choice (not as a
 * child, not at work, not something they are bad at, not a subject they only talk about).
 */
export const LEISURE_TAGS = new Set(['loves cooking', 'outdoorsy', 'gardener', 'book lover', 'music lover', 'sporty', 'creative', 'puzzle lover', 'animal lover', 'adventurous', 'stargazer']);

/** Cue words that show a pastime only said as a doing ("I fish for rockfish"), not as a thing ("even with fish"). */
export const DOING_ONLY_CUES = new Set(['fish']);

/** Tags a negation does not undo: "I do not borrow money" is careful with money, "I never give up" resilient. */
export const NEGATION_PROOF_TAGS = new Set(['careful with money', 'resilient', 'hard-working', 'kind', 'honest', 'reliable']);

/**
 * Personality tags: each is given only for a sentence holding one of its cues (not negated, not about someone
 * else's trait). The sentence is shown beside the tag as its support.
 */
export const TAG_CUES: [tag: string, cues: string][] = [
  ['family-first', '=family_comes_first =family_first =family_is_everything =family_matters_most =family_is_the_most =my_family_is_the =for_my_family =my_family_above =my_family_more'],
  ['careful with money', 'savings =save =saved =saving =debt =thrift =thrifty =frugal =budget =penny =pennies =waste =wasted =money =pay_cash =spend_less'],
  ['loves cooking', 'cooking =cook =cooks =cooked =baking =bake =bakes =baked =recipe =recipes =dinners =stew =soup =bread'],
  ['outdoorsy', 'hiking hike =hills =mountains =mountain =outdoors =outside =camping =fishing =sailing =cycling =birdwatching =fish =woods =forest =lake =river =sea =beach =walks =walking'],
  ['faithful', 'faith god church =pray =prayed =praying =prayer =prayers =mass =mosque =synagogue =temple =bible =quran =believer =lord =jesus =allah'],
  ['gardener', 'gardening =garden =allotment =roses =vegetables =tomatoes =plants =flowers'],
  ['book lover', '=book =books =novel =novels =reading =reader =library =poetry =poems =author'],
  ['music lover', 'music =piano =guitar =violin =cello =choir =singing =sing =jazz =songs =song =album =records =opera'],
  ['hard-working', '=hard_work =worked_hard =work_hard =work_nights =worked_nights =night_shifts =long_hours =never_missed =never_took =graft =early_shift =six_days'],
  ['honest', 'honesty =honest =truth =truthful =never_told_a_lie'],
  ['reliable', '=on_time =turn_up =keep_your_word =keep_my_word =kept_my_word =my_word =do_what_you_said =always_came_home'],
  ['kind', 'kindness =be_kind =kind_to =help_people =helping_people =helped_people =never_turned =generous =generosity =look_after_others'],
  ['curious', 'curiosity =curious =learning =learn =fascinated =fascinating =questions =wonder'],
  ['science-minded', '=science =biology =physics =chemistry =astronomy =maths =mathematics'],
  ['good humour', '=make_fun =made_fun =making_fun =laugh =laughing =laughed =jokes =joke =puns =humour =humor =funny =giggle'],
  ['patient', 'patience =be_patient'],
  ['disciplined', 'discipline =disciplined =practice =practise'],
  ['sociable', '=my_friends_and_i =friends_and_i =we_meet =get_together =the_whole_village'],
  ['respectful', 'respect =respectful =respected'],
  ['fair-minded', 'fairness =fair =justice'],
  ['adventurous', 'adventure =travel =travelled =traveled =travelling =traveling =abroad =explore =exploring =backpacking'],
  ['creative', '=painting =paint =paints =drawing =sketching =sketch =sketches =sketched =knitting =knit =sewing =quilting =quilt =pottery =woodworking =built =build =make_things =carving =carve =carved =woodturning =crochet'],
  ['devoted grandparent', 'grandchildren grandson granddaughter grandkids'],
  ['sporty', '=running =marathon =marathons =football =tennis =swim =swimming =gym =golf =rugby =cricket =yoga =skiing =ski =skis =skied =climbing'],
  ['resilient', '=got_through =get_through =got_me_through =get_me_through =never_give_up =kept_going =keep_going =survived =pulled_through =carried_on'],
  ['caring', '=looked_after =look_after =took_care =take_care =nursed =cared_for =caring'],
  ['animal lover', '=dog =dogs =cat =cats =horse =horses =pets =pet =birds =pigeons'],
  ['loyal friend', '=best_friend =oldest_friend =friends_for =friends_since =known_each_other =lifelong_friend'],
  ['devoted parent', '=proud_of_my =my_children =my_kids =our_children =our_kids =to_my_son =to_my_daughter =with_my_son =with_my_daughter'],
  ['puzzle lover', '=chess =puzzles =puzzle =crossword =crosswords =sudoku =jigsaw =jigsaws =backgammon'],
  ['stargazer', '=astronomy =stars =planets =telescope'],
];

/**
 * Tags that are a trait said in one adjective, with that adjective: "I am patient", "I have always been frugal",
 * "Being kind to people". The engine also takes the adjectives WordNet holds as the same or similar in their commonest
 * sense, both ways ("kindhearted", "thrifty", "dependable"), said of the person themselves.
 */
export const TRAIT_ADJECTIVES: [tag: string, adjectives: string[]][] = [
  ['honest', ['honest', 'truthful']],
  ['kind', ['kind', 'generous']],
  ['patient', ['patient']],
  ['reliable', ['reliable']],
  ['respectful', ['respectful']],
  ['creative', ['creative']],
  ['caring', ['caring']],
  ['sociable', ['sociable']],
  ['disciplined', ['disciplined']],
  ['hard-working', ['hardworking', 'industrious']],
  ['careful with money', ['frugal', 'thrifty']],
  ['good humour', ['funny']],
  ['adventurous', ['adventurous']],
  ['resilient', ['resilient']],
  ['loyal friend', ['loyal']],
];
