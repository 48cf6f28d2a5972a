// The read-only sample scenarios everyone sees (a data table): two for each sample category, each played by that
// category's sample persona, graded by its sample rubric for its kind of conversation and using its sample glossary.
// Edit the list to change the samples; scenarios.seed.ts writes them at every start.
import { type GeneratedScenarioDescription } from '../../../shared/contracts/scenarios.ts';

interface SampleScenario {
  id: string;
  name: string;
  categories: string[];
  /** The sample persona, rubric and glossary of the category (see their features' sample lists). */
  personaId: string;
  rubricId: string;
  glossaryId: string | null;
  description: GeneratedScenarioDescription;
  /** Fixed, so the samples keep their order below everyone's own scenarios. */
  createdAt: string;
}

const MARCUS = { charactersName: 'Marcus Reid', charactersGender: 'Male', charactersAge: '38', charactersOccupation: 'Electrician' } as const;
const PRIYA = { charactersName: 'Priya Nair', charactersGender: 'Female', charactersAge: '29', charactersOccupation: 'Data Analyst' } as const;
const SARAH = { charactersName: 'Sarah Whitfield', charactersGender: 'Female', charactersAge: '42', charactersOccupation: 'Procurement Manager' } as const;
const JAMES = { charactersName: 'James Carter', charactersGender: 'Male', charactersAge: '34', charactersOccupation: 'Customer Success Manager' } as const;
const HELEN = { charactersName: 'Helen Brooks', charactersGender: 'Female', charactersAge: '51', charactersOccupation: 'Head of Marketing' } as const;

const CAST_FACTS = { 1: MARCUS, 2: PRIYA, 3: SARAH, 4: JAMES, 5: HELEN } as const;

/** The category's number: its sample persona, rubric and glossary share it, and the persona's facts open the description. */
type CastNumber = keyof typeof CAST_FACTS;

interface SampleStory extends Omit<SampleScenario, 'personaId' | 'rubricId' | 'glossaryId' | 'description'> {
  cast: CastNumber;
  /** The sample rubric for this kind of conversation (rubrics.seed.ts): a price negotiation is not graded as a discovery call. */
  rubric: number;
  /** The description after the persona's facts. */
  story: Omit<GeneratedScenarioDescription, keyof (typeof CAST_FACTS)[CastNumber]>;
}

const PERSONA = (n: number) => `7e5a0000-0000-4000-8000-00000000000${n}`;
const RUBRIC = (n: number) => `5a3b1c00-7d1e-4c2a-9b10-${String(n).padStart(12, '0')}`;
const GLOSSARY = (n: number) => `6c1f4a52-0d3b-4c1e-9a57-5b0e3f1c7a0${n}`;

