// THE TEST HALF of the created-scenario set: never read while changing the engine, and never tuned on.
// created.test.ts fails if any description, question or learner line here appears in the engine's source
// (src/server/ai). Fields the samples and the tuning half do not cover: an IT service desk, a nurse's rota change, a
// tenancy deposit, a building project budget, a car garage repair, a broadband outage, a dental practice, airline
// lost luggage, a veterinary practice bill and a payroll error. Written from the descriptions alone.
import type { CreatedCase } from './created-case.ts';

export const CREATED_TEST_CASES: readonly CreatedCase[] = [
  {
    id: 'it-laptop-pitch',
    field: 'IT service desk',
    creation: {
      mode: 'Quick',
      title: 'Laptop broken before a client pitch',
      aiRole: 'Marketing manager',
      myRole: 'IT service desk analyst',
      description:
        'Fatima Rahman is a marketing manager at Colwell & Price in Birmingham. Her laptop screen went black on Tuesday and she logged ticket INC-55812 at 9.15am. Nobody has contacted her since. She has a client pitch worth £90,000 on Thursday at 10am and her slides are on the laptop. My goal: get her a working loan laptop today.',
    },
    character: { name: 'Fatima Rahman', job: 'Marketing manager', pronoun: 'she' },
    labels: [],
    goal: 'get her a working loan laptop today',
    facts: [
      { line: 'What number did the system give your ticket?', expect: ['55812'] },
      { line: 'What time did you report it?', expect: ['9 15'] },
      { line: 'When exactly is the pitch?', expect: ['thursday', '10am'] },
    ],
    offTopic: 'Is the lift on your floor working again?',
    negated: { line: "I won't be giving you a time when someone will come.", denies: 'nextStep' },
    referBack: { line: 'Remind me what that ticket number was you read out?', fact: 0 },
    proposal: "I'll bring you a loan laptop by 2pm today and copy your slides across from your backup.",
  },
  {
    id: 'it-email-lockout',
    field: 'IT service desk',
    creation: {
      mode: 'Advanced',
      title: 'Accountant locked out of email',
      persona: { name: 'Colin Fraser', prompt: 'Colin Fraser, 63, semi-retired accountant working part-time at a family firm in Perth, Scotland, impatient with technology, dislikes jargon' },
      rubric: {
        name: 'IT support call handling',
        description: 'Assess an IT analyst on a support call: plain language, diagnostic questions, ownership, and a clear fix or a time for one. Pass mark 70.',
      },
      description:
        "Colin has been locked out of his email account since his password expired on Monday. He has tried the reset link four times. The firm's VAT return for 14 clients is due on 7 May and all the client documents are in his inbox.",
    },
    character: { name: 'Colin Fraser', job: 'Accountant', pronoun: 'he' },
    labels: ['impatient with technology', 'dislikes jargon'],
    goal: '',
    facts: [
      { line: 'How many goes have you had at the reset link?', expect: ['four|4'] },
      { line: 'How many clients is this return for?', expect: ['14|fourteen'] },
      { line: "When's the VAT deadline?", expect: ['7 may|may 7|7th may|7th of may'] },
    ],
    offTopic: 'Do you get out on the golf course much?',
    negated: { line: "I'm not going to walk you through it step by step, it's in the guide.", denies: 'offer' },
    referBack: { line: 'Sorry, what was that deadline date again?', fact: 2 },
    proposal: "I'll reset your password myself now and stay on the phone while you log in.",
  },
  {
    id: 'nurse-rota-weekends',
    field: 'nurse rota change',
    creation: {
      mode: 'Quick',
      title: 'Telling a nurse about a rota change',
      aiRole: 'Staff nurse',
      myRole: 'Ward manager',
      description:
        "Bukola Adebayo is a staff nurse on Ward 7 at St Anne's Hospital in Leeds. From 4 November the ward moves her from three long days to four shorter shifts a week, including two weekends a month. She cares for her mother on Sundays and has worked on the ward for nine years. She found out from the printed rota on the noticeboard. My goal: explain the change and find a pattern she can accept.",
    },
    character: { name: 'Bukola Adebayo', job: 'Staff nurse|nurse', pronoun: 'she' },
    labels: [],
    goal: 'explain the change and find a pattern she can accept',
    facts: [
      { line: 'When does the new pattern start?', expect: ['4 november|november 4|4th november|4th of november'] },
      { line: 'How long have you been working on this ward?', expect: ['nine|9'] },
      { line: 'How did you hear about it?', expect: ['noticeboard|notice board'] },
    ],
    offTopic: 'Did you manage to get a parking space this morning?',
    negated: { line: "I'm not going to apologise for how the rota went up.", denies: 'apology' },
    referBack: { line: "You said you'd been here a good while, how many years was it?", fact: 1 },
    proposal: "I can keep your Sundays free and give you weekend Saturdays only, and we'll review it after eight weeks.",
  },
  {
    id: 'nurse-nights',
    field: 'nurse rota change',
    creation: {
      mode: 'Advanced',
      title: 'Theatre nurse moved to nights',
      persona: { name: 'Owen Pritchard', prompt: 'Owen Pritchard, 31, theatre nurse in Swansea, quiet and conscientious, worries about patient safety' },
      rubric: {
        name: 'Rota and staffing conversations',
        description: 'Assess a manager explaining a staffing change: the reasons given, concerns heard, options explored and a review agreed. Pass mark 65.',
      },
      description:
        "Owen has been told he will move from day theatre to night shifts for 12 weeks starting 2 February because two colleagues are on maternity leave. He is studying for a master's degree with lectures on Tuesday and Thursday evenings. Last winter he did 6 weeks of nights and says the team was short of two nurses every night.",
    },
    character: { name: 'Owen Pritchard', job: 'Theatre nurse|nurse', pronoun: 'he' },
    labels: ['quiet and conscientious'],
    goal: '',
    facts: [
      { line: 'How long would you be on nights for?', expect: ['12|twelve'] },
      { line: 'Which evenings are your lectures on?', expect: ['tuesday', 'thursday'] },
      { line: 'How many weeks of nights did you do last winter?', expect: ['6|six'] },
    ],
    offTopic: 'Are you still running with the hospital club?',
    negated: { line: "I won't be offering you any other option on this.", denies: 'offer' },
    referBack: { line: 'Which were the two evenings you said you have lectures?', fact: 1 },
    proposal: 'You could do nights on Monday, Wednesday and Friday only, so your Tuesday and Thursday lectures stay free.',
  },
  {
    id: 'tenancy-tenant',
    field: 'tenancy deposit',
    creation: {
      mode: 'Quick',
      title: 'Tenant disputing deposit deductions',
      aiRole: 'Tenant',
      myRole: 'Letting agent',
      description:
        'Chloe Marsden rented Flat 3, 22 Elm Road in Brighton for two years and moved out on 30 September. She paid a deposit of £1,350. The landlord wants to keep £480 for a stained carpet and a broken blind. Chloe has photos from move-in day showing the carpet was already marked. She works as a graphic designer and needs the money for her new flat. My goal: settle the deposit without going to the dispute service.',
    },
    character: { name: 'Chloe Marsden', job: 'Graphic designer|designer|tenant', pronoun: 'she' },
    labels: [],
    goal: 'settle the deposit without going to the dispute service',
    facts: [
      { line: 'How much did you put down when you moved in?', expect: ['1350'] },
      { line: 'How much is the landlord trying to hold back?', expect: ['480'] },
      { line: 'What day did you hand the keys back?', expect: ['30 september|september 30|30th september|30th of september'] },
    ],
    offTopic: 'How are you finding the new neighbourhood?',
    negated: { line: "I can't give you a date for when you'll get anything back.", denies: 'nextStep' },
    referBack: { line: 'What was that amount the landlord wants to keep again?', fact: 1 },
    proposal: "I'll ask the landlord to drop the carpet charge because of your photos, and return £1,230 to you within ten days.",
  },
  {
    id: 'tenancy-landlord',
    field: 'tenancy deposit',
    creation: {
      mode: 'Advanced',
      title: 'Landlord keeping part of a deposit',
      persona: { name: 'Stavros Demetriou', prompt: 'Stavros Demetriou, 60, landlord of four flats in north London, runs a dry-cleaning shop, stubborn but fair when shown evidence' },
      rubric: {
        name: 'Mediating a tenancy dispute',
        description: 'Assess a letting agent mediating between a landlord and a tenant: neutral, evidence-based, proposes a fair split and confirms next steps.',
      },
      description:
        'Stavros wants to keep £900 of a £2,000 deposit from tenants who left his flat at 14 Cromwell Avenue on 15 July. He says the oven needed a deep clean costing £150 and the garden was overgrown. The check-out report mentions the oven but not the garden.',
    },
    character: { name: 'Stavros Demetriou', job: 'Landlord|dry cleaning|dry-cleaning', pronoun: 'he' },
    labels: ['stubborn but fair when shown evidence'],
    goal: '',
    facts: [
      { line: 'How much of the deposit do you want to hold on to?', expect: ['900'] },
      { line: 'What did cleaning the oven cost?', expect: ['150'] },
      { line: 'What was the full deposit?', expect: ['2000'] },
    ],
    offTopic: 'Is the shop busy this time of year?',
    negated: { line: "I'm not summarising anything, you know what the report says.", denies: 'summary' },
    referBack: { line: 'What did you say the oven clean came to?', fact: 1 },
    proposal: 'I suggest you keep £150 for the oven, which the report supports, and return the other £1,850 this week.',
  },
  {
    id: 'building-extension',
    field: 'building project budget',
    creation: {
      mode: 'Quick',
      title: 'Telling a client the extension is over budget',
      aiRole: 'Homeowner',
      myRole: 'Project manager at a building firm',
      description:
        'Rachel Dunmore is a dentist who hired us to build a kitchen extension at her house in Harrogate. The agreed price was £68,000 and we have found the foundations need to go 1.5 metres deeper because of clay soil, adding £9,400. The work started on 8 April and was meant to finish on 26 July. She has already paid £40,000. My goal: agree how to pay for the extra foundation work.',
    },
    character: { name: 'Rachel Dunmore', job: 'Dentist|homeowner', pronoun: 'she' },
    labels: [],
    goal: 'agree how to pay for the extra foundation work',
    facts: [
      { line: 'What did we shake hands on as the total for the job?', expect: ['68000'] },
      { line: 'How much have you handed over so far?', expect: ['40000'] },
      { line: 'When was it all supposed to be finished?', expect: ['26 july|july 26|26th july|26th of july'] },
    ],
    offTopic: 'Did you get away anywhere at Easter?',
    negated: { line: "I won't be offering any discount on the extra work.", denies: 'offer' },
    referBack: { line: 'What was the total price you mentioned earlier?', fact: 0 },
    proposal: "We'll split the £9,400 with you fifty-fifty and still finish by 26 July.",
  },
  {
    id: 'building-asbestos',
    field: 'building project budget',
    creation: {
      mode: 'Advanced',
      title: 'Renovation over budget after asbestos',
      persona: { name: "Kevin O'Brien", prompt: "Kevin O'Brien, 49, site manager for a housing association in Dublin, plain-spoken, protective of his crew" },
      rubric: {
        name: 'Budget negotiation on a building project',
        description: 'Assess a client-side project lead discussing cost overruns with a contractor: gets the facts, challenges fairly, agrees a revised budget and a date.',
      },
      description:
        "Kevin's crew is renovating 24 flats at Harbour Court. The budget was €1.2 million and the job is €130,000 over because of asbestos found in 6 of the flats. The housing association wants the work finished by 15 December so tenants can move back before Christmas.",
    },
    character: { name: "Kevin O'Brien", job: 'Site manager', pronoun: 'he' },
    labels: ['plain-spoken', 'protective of his crew'],
    goal: '',
    facts: [
      { line: 'How many flats are you working on in total?', expect: ['24|twenty four'] },
      { line: 'By how much are we over?', expect: ['130000'] },
      { line: 'When does it all have to be done?', expect: ['15 december|december 15|15th december|15th of december'] },
    ],
    offTopic: 'Is the team still playing five-a-side on Fridays?',
    negated: { line: "No, there's no way I can give you a revised figure today.", denies: 'nextStep' },
    referBack: { line: 'How much over did you say the job is?', fact: 1 },
    proposal: 'We will cover the asbestos removal from the contingency fund if you can hold the finish date of 15 December.',
  },
  {
    id: 'garage-clutch-bill',
    field: 'car garage repair',
    creation: {
      mode: 'Quick',
      title: 'Customer disputing a garage repair bill',
      aiRole: 'Customer',
      myRole: 'Service adviser',
      description:
        'Declan Murphy is a self-employed plumber who brought his white Ford Transit van into Kingsway Motors in Derby on 6 May for a clutch replacement quoted at £740. When he collected it on 9 May the invoice came to £1,185, because the mechanic also replaced the flywheel without ringing him first. He lost three days of work without the van and says that cost him about £600 in jobs. He is loud, impatient and keeps interrupting. My goal: explain the extra work and agree a fair refund without losing him as a customer.',
    },
    character: { name: 'Declan Murphy', job: 'Plumber|self-employed plumber', pronoun: 'he' },
    labels: ['impatient and keeps interrupting'],
    goal: 'explain the extra work and agree a fair refund without losing him as a customer',
    facts: [
      { line: 'What were you told the job would cost before you dropped it off?', expect: ['740'] },
      { line: 'And what did the final bill come to when you picked it up?', expect: ['1185'] },
      { line: 'What else did they swap on top of the clutch?', expect: ['flywheel'] },
      { line: 'What do you reckon being off the road lost you in earnings?', expect: ['600'] },
    ],
    offTopic: 'Are you doing anything nice for the bank holiday?',
    negated: { line: "I'm not going to knock anything off that invoice.", denies: 'offer' },
    referBack: { line: 'Sorry, what was that first price you were given again?', fact: 0 },
    proposal: "I'll refund the £445 over the quote and book your next service free of charge.",
  },
  {
    id: 'garage-alternator-return',
    field: 'car garage repair',
    creation: {
      mode: 'Advanced',
      title: 'Warning light back after a repair',
      persona: {
        name: 'Ruth Fairbairn',
        prompt: 'Ruth Fairbairn, 58, community midwife in Lincoln who drives 200 miles a week for home visits, calm and courteous but sceptical of mechanics',
      },
      rubric: {
        name: 'Handling a repeat repair complaint',
        description:
          'Assess how a service adviser handles a customer whose fault has come back: asks what happened, owns the earlier repair, explains the diagnosis in plain words, offers a fix and confirms when the car will be ready. Pass mark 70.',
      },
      description:
        "Ruth's grey 2017 Honda Jazz had a new alternator fitted at Brookfield Garage on 12 August for £412. On 30 August the battery warning light came back on while she was driving to a home visit on the A46, and she paid £95 for a recovery truck to bring the car in. The repair is under a 12-month parts and labour warranty. She needs the car back by Friday for her weekend on-call shifts.",
    },
    character: { name: 'Ruth Fairbairn', job: 'Community midwife|midwife', pronoun: 'she' },
    labels: ['calm and courteous', 'sceptical of mechanics'],
    goal: '',
    facts: [
      { line: 'What did you pay for the part we put in last time?', expect: ['412'] },
      { line: 'Which road were you on when the light came on?', expect: ['a46'] },
      { line: 'What did getting the car towed in cost you?', expect: ['95'] },
      { line: 'How long does the cover on that earlier work last?', expect: ['12 month|12 months|twelve months|twelve month|a year|one year'] },
    ],
    offTopic: 'Have you been watching the cycling on telly?',
    negated: { line: "I'm not promising you a date for the car, it depends on the workshop.", denies: 'nextStep' },
    referBack: { line: 'You mentioned the recovery charge earlier, how much was it?', fact: 2 },
    proposal: "We'll fix it under the warranty, refund the £95 recovery, and lend you a courtesy car until it's ready on Thursday.",
  },
  {
    id: 'broadband-florist',
    field: 'broadband outage',
    creation: {
      mode: 'Quick',
      title: 'Florist without broadband for a week',
      aiRole: 'Shop owner',
      myRole: 'Account manager',
      description:
        'Imogen Tully runs Petal & Stem, a florist on Bridge Road in Cheltenham. Her business broadband has been down since 3 November, so her card machine and online orders stopped working; she reported it under fault number FX-20931. An engineer visit was cancelled twice. She pays us £64 a month on a 24-month contract and estimates she has lost £1,900 in sales. She is worn out and threatening to switch to another provider. My goal: apologise, get a firm repair date and agree compensation she accepts.',
    },
    character: { name: 'Imogen Tully', job: 'Florist|shop owner|owner', pronoun: 'she' },
    labels: ['threatening to switch to another provider'],
    goal: 'apologise, get a firm repair date and agree compensation she accepts',
    facts: [
      { line: 'When did the line first go dead?', expect: ['3 november|november 3|3rd november|3rd of november'] },
      { line: 'What reference did you get when you called it in?', expect: ['fx 20931|fx20931'] },
      { line: "What's your bill for the service each month?", expect: ['64'] },
      { line: 'Roughly how much trade do you reckon you have missed out on?', expect: ['1900'] },
    ],
    offTopic: 'Did you get caught in that storm last night?',
    negated: { line: "There's no compensation I can put on the table for this.", denies: 'offer' },
    referBack: { line: 'Can you repeat that fault number you read out?', fact: 1 },
    proposal: "I'll get a 4G backup router to you tomorrow, credit three months' line rental and book a senior engineer for Thursday morning.",
  },
  {
    id: 'broadband-accountancy',
    field: 'broadband outage',
    creation: {
      mode: 'Advanced',
      title: 'Leased line down before a tax deadline',
      persona: {
        name: 'Bashir Rahimi',
        prompt: 'Bashir Rahimi, 51, owner of a two-office accountancy firm in Bolton, formal and measured, quick to quote his contract',
      },
      rubric: {
        name: 'Account management during an outage',
        description:
          'Assess how an account manager handles a business customer during a service failure: acknowledges the impact, gives honest facts about the fault, avoids blaming others, proposes compensation and commits to a written update at a set time. Pass mark 65.',
      },
      description:
        "Bashir's leased line at his office on Chorley New Road failed at 9:40am on 28 January, three days before the self-assessment deadline of 31 January. His 14 staff have been working on mobile hotspots. His service agreement promises a fix within 8 hours, and it has now been 52 hours. He pays £310 a month for the line.",
    },
    character: { name: 'Bashir Rahimi', job: 'Owner of an accountancy firm|accountancy firm owner|owner', pronoun: 'he' },
    labels: ['formal and measured', 'quick to quote his contract'],
    goal: '',
    facts: [
      { line: 'How many people in your team are affected?', expect: ['14|fourteen'] },
      { line: 'What repair time does your agreement say we owe you?', expect: ['8 hours|eight hours|8 hour|eight hour'] },
      { line: 'How long has the connection been off so far?', expect: ['52'] },
      { line: 'What day did it drop?', expect: ['28 january|january 28|28th january|28th of january'] },
    ],
    offTopic: 'How was the traffic getting in this morning?',
    negated: { line: "I'm not going to apologise, the cable was cut by a contractor.", denies: 'apology' },
    referBack: { line: 'What was the time limit in your agreement that you quoted me?', fact: 1 },
    proposal: "I'll apply a full month's credit of £310, send you a written update every four hours, and have a temporary 4G bonded line at your office by 2pm today.",
  },
  {
    id: 'dental-missed-fee',
    field: 'dental practice',
    creation: {
      mode: 'Quick',
      title: 'Patient charged for a missed check-up',
      aiRole: 'Patient',
      myRole: 'Practice manager',
      description:
        'Graham Ellery is a retired postman who has been a patient at Orchard Lane Dental in Taunton for 19 years. He was charged a £45 missed appointment fee for his check-up on 21 February, but he says nobody sent the usual text reminder and the appointment had been moved from 28 February without him being told. He also needs a crown that he was quoted £520 for. He is stubborn and proud of never missing an appointment. My goal: look into the fee fairly and keep him booked in for his crown.',
    },
    character: { name: 'Graham Ellery', job: 'Retired postman|postman|retired', pronoun: 'he' },
    labels: ['proud of never missing an appointment'],
    goal: 'look into the fee fairly and keep him booked in for his crown',
    facts: [
      { line: 'How long have you been coming to us?', expect: ['19|nineteen'] },
      { line: 'What were you billed for not turning up?', expect: ['45'] },
      { line: 'When was the visit originally meant to be?', expect: ['28 february|february 28|28th february|28th of february'] },
      { line: 'What figure were you given for the cap on your tooth?', expect: ['520'] },
    ],
    offTopic: "Lovely to see a bit of sunshine today, isn't it?",
    negated: { line: "I won't be cancelling the fee, rules are rules.", denies: 'offer' },
    referBack: { line: 'Sorry, what date did you say it used to be booked for?', fact: 2 },
    proposal: "I'll cancel the £45 fee, check why the reminder wasn't sent, and book your crown fitting with Dr Shah for next Tuesday at 10am.",
  },
  {
    id: 'dental-lost-filling',
    field: 'dental practice',
    creation: {
      mode: 'Advanced',
      title: 'Filling fell out after eleven days',
      persona: {
        name: 'Chloe Marchetti',
        prompt: 'Chloe Marchetti, 29, primary school music teacher in Truro, anxious about dental treatment, talks quickly when nervous',
      },
      rubric: {
        name: 'Resolving a treatment complaint',
        description:
          'Assess how a practice manager handles a patient unhappy after treatment: listens without interrupting, checks the facts of the treatment and its cost, explains the options clearly, offers a remedy and agrees the next appointment. Pass mark 70.',
      },
      description:
        "Chloe had a white filling put in a lower back tooth at Quayside Dental on 4 March and paid £135 privately. Eleven days later the filling fell out while she was eating toast. She was told on the phone that a replacement would cost another £95. She has her sister's wedding on 20 March and is in pain when she drinks anything cold.",
    },
    character: { name: 'Chloe Marchetti', job: 'Music teacher|teacher|primary school music teacher', pronoun: 'she' },
    labels: ['anxious about dental treatment', 'talks quickly when nervous'],
    goal: '',
    facts: [
      { line: 'How much did you hand over for the first filling?', expect: ['135'] },
      { line: 'How soon after the treatment did it come out?', expect: ['11|eleven'] },
      { line: 'What did the receptionist say a redo would cost?', expect: ['95'] },
      { line: "What's the big family occasion coming up, and when is it?", expect: ['wedding', '20 march|march 20|20th march|20th of march'] },
    ],
    offTopic: 'Did you manage to get a parking space outside?',
    negated: { line: "I'm not saying sorry for the filling, these things happen.", denies: 'apology' },
    referBack: { line: 'When was that family event you mentioned again?', fact: 3 },
    proposal: "We'll replace the filling free of charge with Dr Okafor tomorrow at 8:30am, well before your sister's wedding, and check the tooth for sensitivity.",
  },
  {
    id: 'luggage-photographer',
    field: 'airline lost luggage',
    creation: {
      mode: 'Quick',
      title: 'Traveller whose suitcase never arrived',
      aiRole: 'Traveller',
      myRole: 'Baggage desk agent',
      description:
        'Oksana Petrenko is a wedding photographer who flew with us from Belfast to Lisbon on flight NV418 on 15 July. Her blue hard-shell suitcase did not arrive, and the file reference is LIS-88214. It holds two spare camera lenses worth £2,300, and she is shooting a wedding in Sintra on 18 July. She has spent €210 on clothes and a charger so far. She is tired, tearful and keeps asking to speak to someone senior. My goal: calm her down, track the case and explain what expenses we cover.',
    },
    character: { name: 'Oksana Petrenko', job: 'Wedding photographer|photographer', pronoun: 'she' },
    labels: ['keeps asking to speak to someone senior'],
    goal: 'calm her down, track the case and explain what expenses we cover',
    facts: [
      { line: 'Which flight were you booked on coming over?', expect: ['nv418|nv 418'] },
      { line: "What's the equipment in there worth?", expect: ['2300'] },
      { line: 'How much have you had to lay out on replacements so far?', expect: ['210'] },
      { line: 'When is the job you need your kit for?', expect: ['18 july|july 18|18th july|18th of july'] },
    ],
    offTopic: 'Have you had a chance to try the custard tarts here yet?',
    negated: { line: "I can't promise when it'll turn up, so I won't give you a time.", denies: 'nextStep' },
    referBack: { line: 'Sorry, what flight number did you give me at the start?', fact: 0 },
    proposal: "I'll put an urgent trace on the bag, have it couriered to your hotel in Sintra the moment it's found, and approve up to €150 a day for essentials with receipts.",
  },
  {
    id: 'luggage-damaged-case',
    field: 'airline lost luggage',
    creation: {
      mode: 'Advanced',
      title: 'Damaged suitcase and a ruined suit',
      persona: {
        name: 'Winston Clarke',
        prompt: "Winston Clarke, 67, retired ship's engineer from Southampton flying out for his granddaughter's graduation, courteous, old-fashioned and very particular about paperwork",
      },
      rubric: {
        name: 'Baggage claim handling',
        description:
          'Assess how a baggage desk agent handles a damaged bag: takes the details accurately, shows understanding, explains the claim process and its limits honestly, offers interim help and confirms the next contact. Pass mark 65.',
      },
      description:
        'Winston landed in Toronto on 2 June on flight CB92 from London Heathrow, and his brown leather suitcase came off the belt with a broken handle and a split along one side. Inside, a bottle of rum he bought for £180 at duty free had smashed and soaked the suit he needs for the ceremony on 4 June. He was told at the belt to report the damage at the desk within 7 days. He has kept his boarding pass and the bag tag, number 604117.',
    },
    character: { name: 'Winston Clarke', job: "Retired ship's engineer|ship's engineer|engineer|retired", pronoun: 'he' },
    labels: ['old-fashioned', 'very particular about paperwork'],
    goal: '',
    facts: [
      { line: 'What day did you arrive here?', expect: ['2 june|june 2|2nd june|2nd of june'] },
      { line: 'What did the bottle cost you?', expect: ['180'] },
      { line: 'When do you need the outfit for?', expect: ['4 june|june 4|4th june|4th of june'] },
      { line: 'What is the number on your luggage label?', expect: ['604117'] },
    ],
    offTopic: 'Are you a hockey fan at all?',
    negated: { line: "I won't be summarising the claim steps, it's all on the website.", denies: 'summary' },
    referBack: { line: 'What did you say that bottle had cost?', fact: 1 },
    proposal: "I'll log the damage claim now, give you 200 Canadian dollars today towards hiring a suit before the 4 June ceremony, and email you a repair or replacement offer within 48 hours.",
  },
  {
    id: 'vet-spaniel-surgery',
    field: 'veterinary practice bill',
    creation: {
      mode: 'Quick',
      title: 'Dog owner disputing a surgery bill',
      aiRole: 'Dog owner',
      myRole: 'Practice manager at a vet clinic',
      description:
        "Derek Holloway is a retired electrician whose cocker spaniel Biscuit had emergency surgery at Meadowbank Vets in Shrewsbury on 9 October to remove a sock from her stomach. The front desk gave him an estimate of £1,200, but the final invoice came to £1,940 because she stayed two extra nights on a drip. Nobody phoned him before the extra nights were added. His pet insurance only pays out up to £1,500 a year. He is blunt and keeps reminding staff how long he has been a client. My goal: explain the bill and agree a payment plan he is happy with.",
    },
    character: { name: 'Derek Holloway', job: 'Retired electrician|electrician|retired|dog owner', pronoun: 'he' },
    labels: ['keeps reminding staff how long he has been a client'],
    goal: 'explain the bill and agree a payment plan he is happy with',
    facts: [
      { line: 'What figure were you quoted before the operation?', expect: ['1200'] },
      { line: 'And what did the bill actually come to?', expect: ['1940'] },
      { line: 'How much will your policy cover?', expect: ['1500'] },
      { line: 'What did they end up taking out of her?', expect: ['sock'] },
    ],
    offTopic: 'Did your team win at the weekend?',
    negated: { line: "I'm not going to knock anything off, the treatment was necessary.", denies: 'offer' },
    referBack: { line: 'Remind me what the first estimate you were given was?', fact: 0 },
    proposal: "I'll take half the cost of the two extra nights off because nobody rang you, and you can spread the rest over four monthly payments with no interest.",
  },
  {
    id: 'vet-dairy-invoice',
    field: 'veterinary practice bill',
    creation: {
      mode: 'Advanced',
      title: 'Dairy farmer holding back a monthly vet invoice',
      persona: {
        name: 'Siobhan Kerrigan',
        prompt: 'Siobhan Kerrigan, 47, dairy farmer with 180 cows near Omagh, practical and short on time, suspicious of anything that looks like padding on a bill',
      },
      rubric: {
        name: 'Handling a disputed veterinary invoice',
        description:
          'Assess how a practice manager handles a client disputing an invoice: listens to the complaint, goes through each charge in plain words, admits any error, offers a fair adjustment and agrees how and when the balance will be paid. Pass mark 70.',
      },
      description:
        "Siobhan has received an invoice for £2,860 from Strule Valley Veterinary Clinic for October. It includes a £310 out-of-hours call-out on 17 October for a calving, but the vet arrived 90 minutes after she rang, by which time her herdsman had already delivered the calf. She also disputes a charge for 40 doses of a vaccine when only 32 heifers were treated. She pays her account by direct debit on the 28th of each month and has stopped this month's payment.",
    },
    character: { name: 'Siobhan Kerrigan', job: 'Dairy farmer|farmer', pronoun: 'she' },
    labels: ['practical and short on time', 'suspicious of anything that looks like padding on a bill'],
    goal: '',
    facts: [
      { line: "What's the whole month's bill come to?", expect: ['2860'] },
      { line: 'What are we charging for the emergency visit?', expect: ['310'] },
      { line: 'How long did you wait for the vet to turn up?', expect: ['90 minutes|an hour and a half|one and a half hours'] },
      { line: 'How many animals actually got the jab?', expect: ['32|thirty two'] },
    ],
    offTopic: 'Has the rain eased off at all up your way?',
    negated: { line: "I won't be going through the charges one by one, they're all listed on the invoice.", denies: 'summary' },
    referBack: { line: 'Sorry, how many heifers did you say were done?', fact: 3 },
    proposal: "I'll remove the £310 call-out, correct the vaccine to 32 doses, and send you a revised invoice today so the direct debit can go out on the 28th as usual.",
  },
  {
    id: 'payroll-missing-overtime',
    field: 'payroll error',
    creation: {
      mode: 'Quick',
      title: 'Sous chef paid short for the month',
      aiRole: 'Sous chef',
      myRole: 'Payroll officer',
      description:
        'Luca Bianchi is a sous chef at the Harbour Grill in Plymouth. His pay on 31 May was £1,612 instead of the usual £2,145 after tax, because 38 hours of overtime were left off the payroll run. His rent of £950 is due on 3 June and he has had to borrow from his brother. He raised it by email with his head chef two days ago and has heard nothing back. He is angry and short-tempered about it and says it is the second time this year. My goal: apologise, confirm what he is owed and get it to him before his rent is due.',
    },
    character: { name: 'Luca Bianchi', job: 'Sous chef|chef', pronoun: 'he' },
    labels: ['angry and short-tempered'],
    goal: 'apologise, confirm what he is owed and get it to him before his rent is due',
    facts: [
      { line: 'How much actually landed in your account?', expect: ['1612'] },
      { line: 'What do you normally take home?', expect: ['2145'] },
      { line: 'How many extra hours went missing?', expect: ['38|thirty eight'] },
      { line: 'When does your landlord want paying?', expect: ['3 june|june 3|3rd june|3rd of june'] },
    ],
    offTopic: 'Is the restaurant getting busier now the tourists are back?',
    negated: { line: "I'm not apologising, your head chef sent the hours in late.", denies: 'apology' },
    referBack: { line: 'What was that overtime figure you gave me a minute ago?', fact: 2 },
    proposal: "I'll pay the missing overtime by bank transfer tomorrow, before your rent is due on 3 June, and send you a corrected payslip.",
  },
  {
    id: 'payroll-pension-optout',
    field: 'payroll error',
    creation: {
      mode: 'Advanced',
      title: 'Pension still deducted after opting out',
      persona: {
        name: 'Margaret Osei',
        prompt: 'Margaret Osei, 56, part-time school cook in Croydon who also looks after her grandson, polite but firm, keeps every payslip in a folder',
      },
      rubric: {
        name: 'Correcting a payroll mistake with an employee',
        description:
          'Assess how a payroll officer handles an employee reporting a pay error: checks the details against the payslips, owns the mistake without blaming others, explains the correction in plain words, and agrees an amount and a date for the refund. Pass mark 65.',
      },
      description:
        "Margaret opted out of the workplace pension on 12 January and kept the confirmation letter. Since then £48 has still been taken from each monthly payslip for four months, £192 in all. She works 22 hours a week in the school kitchen. She needs the money back before her grandson's school trip payment of £180 is due on 30 May.",
    },
    character: { name: 'Margaret Osei', job: 'School cook|cook', pronoun: 'she' },
    labels: ['polite but firm', 'keeps every payslip in a folder'],
    goal: '',
    facts: [
      { line: 'When did you ask to leave the pension scheme?', expect: ['12 january|january 12|12th january|12th of january'] },
      { line: 'How much is coming off your wages every month?', expect: ['48'] },
      { line: 'What does that add up to so far?', expect: ['192'] },
      { line: 'By when do you have to pay for the trip?', expect: ['30 may|may 30|30th may|30th of may'] },
    ],
    offTopic: 'Do you get to eat the school dinners yourself?',
    negated: { line: "I can't give you a date for the refund, it has to wait for whenever payroll gets to it.", denies: 'nextStep' },
    referBack: { line: 'Remind me, what was the total you worked out?', fact: 2 },
    proposal: "I'll stop the deduction from this month, refund the £192 as a one-off payment on Friday, and ask the pension provider to confirm your opt-out in writing.",
  },
];
