// Character briefs the dialogue manager's tests play against: a sceptical hospital buyer (sales), a customer whose
// washing machine broke twice (a complaint call) and a quiet data analyst in a one-to-one with her manager.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';

export const HOSPITAL_BUYER: CharacterBrief = {
  identity: {
    name: 'Sarah Whitfield',
    age: '46',
    gender: 'Female',
    occupation: 'Procurement manager',
    organisation: "St Anne's Hospital",
    location: 'Leeds',
    language: 'English',
    personality: 'sceptical but fair',
    tone: 'guarded',
    speakingStyle: 'short, direct sentences',
  },
  situation: 'Sarah is meeting a supplier of rostering software. Her hospital tried a rostering system before and it failed.',
  facts: [
    { topic: 'the rostering problem', keywords: ['problem', 'rota', 'roster', 'rostering', 'scheduling', 'gaps', 'hurt'], answer: 'Our ward rosters are still built on spreadsheets, and gaps show up two or three days before a shift.' },
    { topic: 'agency spend', keywords: ['agency', 'agency staff', 'spend', 'costs', 'bank staff', 'cost you'], answer: 'We spent about £1.2 million on agency nurses last year, 18% more than the year before.' },
    { topic: 'the budget', keywords: ['budget', 'money', 'afford', 'funding'], answer: "There's no new budget this year; anything we buy has to pay for itself out of agency savings." },
    { topic: 'timing', keywords: ['timeline', 'timing', 'deadline', 'decision date', 'how soon', 'start date', 'need a decision', 'decide by', 'by when'], answer: 'I need a decision before the board meets on the 14th of March.' },
    { topic: 'the previous project', keywords: ['previous', 'last project', 'last system', 'last time', 'tried', 'happened before', 'rollout'], answer: 'We tried an e-rostering system in 2021; it went live late and half the wards went back to paper.' },
    { topic: 'who decides', keywords: ['decision maker', 'decides', 'sign off', 'head of nursing', 'who else', 'stakeholders'], answer: 'I run the process, but the head of nursing, Dr Okafor, has to sign off anything clinical.' },
    { topic: 'the size of the hospital', keywords: ['wards', 'nurses', 'size', 'beds', 'how many', 'how big'], answer: 'We have 14 wards and about 900 nursing staff.' },
    { topic: 'the current tools', keywords: ['current system', 'tools', 'spreadsheet', 'excel'], answer: "Today it's Excel and a lot of phone calls from the bank office." },
  ],
  hiddenFacts: [
    {
      topic: 'pressure from the board',
      keywords: ['board', 'pressure', 'target', 'why now', 'urgency', 'urgent', 'driving'],
      answer: 'The board has told me to cut agency spend by 20% this year, and my own review depends on it.',
      unlock: 'open_question',
    },
    {
      topic: 'the clinical directors',
      keywords: ['clinical directors', 'doctors', 'resistance', 'support', 'trust'],
      answer: 'The clinical directors still blame me for the last rollout, so I cannot afford another failure.',
      unlock: 'empathy',
    },
  ],
  objections: [
    {
      objection: 'Frankly, the last supplier promised the earth and delivered half of it.',
      keywords: ['promise', 'guarantee', 'proven', 'track record', 'implementation'],
      resolvedBy: 'references from a hospital like ours',
      resolveKeywords: ['reference', 'references', 'similar hospital', 'other hospitals', 'speak to'],
      resolvedLine: 'A reference call with a hospital like ours would help, yes.',
    },
    {
      objection: "I can't sign up to open-ended costs; last time the price kept creeping up.",
      keywords: ['price', 'pricing', 'licence', 'fee', 'quote'],
      resolvedBy: 'a fixed price for the first year',
      resolveKeywords: ['fixed price', 'fixed fee', 'price cap', 'capped'],
      resolvedLine: 'A fixed price for the first year takes a lot of the risk away.',
    },
  ],
  outcome: {
    agreement: 'a pilot meeting with the head of nursing on Tuesday',
    condition: 'offers references from a similar hospital and a fixed price',
    requires: [
      { label: 'references', keywords: ['reference', 'references', 'similar hospital'] },
      { label: 'a fixed price', keywords: ['fixed price', 'fixed fee', 'price cap'] },
    ],
    agreementLine: "All right. If the references check out, let's meet Dr Okafor on Tuesday and plan a pilot.",
    walkAwayWhen: 'pushed or insulted twice',
    walkAwayLine: "I don't think this is going anywhere today. I'll stop here; email me if something changes.",
  },
  openingLine: "Hello, Sarah Whitfield. I've got about twenty minutes, so what is it you'd like to show me?",
};

