// The eighth walk half of the created-scenario set: ten scenarios in fields no other half uses (neighbour noise, staff
// performance feedback, an office cleaning contract, a food bank volunteer, a cancelled operation, driveway paving, a
// home internet fault, hearing aids, marina mooring fees, conveyancing), played by run-created and printed as its own
// column, "created walk 8". Half are created through Quick creation and half through Advanced. Its descriptions are
// written as different people write them: one in fragments, one long and chatty, one with spelling slips
// ("translater", "becuase", "couldnt"), one in the first person of the learner ("My downstairs neighbour…"), one by a
// trainer briefing a new hire ("Okay, so this is the sort of call you'll get…"), one with a number in words ("three
// weeks") and one with a date given by its day alone ("on the 14th"). Its characters are women and men of several
// origins, and five of them are not customers: an employee given hard feedback, a cleaning contractor asking to renew,
// a neighbour complaining about noise, a volunteer who wants to quit and a hospital patient. Five questions a case,
// spread over the kinds people ask (when, how long, how much or how many, who, where, why, what, what happened), some
// put indirectly ("And the money side?", "Walk me through what happened in the storm.", "Anyone else affected by
// it?"), none holding its answer. Written from the descriptions alone, before any were played.
import type { CreatedCase } from './created-case.ts';

