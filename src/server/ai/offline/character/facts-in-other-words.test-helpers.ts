// Scenarios a person might create through Quick or Advanced creation, in fields neither the samples nor the evaluation's created set
// cover, each with questions on the facts its description states, asked the way people ask: in other words, with
// pronouns, "remind me…", "what's the damage", "when's it due", numbers in words.

import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { personaFactsOf } from '../../contracts/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generatePersonaOffline } from '../persona/generate-persona.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { givesExpected } from '../../../eval/created/checks.ts';
import { converse, IDENTITY_LINE } from './conversation.test-helpers.ts';

export interface DescribedCase {
  id: string;
  title: string;
  /** Quick creation: the two roles as typed. */
  aiRole?: string;
  myRole?: string;
  /** Advanced creation: the persona's name and prompt, created first. */
  persona?: { name: string; prompt: string };
  description: string;
  /** A question and what its reply must hold (alternatives separated by "|"). */
  questions: readonly [string, readonly string[]][];
}

export const DESCRIBED_CASES: readonly DescribedCase[] = [
  {
    id: 'dental-crown',
    title: 'A crown that keeps coming loose',
    aiRole: 'Patient',
    myRole: 'Practice manager',
    description:
      'Tom Hughes is a patient at Bridge Street Dental in Bristol. He had a crown fitted on 3 September for £540, and it has come loose twice in six weeks. The practice has now charged him another £95 to refit it. He has been a patient here for 14 years and wants the £95 waived and the crown replaced free of charge. My goal: agree a free refit and keep him as a patient.',
    questions: [
      ['How much did you pay for the crown in the first place?', ['540']],
      ['When was it put in?', ['3 september|september 3|3rd september|3rd of september']],
      ['How many times has it come off?', ['twice|two times|2 times']],
      ["What's the damage for the refit?", ['95']],
      ['How long have you been a patient here?', ['14|fourteen']],
    ],
  },
  {
    id: 'wedding-barn',
    title: 'The wedding barn is closed for repairs',
    aiRole: 'Bride',
    myRole: 'Venue events manager',
    description:
      'Sophie Carter booked Hawthorn Barn for her wedding on 20 June and paid a £2,500 deposit. The venue has now told her the barn is closed for roof repairs until August, and offered the Orchard Room instead, which holds only 80 guests. She has invited 120 guests and sent the invitations last month. My goal: find an alternative she accepts and reassure her that the deposit is safe.',
    questions: [
      ["Remind me, when's the big day?", ['20 june|june 20|20th june|20th of june']],
      ['How much have you put down so far?', ['2500']],
      ['How many people are coming?', ['120']],
      ['How many can the other room take?', ['80|eighty']],
      ['Until when is the barn shut?', ['august']],
    ],
  },
  {
    id: 'allotment-plot',
    title: 'Halving an allotment plot',
    aiRole: 'Allotment holder',
    myRole: 'Allotment society secretary',
    description:
      "Derek Bell has had plot 17 at the Meadow Lane Allotments for 22 years. The committee wants to halve his plot because he left it uncultivated for most of last summer while he was recovering from a hip operation. The annual rent is £48 and he paid it in full in January. He grows vegetables for his daughter's family of five. My goal: agree a plan that keeps the full plot if it is worked by the autumn inspection.",
    questions: [
      ['Which plot is yours again?', ['17|seventeen']],
      ['How long have you had it?', ['22|twenty-two|twenty two']],
      ['What do you pay for it each year?', ['48']],
      ['Why was it left untended?', ['hip operation']],
      ['Who are you growing all the veg for?', ["daughter's"]],
    ],
  },
  {
    id: 'software-licence',
    title: 'Renewing a software licence',
    aiRole: 'IT manager',
    myRole: 'Account manager',
    description:
      'Karen Lewis is the IT manager at Fenwick Logistics. Their licence for our route-planning software renews on 1 April, and the price is going up from £18,000 to £23,400 a year. They pay for 45 users, though only 30 log in regularly. Her finance director has asked her to cut software spending by 10%. My goal: renew for three years at a price she can take to her finance director.',
    questions: [
      ['When does the current contract run out?', ['1 april|april 1|1st april|1st of april']],
      ["What's the new price, remind me?", ['23400']],
      ['How many seats have you got?', ['45|forty-five']],
      ['How many people actually use it?', ['30|thirty']],
      ['How much does your finance director want you to save?', ['10%|10 percent|ten per cent']],
    ],
  },
  {
    id: 'removals-cabinet',
    title: 'A cabinet smashed in the move',
    aiRole: 'Customer',
    myRole: 'Removals firm manager',
    description:
      'Alan Fraser hired Swift Movers to move his family from Leeds to York on 12 May. The van arrived four hours late, and a glass-fronted cabinet worth £1,200 was smashed on the way. He paid £1,650 for the move. He wants the cabinet replaced and part of the fee refunded. My goal: settle the claim fairly without it going to court.',
    questions: [
      ['What did the move cost you?', ['1650']],
      ['How late were they?', ['four hours|4 hours']],
      ["What's the cabinet worth?", ['1200']],
      ['Where were you moving to?', ['york']],
      ['What day was the move?', ['12 may|may 12|12th may|12th of may']],
    ],
  },
  {
    id: 'care-home-fees',
    title: 'Care home fees going up',
    aiRole: 'Daughter of a resident',
    myRole: 'Care home manager',
    description:
      "Margaret Ellis's mother, Joan, has lived at Oakfield Care Home for three years. The weekly fee is rising from £1,150 to £1,290 from 1 November, and the letter gave only four weeks' notice. Margaret pays the fees from the sale of her mother's house, and the money will run out in about 18 months at the new rate. My goal: explain the increase and talk through the funding options with her.",
    questions: [
      ['How long has your mum been with us?', ['three years|3 years']],
      ["What's she paying a week now?", ['1150']],
      ['And what will it go up to?', ['1290']],
      ['When does the increase kick in?', ['1 november|november 1|1st november|1st of november']],
      ['How long will the money last?', ['18 months|eighteen months']],
    ],
  },
  {
    id: 'driving-school',
    title: 'Cancelled driving lessons',
    aiRole: 'Learner driver',
    myRole: 'Driving school owner',
    description:
      'Jake Morris, 17, has had 30 lessons with Ace Driving School at £38 an hour. His instructor, Dave, cancelled five lessons in the last two months, two of them with less than an hour of notice. His practical test is booked for 9 August at the Chester test centre. Jake wants a different instructor and a refund for the cancelled lessons. My goal: keep him as a pupil and get him ready for the test.',
    questions: [
      ['How many lessons have you had with us so far?', ['30|thirty']],
      ['What do you pay per lesson?', ['38']],
      ['How many times has he cancelled on you?', ['five|5']],
      ["When's your test?", ['9 august|august 9|9th august|9th of august']],
      ['Where are you taking the test?', ['chester']],
    ],
  },
  {
    id: 'kitchen-fitting',
    title: 'A kitchen fitting put back',
    aiRole: 'Customer',
    myRole: 'Kitchen company customer service manager',
    description:
      'Linda Shaw paid Oak & Stone Kitchens £14,500 for a new kitchen, due to be fitted in the week of 6 October. The worktops arrived chipped, and the fitting has now been put back to 17 November. Her family has been without a working kitchen for three weeks and has spent about £300 on takeaways. My goal: agree a new date she trusts and a goodwill gesture.',
    questions: [
      ['Was it fourteen and a half grand for the whole kitchen?', ['14500']],
      ['When was it due to go in?', ['6 october|october 6|6th october|6th of october']],
      ["What's the new date?", ['17 november|november 17|17th november|17th of november']],
      ['How long have you been without a kitchen?', ['three weeks|3 weeks']],
      ['What have the takeaways set you back?', ['300']],
    ],
  },
  {
    id: 'parking-fine',
    title: 'A parking fine outside his own house',
    aiRole: 'Resident',
    myRole: 'Council parking officer',
    description:
      "Ravi Patel was fined £70 for parking outside his own house on Elm Road, because his resident's permit had expired on 31 January. He says the council's reminder letter never arrived. He has lived on Elm Road for nine years and has renewed the £120 permit every year. My goal: explain the appeal process and how to get the fine reduced.",
    questions: [
      ['What was the fine?', ['70']],
      ['When did the permit run out?', ['31 january|january 31|31st january|31st of january']],
      ['How long have you lived on the street?', ['nine years|9 years']],
      ['What does the permit cost you each year?', ['120']],
    ],
  },
  {
    id: 'christening-photos',
    title: 'Missed christening photos',
    aiRole: 'Customer',
    myRole: 'Photography studio owner',
    description:
      "Emma Quinn booked Lightbox Photography for her daughter's christening on 8 March and paid £450. The photographer, Ben, arrived an hour late and missed the ceremony. She received 60 photos instead of the 200 promised, three weeks later than agreed. My goal: apologise and agree a partial refund.",
    questions: [
      ['What did you pay for the package?', ['450']],
      ['How late was he?', ['an hour|one hour|1 hour']],
      ['How many pictures did you get in the end?', ['60|sixty']],
      ['And how many were you promised?', ['200']],
      ['When was the christening?', ['8 march|march 8|8th march|8th of march']],
    ],
  },
  {
    id: 'broadband-outage',
    title: 'Business broadband down again',
    aiRole: 'Accountancy firm owner',
    myRole: 'Broadband account manager',
    description:
      'Colin Reid runs a small accountancy office with eight staff in Harrogate. His broadband has been down since Monday, and this is the third outage in two months. He pays £85 a month on a business contract with 18 months left to run. Our engineer visit is booked for Thursday between 8am and 1pm. My goal: keep him on the contract and agree compensation.',
    questions: [
      ['How many people work in your office?', ['eight|8']],
      ['Since when has it been off?', ['monday']],
      ['What are you paying us every month?', ['85']],
      ['How long is left on your contract?', ['18 months|eighteen months']],
      ["What time's the engineer coming?", ['8am']],
    ],
  },
  {
    id: 'nursery-hours',
    title: 'Nursery closing earlier',
    aiRole: 'Parent',
    myRole: 'Nursery manager',
    description:
      "Amira Hassan's son Yusuf, aged 3, goes to Little Acorns Nursery four days a week. The nursery is raising its day rate from £62 to £70 from September and will close at 5.30pm instead of 6pm. Amira works in Manchester and cannot get back before 5.45pm. My goal: keep Yusuf's place and find a pick-up arrangement that works.",
    questions: [
      ['How old is your little boy?', ['3|three']],
      ['How many days a week does he come in?', ['four|4']],
      ['What will a day cost from September?', ['70']],
      ['Remind me what time we will be closing from September?', ['5.30pm|5 30pm']],
      ['When can you get back from work?', ['5.45pm|5 45pm']],
    ],
  },
  {
    id: 'boiler-repair',
    title: 'A boiler repair that did not hold',
    persona: { name: 'Maureen Dolan', prompt: 'Maureen Dolan, 71, a retired school cook living alone in Stockport, polite but worn down, hates making a fuss' },
    description:
      "Maureen's boiler was repaired by our engineer, Gary, on 4 January and she paid £260 for a new pump. It broke down again six days later, and she has had no heating or hot water since. She has called our helpline four times and was promised a visit that never came. She is 71 and has been using two electric heaters that cost her about £15 a day to run. She wants the boiler fixed this week and her money back.",
    questions: [
      ['Who came out to look at it the first time?', ['gary']],
      ['What did they charge you for the part?', ['260']],
      ['How soon after the repair did it pack up again?', ['six days|6 days']],
      ['How many times have you rung us?', ['four times|4 times']],
      ["What's it costing you to keep those heaters going?", ['15']],
    ],
  },
  {
    id: 'holiday-cancelled',
    title: 'A cancelled family holiday',
    aiRole: 'Customer',
    myRole: 'Travel agency branch manager',
    description:
      'Paul Okafor booked a two-week holiday to Lanzarote for his family of four, leaving on 27 July, and paid £3,980 in full. The tour operator cancelled the hotel ten days before departure. The agency offered a different hotel at a £600 supplement, or a voucher. Paul took unpaid leave from his job as a lorry driver for the trip. My goal: agree a refund or a replacement he is happy with.',
    questions: [
      ['Where were you all off to?', ['lanzarote']],
      ['What did the whole thing come to?', ['3980']],
      ['When were you meant to fly?', ['27 july|july 27|27th july|27th of july']],
      ['How much extra did they want for the other hotel?', ['600']],
      ['How many of you were going?', ['four|4']],
    ],
  },
  {
    id: 'estate-agent-fee',
    title: 'An estate agent fee dispute',
    persona: { name: 'Graham Pike', prompt: 'Graham Pike, 58, a self-employed electrician from Norwich, direct and suspicious of small print' },
    description:
      "Graham sold his house on Cromer Road through our agency for £312,000. Our fee is 1.5% plus VAT, which he says nobody explained; he thought it was a flat £2,000. The sale completed on 15 August after five months on the market. He has refused to pay the £5,616 invoice and is threatening to leave a review.",
    questions: [
      ['What did the house go for in the end?', ['312000']],
      ['What did you think the fee would be?', ['2000']],
      ["What's on the invoice?", ['5616']],
      ['When did it complete?', ['15 august|august 15|15th august|15th of august']],
      ['How long was it up for sale?', ['five months|5 months']],
    ],
  },
  {
    id: 'student-flat-repair',
    title: 'Mould in a student flat',
    aiRole: 'Student tenant',
    myRole: 'Student accommodation manager',
    description:
      'Chloe Evans is a second-year law student living in flat 12 at Riverside House. Black mould has been growing in her bedroom since October, and she reported it on 3 November and again on 20 November. She pays £165 a week and her contract runs until 30 June. Her doctor has said the mould may be making her asthma worse. My goal: agree a repair date and a fair rent reduction.',
    questions: [
      ["What number's your flat?", ['12|twelve']],
      ['When did you first let us know?', ['3 november|november 3|3rd november|3rd of november']],
      ["What's the rent, remind me?", ['165']],
      ['When does your tenancy end?', ['30 june|june 30|30th june|30th of june']],
      ['What are you studying?', ['law']],
    ],
  },
  {
    id: 'phone-bill-shock',
    title: 'A shock mobile phone bill',
    aiRole: 'Customer',
    myRole: 'Mobile network complaints handler',
    description:
      'Dylan Hughes, 24, came back from a week in Spain to a bill of £486, against his usual £22 a month. He had added the £2-a-day roaming pass before he left, but the network did not apply it. He has been a customer for six years and has never missed a payment. My goal: correct the bill and keep him as a customer.',
    questions: [
      ["What's the damage on this bill?", ['486']],
      ['And what do you normally pay?', ['22']],
      ['Where were you?', ['spain']],
      ['How much was the roaming add-on meant to cost?', ['2']],
      ['How long have you been with us?', ['six years|6 years']],
    ],
  },
  {
    id: 'mot-garage',
    title: 'A car kept too long at the garage',
    persona: { name: 'Sunita Rao', prompt: 'Sunita Rao, 39, a community midwife in Leicester who needs her car for home visits, organised and running out of patience' },
    description:
      "Sunita's car went in for its MOT and a service on 2 May, quoted at £340 and ready the same day. The garage then found a worn clutch and has kept the car for nine days waiting for parts. She has paid £45 a day for a hire car to keep doing her home visits. She wants the hire costs covered and a firm collection date.",
    questions: [
      ['When did you drop the car off?', ['2 may|may 2|2nd may|2nd of may']],
      ['What was the original quote?', ['340']],
      ["What's wrong with it?", ['clutch']],
      ["How long have we had it now?", ['nine days|9 days']],
      ['How much is the hire car setting you back each day?', ['45']],
    ],
  },
  {
    id: 'conference-catering',
    title: 'Catering short at a conference',
    aiRole: 'Events coordinator',
    myRole: 'Catering company account manager',
    description:
      'Hannah Webb organised a one-day conference for 250 delegates at the Lakeside Centre on 9 October and ordered lunch from us for £4,750. The food arrived 40 minutes late, and there were only 180 vegetarian portions for 210 vegetarian delegates. Her director has asked her to recover at least half of the catering cost. My goal: apologise, explain what happened and agree a credit.',
    questions: [
      ['How many people came to the event?', ['250']],
      ['How late was the lunch?', ['40 minutes|forty minutes']],
      ['How many veggie meals did we send?', ['180']],
      ['And how many did you need?', ['210']],
      ['What was the bill for the food?', ['4750']],
    ],
  },
  {
    id: 'football-sponsor',
    title: 'A junior football club sponsorship',
    aiRole: 'Club treasurer',
    myRole: 'Local business owner',
    description:
      'Steve Marsh is the volunteer treasurer of Westbrook Juniors, a football club with 14 teams and about 190 players. Our shop has sponsored the under-11s kit for three seasons at £1,200 a season. Steve has asked us to raise it to £2,000 to cover new goalposts, and he needs an answer before the league meeting on 12 March. My goal: keep the sponsorship at a level the shop can afford.',
    questions: [
      ['How many sides does the club run?', ['14|fourteen']],
      ['Roughly how many kids play for you?', ['190']],
      ["How long have we been sponsoring the kit?", ['three seasons|3 seasons']],
      ['What are you asking us for?', ['2000']],
      ['When do you need to know by?', ['12 march|march 12|12th march|12th of march']],
    ],
  },
];

