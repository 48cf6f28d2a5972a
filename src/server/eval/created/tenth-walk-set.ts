// The tenth walk half of the created-scenario set: ten scenarios in fields no other half uses (church hall hire, an
// apprentice's timekeeping, shared house bills, a translation agency, book publishing, office plant hire, caravan site
// fees, laser eye surgery, a minicab booking, furniture re-upholstery), played by run-created and printed as its own
// column, "created walk 10". Half are created through Quick creation and half through Advanced. Its descriptions are
// written as different people write them: one in the first person of the learner ("I run a children's ballet class…"),
// one by a supervisor briefing a colleague ("Right, quick heads-up before you see him."), one in fragments, one long
// and chatty, one with spelling slips ("arived", "Febuary", "freinds"). Five of its characters are not customers: a
// hall bookings secretary, an apprentice, a housemate, a freelance translator and an author. Five questions a case,
// spread over the kinds people ask (when, where, who, how much or how many, how long, why, what happened, what they
// hold), some put indirectly ("Who's getting our Saturdays?", "What's it stopped you doing?"), none holding its answer.
// Written from the descriptions alone and committed before any were played; unlike walks 8 and 9 it is read freely.
import type { CreatedCase } from './created-case.ts';

export const CREATED_TENTH_WALK_CASES: readonly CreatedCase[] = [
  {
    id: 'hall-double-booked',
    field: 'church hall hire',
    creation: {
      mode: 'Quick',
      title: 'Hall bookings secretary who gave away a Saturday slot',
      aiRole: 'Bookings secretary',
      myRole: "Owner of a children's ballet class",
      description:
        "I run a children's ballet class, Little Pliés, and for four years I have hired St Aidan's church hall in Chester every Saturday morning at £28 an hour. The bookings secretary is Maureen Tillotson, 74, a retired school secretary who has done the job as a volunteer for twenty years. On 2 March I turned up with 23 children and their parents to find a jumble sale in the hall, and she says I never confirmed the spring term, although I have the email where I did. Now she has told me the Saturday slot goes to a toddler music group from April, and our end-of-year show is booked there for 14 June. My goal: keep our Saturday slot or find one that works, and get the show date honoured.",
    },
    character: { name: 'Maureen Tillotson', job: 'Bookings secretary|secretary|volunteer|retired school secretary', pronoun: 'she' },
    labels: [],
    goal: 'keep our Saturday slot or find one that works, and get the show date honoured',
    facts: [
      { line: 'How many little ones did I have with me that morning?', expect: ['23|twenty-three'] },
      { line: 'What was going on in there when we arrived?', expect: ['jumble|sale'] },
      { line: "Who's getting our Saturdays?", expect: ['toddler|music'] },
      { line: 'How long have you been looking after the bookings?', expect: ['twenty years|20 years'] },
      { line: 'What are you charging me for an hour?', expect: ['28'] },
    ],
    offTopic: 'Do you miss the school office at all?',
    negated: { line: "I'm not threatening you with anything, I just want to talk it through.", denies: 'pressure' },
    referBack: { line: 'Sorry, how many children did you say I had with me?', fact: 0 },
    proposal: "Keep our Saturday 9 to 11 slot until the show on 14 June, move the toddler group to 11:30, and I'll confirm every term in writing from now on and pay the spring term up front.",
  },
  {
    id: 'apprentice-late-to-site',
    field: 'apprentice timekeeping',
    creation: {
      mode: 'Advanced',
      title: 'Apprentice electrician who keeps arriving late',
      persona: {
        name: 'Kwame Mensah',
        prompt: 'Kwame Mensah, 19, second-year apprentice electrician at Brightwire Electrical in Luton, quiet, defensive when cornered, good with his hands',
      },
      rubric: {
        name: 'Handling a timekeeping conversation',
        description: 'Assess how the supervisor handles an apprentice who keeps arriving late: asks before judging, is clear about the standard, listens to the reason and agrees a plan with a review date. Pass mark 65.',
      },
      description:
        "Right, quick heads-up before you see him. Kwame's been late to site nine times since the start of February, usually by half an hour or so, and last Tuesday the van left for the Dunstable hospital job without him. The lads like him, and his college tutor, Barbara Quinn, says his coursework is the best in the year. What he hasn't told anyone here, but his mum mentioned to the office, is that he's been taking his little sister to school since their dad went into hospital in January. He's on £7.55 an hour. Don't go in with the disciplinary letter, find out what's going on first.",
    },
    character: { name: 'Kwame Mensah', job: 'Apprentice electrician|apprentice|electrician', pronoun: 'he' },
    labels: ['defensive when cornered', 'good with his hands'],
    goal: '',
    facts: [
      { line: 'How many mornings have you been in late this year?', expect: ['nine|9'] },
      { line: 'Where was the van headed when it went without you?', expect: ['dunstable|hospital'] },
      { line: "What's been keeping you in the mornings?", expect: ['sister|school'] },
      { line: "Who's been teaching you at college?", expect: ['barbara|quinn'] },
      { line: 'What are we paying you an hour?', expect: ['7.55'] },
    ],
    offTopic: 'Did you watch the boxing at the weekend?',
    negated: { line: "I can't offer you later hours, that's just how site work is.", denies: 'offer' },
    referBack: { line: 'Sorry, who did you say your tutor was?', fact: 3 },
    proposal: "Start at 8:45 instead of 8 until your dad is home, make the time up on Fridays, and we'll sit down again on 1 April to see how it's going.",
  },
  {
    id: 'housemate-energy-bill',
    field: 'shared house bills',
    creation: {
      mode: 'Quick',
      title: "Housemate who won't pay her share of the energy bill",
      aiRole: 'Housemate',
      myRole: 'Housemate whose name is on the bills',
      description:
        "Zofia Nowak, 29. Junior doctor, Leeds General, mostly nights. Shares 4-bed house w/ me + two others, Hyde Park, Leeds. Owes £312 gas + electric, Oct–Dec. Says she shouldn't pay full share: away six weeks on placement in Harrogate. Bill in my name. Octopus chasing, final reminder says pay by 9 Jan. Goal: agree what she owes and when she pays, stay friends.",
    },
    character: { name: 'Zofia Nowak', job: 'Junior doctor|doctor|housemate|flatmate', pronoun: 'she' },
    labels: [],
    goal: 'agree what she owes and when she pays, stay friends',
    facts: [
      { line: 'How much are you short on the bills?', expect: ['312'] },
      { line: "Why do you reckon you shouldn't pay the full whack?", expect: ['placement|away|harrogate|six weeks|6 weeks'] },
      { line: 'How long were you gone for?', expect: ['six weeks|6 weeks'] },
      { line: "Who's been sending us the letters?", expect: ['octopus'] },
      { line: 'What date have they given us to pay by?', expect: ['9 january|january 9|9 jan|jan 9|9th'] },
    ],
    offTopic: 'Are you on nights again this week?',
    negated: { line: "I'm not having a go at you, honestly, there's no rush to sort it tonight.", denies: 'pressure' },
    referBack: { line: 'Sorry, how much did you say it came to?', fact: 0 },
    proposal: 'Pay £250 by Friday, we knock £62 off for the weeks you were in Harrogate, and from now on we split each bill in a shared app the day it comes in.',
  },
  {
    id: 'translator-late-manual',
    field: 'translation agency',
    creation: {
      mode: 'Advanced',
      title: 'Freelance translator who delivered a manual late',
      persona: {
        name: 'Inês Carvalho',
        prompt: 'Inês Carvalho, 38, freelance English-to-Portuguese translator living in Porto, proud of her work, overworked, quick to point at late source files',
      },
      rubric: {
        name: 'Handling a missed delivery from a freelancer',
        description: "Assess how the project manager handles a freelancer who missed a deadline: stays factual, hears her side, is clear about the client's loss, and agrees how the work will be finished and what changes next time. Pass mark 60.",
      },
      description:
        "Inês has translated for Lingua Bridge, our agency in Manchester, since 2019. On 3 June we sent her a 14,000-word safety manual for our client Hartwell Pumps at 9p a word, due back on 17 June. She delivered on 24 June, a week late, and the client's reviewer found that the section on pressure valves had been machine translated and never checked. Hartwell has withheld £2,400 from our invoice. Inês says the final source files only reached her on 12 June, from our account manager, Gavin Shaw.",
    },
    character: { name: 'Inês Carvalho', job: 'Freelance translator|translator|freelancer|supplier', pronoun: 'she' },
    labels: ['proud of her work', 'quick to point at late source files'],
    goal: '',
    facts: [
      { line: 'How long was the document we gave you?', expect: ['14000'] },
      { line: 'When was it meant to be back with us?', expect: ['17 june|june 17|17th'] },
      { line: "Which part did the client's checker pick up on?", expect: ['valve|valves|pressure'] },
      { line: 'Who sent you the last of the files?', expect: ['gavin|shaw'] },
      { line: 'How much has the client held back from us?', expect: ['2400'] },
    ],
    offTopic: 'Is it still warm in Porto this time of year?',
    negated: { line: "I'm not apologising for Gavin, the files went out when they went out.", denies: 'apology' },
    referBack: { line: 'Sorry, who did you say sent them over?', fact: 3 },
    proposal: "We'll pay you for the full 14,000 words less the valve section, you re-check that section by Friday at your usual rate, and from now on we won't confirm a deadline until the final files are with you.",
  },
  {
    id: 'author-botched-launch',
    field: 'book publishing',
    creation: {
      mode: 'Quick',
      title: 'Debut novelist let down by his launch',
      aiRole: 'Author',
      myRole: 'Publicity manager at a small publisher',
      description:
        "OK so this is about Declan Byrne, who's one of our authors, lovely man, a retired geography teacher from Galway, 67, and his first novel, The Salt Road, came out with us at Kestrel Press on 5 September. Honestly the launch was a bit of a disaster. We'd booked the evening at Harbour Lights bookshop, which he was thrilled about, but the boxes got sent to our Dublin warehouse by mistake and only 40 copies turned up out of the 200 we'd promised, so loads of people went home without a signed copy. Then the newspaper review we'd told him about got pulled at the last minute, which didn't help. He's sold about 900 copies so far, which is actually not bad for a debut, but he feels we've lost interest in him, and his agent, Niamh Walsh, has been on the phone asking about the rights to his second book. My goal is to win back his trust and agree a proper plan for the next three months.",
    },
    character: { name: 'Declan Byrne', job: 'Author|novelist|writer|retired geography teacher|teacher', pronoun: 'he' },
    labels: ['lovely man'],
    goal: 'win back his trust and agree a proper plan for the next three months',
    facts: [
      { line: 'When did the novel hit the shops?', expect: ['5 september|september 5|5th'] },
      { line: 'How many copies made it there on the night?', expect: ['40|forty'] },
      { line: 'Where did we hold the evening?', expect: ['harbour lights|harbour|bookshop'] },
      { line: 'How many has it shifted so far?', expect: ['900'] },
      { line: "Who's been ringing us on your behalf?", expect: ['niamh|walsh|agent'] },
    ],
    offTopic: 'Do you still get out walking in Connemara?',
    negated: { line: "I'm not going to fix a date for another event yet.", denies: 'nextStep' },
    referBack: { line: 'Sorry, how many copies did you say turned up?', fact: 1 },
    proposal: "We'll run a second signing at Harbour Lights in November with all 200 copies there a week early, put a paid campaign behind The Salt Road until Christmas, and send you a sales report every month.",
  },
  {
    id: 'office-plants-dying',
    field: 'office plant hire',
    creation: {
      mode: 'Advanced',
      title: "Law firm whose hired office plants died",
      persona: {
        name: 'Olumide Adeyemi',
        prompt: 'Olumide Adeyemi, 52, facilities manager at a law firm in Birmingham, brisk, dry sense of humour, keeps every email',
      },
      rubric: {
        name: "Handling a business customer's service complaint",
        description: "Assess how the account manager handles a business customer whose service has lapsed: listens, checks the facts, owns the firm's part, and agrees a remedy and a follow-up. Pass mark 60.",
      },
      description:
        "Olumide's firm, Castle & Reeve Solicitors, has hired 36 office plants from GreenDesk Plant Hire since 2022 at £310 a month, with a fortnightly visit to water and care for them. Since our technician, Becky Lowe, left in July the visits have been missed for seven weeks, and eighteen of the plants in the reception and the boardroom have died or dropped their leaves. A client visiting for a merger meeting on 8 October asked whether the firm was closing down. Olumide has stopped the direct debit and wants the contract cancelled.",
    },
    character: { name: 'Olumide Adeyemi', job: 'Facilities manager|manager|customer', pronoun: 'she' },
    labels: ['brisk', 'keeps every email'],
    goal: '',
    facts: [
      { line: 'How many of them are dead now?', expect: ['eighteen|18'] },
      { line: 'How long has nobody been coming out to you?', expect: ['seven weeks|7 weeks'] },
      { line: 'What are you paying us each month?', expect: ['310'] },
      { line: 'Who used to look after them for you?', expect: ['becky|lowe'] },
      { line: 'What happened when your client came in?', expect: ['closing|closed|shut|going under'] },
    ],
    offTopic: 'Do you ever get out of the office for lunch?',
    negated: { line: "I'm not going to read you back the whole contract.", denies: 'summary' },
    referBack: { line: 'Sorry, how many did you say had died?', fact: 0 },
    proposal: "We'll replace all eighteen plants this week at our cost, credit you three months' fees, £930, and give you a named technician with a visit log you can check online.",
  },
  {
    id: 'caravan-pitch-fee-rise',
    field: 'caravan site fees',
    creation: {
      mode: 'Quick',
      title: 'Caravan owner upset by a pitch fee rise',
      aiRole: 'Caravan owner',
      myRole: 'Holiday park manager',
      description:
        "Brenda Hollis, 71, retired midwife from Durham, has owned a static caravan at Sandy Bay Holiday Park near Whitby for 15 years. This years pitch fee went up from £2,900 to £3,650 with no warning, the letter only arived in Febuary. She also says the new owners have shut the clubhouse where she used to play bingo with her freinds on a Thursday, and her late husbands bench by the cliff path has been taken away. She's been told she must sell the caravan back to us once its more than 20 years old. My goal: explain the rise honestly and keep her as a happy owner.",
    },
    character: { name: 'Brenda Hollis', job: 'Caravan owner|owner|retired midwife|midwife|customer', pronoun: 'she' },
    labels: [],
    goal: 'explain the rise honestly and keep her as a happy owner',
    facts: [
      { line: "What's the fee gone up to?", expect: ['3650'] },
      { line: 'How long has the van been yours?', expect: ['15 years|fifteen years'] },
      { line: 'When did you first hear about it?', expect: ['february|febuary'] },
      { line: "What's happened to the bench?", expect: ['taken|removed|gone|moved'] },
      { line: 'What did you used to do on a Thursday?', expect: ['bingo'] },
    ],
    offTopic: 'Did you deliver many babies in your time?',
    negated: { line: "I'm not telling you to sell up, don't worry.", denies: 'pressure' },
    referBack: { line: 'Sorry, what did you say the new fee is?', fact: 0 },
    proposal: "We'll phase the rise in over two years, so £3,275 this year, put your husband's bench back by the cliff path, and reopen the clubhouse on Thursday evenings from April.",
  },
  {
    id: 'laser-eye-halos',
    field: 'laser eye surgery',
    creation: {
      mode: 'Advanced',
      title: 'Patient still seeing halos after laser eye surgery',
      persona: {
        name: 'Rahul Bhattacharya',
        prompt: 'Rahul Bhattacharya, 34, software tester in Cardiff, anxious, keeps apologising for making a fuss, very detailed',
      },
      rubric: {
        name: 'Handling a patient complaint at a private clinic',
        description: 'Assess how the patient care coordinator handles a worried patient: listens, takes the symptoms seriously, explains the aftercare honestly without medical promises, and agrees a next appointment and a named contact. Pass mark 70.',
      },
      description:
        'Rahul had laser eye surgery on both eyes at ClearSight Eye Clinic in Cardiff on 21 January, a package costing £3,980. Six weeks on he still sees halos around headlights and cannot drive at night, so he has had to drop out of his evening badminton league and take the bus home after his late shifts. His follow-up with the surgeon, Dr Helen Marsh, was cancelled twice by the clinic. The leaflet said night vision would settle within a month.',
    },
    character: { name: 'Rahul Bhattacharya', job: 'Software tester|tester|patient|customer', pronoun: 'he' },
    labels: ['anxious', 'keeps apologising for making a fuss'],
    goal: '',
    facts: [
      { line: 'What did you pay for the treatment?', expect: ['3980'] },
      { line: 'What are you seeing in the evenings?', expect: ['halo|halos|headlights|glare'] },
      { line: 'Who was meant to check you over afterwards?', expect: ['helen|marsh'] },
      { line: "What's it stopped you doing?", expect: ['badminton|drive|driving'] },
      { line: 'When did you have it done?', expect: ['21 january|january 21|21st'] },
    ],
    offTopic: 'Is the city busy when the rugby is on?',
    negated: { line: "I can't book you in with Dr Marsh this month, I'm afraid.", denies: 'nextStep' },
    referBack: { line: 'Sorry, when did you say you had the operation?', fact: 4 },
    proposal: "I'll book you with Dr Marsh this Thursday, pay for taxis home after your late shifts until your night vision settles, and if it hasn't by the three-month check we'll arrange a second opinion at our cost.",
  },
  {
    id: 'minicab-missed-flight',
    field: 'minicab booking',
    creation: {
      mode: 'Quick',
      title: 'Customer whose airport cab never came',
      aiRole: 'Customer',
      myRole: 'Operations manager at a minicab firm',
      description:
        "Fatima Benali, 44, a hotel receptionist in Glasgow, booked a CityLine Cars minicab for 5:15 am on 14 November to take her to the airport for her brother's wedding in Marseille. The car never came, our night controller, Stuart Baird, didn't answer the phone, and by the time she found a black cab she had missed the 7:05 flight. She paid £265 for a new flight that evening and missed the civil ceremony. She is asking us to pay for the new ticket and the black cab, which was £38. My goal: apologise properly, find out what went wrong and agree what we will pay.",
    },
    character: { name: 'Fatima Benali', job: 'Hotel receptionist|receptionist|customer', pronoun: 'she' },
    labels: [],
    goal: 'apologise properly, find out what went wrong and agree what we will pay',
    facts: [
      { line: 'What time were we meant to pick you up?', expect: ['5:15am|5:15|quarter past five'] },
      { line: 'Where were you flying to?', expect: ['marseille'] },
      { line: 'What did you miss because of us?', expect: ['ceremony|wedding|flight'] },
      { line: 'Who did you try to get hold of?', expect: ['stuart|baird|controller'] },
      { line: 'How much was the replacement ticket?', expect: ['265'] },
    ],
    offTopic: 'Do you get many famous guests at the hotel?',
    negated: { line: "I won't say sorry until I've seen the booking log.", denies: 'apology' },
    referBack: { line: 'Sorry, who was it you said you could not get through to?', fact: 3 },
    proposal: "We'll pay the £265 for the new flight and the £38 black cab today, and put a second controller on the early shift so every airport booking is checked the night before.",
  },
  {
    id: 'armchair-reupholstery',
    field: 'furniture re-upholstery',
    creation: {
      mode: 'Advanced',
      title: "Widower whose late wife's armchair came back wrong",
      persona: {
        name: 'Graham Whitworth',
        prompt: "Graham Whitworth, 63, retired bus driver in Stockport, blunt, proud of his late wife's taste, doesn't like being rushed",
      },
      rubric: {
        name: 'Handling a workmanship complaint',
        description: 'Assess how the workshop manager handles a customer unhappy with the finished work: listens, looks at the work honestly, explains what can be put right and by when, and agrees a fair remedy. Pass mark 60.',
      },
      description:
        "Graham brought his late wife's Victorian armchair and matching footstool to Threadworks Upholstery in Stockport in August to be re-covered in a green velvet she had chosen before she died. He paid a £450 deposit on a £1,100 job. The chair was promised for 30 September but was ready only on 4 November, and when he collected it the pattern ran sideways on the back and one of the castors was missing. Our upholsterer, Dean Corrigan, says the velvet was half a metre short. Graham wants it redone properly in time for Christmas, when his grandchildren visit.",
    },
    character: { name: 'Graham Whitworth', job: 'Retired bus driver|bus driver|customer', pronoun: 'he' },
    labels: ['blunt', "doesn't like being rushed"],
    goal: '',
    facts: [
      { line: "What's the whole job costing you?", expect: ['1100'] },
      { line: "When did we say you'd have it back?", expect: ['30 september|september 30|30th'] },
      { line: "What's wrong with it now you've got it home?", expect: ['sideways|pattern|castor|castors|wheel'] },
      { line: 'Who worked on it here?', expect: ['dean|corrigan'] },
      { line: 'Why does it matter so much to you?', expect: ['wife|chose|chosen'] },
    ],
    offTopic: 'Do you miss driving the buses?',
    negated: { line: "I'm not offering to redo it for nothing.", denies: 'offer' },
    referBack: { line: 'Sorry, when did you say it was meant to be ready?', fact: 1 },
    proposal: "We'll strip and re-cover the back with the pattern the right way up, fit a new castor, order the extra half metre of velvet at our cost, and deliver it to you by 15 December with £150 off the balance.",
  },
];