const SAMPLE_STORIES: readonly SampleStory[] = [
  {
    id: '8c4d0000-0000-4000-8000-000000000001',
    name: 'The Washing Machine That Broke Twice',
    categories: ['Customer Service'],
    cast: 1,
    rubric: 1,
    story: {
      charactersBackground:
        'Marcus Reid is a 38-year-old self-employed electrician from Leeds. Five weeks ago he bought a £649 washing machine from your store; it has broken down twice, and each time an engineer visit left him without a machine for days while he washes work clothes at a launderette. He has called the support line three times, been told twice that someone would ring back, and nobody did. He is polite at first but short on time, and he has stopped believing promises.',
      charactersScenarioSnippet:
        'Marcus calls the customer support line on his lunch break, the fourth time this month. He has the order number ready and does not want to explain everything again. He opens with: "I\'ve been through this three times already. I don\'t want another engineer, I want a replacement machine."',
      charactersRelevanceToScenario:
        'Marcus tests whether the agent can take ownership instead of reading from a script. He softens when the agent apologises sincerely, summarises what has already happened without making him repeat it, and offers a concrete resolution with a date. He escalates if he hears "I understand your frustration" followed by another engineer booking.',
      scenarioDetails: {
        Overview:
          'You are a customer support agent for a home-appliance retailer. Marcus Reid, an electrician whose new washing machine has failed twice in five weeks, calls for the fourth time and asks for a replacement. Company policy allows a replacement after two failed repairs within 90 days if a team leader approves it. A good outcome: Marcus feels heard, you own the problem, and you agree a replacement (or a clear approval step) with a delivery date and a follow-up call you actually make.',
      },
    },
    createdAt: '2025-01-10T09:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000002',
    name: 'Missed Installation Slot',
    categories: ['Customer Service'],
    cast: 1,
    rubric: 1,
    story: {
      charactersBackground:
        'Marcus Reid is a 38-year-old electrician from Leeds who runs his own small business. He booked a paid installation slot for his new oven between 8 and 12 on a Tuesday, turned down a half-day job to be at home, and nobody came or called. He lost about £180 of work. He is not shouting, but he is precise, keeps notes of every call and expects the company to put a number on what went wrong.',
      charactersScenarioSnippet:
        'It is Tuesday afternoon and Marcus has opened the live chat, then asked for a call back instead. He has the booking confirmation in front of him. He opens with: "Your engineer didn\'t turn up this morning. I took the day off for this. So what are you going to do about it?"',
      charactersRelevanceToScenario:
        'Marcus wants two things: a new slot he can rely on and recognition that the missed visit cost him money. He responds well to a clear apology, a firm rebooking with a named time window and an honest answer about what compensation is possible. Vague answers or blaming the delivery partner make him ask for a manager.',
      scenarioDetails: {
        Overview:
          'You work on the customer care team of an appliance retailer. Marcus Reid, a self-employed electrician, waited in all morning for an installation that never happened and lost a paid job because of it. You can rebook the first slot of the day and offer a refund of the £45 installation fee; larger goodwill payments need a supervisor. A good outcome: a confirmed slot, the fee refunded, and Marcus clear about what happens next and when.',
      },
    },
    createdAt: '2025-01-10T08:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000003',
    name: 'The Quiet Team Member',
    categories: ['Leadership'],
    cast: 2,
    rubric: 2,
    story: {
      charactersBackground:
        'Priya Nair is a 29-year-old data analyst who used to lead the team\'s weekly insights session. For three months she has missed deadlines, stayed silent in meetings and kept her camera off. She built most of the new sales dashboard, but at the launch the credit went to the wider team and nobody mentioned her name. She has started to wonder whether she has a future here, and she has not told anyone.',
      charactersScenarioSnippet:
        'Priya joins the one-to-one her manager booked, a few minutes late, with her camera off. She expects to be told off about the report that was due on Friday. She opens with: "Hi. Sorry, I know the report\'s late. I\'ll get it done today."',
      charactersRelevanceToScenario:
        'Priya will only talk about what is really wrong if the manager asks open questions, listens, and shows they noticed her work. Jumping straight to the missed deadlines confirms her fear that only output counts. A good conversation ends with both of them agreeing specific commitments and a check-in date.',
      scenarioDetails: {
        Overview:
          'You are the team lead of a small analytics team. Priya Nair, once one of your most engaged analysts, has been withdrawn for three months and has missed her last three deadlines. In this one-to-one, find out what is going on, give honest feedback on the missed deadlines, and agree together what changes. A good outcome: Priya says what has been bothering her, the feedback is specific and fair, and you leave with two or three commitments on both sides.',
      },
    },
    createdAt: '2025-01-09T09:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000004',
    name: 'Passed Over for the Lead Role',
    categories: ['Leadership'],
    cast: 2,
    rubric: 10,
    story: {
      charactersBackground:
        'Priya Nair is a 29-year-old data analyst who applied for the new analytics lead role last month. The role went to an external candidate with more management experience. Priya has trained most of the team on the reporting tools and thought the job was hers. She heard the news in a team-wide email rather than from her manager, and she feels that hurt more than the decision itself.',
      charactersScenarioSnippet:
        'Priya asked for this meeting herself, the day after the announcement. She has written down her questions and intends to stay calm. She opens with: "I\'d like to understand why I didn\'t get the lead role, and why I had to find out from an email."',
      charactersRelevanceToScenario:
        'Priya needs an honest explanation, an acknowledgement that the way she was told was wrong, and a real development path rather than reassurance. She disengages if the manager is defensive or vague, and stays committed if she hears specific reasons and concrete next steps towards a lead role.',
      scenarioDetails: {
        Overview:
          'You manage the analytics team. Priya Nair, a strong analyst, was turned down for the team lead role in favour of an external hire and learned it from a group email. In this conversation, own the communication mistake, explain the decision honestly, and agree a development plan. A good outcome: Priya understands the reasons, feels respected, and leaves with specific steps and a date to review her progress.',
      },
    },
    createdAt: '2025-01-09T08:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000005',
    name: 'Pitching to a Sceptical Hospital Buyer',
    categories: ['Sales'],
    cast: 3,
    rubric: 3,
    story: {
      charactersBackground:
        'Sarah Whitfield is a 42-year-old procurement manager at a regional hospital. Two years ago she signed off a scheduling-software rollout that ran nine months late and was eventually abandoned, and she still hears about it from the clinical directors. She now asks every supplier for references from similar hospitals, a fixed implementation price and a way out of the contract if milestones slip.',
      charactersScenarioSnippet:
        'Sarah has agreed to a thirty-minute call with a vendor of staff-rostering software, mainly because the head of nursing asked her to. She has the vendor\'s brochure open and has underlined the claims she doubts. She opens with: "I\'ve heard a lot of promises like this before. Which other hospitals our size are using it, and can I speak to them?"',
      charactersRelevanceToScenario:
        'Sarah rewards discovery questions about the hospital\'s real rostering problems and honest answers about limitations. Feature lists and confident claims without evidence make her end the call early. She will agree to a next step if offered references, a phased pilot and clear exit terms.',
      scenarioDetails: {
        Overview:
          'You are an account executive selling staff-rostering software to hospitals. Sarah Whitfield, the hospital\'s procurement manager, is sceptical after a failed software project two years ago. In this first call, ask about the problems the wards face, handle her objections with evidence, and agree a concrete next step. A good outcome: Sarah shares the hospital\'s priorities and agrees to a reference call or a scoped pilot.',
      },
    },
    createdAt: '2025-01-08T09:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000006',
    name: 'Renewal Under Price Pressure',
    categories: ['Sales', 'Negotiation'],
    cast: 3,
    rubric: 6,
    story: {
      charactersBackground:
        'Sarah Whitfield is a 42-year-old procurement manager at a regional hospital, responsible for a cleaning-supplies contract that is up for renewal in six weeks. The finance director has told her to cut the hospital\'s supplier spend by 8% this year. A competitor has quoted 12% less than your current price, although she knows their delivery record is patchy. She is cautious and well prepared.',
      charactersScenarioSnippet:
        'Sarah has invited the account manager of the current supplier to a renewal meeting and put the competitor\'s quote on the table straight away. She opens with: "You\'ve been reliable, I\'ll give you that. But I have a quote here that is twelve per cent lower. Why should I stay with you?"',
      charactersRelevanceToScenario:
        'Sarah is testing whether the supplier can defend its value without simply matching the price. She listens to arguments about delivery reliability, total cost and risk, and she is open to trading longer contract terms or volume commitments for a lower price. She pushes hard on any discount offered too quickly.',
      scenarioDetails: {
        Overview:
          'You are the account manager for the hospital\'s cleaning-supplies contract. Sarah Whitfield must cut spend by 8% and holds a competitor quote 12% below your price. You may offer up to 5% off for a three-year term. In this renewal meeting, understand her constraints, show the value of reliable delivery and trade concessions rather than give them away. A good outcome: a renewal both sides can defend, with terms agreed or a clear next step.',
      },
    },
    createdAt: '2025-01-08T08:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000007',
    name: 'Asking for a Raise',
    categories: ['HR'],
    cast: 4,
    rubric: 7,
    story: {
      charactersBackground:
        'James Carter is a 34-year-old customer success manager who has not had a pay rise in two years. Six months ago he took over a departing colleague\'s twelve accounts on top of his own, and renewals on those accounts are up 15% since. He has looked at what competitors pay for the role and believes he is about 10% below the market. He is ambitious but anxious about being turned down.',
      charactersScenarioSnippet:
        'James has booked a meeting with HR and his manager after the annual pay review left his salary unchanged. He has a one-page summary of his results in front of him. He opens with: "Thanks for meeting me. I\'d like to talk about my salary, because I don\'t think it reflects what I\'m doing now."',
      charactersRelevanceToScenario:
        'James wants his contribution recognised and a clear answer, even if it is not the one he hoped for. He responds well to transparency about how pay is decided and to a concrete path with dates. Vague promises or comparisons with colleagues make him more likely to start looking elsewhere.',
      scenarioDetails: {
        Overview:
          'You are the HR business partner supporting James Carter\'s department. The pay budget allows an out-of-cycle increase of up to 6% with the director\'s approval. In this meeting, recognise his contribution, explain how pay decisions are made, handle his disappointment honestly and agree a fair next step. A good outcome: James understands the decision and leaves with a specific offer or a dated plan.',
      },
    },
    createdAt: '2025-01-07T09:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000008',
    name: 'Workload Complaint',
    categories: ['HR', 'Leadership'],
    cast: 4,
    rubric: 8,
    story: {
      charactersBackground:
        'James Carter is a 34-year-old customer success manager who has been covering twice his normal portfolio since a colleague left six months ago; the vacancy has still not been filled. He regularly answers client emails late at night and has cancelled two weeks of annual leave. His last two client reviews slipped. He is worried that raising it will make him look like he cannot cope.',
      charactersScenarioSnippet:
        'James has asked HR for a confidential conversation about his workload. He is tired and a little defensive. He opens with: "I don\'t want this to sound like a complaint, but I can\'t keep doing two jobs. Something has to change."',
      charactersRelevanceToScenario:
        'James needs to feel safe raising the problem and to see that it will be acted on. He opens up when asked open questions and when his concern is taken seriously; he shuts down if he hears that everyone is busy. He wants concrete changes: a date for the hire, temporary cover and his leave restored.',
      scenarioDetails: {
        Overview:
          'You are the HR partner for the customer success team. James Carter has carried a double workload for six months while a vacancy stayed open. In this confidential meeting, listen, check his wellbeing, explain what policy allows (temporary cover, carried-over leave) and agree actions with a timeline. A good outcome: James feels heard and leaves with specific, dated commitments.',
      },
    },
    createdAt: '2025-01-07T08:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000009',
    name: 'Scope Creep Before Launch',
    categories: ['Project Management'],
    cast: 5,
    rubric: 9,
    story: {
      charactersBackground:
        'Helen Brooks is the 51-year-old head of marketing and the main stakeholder of the website relaunch. Two weeks before launch she has promised the board a product configurator and a live-chat widget that were never in scope. She is used to getting her way, measures success by the board\'s reaction, and sees the project plan as a starting point rather than a commitment.',
      charactersScenarioSnippet:
        'Helen arrives at the weekly project check-in with a printed list of new requests. The launch date has already been announced to customers. She opens with: "Before we start, there are two things the board expects to see at launch, and I\'ve told them we\'ll have them."',
      charactersRelevanceToScenario:
        'Helen respects a project manager who protects the launch while taking her goals seriously. She pushes back on a flat no, but accepts trade-offs explained in terms of time, cost and risk, and a phased plan that gives her something to show the board. She escalates if she feels dismissed.',
      scenarioDetails: {
        Overview:
          'You are the project manager of the website relaunch, two weeks from a launch date announced to customers. Helen Brooks, head of marketing, wants to add a product configurator and live chat. In this check-in, understand what the board really needs, explain the trade-offs and steer the requests through change control. A good outcome: the launch date holds and Helen leaves with an agreed plan for the new features.',
      },
    },
    createdAt: '2025-01-06T09:00:00.000Z',
  },
  {
    id: '8c4d0000-0000-4000-8000-000000000010',
    name: 'Reporting a Two-Week Delay',
    categories: ['Project Management'],
    cast: 5,
    rubric: 5,
    story: {
      charactersBackground:
        'Helen Brooks is the 51-year-old head of marketing and sponsor of the new customer portal. A campaign with a fixed media spend of £90,000 starts on the portal\'s launch day. The payment integration failed security testing this week and the launch will slip by two weeks. Helen does not yet know. She is direct, dislikes surprises and will want options, not excuses.',
      charactersScenarioSnippet:
        'The project manager has asked Helen for fifteen minutes before the steering committee. She comes in expecting a routine update. She opens with: "You said this was urgent. We\'re still on track for the 14th, aren\'t we?"',
      charactersRelevanceToScenario:
        'Helen tests whether the project manager can deliver bad news early and honestly. She reacts badly to hedging or blame, and well to a clear statement of the delay, its cause, its impact on the campaign and two or three options with their costs. She needs a decision she can defend to the board.',
      scenarioDetails: {
        Overview:
          'You are the project manager of the customer portal. A failed security test means launch will slip two weeks, and a £90,000 campaign is booked for launch day. Tell Helen Brooks, the sponsor, before the steering committee does. A good outcome: she hears the news from you first, understands the cause and impact, and chooses between clear options, such as moving the campaign or launching without online payments.',
      },
    },
    createdAt: '2025-01-06T08:00:00.000Z',
  },
];

export const SAMPLE_SCENARIOS: readonly SampleScenario[] = SAMPLE_STORIES.map(({ cast, rubric, story, ...sample }) => ({
  ...sample,
  personaId: PERSONA(cast),
  rubricId: RUBRIC(rubric),
  glossaryId: GLOSSARY(cast),
  description: { ...CAST_FACTS[cast], ...story },
}));

export const SAMPLE_SCENARIO_IDS: readonly string[] = SAMPLE_SCENARIOS.map((sample) => sample.id);
