// The ninth walk half of the created-scenario set: ten scenarios in fields no other half uses (a ward rota swap,
// flexible working for a carer, a tenant's pet, a return to work after sick leave, a new-build snag list, home
// broadband, a chimney sweep, hearing aids, a language school, a cattery), played by run-created as its own column,
// "created walk 9". It is held out from the start, like walk 8: played for its figures alone, its replies and faults
// never printed, so it says what the engine does on cases nobody has read against it. Half are created through Quick
// creation and half through Advanced. Its descriptions are written as different people write them: one in fragments,
// one long and chatty, one with spelling slips ("colect", "tennancy", "writen"), one in the first person of the learner
// ("I manage Ward 12…"), one by a manager briefing a colleague ("Right, before you see Devika on Monday…"). Its
// characters are women and men of several origins, and five of them are not customers: a nurse asking to swap a
// weekend, an employee asking for later hours to care for his mother, a tenant asking to keep a dog, a team leader
// back from sick leave and a plastering subcontractor disputing a snag list. Several descriptions state a worry, a
// condition or a request, and name a fee or a date in passing. Five questions a case, spread over the kinds people ask,
// some put indirectly ("What are we sitting on until it's sorted?"), none holding its answer. Written from the
// descriptions alone and committed before it was first played.
import type { CreatedCase } from './created-case.ts';