export const BROKEN_MACHINE_CUSTOMER: CharacterBrief = {
  identity: {
    name: 'Marcus Reid',
    age: '38',
    gender: 'Male',
    occupation: 'Electrician',
    organisation: '',
    location: 'Bristol',
    language: 'English',
    personality: 'frustrated but reasonable',
    tone: 'angry and tired',
    speakingStyle: 'plain words, short sentences',
  },
  situation: 'Marcus calls customer support about a washing machine that has broken down twice in five weeks.',
  facts: [
    { topic: 'the machine', keywords: ['washing machine', 'machine', 'broke', 'broken', 'fault', 'what happened', 'error'], answer: 'The washing machine I bought in March has broken down twice in five weeks; it stops mid-cycle and shows error E21.' },
    { topic: 'the repairs', keywords: ['engineer', 'repair', 'repairs', 'visit', 'fixed'], answer: 'An engineer came twice, changed the pump and then the control board, and it failed again within days.' },
    { topic: 'the calls', keywords: ['call', 'called', 'phone', 'contact', 'call back', 'calls'], answer: "I've called four times, and nobody rang me back when they said they would." },
    { topic: 'the order', keywords: ['order number', 'order', 'receipt', 'purchase', 'bought', 'paid'], answer: 'The order number is BH-55812, and I paid £549 for it.' },
    { topic: 'the cost to the family', keywords: ['family', 'kids', 'laundry', 'launderette', 'costs', 'affecting'], answer: "We've got two small kids, and I've spent about £40 at the launderette so far." },
    { topic: 'the warranty', keywords: ['warranty', 'guarantee', 'cover', 'covered'], answer: "It's still under the two-year warranty." },
    { topic: 'what I want', keywords: ['want', 'expect', 'looking for', 'put this right', 'fair'], answer: 'I want a replacement, not a third repair.' },
    { topic: 'delivery days', keywords: ['delivery', 'deliver', 'available', 'which day'], answer: 'I work from home on Thursdays and Fridays, so those days suit me for a delivery.' },
  ],
  hiddenFacts: [
    { topic: 'time off work', keywords: ['work', 'job', 'time off', 'lost'], answer: "I've taken two unpaid days off work to wait for engineers.", unlock: 'open_question' },
    { topic: 'trouble at home', keywords: ['partner', 'home', 'stress', 'stressful'], answer: 'Honestly, it has caused a few rows at home; my partner wanted me to go straight to the ombudsman.', unlock: 'empathy' },
  ],
  objections: [
    {
      objection: "I'm not having another engineer out; two repairs is enough.",
      keywords: ['engineer', 'repair', 'another visit', 'fix it'],
      resolvedBy: 'a replacement machine instead of another repair',
      resolveKeywords: ['replacement', 'replace', 'new machine'],
      resolvedLine: "A replacement is what I've been asking for since the second breakdown.",
    },
    {
      objection: "And I'm out of pocket for the launderette and the days off.",
      keywords: ['policy', 'nothing i can do', 'costs', 'wait'],
      resolvedBy: 'something back for the costs',
      resolveKeywords: ['refund', 'compensation', 'goodwill', 'reimburse', 'voucher'],
      resolvedLine: 'Something back for the launderette would be fair, thanks.',
    },
  ],
  outcome: {
    agreement: 'a replacement machine delivered on Thursday',
    condition: 'offers a replacement, a delivery date and something back for the costs',
    requires: [
      { label: 'a replacement', keywords: ['replacement', 'replace', 'new machine'] },
      { label: 'a delivery date', keywords: ['thursday', 'friday', 'delivery date'] },
    ],
    agreementLine: 'Okay. A replacement on Thursday and something back for the launderette, that I can accept.',
    walkAwayWhen: 'blamed or insulted twice',
    walkAwayLine: "Right, I'm done with this call. I'll put it in writing and take it to the ombudsman.",
  },
  openingLine: "Hi. I'm calling about my washing machine again, and honestly, this is the fourth time.",
};

