// The seventh walk half of the created-scenario set: ten scenarios in fields no other half uses (rent arrears, a pay
// rise, a scaffolding invoice, a hospital discharge, exam tutoring, a funeral, a home car charger, data recovery,
// airport parking, a coffee machine lease), played by run-created and printed as its own column, "created walk 7".
// Half are created through Quick creation and half through Advanced. Its descriptions are written as different people
// write them: one in fragments, one long and chatty, one with spelling slips ("payed", "sesions", "recieved"), one in
// the first person of the learner ("My tenant…"), one by a manager briefing a new adviser ("Right, before you take
// this one…"). Its characters are women and men of several origins, and five of them are not customers: a tenant, a
// colleague asking for a pay rise, a supplier chasing payment, a patient's daughter and a student's father. Five
// questions a case, spread over the kinds people ask (when, how long, how much or how many, who, where, why, what,
// what happened), some put indirectly ("Take me back to when the money stopped coming in.", "And the other offer,
// what's that worth?"), none holding its answer. Written from the descriptions alone, before any were played.
import type { CreatedCase } from './created-case.ts';

export const CREATED_SEVENTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'tenant-rent-arrears',
    field: 'rent arrears',
    creation: {
      mode: 'Quick',
      title: 'Tenant who has fallen behind on the rent',
      aiRole: 'Tenant',
      myRole: 'Landlord',
      description:
        "My tenant, Siobhan Gallagher, 41, works as a cook in a primary school kitchen and has rented my two-bedroom flat on Elm Grove in Sheffield since 2021 at £675 a month. She hasn't paid anything since September and now owes £2,025. She told me on the phone that her hours were cut in the summer when the council handed the school kitchen over to a catering firm. She lives there with her son Callum, who sits his GCSEs in May, and she is frightened of having to move him. I don't want to go to court if I can avoid it. My goal: agree a repayment plan she can actually keep to.",
    },
    character: { name: 'Siobhan Gallagher', job: 'Tenant|cook|school cook', pronoun: 'she' },
    labels: [],
    goal: 'agree a repayment plan she can actually keep to',
    facts: [
      { line: 'So how much is outstanding now?', expect: ['2025'] },
      { line: 'Take me back to when the money stopped coming in.', expect: ['september'] },
      { line: 'Why did things get tight for you?', expect: ['hours|catering|cut'] },
      { line: "Who's at home with you?", expect: ['callum|son'] },
      { line: 'How long have you had the flat off me?', expect: ['2021|four years|4 years'] },
    ],
    offTopic: 'Did you catch the match on Saturday?',
    negated: { line: "I'm not going to push you to decide on a plan today.", denies: 'pressure' },
    referBack: { line: 'Sorry, what was the total you said is owing?', fact: 0 },
    proposal: 'Keep paying the £675 each month from now on plus £100 a month towards the £2,025, and I will put it in writing and keep court off the table while you stick to it.',
  },
  {
    id: 'analyst-pay-rise',
    field: 'pay rise request',
    creation: {
      mode: 'Advanced',
      title: 'Analyst asking for a pay rise',
      persona: {
        name: 'Priya Natarajan',
        prompt: 'Priya Natarajan, 33, senior data analyst at an insurance company in Leeds, calm and well prepared, quietly determined, ready to leave if she feels undervalued',
      },
      rubric: {
        name: 'Handling a pay rise request',
        description: 'Assess how the team manager handles a colleague asking for more money: listens, recognises the work she has done, is honest about the budget, and agrees a figure or a clear path with a date. Pass mark 65.',
      },
      description:
        'Priya has worked in the claims analytics team at Northgate Insurance for four years and is paid £38,500. Last year she built the model that flags suspicious claims, which saved the company about £1.2 million, and since March she has also been looking after two junior analysts, Tom Fairley and Aisha Bello, without any change of title. A recruiter has offered her £46,000 at a bank in Manchester. She is asking for £45,000 and the title of lead analyst before her annual review on 14 October.',
    },
    character: { name: 'Priya Natarajan', job: 'Senior data analyst|data analyst|analyst|colleague', pronoun: 'she' },
    labels: ['calm and well prepared', 'quietly determined'],
    goal: '',
    facts: [
      { line: 'What are we paying you at the moment?', expect: ['38500'] },
      { line: "And the other offer, what's that worth?", expect: ['46000'] },
      { line: 'Who have you been managing since the spring?', expect: ['tom|aisha|fairley|bello'] },
      { line: 'How much did that fraud work of yours save us?', expect: ['1.2 million|1.2m|1.2'] },
      { line: 'How long have you been with us now?', expect: ['four years|4 years'] },
    ],
    offTopic: 'Did you get away anywhere over the summer?',
    negated: { line: "I'm not offering you a penny more until the budget is signed off.", denies: 'offer' },
    referBack: { line: 'Sorry, what did you say the Manchester job would pay?', fact: 1 },
    proposal: 'I will take you to £44,000 from next month with the lead analyst title, and put a review to £46,000 in writing for April once the budget is signed off.',
  },
  {
    id: 'scaffolder-unpaid-invoice',
    field: 'scaffolding hire',
    creation: {
      mode: 'Quick',
      title: 'Scaffolder chasing an unpaid invoice',
      aiRole: 'Supplier',
      myRole: 'Office manager at a building firm',
      description:
        "Gareth Pritchard, 47. Owns Pritchard Scaffolding, Swansea. Supplies us (Hafod Builders), 8 yrs. Scaffold up at the Mumbles Road job since April. Invoice £8,750, due 30 June, unpaid. Our site manager Rhys Morgan disputes 3 weeks' hire: scaffold stayed up after the job finished, Gareth's lads never came to take it down. Gareth says nobody rang to book it. Now threatening small claims. Goal: settle the dispute, pay what's fair this week.",
    },
    character: { name: 'Gareth Pritchard', job: 'Supplier|scaffolder|owner', pronoun: 'he' },
    labels: [],
    goal: "settle the dispute, pay what's fair this week",
    facts: [
      { line: "So what's the figure on the bill?", expect: ['8750'] },
      { line: 'When were we meant to have settled it by?', expect: ['30 june|june 30|30th'] },
      { line: 'Who have you been arguing it out with on our side?', expect: ['rhys|morgan'] },
      { line: 'Which site was this for?', expect: ['mumbles'] },
      { line: 'How many weeks are we quibbling over?', expect: ['three|3'] },
    ],
    offTopic: 'How are the Swans doing this season?',
    negated: { line: "I'm not paying a penny of it until Rhys signs it off.", denies: 'offer' },
    referBack: { line: 'Sorry, what was the total on that again?', fact: 0 },
    proposal: 'I will pay the £8,750 less half of the three disputed weeks by Friday, and from now on we will book every strike in writing with a reference number.',
  },
  {
    id: 'hospital-night-discharge',
    field: 'hospital discharge',
    creation: {
      mode: 'Advanced',
      title: 'Daughter of a patient sent home alone at night',
      persona: { name: 'Farah Hosseini', prompt: 'Farah Hosseini, 45, maths teacher at a secondary school in Reading, controlled but close to tears, precise about times and names' },
      rubric: {
        name: 'Handling a discharge complaint',
        description: 'Assess how the patient liaison officer handles a relative after an unsafe discharge: listens, acknowledges what went wrong without excuses, explains what happened, says what will change and agrees how the family will be kept informed. Pass mark 70.',
      },
      description:
        "Farah's father, Dariush Hosseini, 78, was admitted to Ward 7 of the Royal Berkshire Hospital after a fall broke his hip, and stayed eleven days. At 9:40 pm on 2 March he was sent home alone in a taxi, although Farah had asked the ward sister, Grace Okafor, twice to ring her before he left. The home care that was meant to start straight away did not begin until 5 March. The next morning his neighbour, Mrs Pearce, found him on his kitchen floor, cold but conscious.",
    },
    character: { name: 'Farah Hosseini', job: 'Maths teacher|teacher|daughter|relative', pronoun: 'she' },
    labels: ['controlled but close to tears', 'precise about times and names'],
    goal: '',
    facts: [
      { line: 'What time of day did they send him off?', expect: ['9:40pm|9:40|twenty to ten'] },
      { line: 'How long was he on the ward with us?', expect: ['eleven days|11 days'] },
      { line: 'Why was he in with us in the first place?', expect: ['hip|fall'] },
      { line: 'Who was it that found him?', expect: ['pearce|neighbour|neighbor'] },
      { line: 'When did the carers actually turn up?', expect: ['5 march|march 5|5th|fifth'] },
    ],
    offTopic: 'Is the parking here as bad as everyone says?',
    negated: { line: "I'm not going to apologise for a decision the doctors made.", denies: 'apology' },
    referBack: { line: 'Going back a moment, who was it you said found him?', fact: 3 },
    proposal: "I will put a named discharge coordinator on your father's case, make sure nobody of his age leaves Ward 7 after 8 pm without the family being told, and send you a written account of the night of 2 March within ten days.",
  },
  {
    id: 'tutor-cancelled-sessions',
    field: 'exam tutoring',
    creation: {
      mode: 'Quick',
      title: 'Father of a student whose tutor kept cancelling',
      aiRole: 'Parent',
      myRole: 'Tutoring centre manager',
      description:
        "Kenji Watanabe, 50, pharmacist in Bristol. His daughter Emi is 16 and sitting GCSE maths this summer. He payed £360 in January for a block of 12 one-to-one sesions at Brightpath Tutoring. Her tutor, Oliver Grant, cancelled five of them at short notice, twice by text the same evening. Emis mock result went down from a grade 6 to a 4 and she has lost confidence. He wants his money back and says he has recieved no explanation. My goal: apologise, refund the missed sessions and offer a new tutor.",
    },
    character: { name: 'Kenji Watanabe', job: 'Pharmacist|parent|father', pronoun: 'he' },
    labels: [],
    goal: 'apologise, refund the missed sessions and offer a new tutor',
    facts: [
      { line: 'How many lessons did we let you down on?', expect: ['five|5'] },
      { line: 'What did the course set you back?', expect: ['360'] },
      { line: 'Who was teaching her?', expect: ['oliver|grant'] },
      { line: 'How did her mocks go?', expect: ['4|four|dropped|went down|fell'] },
      { line: 'When did you sign her up with us?', expect: ['january'] },
    ],
    offTopic: 'Do you get much time off from the pharmacy?',
    negated: { line: "I won't be refunding anything until I've spoken to Oliver.", denies: 'offer' },
    referBack: { line: 'Sorry, how many did you say he called off?', fact: 0 },
    proposal: 'I will refund the five missed sessions, £150, today, and give Emi five free sessions with our senior maths tutor before her exams.',
  },
  {
    id: 'funeral-service-errors',
    field: 'funeral director',
    creation: {
      mode: 'Advanced',
      title: "Widow let down at her husband's funeral",
      persona: { name: 'Isabel Ferreira', prompt: 'Isabel Ferreira, 61, runs a café in Great Yarmouth, came from Madeira in 1989, grieving, dignified and firm' },
      rubric: {
        name: "Handling a bereaved family's complaint",
        description: 'Assess how the funeral home manager handles a widow let down at a funeral: acknowledges her loss, apologises without excuses, explains what went wrong and offers a fitting remedy. Pass mark 70.',
      },
      description:
        "Isabel's husband, João, died on 8 January, and she chose Hallworth & Daughters Funeral Directors for a £4,200 funeral at St Nicholas' Minster on 22 January. The hearse reached the church twenty-five minutes late. The order of service booklets spelled his name without its accent and printed his year of birth as 1961 instead of 1965. The arranger, Simon Hallworth, had promised that the Portuguese hymn his mother loved would be played, but nobody had told the organist.",
    },
    character: { name: 'Isabel Ferreira', job: 'Café owner|cafe owner|widow|customer', pronoun: 'she' },
    labels: ['dignified and firm'],
    goal: '',
    facts: [
      { line: 'How long did everyone have to wait for the car?', expect: ['twenty-five|25'] },
      { line: 'Where did you have the service?', expect: ['st nicholas|minster'] },
      { line: 'What was wrong with the printed programme?', expect: ['1961|spelled|spelt|accent|year'] },
      { line: 'Who did you plan it all with here?', expect: ['simon|hallworth'] },
      { line: 'And what happened with the music?', expect: ['organist|hymn|portuguese'] },
    ],
    offTopic: 'Is the café open over the winter?',
    negated: { line: "I'm not going to go through everything that went wrong again.", denies: 'summary' },
    referBack: { line: 'Forgive me, who did you say arranged it with you?', fact: 3 },
    proposal: "We will refund the £4,200 in full, reprint the booklets correctly for your family at no cost, and arrange for the hymn to be played at a memorial service at St Nicholas' whenever you choose.",
  },
  {
    id: 'ev-charger-tripping',
    field: 'home car charger',
    creation: {
      mode: 'Quick',
      title: 'Driving instructor whose home charger keeps tripping',
      aiRole: 'Customer',
      myRole: 'Owner of a car charger installation firm',
      description:
        "Right, so, this one's a bit of a saga, bear with me. The customer is Desmond Clarke, he's a driving instructor in Wolverhampton, lovely fella normally, very patient, you'd have to be in his job, and he bought an electric Kia in the spring because he teaches in it and wanted to stop paying for petrol. He booked us, VoltPoint Home Charging, to put a charger on the side of his garage for £1,095, and our installer, Ashok, fitted it on 12 May. Since then it trips the electrics in the whole house most nights, so half the time the car isn't charged in the morning and Desmond's had to cancel eleven lessons, at £38 a go, which honestly adds up. We've been back three times and each time we've said it's fixed. Now he's saying he wants it ripped out and his money back, and his wife Marcia is, shall we say, less patient than him. My goal is to own up that we haven't got to the bottom of it, get an electrician out this week and sort something out for the lessons he's lost.",
    },
    character: { name: 'Desmond Clarke', job: 'Driving instructor|instructor|customer', pronoun: 'he' },
    labels: ['very patient'],
    goal: "own up that we haven't got to the bottom of it, get an electrician out this week and sort something out for the lessons he's lost",
    facts: [
      { line: 'When did we put it in for you?', expect: ['12 may|may 12|12th'] },
      { line: "What's it been doing at night?", expect: ['trip|trips|tripping|electrics|power'] },
      { line: 'How many lessons has it cost you?', expect: ['eleven|11'] },
      { line: 'Who came out to fit it?', expect: ['ashok'] },
      { line: "Where's it been put on the house?", expect: ['garage'] },
    ],
    offTopic: 'Do you get many nervous learners?',
    negated: { line: "I'm not saying sorry, these chargers always need a bit of settling in.", denies: 'apology' },
    referBack: { line: 'Sorry, who did you say did the installation?', fact: 3 },
    proposal: 'I will have a qualified electrician with you on Thursday to trace the fault, pay you £418 for the eleven lessons you lost, and refund the charger in full if it is not working by the end of the month.',
  },
  {
    id: 'data-recovery-lost-thesis',
    field: 'data recovery',
    creation: {
      mode: 'Advanced',
      title: 'PhD student whose thesis data was lost in the lab',
      persona: { name: 'Mai Nguyen', prompt: 'Mai Nguyen, 27, PhD student in marine biology at the University of Plymouth, exhausted and clipped, trying hard not to cry' },
      rubric: {
        name: 'Handling a lost-data complaint',
        description: "Assess how the customer adviser handles a customer whose data was lost in the firm's care: listens first, is honest about what happened and what can still be tried, refunds fairly and agrees next steps with dates. Pass mark 65.",
      },
      description:
        "Right, before you take this one. Mai brought her laptop into our Plymouth branch of DataSafe Recovery on 3 November because it wouldn't start. She paid the £60 diagnostic fee, and our technician, Ewan Fletcher, told her there was a 90% chance of getting everything back for £350. Three weeks later we rang her to say the drive had been damaged in our clean room and nothing could be recovered, including three years of field recordings for her thesis, which is due in April. She had no backup. Listen first, don't quote the terms and conditions at her, and don't promise what the lab can't do.",
    },
    character: { name: 'Mai Nguyen', job: 'PhD student|student|customer', pronoun: 'she' },
    labels: ['exhausted and clipped'],
    goal: '',
    facts: [
      { line: 'What odds did we give you at the start?', expect: ['90|ninety'] },
      { line: 'Who did you see when you dropped it off?', expect: ['ewan|fletcher'] },
      { line: 'How many years of work was on that machine?', expect: ['three|3'] },
      { line: 'When have you got to hand it in?', expect: ['april'] },
      { line: 'What went wrong once it was with us?', expect: ['damaged|damage|clean room'] },
    ],
    offTopic: 'What got you into marine biology?',
    negated: { line: "I can't give you any date for another look, and I won't pretend otherwise.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how many years did you say were on there?', fact: 2 },
    proposal: 'We will refund the £60 and waive the £350, send the drive to our specialist lab at our cost for a second attempt with an answer by 15 December, and write to your supervisor to say the loss was ours.',
  },
  {
    id: 'airport-parking-mileage',
    field: 'airport parking',
    creation: {
      mode: 'Quick',
      title: 'Traveller whose car came back with extra miles',
      aiRole: 'Customer',
      myRole: 'Customer service lead at an airport parking firm',
      description:
        'Hodan Abdi, 36, a social worker from Bristol, booked meet-and-greet parking with SkyPark Bristol for £94 while she flew to Tenerife for a week, 15 to 22 August. When she landed, our driver, Lewis, handed back her car with 212 more miles on the clock than when she left it and a long scrape along the passenger door. Our depot says the scrape was already there and has offered her a £20 voucher. My goal: look into the mileage honestly, apologise, and agree a fair settlement.',
    },
    character: { name: 'Hodan Abdi', job: 'Social worker|customer', pronoun: 'she' },
    labels: [],
    goal: 'look into the mileage honestly, apologise, and agree a fair settlement',
    facts: [
      { line: 'Where were you off to?', expect: ['tenerife'] },
      { line: 'How far had it been driven while you were away?', expect: ['212'] },
      { line: "What's wrong with the bodywork?", expect: ['scrape|scratch|door'] },
      { line: 'Who brought it round to you?', expect: ['lewis|driver'] },
      { line: 'How long were you gone?', expect: ['week|seven days|7 days'] },
    ],
    offTopic: 'Was the weather good out there?',
    negated: { line: "I'm not going to promise you anything beyond the voucher.", denies: 'offer' },
    referBack: { line: 'Sorry, how many extra miles did you say it was?', fact: 1 },
    proposal: 'I will refund the £94, pay for the door to be repaired at a garage of your choice, and send you the GPS log of where your car went while you were away.',
  },
  {
    id: 'espresso-machine-lease',
    field: 'coffee machine lease',
    creation: {
      mode: 'Advanced',
      title: "Café owner whose leased espresso machine keeps failing",
      persona: { name: 'Luca Bianchi', prompt: 'Luca Bianchi, 44, owns Caffè Bianchi in Leith, Edinburgh, warm but hot-headed, proud of his coffee' },
      rubric: {
        name: 'Handling a failing equipment lease',
        description: 'Assess how the account manager handles a business customer whose leased equipment keeps failing: listens, takes the lost trade seriously, explains the repair delays honestly and agrees a remedy such as a replacement machine or ending the lease without penalty. Pass mark 65.',
      },
      description:
        'Luca leases a two-group espresso machine from BrewTech Leasing at £145 a month on a three-year contract signed in 2023. It has broken down four times since June, and each time the engineer, Kirsty MacLeod, has taken up to five days to fix it because the parts come from Milan. The last breakdown was over the Festival weekend in August, when he could sell only tea and lost about £2,600. He wants to end the lease early without paying the £1,900 exit fee.',
    },
    character: { name: 'Luca Bianchi', job: 'Café owner|cafe owner|owner|customer', pronoun: 'he' },
    labels: ['warm but hot-headed', 'proud of his coffee'],
    goal: '',
    facts: [
      { line: 'How many times has it packed in on you?', expect: ['four|4'] },
      { line: 'Who comes out to see to it?', expect: ['kirsty|macleod'] },
      { line: 'Why does it take so long to get going again?', expect: ['milan|parts'] },
      { line: 'What did that last one cost you in sales?', expect: ['2600'] },
      { line: 'When did it last go down?', expect: ['august|festival'] },
    ],
    offTopic: 'Do you get back to Italy much?',
    negated: { line: "I'm not letting you out of the contract, and that's the end of it.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say does the repairs?', fact: 1 },
    proposal: 'I will swap in a new machine with parts stocked in the UK next week, credit you £2,600 against the lease, and if it breaks down again before March you can end the lease with no exit fee.',
  },
];
