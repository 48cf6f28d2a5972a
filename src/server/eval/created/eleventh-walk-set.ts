// The eleventh walk half of the created-scenario set: five scenarios in fields no other readable half uses (a bank's card
// fraud claim, a rail penalty fare appeal, a school's furniture order, a homebuyer's survey, a bus driver's incident
// review), played by run-created and printed as its own column, "created walk 11". Three are created through Quick
// creation and two through Advanced. Its descriptions are written as different people write them: one in case notes
// ("Customer: …, 58, school cook"), one as a colleague's spoken hand-over ("Right so the one to call back is…"), the
// others in plain paragraphs with names, numbers, dates, money, a worry and a want. One of its characters is not a
// customer: a bus driver called in by his depot manager; another buys for her employer, a school business manager whose
// order is late. Five questions a case, put in other words ("Who were the payments to?", "What's it holding up for
// you?"), none holding its answer, and one open "what happened" question that should get the event itself.
// Written from the descriptions alone and committed before any were played; it is read freely.
import type { CreatedCase } from './created-case.ts';

export const CREATED_ELEVENTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'card-payments-disputed',
    field: 'card fraud claim',
    creation: {
      mode: 'Quick',
      title: "Customer disputing card payments she didn't make",
      aiRole: 'Bank customer',
      myRole: 'Fraud team adviser at a bank',
      description:
        'Customer: Patricia Oyelaran, 58, school cook, Wolverhampton. Current account with Harland Bank for 22 yrs. Three payments she says she never made, 9-11 May, £1,146 in total, all to an online electronics shop. Card was in her purse the whole time. Our system flagged nothing. She rang us 4 times before anyone called her back. Polite but at the end of her tether. Rent of £640 due on 1 June and the account is now overdrawn. Goal: explain how the claim works and agree when she gets the money back.',
    },
    character: { name: 'Patricia Oyelaran', job: 'Bank customer|customer|school cook|cook', pronoun: 'she' },
    labels: ['polite but at the end of her tether'],
    goal: 'explain how the claim works and agree when she gets the money back',
    facts: [
      { line: 'Who were the payments to?', expect: ['electronics|online shop'] },
      { line: 'How much has gone out altogether?', expect: ['1146'] },
      { line: 'How long have you banked with us?', expect: ['22 years|twenty-two years|22 yrs'] },
      { line: 'How many times did you have to ring before somebody got back to you?', expect: ['4|four'] },
      { line: 'When does your landlord need paying?', expect: ['1 june|june 1|1st'] },
    ],
    offTopic: 'Are the school dinners any better than when I was a kid?',
    negated: { line: "I'm not promising you a refund today, I have to be straight with you.", denies: 'offer' },
    referBack: { line: 'Sorry, how much did you say went out in the end?', fact: 1 },
    proposal: "I'll put the £1,146 back in your account today as a temporary credit while we investigate, take off any overdraft charges, and ring you myself by 5 June with the outcome.",
  },
  {
    id: 'penalty-fare-flat-phone',
    field: 'rail penalty fare',
    creation: {
      mode: 'Advanced',
      title: 'Passenger appealing a penalty fare after his phone died',
      persona: {
        name: 'Owen Pritchard',
        prompt: 'Owen Pritchard, 26, trainee quantity surveyor from Croydon, keeps his receipts, hates being treated like a fare dodger',
      },
      rubric: {
        name: 'Handling a penalty fare appeal',
        description: 'Assess how the appeals officer handles a passenger appealing a penalty fare: listens to his account, checks the evidence, explains the rules plainly, and agrees what happens to the fine and by when. Pass mark 60.',
      },
      description:
        "Owen was given a £100 penalty fare at Brighton station on Sunday 16 March by our inspector, Lorraine Kemp, as he went for the 18:42 back to East Croydon. He had bought a £23.40 off-peak return on our app that morning while visiting his sister, but his phone died just before the barriers and he could not show the ticket. He sent a screenshot of the booking the same night and was told it would be looked at within 10 working days. Five weeks on, nobody has replied, the fine has gone up to £170 and a debt collector has written to him. He is calm but firm. He wants the penalty cancelled and an apology in writing.",
    },
    character: { name: 'Owen Pritchard', job: 'Trainee quantity surveyor|quantity surveyor|surveyor|passenger|customer', pronoun: 'he' },
    labels: ['calm but firm', 'keeps his receipts'],
    goal: '',
    facts: [
      { line: 'Why were you in Brighton?', expect: ['sister|visiting'] },
      { line: 'What did you pay for your journey?', expect: ['23.40'] },
      { line: 'Who stopped you at the gates?', expect: ['lorraine|kemp|inspector'] },
      { line: "What's it gone up to now?", expect: ['170'] },
      { line: 'Which train were you going for?', expect: ['18:42|6:42pm|6:42'] },
    ],
    offTopic: 'Do you get down to the seaside much in the summer?',
    negated: { line: "I'm not going to go through the byelaws line by line with you.", denies: 'summary' },
    referBack: { line: 'Sorry, what did you say the fine has gone up to?', fact: 3 },
    proposal: "I'll cancel the penalty today, write to the debt collector to withdraw the £170 claim, and send you a written apology by Friday.",
  },
  {
    id: 'school-chairs-back-order',
    field: 'school furniture order',
    creation: {
      mode: 'Quick',
      title: "School business manager whose classroom chairs haven't come",
      aiRole: 'School business manager',
      myRole: 'Account manager at an educational furniture supplier',
      description:
        "Right so the one to call back is Bernadette Kirwan, she's the business manager at St Columba's Primary in Kirkby, been there forever, knows everyone. Back in July she ordered 24 of our stacking classroom chairs and two teacher desks for the new Reception class, £2,316 all in, paid up front on the school card. We promised delivery before term started on 3 September. They still haven't arrived, it's now the 24th, and the kids are sitting on dining chairs borrowed from the hall. Our warehouse in Widnes says the chairs are on back order from the factory in Poland. She's had three different delivery dates off us. Her head teacher, Mr Adebayo, keeps asking her about it and she's worried it looks like she messed up the order. She is calm but firm. What I want: get her a date we can actually keep and keep the school's account, they spend about £15k a year with us.",
    },
    character: { name: 'Bernadette Kirwan', job: 'School business manager|business manager|manager|customer', pronoun: 'she' },
    labels: ['calm but firm'],
    goal: "get her a date we can actually keep and keep the school's account",
    facts: [
      { line: 'How many seats were on the order?', expect: ['24|twenty-four'] },
      { line: 'What did it all come to?', expect: ['2316'] },
      { line: 'When were we supposed to have it with you by?', expect: ['3 september|september 3|3rd'] },
      { line: 'What are the children using in the meantime?', expect: ['dining|borrowed|hall'] },
      { line: "Who's been on at you about it at school?", expect: ['adebayo|head teacher|head'] },
    ],
    offTopic: 'Did you manage to get away anywhere over the summer?',
    negated: { line: "I'm not going to give you another date today, not until I've seen it on a lorry.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how many chairs did you say you ordered?', fact: 0 },
    proposal: "I'll send 24 chairs from our showroom stock this Friday, take 10% off the order for the wait, and ring you every Monday until the desks are in.",
  },
  {
    id: 'survey-missed-woodworm',
    field: 'homebuyer survey',
    creation: {
      mode: 'Quick',
      title: 'Homebuyer whose survey missed woodworm',
      aiRole: 'Homebuyer',
      myRole: 'Complaints manager at a firm of chartered surveyors',
      description:
        'Harpreet Sandhu, 41, a maths teacher, bought 14 Larkspur Road, a 1930s semi in Derby, in April for £235,000, after our surveyor, Colin Pearce, did a Level 2 survey for £620 and reported no sign of timber defects. When he lifted the living room carpet in June he found woodworm in the floor joists, and the damp and timber specialist he called in says the treatment and new joists will cost £4,850. He says the holes were plain to see from the cellar hatch, which our report says was not opened. He has had to put off moving his elderly mother in with the family until the floor is safe. He is methodical and has a folder of every letter. My goal: hear him out, be honest about what the survey covered and agree a fair next step.',
    },
    character: { name: 'Harpreet Sandhu', job: 'Homebuyer|buyer|maths teacher|teacher|customer', pronoun: 'he' },
    labels: ['methodical'],
    goal: 'hear him out, be honest about what the survey covered and agree a fair next step',
    facts: [
      { line: 'What did the house set you back?', expect: ['235000'] },
      { line: 'What did you find when the carpet came up?', expect: ['woodworm|joists'] },
      { line: "What's the specialist quoting to put it right?", expect: ['4850'] },
      { line: 'Who came out to look at the place for us?', expect: ['colin|pearce'] },
      { line: "What's it holding up for you?", expect: ['mother|mum'] },
    ],
    offTopic: "How's the new school year treating you?",
    negated: { line: "I'm not accepting that Colin was careless, not yet.", denies: 'apology' },
    referBack: { line: 'Sorry, how much did you say the specialist wants?', fact: 2 },
    proposal: "We'll send a senior surveyor to look at the joists on Monday, and if the cellar should have been checked we'll pay the £4,850 straight to your specialist and refund the £620 survey fee.",
  },
  {
    id: 'bus-doors-pushchair',
    field: 'bus driver incident review',
    creation: {
      mode: 'Advanced',
      title: 'Bus driver called in after driving off with a child on board',
      persona: {
        name: 'Dennis Okoro',
        prompt: 'Dennis Okoro, 52, bus driver in Manchester, steady, proud of his record, goes quiet when he feels blamed',
      },
      rubric: {
        name: 'Handling an incident review with a driver',
        description: "Assess how the depot manager handles a driver after a serious complaint: hears his account before judging, is clear about the company's standard, takes the safety problem he raises seriously, and agrees what happens next and when. Pass mark 65.",
      },
      description:
        "Dennis has driven the number 38 for Redline Buses out of the Stretford depot for eleven years with a clean record. On 2 October at about 4 pm he closed the doors on a woman with a pushchair at the Chorlton stop and drove off while her little boy was still on board. She ran after the bus and he stopped about 200 yards down the road. She has complained and her sister has posted the CCTV on Facebook, where it has had 40,000 views. Dennis says the nearside mirror has been faulty since August and that he reported it twice. I want to get his side of it, agree what happens next and look after him, the union rep, Sandra Holt, will be in the meeting.",
    },
    character: { name: 'Dennis Okoro', job: 'Bus driver|driver', pronoun: 'he' },
    labels: ['proud of his record', 'goes quiet when he feels blamed'],
    goal: '',
    facts: [
      { line: 'So what happened that afternoon?', expect: ['pushchair|doors|boy|child|son'] },
      { line: 'How long have you been on the buses with us?', expect: ['eleven years|11 years'] },
      { line: 'How far did you get before you pulled in?', expect: ['200 yards|200'] },
      { line: "What's been wrong with the bus?", expect: ['mirror'] },
      { line: 'How many people have watched the video?', expect: ['40000'] },
    ],
    offTopic: 'Are you still going to the match on Saturdays?',
    negated: { line: "I'm not suspending you, let's be clear about that.", denies: 'pressure' },
    referBack: { line: 'Sorry, what did you say was wrong with the bus?', fact: 3 },
    proposal: "You'll stay on light duties at the depot until the review is done on 16 October, I'll pull the repair log for the mirror today, and I'll ring the mother myself to apologise for the company.",
  },
];