export const CREATED_EIGHTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'neighbour-noise-complaint',
    field: 'neighbour noise',
    creation: {
      mode: 'Quick',
      title: 'Downstairs neighbour complaining about noise',
      aiRole: 'Neighbour',
      myRole: 'Upstairs neighbour',
      description:
        "My downstairs neighbour, Rahim Chowdhury, 68, is a retired textile engineer who has lived in Flat 2 at Beaumont Court in Nottingham for twenty years. I moved into the flat above him in June with my partner, and our toddler, Leo, is up at 5 am most days. Rahim pushed a note under my door last week and then knocked on Tuesday evening: he says he hears footsteps and our washing machine spinning after 11 pm most nights, and that his wife Nasreen, who has heart trouble, can't get to sleep. He has already written to the managing agent, Harbour Lettings. I want to stay on good terms with him. My goal: agree quiet hours we can both live with.",
    },
    character: { name: 'Rahim Chowdhury', job: 'Neighbour|neighbor|retired textile engineer|textile engineer', pronoun: 'he' },
    labels: [],
    goal: 'agree quiet hours we can both live with',
    facts: [
      { line: 'How long have you lived below us?', expect: ['twenty years|20 years'] },
      { line: "What is it you're hearing from up there?", expect: ['footsteps|washing machine'] },
      { line: 'What time of night does it get bad?', expect: ['11pm|eleven'] },
      { line: 'Anyone else affected by it?', expect: ['nasreen|wife'] },
      { line: 'Who have you taken it up with already?', expect: ['harbour|agent|managing'] },
    ],
    offTopic: 'Are you keeping the garden out the back going this year?',
    negated: { line: "I'm not going to apologise for my son waking up early.", denies: 'apology' },
    referBack: { line: 'Sorry, how long did you say you had been in the building?', fact: 0 },
    proposal: "We will only run the washing machine before 9 pm, put a thick rug and underlay down in the hallway and Leo's room this weekend, and give you my number so you can text me if it's loud after 10.",
  },
  {
    id: 'account-manager-hard-feedback',
    field: 'staff performance feedback',
    creation: {
      mode: 'Advanced',
      title: 'Account manager given hard feedback on his results',
      persona: {
        name: 'Daniel Mensah',
        prompt: 'Daniel Mensah, 34, account manager at an office supplies wholesaler in Croydon, likeable and quick with a joke, defensive when criticised, proud of his client list',
      },
      rubric: {
        name: 'Giving hard feedback',
        description: 'Assess how the sales manager gives an underperforming employee difficult feedback: states the facts plainly with examples, listens to his side, avoids personal remarks, and agrees a specific improvement plan with a review date. Pass mark 65.',
      },
      description:
        'Daniel has been an account manager at Brightwell Office Supplies for three years. This quarter he reached 58% of his £240,000 sales target, the lowest in a team of six. He arrived late to three client meetings in October, and on the 14th he missed the renewal meeting at Harlow Council altogether, after which the council moved its £36,000 contract to a competitor. Two colleagues, Fatima Rossi and Greg Hollis, have been picking up his calls. He says the new CRM system has slowed him down.',
    },
    character: { name: 'Daniel Mensah', job: 'Account manager|employee|colleague', pronoun: 'he' },
    labels: ['likeable and quick with a joke', 'defensive when criticised', 'proud of his client list'],
    goal: '',
    facts: [
      { line: 'How far short of your number did you come this quarter?', expect: ['58'] },
      { line: 'And the money side of the contract we lost?', expect: ['36000'] },
      { line: "When was the meeting you didn't turn up to?", expect: ['14th|14|fourteenth'] },
      { line: 'Anyone else had to cover for you?', expect: ['fatima|rossi|greg|hollis'] },
      { line: 'Why do you think things have slipped?', expect: ['crm|system'] },
    ],
    offTopic: 'Are you still playing Sunday league football?',
    negated: { line: "I'm not putting you on a formal improvement plan today.", denies: 'nextStep' },
    referBack: { line: 'Sorry, what did you say that contract was worth?', fact: 1 },
    proposal: "Let's meet every Monday at 9 for the next eight weeks, I'll book you two hours of CRM training this week, and we'll review your numbers together on 20 January against a target of 80%.",
  },
  {
    id: 'cleaning-contract-renewal',
    field: 'office cleaning contract',
    creation: {
      mode: 'Quick',
      title: 'Cleaning contractor asking to renew at a higher price',
      aiRole: 'Supplier',
      myRole: 'Facilities manager at an architecture practice',
      description:
        "Ingrid Halvorsen, 45, is the account manager at SparkleWorks Commercial Cleaning, which has cleaned our offices at Quayside House in Newcastle every weekday evening since 2022. The contract ends on 31 March and she wants to renew for two more years at £2,300 a month, up from £1,950, because the National Living Wage has gone up and they have had to replace their vacuum cleaners. Over the last year our staff logged nine complaints, mostly about bins not being emptied on the third floor, and the regular cleaner, Marek, left in November. A rival firm, Tyne Clean, has quoted £2,050. My goal: renew only if the price and the standard are both right.",
    },
    character: { name: 'Ingrid Halvorsen', job: 'Account manager|supplier|cleaning contractor', pronoun: 'she' },
    labels: [],
    goal: 'renew only if the price and the standard are both right',
    facts: [
      { line: 'What are you asking us to pay going forward?', expect: ['2300'] },
      { line: 'Why the jump?', expect: ['wage|vacuum|vacuums'] },
      { line: 'When does the current agreement run out?', expect: ['31 march|march 31|31st'] },
      { line: 'How many times have people here grumbled about your service?', expect: ['nine|9'] },
      { line: 'Where have most of the problems been?', expect: ['third floor|3rd floor|bins'] },
    ],
    offTopic: 'Did you see the Magpies at the weekend?',
    negated: { line: "I'm not signing anything until I've seen Tyne Clean's terms.", denies: 'offer' },
    referBack: { line: 'Remind me, what monthly figure were you after?', fact: 0 },
    proposal: "We will renew for one year at £2,100 a month, with a named regular cleaner, a monthly walk-round of the third floor, and the right to end the contract on a month's notice if complaints pass three in a quarter.",
  },
  {
    id: 'food-bank-volunteer-quitting',
    field: 'food bank volunteer',
    creation: {
      mode: 'Quick',
      title: 'Long-serving volunteer who wants to quit',
      aiRole: 'Volunteer',
      myRole: 'Food bank coordinator',
      description:
        'Beatriz Oliveira, 58, a retired school secretary originally from Porto, has volunteered at the Trinity Road Food Bank in Cardiff every Wednesday and Saturday for six years and trains most of our new volunteers. Last week she told me she wants to stop at the end of the month. Since the food bank moved to the church hall on Clive Street in September, the queue has doubled to around 140 families a week, and on two Saturdays she was left running the warehouse with only one other volunteer, a student called Owen. A client shouted at her on 9 November when the tinned meat ran out. She also looks after her grandson Tiago on Wednesdays now. My goal: understand why she wants to leave and find a role she would stay in.',
    },
    character: { name: 'Beatriz Oliveira', job: 'Volunteer|retired school secretary|school secretary', pronoun: 'she' },
    labels: [],
    goal: 'understand why she wants to leave and find a role she would stay in',
    facts: [
      { line: 'How many years have you been giving your time here?', expect: ['six|6'] },
      { line: 'Walk me through what happened with that client.', expect: ['shouted|tinned|ran out'] },
      { line: 'How busy has it got since the move?', expect: ['140|doubled'] },
      { line: 'Who were you left with on those Saturdays?', expect: ['owen|student'] },
      { line: 'What else is taking up your Wednesdays?', expect: ['tiago|grandson'] },
    ],
    offTopic: 'Did you manage to get back to Portugal this year?',
    negated: { line: "I'm not going to try to talk you out of it.", denies: 'pressure' },
    referBack: { line: 'Sorry, who did you say was with you on those Saturdays?', fact: 3 },
    proposal: 'Would you stay on for Saturdays only as our volunteer trainer, with at least three people on every warehouse shift and me on the floor whenever stock runs low?',
  },
  {
    id: 'knee-operation-cancelled',
    field: 'cancelled operation',
    creation: {
      mode: 'Advanced',
      title: 'Patient whose knee operation was cancelled again',
      persona: {
        name: 'Kwame Asante',
        prompt: 'Kwame Asante, 63, retired school caretaker in Birmingham, calm and courteous until pushed, in constant pain, worried about his wife',
      },
      rubric: {
        name: 'Handling a cancelled operation',
        description: 'Assess how the ward manager handles a patient whose operation has been cancelled again: acknowledges his pain and what it has cost him, explains honestly why it happened, does not blame colleagues, and gives a firm new date or a clear route to one. Pass mark 70.',
      },
      description:
        'Kwame has been waiting for a knee replacement at Queen Elizabeth Hospital Birmingham for fourteen months. He was admitted to Ward 412 at 7 am yesterday, fasted and gowned, and at 2 pm the surgeon, Mr Patel, told him the operation was off because an emergency had taken the theatre. It was the second cancellation: the first, in August, was put down to a shortage of beds. His wife Ama has dementia, and their daughter Efua took the day off work to sit with her.',
    },
    character: { name: 'Kwame Asante', job: 'Patient|retired school caretaker|school caretaker|caretaker', pronoun: 'he' },
    labels: ['calm and courteous until pushed', 'worried about his wife'],
    goal: '',
    facts: [
      { line: 'How long have you been on the list for this?', expect: ['fourteen months|14 months'] },
      { line: 'What reason were you given yesterday?', expect: ['emergency|theatre'] },
      { line: 'Who broke the news to you?', expect: ['patel|surgeon'] },
      { line: 'When did this happen the first time?', expect: ['august'] },
      { line: 'Anyone else affected back at home?', expect: ['ama|efua|wife|daughter'] },
    ],
    offTopic: 'Did you catch any of the cricket on the radio?',
    negated: { line: "I'm not in a position to give you a new date today.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how long did you say you had been waiting?', fact: 0 },
    proposal: "I will book you onto Mr Patel's first list on a day kept free of emergencies within three weeks, confirm the date to you in writing by Friday, and arrange hospital transport and a carer's visit for Ama that day.",
  },
  {
    id: 'resin-driveway-cracked',
    field: 'driveway paving',
    creation: {
      mode: 'Quick',
      title: 'Homeowner whose new driveway has cracked',
      aiRole: 'Customer',
      myRole: 'Owner of a paving firm',
      description:
        "Megan Price, 52. Dental nurse, Swindon. New resin driveway from us (Cotswold Surfacing), laid in June. Paid £6,400. Cracks right across it by October, weeds coming through the edges. Fitter: Carl. Carl says it's the weight of her Land Rover. Guarantee 10 yrs. Her brother-in-law's a builder, says the base was too thin. Goal: inspect, fix under the guarantee, keep her review off Trustpilot.",
    },
    character: { name: 'Megan Price', job: 'Dental nurse|customer|homeowner', pronoun: 'she' },
    labels: [],
    goal: 'inspect, fix under the guarantee, keep her review off Trustpilot',
    facts: [
      { line: 'What did the job come to?', expect: ['6400'] },
      { line: 'When did we lay it?', expect: ['june'] },
      { line: "What's gone wrong with it?", expect: ['cracks|cracked|cracking|weeds'] },
      { line: 'Who came out and did the work?', expect: ['carl'] },
      { line: "Why do you think it's failing?", expect: ['base|too thin'] },
    ],
    offTopic: 'Busy at the surgery these days?',
    negated: { line: "We won't be relaying anything until we know it wasn't the car.", denies: 'offer' },
    referBack: { line: 'Sorry, what did you say you paid us?', fact: 0 },
    proposal: 'I will come out myself on Thursday to core-test the base, and if it is under spec we will dig out and relay the whole drive free under the guarantee before Christmas.',
  },
  {
    id: 'broadband-down-translator',
    field: 'home internet fault',
    creation: {
      mode: 'Quick',
      title: 'Translator without broadband for weeks',
      aiRole: 'Customer',
      myRole: 'Complaints handler at a broadband provider',
      description:
        "Yusuf Demir, 39, is a freelance translater who works from home in Bradford. His broadband with FibreNest has been down for three weeks since a van hit the green cabinet at the end of his road. He has rung us seven times, was promised an engineer twice and nobody came. He has been using his phone as a hotspot and ran up £85 in extra data, and he lost a £1,200 job from a law firm in Istanbul becuase he couldnt send the files on time. He pays £42 a month for the 500 Mb package. My goal: apologise properly, get a date for the repair and agree compensation.",
    },
    character: { name: 'Yusuf Demir', job: 'Freelance translator|freelance translater|translator|translater|customer', pronoun: 'he' },
    labels: [],
    goal: 'apologise properly, get a date for the repair and agree compensation',
    facts: [
      { line: 'How long has it been off?', expect: ['three weeks|3 weeks'] },
      { line: 'What knocked it out in the first place?', expect: ['van|cabinet'] },
      { line: 'And the money side?', expect: ['85|1200|42'] },
      { line: 'How many times have you been on the phone to us?', expect: ['seven|7'] },
      { line: 'Who was the work for that you lost?', expect: ['law firm|istanbul'] },
    ],
    offTopic: 'What languages do you work in?',
    negated: { line: "I'm not in a position to compensate you for lost work.", denies: 'offer' },
    referBack: { line: 'Sorry, how many times did you say you had called?', fact: 3 },
    proposal: "I'll refund last month's £42 and credit the £85 of extra data today, send you a 4G router free by tomorrow, and book an engineer for a fixed date with my direct line in case they don't turn up.",
  },
  {
    id: 'hearing-aids-whistling',
    field: 'hearing aids',
    creation: {
      mode: 'Advanced',
      title: 'Retired librarian unhappy with her new hearing aids',
      persona: {
        name: 'Eileen Murphy',
        prompt: 'Eileen Murphy, 74, retired librarian from Galway living in Kilburn, sharp and a little deaf, embarrassed by the hearing aids, quick to feel talked down to',
      },
      rubric: {
        name: 'Supporting a hearing aid customer',
        description: 'Assess how the audiology assistant supports an older customer unhappy with new hearing aids: speaks clearly without talking down, finds out exactly what is wrong, explains the settling-in period honestly, and books a follow-up or offers a remedy. Pass mark 65.',
      },
      description:
        "Okay, so this is the sort of call you'll get a lot in your first month here, so listen up. Eileen bought a pair of behind-the-ear hearing aids from us at ClearSound, our Kilburn High Road branch, for £2,890 back in September. Our audiologist, Dr Shah, fitted them. She says they whistle every time she puts her glasses on and she can't follow the conversation at her bridge club on Thursdays, so she's stopped wearing them and they sit in a drawer. She's within the 60-day trial, which ends on 30 November, so she can still send them back. Don't argue with her about how long it takes to get used to them, and don't jump straight to the refund either.",
    },
    character: { name: 'Eileen Murphy', job: 'Retired librarian|librarian|customer', pronoun: 'she' },
    labels: ['sharp and a little deaf', 'quick to feel talked down to'],
    goal: '',
    facts: [
      { line: 'What did you pay for the pair?', expect: ['2890'] },
      { line: 'Who set them up for you?', expect: ['shah|audiologist'] },
      { line: "What's the trouble when you wear them?", expect: ['whistle|whistling|whistles|glasses'] },
      { line: 'Where do you struggle to hear most?', expect: ['bridge|club'] },
      { line: "When's your last day to change your mind?", expect: ['30 november|november 30|30th'] },
    ],
    offTopic: 'Do you still get back to Galway much?',
    negated: { line: "I'm not going to take them back, you just need to persevere.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say fitted them?', fact: 1 },
    proposal: "Let's book you in with Dr Shah on Monday to refit them and add a setting for noisy rooms, and if they still whistle with your glasses on by the 28th we will refund you in full.",
  },
  {
    id: 'marina-berth-fee-dispute',
    field: 'marina mooring',
    creation: {
      mode: 'Advanced',
      title: 'Berth holder disputing a fee rise and storm damage',
      persona: {
        name: 'Hiroshi Tanaka',
        prompt: 'Hiroshi Tanaka, 66, retired marine engineer in Falmouth, meticulous and courteous, keeps every receipt, slow to anger but stubborn once crossed',
      },
      rubric: {
        name: 'Handling a mooring fee dispute',
        description: 'Assess how the marina manager handles a long-standing berth holder disputing a fee rise and a damage claim: listens to the whole story, checks the facts, explains the charges honestly and agrees a fair outcome in writing. Pass mark 65.',
      },
      description:
        "So Hiroshi has kept his yacht, a 32-foot sloop called Sakura, at Penryn River Marina for eleven years now, and honestly he's one of our easiest berth holders, always pays on time, always stops for a chat with the lads on the pontoon. Anyway, in January he got his renewal letter and the annual berth fee had gone from £3,100 to £3,950, which he says nobody warned him about, and to be fair to him the letter did go out late because of the changeover to the new booking system. On top of that, back in October, when the big storm came through, a loose section of D pontoon banged against Sakura's hull all night and cracked the gelcoat, and the boatyard has quoted him £1,380 for the repair. Our harbourmaster, Jenny Trewin, reckons his fenders were set too high, and Hiroshi says that's nonsense because he checked them himself the afternoon before. He's now saying he'll take the boat round to Mylor unless we sort it out.",
    },
    character: { name: 'Hiroshi Tanaka', job: 'Retired marine engineer|marine engineer|berth holder|customer', pronoun: 'he' },
    labels: ['meticulous and courteous', 'slow to anger but stubborn once crossed'],
    goal: '',
    facts: [
      { line: 'How long have you been berthed with us?', expect: ['eleven years|11 years'] },
      { line: "What's the new fee against the old one?", expect: ['3950|3100'] },
      { line: 'Walk me through what happened in the storm.', expect: ['pontoon|hull|gelcoat|banged'] },
      { line: 'Who has been saying it was your fault?', expect: ['jenny|trewin|harbourmaster'] },
      { line: 'Where are you thinking of moving to?', expect: ['mylor'] },
    ],
    offTopic: 'Are you racing in the regatta this summer?',
    negated: { line: "I'm not offering anything towards the repair until Jenny's report is in.", denies: 'offer' },
    referBack: { line: 'Sorry, how long did you say Sakura has been here?', fact: 0 },
    proposal: 'We will hold your fee at £3,100 for this year because the letter was late, pay £690, half the gelcoat repair, now, and have the D pontoon fixings checked and logged before the next storm season.',
  },
  {
    id: 'house-purchase-stalled',
    field: 'conveyancing',
    creation: {
      mode: 'Advanced',
      title: 'First-time buyer whose purchase has stalled at the solicitors',
      persona: {
        name: 'Mei Lin Chen',
        prompt: 'Mei Lin Chen, 31, junior doctor at Southmead Hospital in Bristol, precise and tired, buying her first home, anxious about losing the house',
      },
      rubric: {
        name: 'Handling a delayed house purchase',
        description: "Assess how the conveyancing team leader handles a first-time buyer whose purchase is slipping: owns the firm's delays, explains plainly where the matter stands, gives dates for the next steps and agrees how she will be kept informed. Pass mark 65.",
      },
      description:
        "Mei Lin instructed Harcourt Legal in July to handle her purchase of a two-bedroom terrace on Ashley Road for £285,000, her first home. Her fee was £1,450 plus VAT. The searches came back in September, but her file then sat untouched for five weeks while her conveyancer, Rebecca Stone, was on leave and nobody covered it. The seller's agent says the seller will pull out if contracts are not exchanged by 12 December, and Mei Lin's mortgage offer from Nationwide expires on 5 January.",
    },
    character: { name: 'Mei Lin Chen', job: 'Junior doctor|doctor|buyer|customer', pronoun: 'she' },
    labels: ['precise and tired', 'anxious about losing the house'],
    goal: '',
    facts: [
      { line: "What's the place going for?", expect: ['285000'] },
      { line: 'How long did things stall for?', expect: ['five weeks|5 weeks'] },
      { line: 'Who was meant to be handling it here?', expect: ['rebecca|stone'] },
      { line: 'Why did nothing happen in that time?', expect: ['leave|covered'] },
      { line: 'When does your lending run out?', expect: ['5 january|january 5|5th'] },
    ],
    offTopic: 'Are you on nights at the hospital this week?',
    negated: { line: "I'm not going to promise you an exchange date I can't control.", denies: 'nextStep' },
    referBack: { line: 'Sorry, when did you say the mortgage offer runs out?', fact: 4 },
    proposal: "I'll take your file over myself today, chase the seller's solicitor for replies by Wednesday, ring you every Friday until exchange, and waive our £1,450 fee if we miss 12 December through our own delay.",
  },
];
