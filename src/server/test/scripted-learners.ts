// Scripted learners for the sample scenarios: per scenario, what a strong learner and a weak one say, turn by turn.
// The grader's tests hold them against the offline character (buildScriptedGradingInput) and the coaching suite
// plays them through the real routes.
import { openingLine } from '../ai/offline/character/opening-line.ts';
import { replyInCharacter } from '../ai/offline/character/reply-in-character.ts';
import { generateOfflineRubric } from '../ai/offline/rubric/generate-rubric.ts';
import type { CharacterReplyInput } from '../ai/contracts/character-reply.ts';
import type { GradingInput, GradingMessage } from '../ai/contracts/grade-conversation.ts';
import { orderLevelEntries, orderLevelNames } from '../../shared/contracts/rubric-rules.ts';
import { characterProfileOf } from '../../shared/contracts/scenarios.ts';
import { parseGlossaryTerms } from '../../shared/glossary-terms.ts';
import { SAMPLE_GLOSSARIES } from '../features/glossaries/glossaries.seed.ts';
import { SAMPLE_RUBRICS } from '../features/rubrics/rubrics.seed.ts';
import { sampleBriefOf } from '../features/scenarios/sample-briefs.ts';
import { SAMPLE_SCENARIOS } from '../features/scenarios/scenarios.seed.ts';

export interface ScriptedLearners {
  strong: readonly string[];
  weak: readonly string[];
}