export const QUIET_ANALYST: CharacterBrief = {
  identity: {
    name: 'Priya Nair',
    age: '29',
    gender: 'Female',
    occupation: 'Data analyst',
    organisation: 'Northwind Retail',
    location: 'Manchester',
    language: 'English',
    personality: 'quiet, data-minded',
    tone: 'reserved, a little tired',
    speakingStyle: 'short answers, few words',
  },
  situation: "Priya joins a one-to-one her manager booked after three late reports. She built most of the new sales dashboard, and nobody mentioned her at its launch.",
  facts: [
    { topic: 'my workload', keywords: ['workload', 'busy', 'requests', 'load', 'too much', 'plate'], answer: "I'm handling requests from four teams at once right now." },
    { topic: 'the late reports', keywords: ['deadline', 'deadlines', 'late', 'reports', 'report', 'got in the way'], answer: 'The last three reports were late because the data came in late from sales ops.' },
    { topic: 'my hours', keywords: ['hours', 'evenings', 'overtime', 'weekends', 'late nights'], answer: "I've been working most evenings for about a month." },
    { topic: 'the dashboard', keywords: ['dashboard', 'project'], answer: 'I built most of the new sales dashboard.' },
    { topic: 'the data pipeline', keywords: ['tools', 'data', 'pipeline', 'systems', 'access'], answer: 'Half my time goes on cleaning data by hand; the pipeline breaks every week.' },
    { topic: 'priorities', keywords: ['priority', 'priorities', 'prioritise', 'which first', 'comes first'], answer: 'Nobody tells me which request comes first, so I guess.' },
    { topic: 'the team', keywords: ['team', 'colleagues', 'help', 'support', 'others'], answer: "The other analyst left in September and wasn't replaced." },
    { topic: 'what I enjoy', keywords: ['enjoy', 'career', 'growth', 'goals', 'development', 'next role', 'help you most'], answer: 'I used to lead the weekly insights session. I liked that.' },
  ],
  hiddenFacts: [
    { topic: 'the launch', keywords: ['launch', 'credit', 'recognition', 'noticed', 'feel'], answer: 'When nobody mentioned me at the launch, I felt invisible.', unlock: 'open_question' },
    { topic: 'looking elsewhere', keywords: ['leaving', 'stay', 'future', 'interviews', 'quit', 'unsure'], answer: "I've had a couple of interviews elsewhere. I haven't decided anything.", unlock: 'empathy' },
  ],
  objections: [
    {
      objection: "I can't take on anything else right now.",
      keywords: ['more work', 'extra', 'take on', 'another project', 'new request'],
      resolvedBy: 'fewer parallel requests, with priorities set by the manager',
      resolveKeywords: ['prioritise', 'priorities', 'fewer requests', 'one queue', 'take off your plate'],
      resolvedLine: 'If you set the priorities, I can work with that.',
    },
    {
      objection: "We've had this talk before, and nothing changed.",
      keywords: ['promise', 'will change', 'different this time', 'agree'],
      resolvedBy: 'a concrete date to check in',
      resolveKeywords: ['check in', 'review on', 'next thursday', 'in two weeks', 'follow up'],
      resolvedLine: 'A date to check back in would help. Okay.',
    },
  ],
  outcome: {
    agreement: 'flagging deadlines at risk two days ahead, with a check-in next week',
    condition: 'sets the priorities and recognises her work on the dashboard',
    requires: [
      { label: 'clear priorities', keywords: ['priority', 'priorities', 'prioritise'] },
      { label: 'credit for the dashboard', keywords: ['credit', 'recognise', 'recognition', 'sorry nobody mentioned'] },
    ],
    agreementLine: "Okay. I can flag anything at risk two days ahead, if you handle the priorities. Let's check in next week.",
    walkAwayWhen: 'spoken down to twice',
    walkAwayLine: "I'd rather stop here, if that's okay. Maybe we can pick this up another day.",
  },
  openingLine: 'Hi. You wanted to talk?',
};
