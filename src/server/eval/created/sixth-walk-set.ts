// The sixth walk half of the created-scenario set: ten scenarios in fields no other half uses (window cleaning, a
// locksmith call-out, pest control, a fish supplier paid late, a holiday cottage let, a tattoo studio, a phone screen
// repair, a house removal, a wedding cake, a day nursery), played by run-created and printed as its own column,
// "created walk 6". Its descriptions are written as different people write them: terse notes, one long ramble, one in
// the first person of the learner ("My customer…"), one with names in the person's own spelling (Jaymee-Leigh,
// Dannii, Inkk Haus); its characters are women and men of several origins, and one of them is not a customer but a
// supplier the learner's company owes. Five questions a case, spread over the kinds people ask (when, how long, how
// much or how many, who, where, why, what, what happened), some put indirectly ("And the money side of it?", "Remind me
// who you've been dealing with on our side?"), none holding its answer. Written from the descriptions alone, before
// any were played.
import type { CreatedCase } from './created-case.ts';

export const CREATED_SIXTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'window-cleaner-conservatory',
    field: 'window cleaning',
    creation: {
      mode: 'Quick',
      title: 'Homeowner whose conservatory roof was cracked',
      aiRole: 'Customer',
      myRole: 'Window cleaning business owner',
      description:
        "Bogdan Nowak, 52, supervisor at a bus depot in Leicester. Customer of ours for six years, pays £18 a month. On 17 July our cleaner Jason Platt rested his ladder on the conservatory roof. Two panels cracked. Glazier's quote to replace them: £430. Daughter's engagement party in the garden on 2 August. My goal: apologise and pay for the panels before the party.",
    },
    character: { name: 'Bogdan Nowak', job: 'Customer|supervisor|depot supervisor', pronoun: 'he' },
    labels: [],
    goal: 'apologise and pay for the panels before the party',
    facts: [
      { line: 'When did our lad do the damage?', expect: ['17|17th'] },
      { line: 'Remind me who was up the ladder that day?', expect: ['jason|platt'] },
      { line: 'How many panes went?', expect: ['two|2'] },
      { line: 'What has the glass man said it will cost?', expect: ['430'] },
      { line: "What's the hurry to get it done?", expect: ['engagement|party|daughter'] },
    ],
    offTopic: 'Busy at the depot these days?',
    negated: { line: "I'm not paying for a roof that was probably cracked already.", denies: 'offer' },
    referBack: { line: 'Sorry, what was the figure you were quoted again?', fact: 3 },
    proposal: 'I will pay the £430 straight to your glazier this week so it is fixed before the party, and our cleaners will never lean a ladder on a roof again.',
  },
  {
    id: 'locksmith-night-callout',
    field: 'locksmith call-out',
    creation: {
      mode: 'Advanced',
      title: 'Nurse overcharged after a night lockout',
      persona: { name: 'Abena Mensah', prompt: 'Abena Mensah, 38, night-shift nurse at a hospital in Croydon, tired and short-tempered, sharp with figures' },
      rubric: {
        name: 'Handling an overcharge complaint',
        description: 'Assess how the locksmith firm handles a customer who was overcharged: listens, explains the charges openly, refunds what was unfair and agrees how prices are quoted. Pass mark 65.',
      },
      description:
        'Abena locked herself out of her flat at 2 am on 9 February after a twelve-hour shift and rang LockFast 24, who quoted £79 on the phone. The locksmith, Kevin Doyle, arrived an hour and forty minutes later, drilled out the lock instead of picking it, fitted a new one and charged £285 by card on her doorstep. She waited in the cold stairwell the whole time because her phone had died.',
    },
    character: { name: 'Abena Mensah', job: 'Nurse|night-shift nurse|customer', pronoun: 'she' },
    labels: ['tired and short-tempered', 'sharp with figures'],
    goal: '',
    facts: [
      { line: 'What time of night was this?', expect: ['2am|two in the morning|2 in the morning|two am'] },
      { line: 'How long were you left waiting for someone to come?', expect: ['forty|40'] },
      { line: 'What were you told it would be when you first called?', expect: ['79'] },
      { line: 'And what did he actually do to the door?', expect: ['drilled|drill|new lock|new one'] },
      { line: 'Who did we send out to you?', expect: ['kevin|doyle'] },
    ],
    offTopic: 'Do you always work nights?',
    negated: { line: "I'm not refunding anything, the price on the phone is only ever a guide.", denies: 'offer' },
    referBack: { line: 'Sorry, what did you say the phone quote was?', fact: 2 },
    proposal: 'We will refund £206, everything above the £79 you were quoted, today, and from now on every price is confirmed by text before anyone sets off.',
  },
  {
    id: 'pest-control-missed-visits',
    field: 'pest control',
    creation: {
      mode: 'Quick',
      title: 'Restaurant closed after missed pest visits',
      aiRole: 'Customer',
      myRole: 'Pest control company owner',
      description:
        "My customer, Mrs Oluwaseun Adeyemi, owns a small Nigerian restaurant, Mama Shade's Kitchen, on Walworth Road in London. I run Clearway Pest Control and we signed her up in March on a £65-a-month contract with a visit every month. Our technician, Liam Hart, missed the visits in May and June, and on 3 July an environmental health officer found mouse droppings in her dry store and shut the restaurant for four days. She lost about £3,200 in takings and had to throw away all her rice and flour. My goal: own the missed visits, refund the contract and agree what to pay towards her losses.",
    },
    character: { name: 'Oluwaseun Adeyemi', job: 'Customer|restaurant owner|owner', pronoun: 'she' },
    labels: [],
    goal: 'own the missed visits, refund the contract and agree what to pay towards her losses',
    facts: [
      { line: 'Walk me through the day the inspector came.', expect: ['droppings|mouse|mice|shut|closed'] },
      { line: 'How long did you have to keep the doors closed?', expect: ['four days|4 days'] },
      { line: 'What did it cost you in lost trade?', expect: ['3200'] },
      { line: 'Where in the kitchen did they find the signs?', expect: ['dry store|store'] },
      { line: 'Who was supposed to be coming round to you?', expect: ['liam|hart'] },
    ],
    offTopic: 'How long have you had the restaurant?',
    negated: { line: "I won't be paying for lost takings, the contract doesn't cover that.", denies: 'offer' },
    referBack: { line: 'Sorry, how many days did you say you were shut?', fact: 1 },
    proposal: 'I will refund every payment since March, pay £3,200 towards your lost takings and the stock you threw away, and visit myself every fortnight for the next six months free.',
  },
  {
    id: 'fish-supplier-overdue',
    field: 'supplier late payment',
    creation: {
      mode: 'Advanced',
      title: 'Fish supplier owed money threatens to stop deliveries',
      persona: { name: 'Declan Mulvey', prompt: 'Declan Mulvey, 56, runs a family fish wholesaler in Grimsby, blunt and proud of his product, out of patience' },
      rubric: {
        name: 'Handling a supplier owed money',
        description: 'Assess how the finance manager handles a supplier who has been paid late: takes it seriously, explains the cause honestly, commits to a payment date and agrees terms that keep the supply going. Pass mark 65.',
      },
      description:
        "Declan's firm, Mulvey & Sons, has supplied fresh fish to the six Harbour Grill restaurants for nine years. Since the restaurant chain moved to a new accounts system in August, his invoices have been paid late: £14,600 is now overdue, the oldest invoice by 74 days. He has had to hold back his own boat crews' wages, and his bank has cut his overdraft. The chain's buyer, Natalia Reyes, keeps telling him the money will be in the next payment run. He has said he will stop deliveries on Friday.",
    },
    character: { name: 'Declan Mulvey', job: 'Supplier|fish wholesaler|wholesaler', pronoun: 'he' },
    labels: ['blunt and proud of his product'],
    goal: '',
    facts: [
      { line: 'How far behind are we with you, in total?', expect: ['14600'] },
      { line: "How long has the oldest bill been sitting there?", expect: ['74|seventy-four'] },
      { line: "Remind me who you've been dealing with on our side?", expect: ['natalia|reyes'] },
      { line: 'When did it all start going wrong?', expect: ['august|system'] },
      { line: "What has it meant for your own business?", expect: ['crews|crew|wages|overdraft|bank'] },
    ],
    offTopic: 'Is the fishing still good out of Grimsby?',
    negated: { line: "I'm not going to chase accounts about it today.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how long did you say the oldest one has been waiting?', fact: 1 },
    proposal: 'I will have the full £14,600 in your account by Thursday, put you on fourteen-day payment terms from now on, and give you my direct number for anything late.',
  },
  {
    id: 'holiday-cottage-cold',
    field: 'holiday cottage let',
    creation: {
      mode: 'Quick',
      title: 'Family locked out of a cold holiday cottage',
      aiRole: 'Guest',
      myRole: 'Holiday cottage owner',
      description:
        "OK so this is a tricky one and I want it to feel real. The guest is Rajesh Iyer, he's an IT project manager from Derby I think, or somewhere in the Midlands anyway, and he booked our place, Curlew Cottage near Keswick, for half term, 24 to 31 October, for him, his wife, their three kids and his mother-in-law, and paid £1,140 up front. When they got there at about six in the evening after a five-hour drive the key safe code didn't work and nobody picked up the emergency number, so they sat in the car for two hours until our cleaner, Maureen, came back with the spare key. Then the heating didn't work either (the oil tank was empty, which honestly is on us, we forgot to order a delivery) and they went home on the Wednesday. He wants all his money back and he's left a one-star review. My goal is to apologise properly, explain what happened with the oil and agree a fair refund, ideally before he goes to the booking site.",
    },
    character: { name: 'Rajesh Iyer', job: 'Guest|IT project manager|project manager|customer', pronoun: 'he' },
    labels: [],
    goal: 'apologise properly, explain what happened with the oil and agree a fair refund, ideally before he goes to the booking site',
    facts: [
      { line: 'What time did you get to us?', expect: ['six|6pm|6'] },
      { line: 'How long were you stuck outside?', expect: ['two hours|2 hours'] },
      { line: 'Who let you in in the end?', expect: ['maureen|cleaner'] },
      { line: 'Why was the place so cold?', expect: ['oil|tank'] },
      { line: 'Where was it you were staying?', expect: ['curlew|keswick'] },
    ],
    offTopic: 'Do you get up to the Lakes much?',
    negated: { line: "I'm not refunding the nights you actually stayed.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say turned up with the key?', fact: 2 },
    proposal: 'I will refund the full £1,140 today, add £100 for your fuel, and send you a letter setting out exactly what went wrong with the oil and the key safe.',
  },
  {
    id: 'tattoo-misspelt-name',
    field: 'tattoo studio',
    creation: {
      mode: 'Advanced',
      title: 'Client whose memorial tattoo was misspelt',
      persona: { name: 'Jaymee-Leigh Fraser', prompt: 'Jaymee-Leigh Fraser, 24, nursery nurse from Paisley, chatty and quick to laugh, hurt and embarrassed' },
      rubric: {
        name: 'Handling a botched tattoo',
        description: 'Assess how the studio owner handles a client unhappy with a tattoo: listens without blaming, explains what went wrong, offers a fair fix and a refund. Pass mark 60.',
      },
      description:
        "Jaymee-Leigh booked Inkk Haus for a tattoo of her late gran's name, Isobel, with a thistle, on her inner wrist on 22 June, and paid £140. The artist, Dannii Kerr, spelled it Isobell with two l's at the end and the thistle came out blurred. She only noticed in the bathroom mirror at home that night. The studio says she signed the stencil before it started, so it is her fault. A laser clinic in Glasgow has quoted £450 to remove it over six sessions.",
    },
    character: { name: 'Jaymee-Leigh Fraser', job: 'Nursery nurse|nurse|client|customer', pronoun: 'she' },
    labels: ['chatty and quick to laugh'],
    goal: '',
    facts: [
      { line: 'Who did the work on you?', expect: ['dannii|kerr'] },
      { line: 'Whose name were you having done?', expect: ['isobel|gran|grandmother'] },
      { line: 'What came out wrong in the lettering?', expect: ['isobell|two l|double l|extra l'] },
      { line: 'Where on you is it?', expect: ['wrist'] },
      { line: 'And what is the clinic wanting to take it off?', expect: ['450'] },
    ],
    offTopic: 'Have you got any other tattoos?',
    negated: { line: "I'm not giving you a refund when you signed the stencil.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say did it?', fact: 0 },
    proposal: 'We will refund the £140, pay the Glasgow clinic for the laser sessions, and our senior artist will do the design again free once it has healed.',
  },
  {
    id: 'phone-screen-water',
    field: 'phone screen repair',
    creation: {
      mode: 'Quick',
      title: 'Student whose phone died after a screen repair',
      aiRole: 'Customer',
      myRole: 'Repair shop manager',
      description:
        'Wei Zhang, 20, student. Paid £89 at FixIt Mobile, Oxford Road, Manchester, on 5 March for a new screen. Phone dead two days later. Shop says water damage, refuses refund. He says it was never near water. My goal: test the phone, refund if the fault is ours.',
    },
    character: { name: 'Wei Zhang', job: 'Customer|student', pronoun: 'he' },
    labels: [],
    goal: 'test the phone, refund if the fault is ours',
    facts: [
      { line: 'What did you bring it in to have done?', expect: ['screen'] },
      { line: 'How soon after did it give up?', expect: ['two days|2 days'] },
      { line: 'What did the lads in the shop put it down to?', expect: ['water'] },
      { line: 'And the money side of it?', expect: ['89'] },
      { line: 'Which branch did you go to?', expect: ['oxford road|oxford'] },
    ],
    offTopic: 'What are you studying?',
    negated: { line: "I'm not saying sorry until we've had it open.", denies: 'apology' },
    referBack: { line: 'Sorry, what did you say they blamed?', fact: 2 },
    proposal: 'We will open the phone in front of you today; if there is no water inside we refund the £89 and fix it free.',
  },
  {
    id: 'removals-grandfather-clock',
    field: 'house removal',
    creation: {
      mode: 'Advanced',
      title: 'Customer whose family clock was broken in a move',
      persona: { name: 'Georgios Pappas', prompt: "Georgios Pappas, 63, retired ship's engineer moving from Southampton to Bath, meticulous, stubborn, keeps every receipt" },
      rubric: {
        name: 'Handling a damage claim',
        description: 'Assess how the removals manager handles a customer whose belongings were damaged: listens, takes responsibility, explains the insurance honestly and agrees what the firm will pay. Pass mark 70.',
      },
      description:
        "Georgios hired Swift Move Removals for £1,650 to move him and his wife from Southampton to Bath on 14 August. The van was due at 8 am and arrived at 1 pm, because the crew had been booked for two jobs that morning. The movers dropped his late father's grandfather clock, brought over from Corfu in 1968, and the case split down one side. The crew leader, Marek Zielinski, wrote 'customer packed' on the damage form, so the insurer refuses to pay. A clock restorer has quoted £780.",
    },
    character: { name: 'Georgios Pappas', job: "Retired ship's engineer|engineer|customer", pronoun: 'he' },
    labels: ['meticulous', 'stubborn'],
    goal: '',
    facts: [
      { line: 'What time did the lads actually turn up?', expect: ['1pm|1|one o\'clock|one in the afternoon'] },
      { line: 'Why were they so late?', expect: ['two jobs|double-booked|double booked|another job'] },
      { line: 'Who was in charge of the crew?', expect: ['marek|zielinski'] },
      { line: 'Where did the clock come from originally?', expect: ['corfu'] },
      { line: "What's the repair going to come to?", expect: ['780'] },
    ],
    offTopic: 'Are you settling in to Bath?',
    negated: { line: "We won't be paying for the clock, the form says you packed it.", denies: 'offer' },
    referBack: { line: 'Sorry, where did you say it came from?', fact: 3 },
    proposal: 'We will pay the restorer the £780 directly, correct the damage form to say our crew packed and carried the clock, and refund £250 for the late start.',
  },
  {
    id: 'wedding-cake-late',
    field: 'wedding cake',
    creation: {
      mode: 'Quick',
      title: 'Bride whose wedding cake came after the speeches',
      aiRole: 'Customer',
      myRole: 'Cake shop owner',
      description:
        'Elif Yılmaz, a 31-year-old dental hygienist in Cardiff, ordered a three-tier lemon and elderflower wedding cake from Sugarloaf Cakes for £420, paid in full in January, for her wedding at Llandaff on 28 April. The cake was due at the reception at 1 pm and arrived at 4 pm, after the speeches, because the driver, Carl, had been given the address of a different hotel. The top tier had slid in the van and cracked, so the couple cut a tray of supermarket cupcakes that a bridesmaid ran out to buy. My goal: apologise, explain what went wrong and agree a fair refund.',
    },
    character: { name: 'Elif Yılmaz', job: 'Customer|dental hygienist|hygienist|bride', pronoun: 'she' },
    labels: [],
    goal: 'apologise, explain what went wrong and agree a fair refund',
    facts: [
      { line: 'When was the big day?', expect: ['28|28th'] },
      { line: 'Who brought it over in the end?', expect: ['carl|driver'] },
      { line: 'How many layers did you order?', expect: ['three|3'] },
      { line: 'Why did it turn up so late?', expect: ['address|hotel'] },
      { line: 'What state was it in when it came?', expect: ['cracked|crack|slid|top tier'] },
    ],
    offTopic: 'Where did you go on honeymoon?',
    negated: { line: "I'm not refunding the whole cake when most of it was eaten.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say delivered it?', fact: 1 },
    proposal: 'I will refund the full £420 today, pay back what the cupcakes cost, and bake you a first-anniversary cake free.',
  },
  {
    id: 'nursery-wrong-pickup',
    field: 'day nursery',
    creation: {
      mode: 'Advanced',
      title: 'Mother whose son was handed to the wrong adult',
      persona: { name: 'Nadia Rahman', prompt: 'Nadia Rahman, 34, hospital radiographer in Bradford, organised, anxious about her son, polite until she feels dismissed' },
      rubric: {
        name: 'Handling a safeguarding complaint',
        description: 'Assess how the nursery manager handles a parent after a safeguarding lapse: takes it seriously, explains honestly what happened, says what will change and agrees how the parent will be kept informed. Pass mark 70.',
      },
      description:
        "Nadia's son Ayaan, aged 3, attends Little Acorns Day Nursery four days a week at £62 a day. On 11 November he was collected at 3:30 pm by his uncle, Imran, who was not on the list of people allowed to pick him up, because the nursery assistant, Chloe Barnes, recognised him from a birthday photo on the wall. Nadia only found out when she arrived at 5:45 pm and Ayaan was gone. He was safe, but Nadia has not slept properly since.",
    },
    character: { name: 'Nadia Rahman', job: 'Radiographer|parent|mother', pronoun: 'she' },
    labels: ['polite until she feels dismissed'],
    goal: '',
    facts: [
      { line: 'What time was he taken home?', expect: ['3:30pm|3:30|3.30pm|half three|half past three'] },
      { line: 'Who came and got him?', expect: ['uncle|imran'] },
      { line: 'Why did our staff hand him over?', expect: ['photo|recognised|recognized'] },
      { line: 'How many days a week is he with us?', expect: ['four|4'] },
      { line: 'Walk me through what happened when you came for him.', expect: ['gone|5:45pm|5:45|not there|already'] },
    ],
    offTopic: 'Is Ayaan looking forward to Christmas?',
    negated: { line: "I'm not apologising when your son was perfectly safe.", denies: 'apology' },
    referBack: { line: 'Sorry, who did you say collected him?', fact: 1 },
    proposal: 'From Monday no child leaves without the password you choose, Chloe will be retrained this week, and I will meet you on Thursday with a written account of what happened.',
  },
];
