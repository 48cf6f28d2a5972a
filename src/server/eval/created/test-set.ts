// THE TEST HALF of the created-scenario set: never read while changing the engine, and never tuned on.
// created.test.ts fails if any description, question or learner line here appears in the engine's source
// (src/server/ai). Fields the samples and the tuning half do not cover: an IT service desk, a nurse's rota change, a
// tenancy deposit, a building project budget. Written from the descriptions alone.
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
];