/** By sample scenario id (features/scenarios/scenarios.seed.ts). */
export const SCRIPTED_LEARNERS: Readonly<Record<string, ScriptedLearners>> = {
  // The Washing Machine That Broke Twice (Customer Service).
  '8c4d0000-0000-4000-8000-000000000001': {
    strong: [
      "Hi Marcus, thanks for calling, my name is Alex and I'm here to sort this out with you today. I'm really sorry you've had to call four times.",
      "I can see why you're frustrated: two breakdowns in five weeks and no call back. Can you walk me through what happened after the second engineer visit?",
      "So what I'm hearing is that the machine failed twice, nobody rang you back, and you don't want a third repair. Is that right?",
      "Under our policy, two failed repairs within 90 days qualify you for a replacement. I'll get my team leader's approval today, which means you don't need another engineer.",
      'How would a delivery on Thursday morning work for you, and what else would help while you wait?',
      "So we're agreed: I'll confirm the replacement by email today, delivery is Thursday between 8 and 12, and I'll call you on Friday to check it's working. Does that work for you?",
    ],
    weak: [
      "What's the order number?",
      'Did you try turning it off and on again?',
      'We can send another engineer next week.',
      "That's the policy, there's nothing I can do about a replacement.",
      'You need to wait for the engineer.',
      'Anything else?',
    ],
  },
  // Missed Installation Slot (Customer Service).
  '8c4d0000-0000-4000-8000-000000000002': {
    strong: [
      "Hello Marcus, thank you for calling back, I'm Sam from the customer care team. I'm so sorry nobody turned up this morning.",
      'That must have been really frustrating, especially after turning down a paid job. Could you tell me what the booking confirmation says about the time slot?',
      "So, if I've understood correctly, you waited from 8 to 12, nobody called, and you lost about £180 of work. Have I got that right?",
      "Here's what I can do: I'll refund the £45 installation fee today and book you the first slot of the day on Thursday, 8 to 10.",
      "For the lost work, a larger goodwill payment needs my supervisor's approval, so I'll put the request in today with your notes. What would feel fair to you?",
      "To confirm the next steps: the refund goes through today, the engineer comes Thursday at 8, and I'll call you by 5pm tomorrow with the supervisor's answer. Is that okay?",
    ],
    weak: ['Yes, what do you want?', 'The engineer was busy, it happens.', "I can't refund anything, it's not our fault.", 'Do you want another slot or not?', 'Fine.'],
  },
  // The Quiet Team Member (Leadership).
  '8c4d0000-0000-4000-8000-000000000003': {
    strong: [
      "Hi Priya, thanks for joining. This isn't about telling you off; I'd like to use this time to understand how things are going for you and agree together what changes.",
      "Before the deadlines, I want to say that you built most of the new sales dashboard, and I'm sorry nobody mentioned your name at the launch. How did that feel?",
      "Thank you for telling me. So what I'm hearing is that the launch left you feeling invisible and unsure about your future here. Is that right?",
      "I also need to be specific about the deadlines: the last three reports, including Friday's, were late, and the sales team waited two days for their figures. What got in the way?",
      'What would help you most: fewer parallel requests, or leading the weekly insights session again?',
      "So let's agree: you'll flag any deadline at risk two days ahead, I'll credit your work publicly at Monday's meeting, and we'll check in next Thursday at 10. How does that sound?",
    ],
    weak: ['Your report is late again.', "You need to meet your deadlines, that's all there is to it.", 'Is there a problem?', 'Okay. Just get it done today.', "We're done here."],
  },
  // Passed Over for the Lead Role (Leadership).
  '8c4d0000-0000-4000-8000-000000000004': {
    strong: [
      'Hi Priya, thank you for asking for this meeting. I want to be honest with you about the decision and about how you heard it.',
      "First, you should have heard it from me, not from an email. That was my mistake and I'm sorry.",
      'The role went to a candidate with five years of people management, because the team is doubling this year. Your technical work, like training most of the team on the reporting tools, was never in question.',
      'What would you want from your next role, and which parts of leading people interest you most?',
      'It sounds like you want real management experience, not just reassurance. Is that right?',
      "So here's what I propose: from next month you'll mentor the two new analysts, I'll fund the leadership course in March, and we'll review your progress towards a lead role on the 30th of June. Does that work for you?",
    ],
    weak: ["The decision has been made, there's nothing I can do.", 'Everyone got the same email.', 'The other candidate was better.', 'Do you have any other questions?', 'Okay, bye.'],
  },
  // Pitching to a Sceptical Hospital Buyer (Sales).
  '8c4d0000-0000-4000-8000-000000000005': {
    strong: [
      "Hi Sarah, thanks for making the time. In the next 30 minutes I'd like to understand your rostering challenges, answer your questions about references, and agree whether a next step makes sense. Does that work for you?",
      "That's a fair concern after the last rollout. Two hospitals of your size use us today and I can set up a reference call with both. What happened with the previous scheduling project?",
      'How are the wards building their rosters today, and where does it hurt most?',
      "So what I'm hearing is that agency spend is rising because gaps are found too late, and the clinical directors remember the last project. Is that right?",
      'What does a late roster cost you each month in agency staff, and who feels it most?',
      "Here's my suggestion: I'll set up the reference call for next Tuesday, and we'll scope a phased pilot on two wards with clear exit terms. Shall we book a follow-up with your head of nursing on Friday at 2pm?",
    ],
    weak: [
      'Our software is the best rostering product on the market.',
      'It has automatic scheduling, mobile apps and reports.',
      'Do you have a budget for this?',
      'Can I send you a brochure?',
      'Are you the decision maker?',
      "Okay, I'll send some info.",
    ],
  },
  // Renewal Under Price Pressure (Sales, Negotiation).
  '8c4d0000-0000-4000-8000-000000000006': {
    strong: [
      "Hello Sarah, thanks for meeting. I'd like to understand your savings target and the quote, and then find a renewal we can both defend. How does that sound?",
      'I understand the 8% target puts real pressure on you. Could you walk me through what matters most to you besides price?',
      'What happened the last time a supplier missed a delivery, and what did that cost the wards?',
      "So if I've understood you correctly, you need the savings, but you can't risk stock-outs on the wards. Have I got that right?",
      'If you commit to a three-year term, I can offer 5% off, which means you keep our delivery record and get most of the savings.',
      "Let's agree the next step: I'll send the three-year proposal by Thursday, and we'll meet on Monday at 10 with your finance director to sign off. Does that work for you?",
    ],
    weak: ["We can't go lower than our current price.", 'The other supplier is cheap because they are bad.', 'Fine, I can give you 12% off.', 'Do you want to sign today?', "That's our final offer."],
  },
  // Asking for a Raise (HR).
  '8c4d0000-0000-4000-8000-000000000007': {
    strong: [
      "Hi James, thanks for coming in. I'd like to hear your case, explain how pay decisions are made, and agree a fair next step today.",
      'Before I explain, how do you see your contribution over the last six months?',
      'Thank you. Taking over twelve accounts and growing their renewals by 15% is a strong result, and I want to recognise that specifically.',
      "To be transparent about the standard: pay is set against the market range for the role, and an out-of-cycle increase of up to 6% needs the director's approval.",
      "So what I'm hearing is that the extra accounts and the market gap matter most to you. Is that right?",
      "Here's the plan: I'll put a 6% increase to the director by Friday with your results, and we'll meet again on the 15th to agree your goals for the senior role. Does that work for you?",
    ],
    weak: ['Pay reviews happen once a year.', 'Everyone wants more money.', 'Your salary is fine for your level.', 'Is that all?', 'You can ask again next year.'],
  },
  // Workload Complaint (HR, Leadership).
  '8c4d0000-0000-4000-8000-000000000008': {
    strong: [
      "Hi James, thanks for raising this, and this conversation is confidential. I'd like to understand the workload and agree what changes.",
      'I can see this has been a lot: six months of covering two portfolios. How is it affecting you day to day?',
      "So what I'm hearing is that late-night emails, cancelled leave and two slipped client reviews are all coming from the vacancy. Have I got that right?",
      "You've kept both portfolios running for six months, and that's a real strength, but the slipped reviews show the load isn't sustainable.",
      'Under our policy we can arrange temporary cover and carry over your two weeks of leave. Which accounts would you hand over first?',
      "Let's agree the actions: I'll get temporary cover approved by Wednesday, your leave is restored today, and the hire is signed off by the end of the month. We'll check in next Friday. Does that work?",
    ],
    weak: ['Everyone is busy at the moment.', 'You need to manage your time better.', 'Have you tried working faster?', "We'll see what we can do.", 'Okay.'],
  },
  // Scope Creep Before Launch (Project Management).
  '8c4d0000-0000-4000-8000-000000000009': {
    strong: [
      'Hi Helen, thanks. Before the new requests, the headline is that we are on track for launch in two weeks, on budget.',
      'I understand the board expects to see something. What do they need to see at launch, and why those two features?',
      'To be honest, adding the configurator now would delay the launch by at least three weeks and cost about £40,000, because it was never in scope.',
      "The main risk is the launch date announced to customers. To mitigate it, I'd put both requests through change control and phase them.",
      'I need a decision from you today: option one, launch on the date with live chat only; option two, move the launch by three weeks for both features. Which do you prefer?',
      "So we're agreed: live chat at launch, the configurator in phase two by the end of next month, and I'll send the change request to you by Thursday for sign-off.",
    ],
    weak: ['Okay, we can probably add them.', 'The team will work weekends.', "Um, I think it's kind of fine, basically, like, we'll see.", 'Is that everything?', 'Sure, no problem.'],
  },
  // Reporting a Two-Week Delay (Project Management).
  '8c4d0000-0000-4000-8000-000000000010': {
    strong: [
      'Hi Helen, thanks for coming. The headline is bad news: the launch will slip by two weeks, and I wanted you to hear it from me first.',
      "The cause is that the payment integration failed security testing this week, so we can't go live on the 14th.",
      "The impact is on the £90,000 campaign, which starts on launch day. The main risk is paying for media that points to a portal that isn't live.",
      'I see two options: move the campaign by two weeks, or launch on the 14th without online payments. What matters most to you for the board?',
      "So if I've understood you, protecting the campaign spend matters more than the date. Is that right?",
      "Then I need your decision by Wednesday on moving the campaign, and I'll brief the steering committee tomorrow with the new date and the mitigation plan.",
    ],
    weak: ['Yes, mostly on track.', "There were some issues with payments, but it's probably fine.", 'Um, basically, we might be a bit late, you know.', "I don't know.", "We'll see."],
  },
};

