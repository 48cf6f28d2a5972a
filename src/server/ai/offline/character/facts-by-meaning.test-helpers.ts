// Created scenarios in fields that no sample, no evaluation half and no other fixture covers (a vet surgery, a council
// planning desk, a market stall, a funeral director, a piano teacher…), each typed as a person would type a Quick or
// Advanced description, with questions on its facts asked in other words: "where does most of your trade come from",
// "what's it costing you", "how far back does this go". The replies must hold the fact the description states.
import type { DescribedCase } from './facts-in-other-words.test-helpers.ts';

export const MEANING_CASES: readonly DescribedCase[] = [
  {
    id: 'market-stall',
    title: 'Moving a market stall',
    aiRole: 'Market stallholder',
    myRole: 'Market manager',
    description:
      'Brenda Walsh has run a cheese stall at Castlegate Market for 11 years. Most of her takings come from Saturday shoppers, about £1,400 on a good Saturday. The council wants to move her pitch from the main aisle to the back hall from 1 March while the roof is fixed. She pays £65 a week for the pitch. My goal: agree the move and a rent cut while she is in the back hall.',
    questions: [
      ['Where does most of your trade come from?', ['saturday']],
      ['What do you take on a decent Saturday?', ['1400']],
      ["How long have you been trading here?", ['11|eleven']],
      ["What's the pitch costing you at the moment?", ['65']],
      ['When would you have to shift?', ['1 march|march 1|1st march|1st of march']],
      ['What do you sell?', ['cheese']],
    ],
  },
  {
    id: 'vet-surgery-bill',
    title: 'A vet bill twice the estimate',
    aiRole: 'Dog owner',
    myRole: 'Veterinary practice manager',
    description:
      "Graham Pike brought his spaniel Bella into Oakfield Vets on 14 January after she swallowed a sock. The vet estimated £900 for the operation, but the final bill was £1,860 because Bella stayed in for four nights. Graham is a pensioner and says nobody rang him before the costs went up. My goal: explain the bill and agree a payment plan.",
    questions: [
      ['What did she eat?', ['sock']],
      ['What were you told it would come to?', ['900']],
      ['What did you end up being charged?', ['1860']],
      ['How long was she kept in?', ['four nights|4 nights']],
      ['When did you bring her in?', ['14 january|january 14|14th january|14th of january']],
      ["What's your dog called?", ['bella']],
    ],
  },
  {
    id: 'planning-extension',
    title: 'A planning refusal at the council desk',
    aiRole: 'Homeowner',
    myRole: 'Council planning officer',
    description:
      'Priya Nair applied on 6 May to build a two-storey extension at 42 Elm Grove. The application was refused on 30 June because the extension would overshadow the neighbour\'s garden. She paid her architect £3,200 for the drawings and her builder can only start in September. She wants to know what she can change to get it approved. My goal: explain the refusal and the options for a revised application.',
    questions: [
      ['When did you put the application in?', ['6 may|may 6|6th may|6th of may']],
      ['What were you hoping to build?', ['two-storey extension|extension']],
      ['Why was it turned down?', ['overshadow']],
      ['How much have the plans cost you so far?', ['3200']],
      ['When could your builder get going?', ['september']],
      ["What's the address of the property?", ['42 elm grove']],
    ],
  },
  {
    id: 'funeral-flowers',
    title: 'The wrong flowers at a funeral',
    aiRole: 'Bereaved daughter',
    myRole: 'Funeral director',
    description:
      'Margaret Doyle arranged her father\'s funeral with us at St Anne\'s Church on 8 February. She ordered white lilies for £280, but red roses were delivered, and her father had always disliked roses. The funeral package cost £4,600 in total. She has written twice and wants an apology and a refund for the flowers. My goal: apologise properly and agree a refund.',
    questions: [
      ['What had you asked for?', ['white lilies|lilies']],
      ['What turned up instead?', ['red roses|roses']],
      ['What did the flowers cost?', ['280']],
      ['Where was the service held?', ["st anne's church|st anne's"]],
      ['What did the whole thing come to?', ['4600']],
      ['How many times have you been in touch about it?', ['twice|two times']],
    ],
  },
  {
    id: 'piano-lessons',
    title: 'A piano teacher raising her fees',
    aiRole: 'Piano teacher',
    myRole: 'Parent',
    description:
      "Helen Fraser has taught my daughter Amy the piano for four years, every Tuesday after school. She charges £28 for a 45-minute lesson and wants to raise it to £34 from January. Amy is preparing for her Grade 5 exam in March. Helen says her costs have gone up and she has a waiting list of nine pupils. My goal: keep the lessons going at a price we can manage.",
    questions: [
      ['How much is a lesson at the moment?', ['28']],
      ['What would it go up to?', ['34']],
      ['How long is each lesson?', ['45-minute|45 minutes|45 minute']],
      ['Which day do you see her?', ['tuesday']],
      ['How many people are waiting for a place?', ['nine|9']],
      ['When is her exam?', ['march']],
    ],
  },
  {
    id: 'taxi-airport',
    title: 'A taxi that never came',
    aiRole: 'Customer',
    myRole: 'Taxi firm controller',
    description:
      'Owen Price booked one of our taxis for 4.15am on 22 July to take him to Bristol Airport for a flight to Malaga. The car never arrived, so he paid £95 for a cab from another firm and only just caught the flight. He has used our firm every week for five years. He wants the £95 back. My goal: apologise and keep him as a regular customer.',
    questions: [
      ['What time were you meant to be picked up?', ['4.15am|4:15']],
      ['Where were you heading?', ['bristol airport|malaga']],
      ['What did the other cab set you back?', ['95']],
      ['How often do you use us?', ['every week|weekly']],
      ["How long have you been with us?", ['five years|5 years']],
    ],
  },
  {
    id: 'theatre-box-office',
    title: 'A cancelled show at the box office',
    aiRole: 'Theatregoer',
    myRole: 'Theatre box office manager',
    description:
      "Ruth Ellison bought six tickets at £42 each for the matinee of The Tempest at the Royal Playhouse on 17 April, for her mother's 80th birthday. The performance was cancelled two hours before curtain up because of a leak above the stage. The family had travelled from Norwich and paid £120 for a hotel. She has been offered an exchange but wants a full refund and the hotel costs. My goal: agree a refund and a goodwill gesture.",
    questions: [
      ['How many seats did you book?', ['six|6']],
      ['What did you pay per seat?', ['42']],
      ["What was the occasion?", ['80th birthday|birthday']],
      ['Where had you come from?', ['norwich']],
      ['What did the hotel cost you?', ['120']],
      ['Why was it called off?', ['leak']],
    ],
  },
  {
    id: 'bike-shop-repair',
    title: 'A bike service that went wrong',
    aiRole: 'Cyclist',
    myRole: 'Bike shop owner',
    description:
      "Jamal Reid left his road bike at Spokes Cycle Works for a £75 service on 3 June. Two days after collecting it, the rear brake failed on a hill and he fell, breaking his wrist and scratching the £2,100 frame. He is off work for six weeks as a plumber. He wants the repair costs and an admission that the brake was not fitted properly. My goal: find out what happened and agree a fair settlement without admitting fault too early.",
    questions: [
      ['What did the service cost?', ['75']],
      ['Which brake gave out?', ['rear']],
      ['What did you hurt?', ['wrist']],
      ['How long will you be off?', ['six weeks|6 weeks']],
      ["What's the frame worth?", ['2100']],
      ['What do you do for a living?', ['plumber']],
    ],
  },
  {
    id: 'swimming-club-fees',
    title: 'Swimming club fees going up',
    aiRole: 'Club member parent',
    myRole: 'Swimming club chair',
    description:
      'Nadia Hussain has two sons in the Riverside Otters swimming club, which trains three evenings a week at the leisure centre. The leisure centre has put the pool hire up by 30%, so the club plans to raise fees from £36 to £47 a month per swimmer. Nadia is a single parent and says she cannot pay £94 a month. My goal: explain the rise and find a way for her boys to stay.',
    questions: [
      ['How many of your children swim with us?', ['two|2']],
      ['How often do they train?', ['three evenings|3 evenings']],
      ['What are the fees now?', ['36']],
      ['What will they be?', ['47']],
      ['How much has the pool gone up by?', ['30%|30 per cent|30 percent']],
    ],
  },
  {
    id: 'print-shop-flyers',
    title: 'Flyers printed with the wrong date',
    persona: { name: 'Colin Barker', prompt: 'Colin Barker, 56, runs a small jazz club in Leeds, blunt and short-tempered when things go wrong' },
    description:
      'Colin ordered 5,000 flyers from our print shop for £310 to advertise a concert on Friday 12 May. The flyers came back with the date printed as 21 May, and he had already handed out about 2,000 of them. The concert is in nine days. He wants a reprint by Monday at no cost and something for the flyers already out.',
    questions: [
      ['How many did you order?', ['5000']],
      ['What did you pay for them?', ['310']],
      ['What date should it have said?', ['12 may|may 12|12th may|12th of may']],
      ['What date did we put on?', ['21 may|may 21|21st may|21st of may']],
      ['How many have gone out already?', ['2000']],
      ['How long until the gig?', ['nine days|9 days']],
    ],
  },
  {
    id: 'dog-groomer',
    title: 'A dog groomer cut a dog\'s ear',
    aiRole: 'Dog owner',
    myRole: 'Dog grooming salon owner',
    description:
      'Fiona Grant brought her poodle Biscuit to our salon for a £55 groom on 9 March. During the trim the groomer nicked Biscuit\'s ear, and Fiona paid £140 at the vet for stitches. She has brought Biscuit to us every six weeks for three years. She wants the vet bill paid and a different groomer next time. My goal: apologise, pay what is fair and keep her as a client.',
    questions: [
      ['What breed is Biscuit?', ['poodle']],
      ['What did the groom cost?', ['55']],
      ['What was the vet bill?', ['140']],
      ['How often does she come in?', ['every six weeks|six weeks|6 weeks']],
      ['How long has she been coming to us?', ['three years|3 years']],
    ],
  },
  {
    id: 'scaffolding-late',
    title: 'Scaffolding left up too long',
    aiRole: 'Homeowner',
    myRole: 'Scaffolding firm manager',
    description:
      'Kevin Moss hired scaffolding from us for his roof work at £400 for four weeks, put up on 2 August. The roofers finished on 28 August, but our team has not taken the scaffolding down, and it is now the middle of October. We have sent him an invoice for £600 in extra hire. His neighbour has complained that the scaffolding blocks her drive. My goal: agree a date to take it down and a fair bill.',
    questions: [
      ['When did it go up?', ['2 august|august 2|2nd august|2nd of august']],
      ['What was the original price?', ['400']],
      ['How long was it meant to be up for?', ['four weeks|4 weeks']],
      ['When were the roofers done?', ['28 august|august 28|28th august|28th of august']],
      ["What's the extra we've billed you?", ['600']],
      ["Who's been complaining?", ['neighbour']],
    ],
  },
  {
    id: 'library-closure',
    title: 'Cutting a branch library\'s hours',
    aiRole: 'Library user group chair',
    myRole: 'Council library services manager',
    description:
      'Joan Pritchard chairs the Friends of Millbrook Library. The council plans to cut the library\'s opening from 40 hours a week to 18 from April to save £52,000 a year. The library runs a homework club for about 60 children and a reading group for 25 older residents. Joan has a petition with 1,300 signatures. My goal: explain the savings and agree which hours matter most to users.',
    questions: [
      ['How many hours is it open now?', ['40|forty']],
      ['What would it drop to?', ['18|eighteen']],
      ['How much is the council trying to save?', ['52000']],
      ['How many kids use the homework club?', ['60|sixty']],
      ['How many people have signed?', ['1300']],
      ['When would the change kick in?', ['april']],
    ],
  },
  {
    id: 'beekeeper-hives',
    title: 'Beehives on an allotment site',
    persona: { name: 'Ian Cross', prompt: 'Ian Cross, 63, a retired teacher and keen beekeeper, patient but stubborn' },
    description:
      'Ian keeps five hives at the corner of Hill Road allotments and has done so for eight years. A plot holder was stung twice in June and has asked the site committee to remove the hives. Ian sells about 40 jars of honey a year at £7 each and gives the money to the site fund. He wants to keep the hives and offers to put up a 2-metre fence.',
    questions: [
      ['How many hives have you got?', ['five|5']],
      ['How long have they been there?', ['eight years|8 years']],
      ['How many jars do you sell?', ['40|forty']],
      ['How much do you charge a jar?', ['7']],
      ['Where does the money go?', ['site fund']],
      ['How tall would the fence be?', ['2-metre|2 metre|2 metres|two metres']],
    ],
  },
];