export const CREATED_NINTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'adaeze-rota-swap',
    field: 'ward rota swap',
    creation: {
      mode: 'Quick',
      title: 'Nurse asking to swap a weekend of nights',
      aiRole: 'Staff nurse',
      myRole: 'Ward manager',
      description:
        "I manage Ward 12, an acute medical ward at the Northern General in Sheffield. One of my staff nurses, Adaeze Okonkwo, 29, has asked to swap her night shifts on the weekend of 18 and 19 October with Ben Hartley so she can fly out to her sister's wedding in Lagos. The rota was signed off three weeks ago, and Ben has already worked four weekends in a row. Adaeze has been on the ward for two years and has never asked for anything before. She is worried that if she just rings in sick it will go on her record, and she has already paid £740 for the flights. My goal: find a fair way to cover that weekend without burning Ben out.",
    },
    character: { name: 'Adaeze Okonkwo', job: 'Staff nurse|nurse', pronoun: 'she' },
    labels: [],
    goal: 'find a fair way to cover that weekend without burning Ben out',
    facts: [
      { line: 'Which weekend is it you need off?', expect: ['18 october|october 18|18th|19 october|october 19|19th'] },
      { line: 'Where is the wedding?', expect: ['lagos|nigeria'] },
      { line: 'Who were you hoping would take your nights?', expect: ['ben|hartley'] },
      { line: 'How much have you already spent on getting there?', expect: ['740'] },
      { line: 'How long have you been working with us on the ward?', expect: ['two years|2 years'] },
    ],
    offTopic: 'Have you tried the new café by the main entrance?',
    negated: { line: "I'm not promising you the weekend off until I've spoken to Ben.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say you wanted to swap with?', fact: 2 },
    proposal: "I will give you the weekend of 18 October off, cover your nights with a bank nurse so Ben isn't asked again, and you take two of his shifts in November in return.",
  },
  {
    id: 'tomasz-caring-hours',
    field: 'flexible working request',
    creation: {
      mode: 'Advanced',
      title: 'Employee asking for later hours to care for his mother',
      persona: {
        name: 'Tomasz Nowak',
        prompt: 'Tomasz Nowak, 38, payroll officer at a housing association in Northampton, reserved and apologetic, tired, loyal but close to the end of his tether',
      },
      rubric: {
        name: 'Handling a flexible working request',
        description: 'Assess how the line manager handles an employee asking to change his hours for a caring reason: listens without judging, asks about the needs of the role and of the family, considers the request fairly and agrees a trial with a review date. Pass mark 65.',
      },
      description:
        'Tomasz has worked in the payroll team at Nene Valley Homes for six years, 9 to 5, Monday to Friday. His mother, Halina, had a stroke in August and now lives with him; a carer comes in the mornings, but not until 9:30. He has asked to work 10:30 to 6:30 and to work from home on Wednesdays, when her physiotherapy appointments are. He is worried that asking will make him look less committed, and that payroll week, the last week of each month, will make it impossible. He would stay in the team as long as he can start later; otherwise he says he will have to go part-time and lose about £9,000 a year.',
    },
    character: { name: 'Tomasz Nowak', job: 'Payroll officer|employee|colleague', pronoun: 'he' },
    labels: ['reserved and apologetic', 'loyal but close to the end of his tether'],
    goal: '',
    facts: [
      { line: 'Who is it you are looking after?', expect: ['halina|mother|mum'] },
      { line: 'What hours would you like to do instead?', expect: ['10:30|6:30|half ten|half six'] },
      { line: 'When did things change at home?', expect: ['august|stroke'] },
      { line: 'How long have you been with us in payroll?', expect: ['six years|6 years'] },
      { line: 'What would going part-time cost you over a year?', expect: ['9000'] },
    ],
    offTopic: 'Did you see the Cobblers on Saturday?',
    negated: { line: "I'm not going to rush you into a decision about going part-time.", denies: 'pressure' },
    referBack: { line: 'Sorry, what hours did you say would work for you?', fact: 1 },
    proposal: "Let's trial 10:30 to 6:30 with Wednesdays at home for three months from 1 December, keep you in the office for the last week of each month, and review it together in March.",
  },
  {
    id: 'kwame-greyhound-request',
    field: 'pet in a rented flat',
    creation: {
      mode: 'Quick',
      title: 'Tenant asking to keep a rescue dog',
      aiRole: 'Tenant',
      myRole: 'Letting agent',
      description:
        "Kwame Asante, 34, a postman, rents a ground floor flat on Rosemount Place in Aberdeen through our agency, Granite City Lettings, for £925 a month. He has asked to keep a rescue greyhound called Biscuit that he wants to colect from the kennels on 8 November. His tennancy, signed in March 2023, says no pets without the landlords writen consent. The landlord, Mrs Dorothy Lamb, is worried about the new carpets she had fitted last year and about the neighbour upstairs, who complaned about a dog before. Kwame says he would pay a bigger deposit as long as he can keep her. Goal: agree terms the landlord will accept, or say no kindly.",
    },
    character: { name: 'Kwame Asante', job: 'Postman|tenant', pronoun: 'he' },
    labels: [],
    goal: 'agree terms the landlord will accept, or say no kindly',
    facts: [
      { line: 'What sort of dog is she?', expect: ['greyhound'] },
      { line: 'When are you meant to be picking her up?', expect: ['8 november|november 8|8th'] },
      { line: 'How much do you pay us each month?', expect: ['925'] },
      { line: 'Who is it that owns the place?', expect: ['dorothy|lamb'] },
      { line: 'Since when have you been living there?', expect: ['march|2023'] },
    ],
    offTopic: 'Do you get to choose which round you do?',
    negated: { line: "I'm not saying yes to the dog, not without Mrs Lamb's say-so.", denies: 'offer' },
    referBack: { line: 'Sorry, when did you say you collect her?', fact: 1 },
    proposal: "I'll ask Mrs Lamb to allow Biscuit under a pet clause, with an extra £300 on the deposit and a professional carpet clean when you leave, and I'll have her answer to you by 1 November.",
  },
  {
    id: 'devika-phased-return',
    field: 'return to work after sick leave',
    creation: {
      mode: 'Advanced',
      title: 'Team leader coming back after sick leave',
      persona: {
        name: 'Devika Rao',
        prompt: 'Devika Rao, 42, team leader in the billing contact centre of Severn Vale Water in Gloucester, anxious underneath, keen to prove herself, sensitive to anything that sounds like blame',
      },
      rubric: {
        name: 'Holding a return-to-work meeting',
        description: 'Assess how the manager holds a return-to-work meeting after long sick leave: welcomes her back, listens, agrees adjustments and a phased return, avoids any hint of blame and sets a date to review. Pass mark 70.',
      },
      description:
        "Right, before you see Devika on Monday, here's where we are. She's been off for fourteen weeks with work-related stress after the billing system change in the spring, when her team took 600 complaint calls a day for a month. Her GP's fit note says a phased return, four-hour days for the first three weeks, and no evening shifts. Occupational health, Karen Doyle, has suggested she doesn't go straight back to leading the complaints queue. She has asked to come back to her old team rather than be moved, and she's worried people think she left them in the lurch. Her full sick pay ran out in October, so she's been on half pay since. Listen first, and don't talk about targets.",
    },
    character: { name: 'Devika Rao', job: 'Team leader|colleague|employee', pronoun: 'she' },
    labels: ['anxious underneath', 'keen to prove herself', 'sensitive to anything that sounds like blame'],
    goal: '',
    facts: [
      { line: 'How long were you off in the end?', expect: ['fourteen weeks|14 weeks'] },
      { line: 'What did the doctor say about your hours?', expect: ['four|4|phased'] },
      { line: 'Who have you been seeing in occupational health?', expect: ['karen|doyle'] },
      { line: 'What was it that tipped things over?', expect: ['billing|system|calls|complaint'] },
      { line: 'How many were ringing in a day back then?', expect: ['600'] },
    ],
    offTopic: "Have you seen they're finally fixing the car park barrier?",
    negated: { line: "I'm not going to ask you about targets today.", denies: 'pressure' },
    referBack: { line: 'Sorry, who did you say you saw in occupational health?', fact: 2 },
    proposal: "Let's start you on four-hour days back with your own team, no evenings and no complaints queue for the first three weeks, and sit down again with Karen on the 20th to plan the next step.",
  },
  {
    id: 'mehmet-snag-dispute',
    field: 'new-build snag list',
    creation: {
      mode: 'Quick',
      title: 'Plasterer disputing a snag list',
      aiRole: 'Subcontractor',
      myRole: 'Site manager',
      description:
        "Mehmet Yilmaz, 52. Plastering subcontractor, Yilmaz Plastering Ltd. On our new-build site at Cherry Tree Meadows, Telford, since January. Snag list issued 3 Nov: 46 items on plots 14 to 19, mostly cracks and rough finishes. Mehmet says half are the decorators' damage, not his. We're holding back his final payment, £6,300, till it's cleared. He's asked to walk the plots together before anything's signed. Worried it'll cost him the next phase. Handover to buyers 28 Nov. Goal: agree who fixes what, keep him on site.",
    },
    character: { name: 'Mehmet Yilmaz', job: 'Plasterer|subcontractor|contractor', pronoun: 'he' },
    labels: [],
    goal: 'agree who fixes what, keep him on site',
    facts: [
      { line: 'How many items are on the list?', expect: ['46'] },
      { line: 'Which houses are we talking about?', expect: ['14|19'] },
      { line: 'Whose mess do you reckon most of it is?', expect: ['decorator'] },
      { line: "What are we sitting on until it's sorted?", expect: ['6300'] },
      { line: 'When do the buyers get the keys?', expect: ['28 november|november 28|28 nov|28th'] },
    ],
    offTopic: 'Did you manage to get away at half term?',
    negated: { line: "I'm not releasing a penny until every snag is signed off.", denies: 'offer' },
    referBack: { line: 'Sorry, how many snags did you say were on there?', fact: 0 },
    proposal: "Let's walk plots 14 to 19 together tomorrow at 8, split the list between you and the decorators there and then, and I'll release £4,000 on Friday and the rest once your items are signed off.",
  },
  {
    id: 'sofia-fibre-outage',
    field: 'home broadband',
    creation: {
      mode: 'Advanced',
      title: 'Translator whose broadband has been down for a fortnight',
      persona: {
        name: 'Sofia Lindqvist',
        prompt: 'Sofia Lindqvist, 39, freelance Swedish translator working from home in Norwich, organised and sharp, losing patience after being passed between departments',
      },
      rubric: {
        name: 'Handling a broadband outage complaint',
        description: 'Assess how the complaints adviser handles a home worker left without broadband: listens, owns the delay instead of blaming the network, explains what happens next with a date, and offers compensation that reflects her lost work. Pass mark 65.',
      },
      description:
        "Sofia has had fibre broadband from Kestrel Broadband at £42 a month since 2022. It went down on 4 February and has not come back; an engineer, Dean Walsh, came on 9 February, said the fault was in the street cabinet, and left. She has called seven times and been given three different repair dates. She lost an £1,800 contract with a publisher in Malmö because she couldn't send the files on time, and she has been working from the library. She would stay if the repair is done this week and the lost contract is recognised; otherwise she wants to leave without paying the £180 early exit fee.",
    },
    character: { name: 'Sofia Lindqvist', job: 'Translator|freelance translator|customer', pronoun: 'she' },
    labels: ['organised and sharp'],
    goal: '',
    facts: [
      { line: 'When did you lose the connection?', expect: ['4 february|february 4|4th'] },
      { line: 'Where has the fault turned out to be?', expect: ['cabinet|street'] },
      { line: 'How many times have you rung us about it?', expect: ['seven|7'] },
      { line: 'What work did you miss out on?', expect: ['1800|publisher|malmö|malmo'] },
      { line: 'Who did they send round to look at it?', expect: ['dean|walsh'] },
    ],
    offTopic: 'Have you been out to the coast at all this winter?',
    negated: { line: "I can't give you a repair date, and I won't make one up.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how many times did you say you had called?', fact: 2 },
    proposal: 'I will book the cabinet repair for Thursday with a named engineer, credit you three months of your bill, pay £500 towards the lost contract, and release you without the £180 exit fee if it is not fixed by Friday.',
  },
  {
    id: 'margaret-soot-damage',
    field: 'chimney sweep',
    creation: {
      mode: 'Quick',
      title: 'Homeowner whose living room was covered in soot',
      aiRole: 'Customer',
      myRole: 'Owner of a chimney sweeping business',
      description:
        "Okay so this one's a bit awkward, and I'll be honest, it's partly on us. The lady is Margaret Doherty, she's 67, a retired primary head teacher, lives in a lovely old cottage just outside Keswick with a wood burner she absolutely loves, and she's been a customer of ours, Fellside Sweeps, for about five years without a moment's bother. She booked her annual sweep for £85 and our new lad, Jordan, did it on 14 October while she was out at her book club. When she got home there was a fine layer of soot over the whole living room, the cream sofa, the rug her late husband brought back from Turkey, the lot, because the sheet over the fireplace had slipped and he hadn't noticed. She's had a cleaning firm quote her £420 for the sofa and the rug. She's worried the rug can't be saved at all, and she's told me she'll leave us a one-star review unless we put it right. My goal is to apologise properly, pay for the cleaning and keep her as a customer.",
    },
    character: { name: 'Margaret Doherty', job: 'Retired head teacher|head teacher|customer', pronoun: 'she' },
    labels: [],
    goal: 'apologise properly, pay for the cleaning and keep her as a customer',
    facts: [
      { line: 'Who came to do it this time?', expect: ['jordan'] },
      { line: 'Why does that rug matter so much to you?', expect: ['husband|turkey'] },
      { line: 'How much is the cleaning going to come to?', expect: ['420'] },
      { line: 'How long have you been using us?', expect: ['five years|5 years'] },
      { line: 'What happened with the dust sheet?', expect: ['slipped|slip|fell'] },
    ],
    offTopic: 'What are you reading at the book club at the moment?',
    negated: { line: "I'm not going to say sorry for a sheet slipping, it happens.", denies: 'apology' },
    referBack: { line: 'Sorry, what did you say the cleaners quoted you?', fact: 2 },
    proposal: "I will pay the £420 for a specialist to clean the sofa and rug this week, refund your £85, and come and do next year's sweep myself free of charge.",
  },
  {
    id: 'rajesh-hearing-aid-trial',
    field: 'hearing aids',
    creation: {
      mode: 'Advanced',
      title: 'Retired engineer whose new hearing aids keep whistling',
      persona: {
        name: 'Rajesh Mehta',
        prompt: 'Rajesh Mehta, 74, retired railway signalling engineer in Leicester, methodical and polite, a little deaf, frustrated at being made to feel old',
      },
      rubric: {
        name: 'Handling a hearing aid complaint',
        description: 'Assess how the clinic manager handles an older customer unhappy with expensive hearing aids: speaks clearly and patiently, takes the problem seriously, explains the options honestly and agrees a fix or a refund within the trial period. Pass mark 65.',
      },
      description:
        'Rajesh paid £2,950 for a pair of rechargeable hearing aids from ClearSound Hearing Centre on Granby Street on 2 September, after a hearing test with the audiologist, Naomi Clarke. They whistle whenever he wears a hat or holds the phone to his ear, and in restaurants he still cannot follow what his grandchildren are saying. He has been back twice for adjustments. The 60-day trial ends on 1 November. He is worried that if he returns them he will lose the £250 fitting fee, and he would keep them if they could be made to work in noisy places.',
    },
    character: { name: 'Rajesh Mehta', job: 'Retired engineer|engineer|customer', pronoun: 'he' },
    labels: ['methodical and polite', 'frustrated at being made to feel old'],
    goal: '',
    facts: [
      { line: 'When did you get them from us?', expect: ['2 september|september 2|2nd'] },
      { line: 'Who tested your hearing?', expect: ['naomi|clarke'] },
      { line: 'How many times have you been back in to have them looked at?', expect: ['twice|two|2'] },
      { line: 'What do they do when you are on the phone?', expect: ['whistle|whistling'] },
      { line: "What's the last day you can send them back?", expect: ['1 november|november 1|1st'] },
    ],
    offTopic: 'Were you on the railways all your working life?',
    negated: { line: "I'm not offering a refund on aids that have been worn.", denies: 'offer' },
    referBack: { line: 'Sorry, who was it you said did your test?', fact: 1 },
    proposal: 'I will have Naomi refit them with closed domes and a restaurant setting on Friday, extend your trial to 1 December, and refund the full £2,950 including the fitting fee if they still do not work for you.',
  },
  {
    id: 'obinna-spanish-class',
    field: 'language school',
    creation: {
      mode: 'Quick',
      title: 'Student whose evening Spanish course was cut short',
      aiRole: 'Customer',
      myRole: 'Director of studies at a language school',
      description:
        "Obinna Eze, 45, a quantity surveyor in Milton Keynes, paid £395 for a twenty-week Spanish improvers' course at Lingua Viva, on Tuesday evenings from 7 pm. After eight weeks his teacher, Lucía Ortega, left, and the school merged his class with the beginners' group. He is moving to Valencia with his wife next summer for her job and needs to pass the B1 exam in June. He has asked to be moved to a private tutor for the rest of the course at no extra cost. Goal: keep him as a student and agree a fair remedy.",
    },
    character: { name: 'Obinna Eze', job: 'Quantity surveyor|surveyor|customer|student', pronoun: 'he' },
    labels: [],
    goal: 'keep him as a student and agree a fair remedy',
    facts: [
      { line: 'What night of the week is your class?', expect: ['tuesday'] },
      { line: 'How many weeks did you get before things changed?', expect: ['eight|8'] },
      { line: 'Why do you need the Spanish?', expect: ['valencia|moving|wife'] },
      { line: 'Who was teaching you at the start?', expect: ['lucía|lucia|ortega'] },
      { line: 'When is your exam?', expect: ['june'] },
    ],
    offTopic: 'Is there much work for surveyors in Milton Keynes at the moment?',
    negated: { line: "I'm not going to push you into the beginners' class.", denies: 'pressure' },
    referBack: { line: 'Sorry, how many weeks did you say you had with her?', fact: 1 },
    proposal: 'I will move you to twelve private lessons with our senior Spanish teacher at no extra cost, on Tuesday evenings as before, and pay your B1 exam fee in June.',
  },
  {
    id: 'aoife-cattery-stay',
    field: 'cattery',
    creation: {
      mode: 'Advanced',
      title: 'Owner whose cat came back from the cattery unwell',
      persona: { name: 'Aoife Brennan', prompt: 'Aoife Brennan, 31, paramedic in Bath, direct and protective, runs on little sleep, will not be fobbed off' },
      rubric: {
        name: 'Handling a boarding complaint',
        description: 'Assess how the cattery owner handles a customer whose cat came home unwell: listens, does not get defensive, is honest about the care records, pays fair vet costs and agrees what will change. Pass mark 65.',
      },
      description:
        "Aoife boarded her two cats, Miso and Pickle, at Whiskers Lodge near Bath for ten nights while she was at a wedding in Galway, paying £18 a night per cat. When she collected them on 27 July, Pickle, who is 13 and has kidney disease, had lost almost half a kilo and was badly dehydrated. The care sheet said he had eaten every day. Her vet at Avon Vets charged her £340 for two days on a drip. She had left his special food and written instructions with the owner's daughter, Chloe, at drop-off. She is worried he was never given his medication at all.",
    },
    character: { name: 'Aoife Brennan', job: 'Paramedic|customer', pronoun: 'she' },
    labels: ['direct and protective', 'will not be fobbed off'],
    goal: '',
    facts: [
      { line: 'How long were they with us?', expect: ['ten|10'] },
      { line: 'What did the vet bill come to?', expect: ['340'] },
      { line: 'Who did you hand everything over to?', expect: ['chloe'] },
      { line: 'Why did you have to go away?', expect: ['wedding|galway'] },
      { line: 'How much weight had he dropped?', expect: ['half a kilo|kilo'] },
    ],
    offTopic: 'Are you on nights at the moment?',
    negated: { line: "I'm not accepting that Pickle went without food here.", denies: 'apology' },
    referBack: { line: 'Sorry, what did you say the vet charged?', fact: 1 },
    proposal: 'I will pay the £340 vet bill today, refund the whole stay, and from now on every cat on medication gets a signed chart you can see at collection.',
  },
];