/** Every sample scenario with the sample rubric it is graded against, for suites outside the scenarios feature. */
export const SAMPLE_SCENARIOS_TO_PLAY: readonly { id: string; name: string; rubricId: string }[] = SAMPLE_SCENARIOS.map(({ id, name, rubricId }) => ({ id, name, rubricId }));

function sampleScenario(scenarioId: string) {
  const scenario = SAMPLE_SCENARIOS.find((sample) => sample.id === scenarioId);
  if (!scenario) throw new Error(`No sample scenario ${scenarioId}.`);
  return scenario;
}

/** The sample rubric of a sample scenario as the grader reads it (levels best first). */
export function sampleGradingRubric(scenarioId: string): GradingInput['rubric'] {
  const scenario = sampleScenario(scenarioId);
  const sample = SAMPLE_RUBRICS.find((rubric) => rubric.id === scenario.rubricId);
  if (!sample) throw new Error(`No sample rubric ${scenario.rubricId}.`);
  return gradingRubricOf(sample);
}

/** A sample rubric as the offline engine writes it from its name and description, as the grader reads it (levels best first). */
export function gradingRubricOf(sample: { name: string; description: string }): GradingInput['rubric'] {
  const content = generateOfflineRubric({ name: sample.name, description: sample.description, fileTexts: [] });
  const order = orderLevelNames(content.performance_levels_summary);
  return {
    title: content.rubric_title,
    criteria: content.criteria.map((criterion) => ({
      name: criterion.criterion_name,
      weight: criterion.weight,
      levels: orderLevelEntries(criterion.performance_levels, order).map(([name, description]) => ({ name, description })),
    })),
  };
}

/**
 * A sample scenario played by the offline character against the learner's lines (the character opens and answers
 * each line), as the grader receives it. Message ids are `m1`, `m2`, … in order.
 */
export function buildScriptedGradingInput(scenarioId: string, learnerLines: readonly string[]): GradingInput {
  const scenario = sampleScenario(scenarioId);
  const glossary = parseGlossaryTerms(SAMPLE_GLOSSARIES.find((entry) => entry.id === scenario.glossaryId)?.content ?? null);
  const { description } = scenario;
  const profile = characterProfileOf(description);
  const overview = description.scenarioDetails?.Overview ?? '';
  const character: CharacterReplyInput = {
    scenarioName: scenario.name,
    overview,
    character: profile,
    brief: sampleBriefOf(scenarioId).character,
    persona: null,
    glossary,
    facts: [],
    messages: [],
  };
  const messages: GradingMessage[] = [{ id: 'm1', role: 'character', content: openingLine(character) }];
  for (const line of learnerLines) {
    messages.push({ id: `m${messages.length + 1}`, role: 'learner', content: line });
    const reply = replyInCharacter({ ...character, messages: messages.map(({ role, content }) => ({ role, content })) });
    messages.push({ id: `m${messages.length + 1}`, role: 'character', content: reply });
  }
  return {
    scenario: { name: scenario.name, overview: character.overview, characterName: description.charactersName },
    language: 'en-US',
    mode: 'text',
    rubric: sampleGradingRubric(scenarioId),
    glossary,
    brief: character.brief,
    messages,
  };
}