/** The character's brief as creation makes it: a Quick scenario from its roles, an Advanced one from its persona first. */
export function briefOfCase(testCase: DescribedCase): CharacterBrief {
  if (!testCase.persona) return generateScenarioOffline(quickScenario(testCase.title, testCase.aiRole ?? '', testCase.myRole ?? '', testCase.description)).brief.character;
  const details = generatePersonaOffline({ name: testCase.persona.name, prompt: testCase.persona.prompt, fileTexts: [] });
  const persona = personaFactsOf(details as Record<string, unknown>, testCase.persona.name);
  return generateScenarioOffline({ mode: 'Advanced', title: testCase.title, aiRole: null, myRole: null, description: testCase.description, persona, rubric: null, glossary: null, fileTexts: [] }).brief.character;
}

/** The replies of the case's character to these lines, said in one conversation. */
export function askCase(testCase: DescribedCase, lines: readonly string[]): string[] {
  return converse(briefOfCase(testCase), lines).replies;
}

/** Each case's questions asked in one conversation after who the character is: the share answered with the stated
 * fact, and a line for each question whose reply lacks it. */
export function answeredShare(cases: readonly DescribedCase[]): { share: number; message: string } {
  const asked = cases.reduce((total, testCase) => total + testCase.questions.length, 0);
  const missed = cases.flatMap((testCase) => {
    const replies = askCase(testCase, [IDENTITY_LINE, ...testCase.questions.map(([line]) => line)]);
    return testCase.questions.flatMap(([line, expected], index) => (givesExpected(replies[index + 1] ?? '', expected) ? [] : [`${testCase.id}: ${line} → ${replies[index + 1]}`]));
  });
  return { share: (asked - missed.length) / asked, message: `${asked - missed.length} of ${asked}; missed:\n${missed.join('\n')}` };
}
