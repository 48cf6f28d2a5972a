// Ten sessions of the conversation review of 2026-12-01, word for word (a strong and a pushy learner for each of the
// washing-machine and hospital-buyer samples and for three created scenarios: a nurse rota, a deposit dispute, code
// review feedback), with the briefs and rubrics they were graded on, for the grader's report tests. The samples use
// their shipped briefs and rubrics; the created scenarios' briefs are written by hand from what the characters said.
import type { CharacterBrief } from '../../shared/contracts/character-brief.ts';
import type { GradingInput, GradingMessage } from '../ai/contracts/grade-conversation.ts';
import { SAMPLE_BRIEFS } from '../features/scenarios/sample-briefs.ts';
import { SAMPLE_RUBRICS } from '../features/rubrics/rubrics.seed.ts';
import { gradingRubricOf } from './scripted-learners.ts';

type Line = readonly ['learner' | 'character', string];

function sampleRubric(name: string): GradingInput['rubric'] {
  return gradingRubricOf(SAMPLE_RUBRICS.find((rubric) => rubric.name === name)!);
}

const LEVELS = (best: string, good: string, developing: string, poor: string) => [
  { name: 'Excellent', description: best },
  { name: 'Good', description: good },
  { name: 'Developing', description: developing },
  { name: 'Needs Improvement', description: poor },
];

/** The reviewer's own rubric for the code-review feedback scenario (Advanced creation). */
const FEEDBACK_RUBRIC: GradingInput['rubric'] = {
  title: 'Hard feedback to a senior engineer',
  criteria: [
    {
      name: 'Describing the specific behaviour and its impact with concrete examples rather than labels',
      weight: 20,
      levels: LEVELS('Describes the specific behaviour and its impact with concrete examples, and the team member could repeat the key point afterwards.', 'Describes the behaviour with an example.', 'Describes it in general terms.', 'Uses labels, not examples.'),
    },
    { name: "Asking for the other person's view", weight: 20, levels: LEVELS("Asks for the team member's view and builds on it.", 'Asks for their view.', 'Asks once, briefly.', 'Never asks.') },
    { name: 'Listening without getting defensive', weight: 20, levels: LEVELS('Listens without getting defensive in words that echo what the team member said.', 'Mostly listens.', 'Listens but argues back.', 'Gets defensive.') },
    {
      name: 'Staying calm and respectful when challenged or met with sarcasm',
      weight: 20,
      levels: LEVELS('Stays calm and respectful from start to finish, including when the team member pushes back.', 'Mostly calm.', 'Loses composure once.', 'Argues or belittles.'),
    },
    { name: 'Agreeing a concrete improvement plan with a follow-up date', weight: 20, levels: LEVELS('Agrees a concrete plan with a follow-up date the team member accepts.', 'Agrees a plan.', 'Vague plan.', 'No plan.') },
  ],
};

const identity = (name: string, occupation: string, organisation: string, personality: string) => ({
  name,
  age: '',
  gender: '',
  occupation,
  organisation,
  location: '',
  language: 'English',
  personality,
  tone: '',
  speakingStyle: '',
});

export const ROTA_BRIEF: CharacterBrief = {
  identity: identity('Grace Adeyemi', 'Senior staff nurse', 'Northgate General', 'blunt but fair'),
  situation: 'Grace is the senior staff nurse on the acute medical unit; the new rota moves the unit to 12-hour long days.',
  facts: [
    { topic: 'Her role', keywords: ['role', 'senior staff nurse', 'how long'], answer: 'I have been a senior staff nurse on the acute medical unit at Northgate General for 19 years.' },
    {
      topic: 'The rota change',
      keywords: ['rota', 'long days', '12-hour', 'weekend'],
      answer: 'From 1 March the unit moves from 8-hour shifts to 12-hour long days, and every nurse will work one weekend in three instead of one in four, because the trust cut the bank-staff budget by 20%.',
    },
    {
      topic: 'Her school run',
      keywords: ['school', 'grandson', 'pickup', 'early shifts'],
      answer: 'For years I have worked early shifts on Tuesdays and Thursdays so I can collect my grandson from school; under the new rota I will rotate through long days like everyone else.',
    },
    { topic: 'How she heard', keywords: ['rumours', 'heard', 'find out', 'found out', 'consulted'], answer: 'I have heard rumours on the ward and am annoyed that nobody consulted the senior nurses.' },
    { topic: 'The juniors', keywords: ['juniors', 'junior nurses'], answer: 'The junior nurses look up to me, so where I go they follow.' },
  ],
  hiddenFacts: [{ topic: 'Another offer', keywords: ['leave', 'other jobs', 'thinking of'], answer: "I've been approached by another trust.", unlock: 'empathy' }],
  objections: [
    {
      objection: "I've taken on a lot more this year without any change in pay.",
      keywords: ['pay', 'extra work'],
      resolvedBy: 'recognition of the extra work, and how pay is decided',
      resolveKeywords: ['appreciate', 'recognition', 'how pay is decided'],
      resolvedLine: 'Well, thank you. That is more than I have had so far.',
    },
    {
      objection: "I need to know this is going somewhere, not just 'maybe next year'.",
      keywords: ['next year', 'later'],
      resolvedBy: 'a date in writing',
      resolveKeywords: ['review', 'in writing', 'in the diary'],
      resolvedLine: 'A date in writing is something I can work with.',
    },
  ],
  outcome: {
    agreement: 'Grace understands why the rota is changing, feels heard, and agrees to give it a go and help draft the swap rules, with a review date in the diary',
    condition: 'explains the reason, listens, and offers a review date',
    requires: [
      { label: 'recognition of my contribution', keywords: ['appreciate', 'recognition', 'contribution'] },
      { label: 'a date or plan', keywords: ['review', 'diary', 'plan'] },
    ],
    agreementLine: 'Fine, I will give it a go and help draft the swap rules.',
    walkAwayWhen: 'dismissed twice',
    walkAwayLine: "I'm done with this. I'll take it further myself.",
  },
  openingLine: "It's about my pay and where this job is going, and I'd like to know what you're going to do about it.",
};

export const DEPOSIT_BRIEF: CharacterBrief = {
  identity: identity('Daniel Okoro', 'Former tenant', 'Riverside Court', 'angry and suspicious'),
  situation: 'Daniel has moved out of flat 4B at Riverside Court; the landlord wants to keep £620 of his £1,400 deposit.',
  facts: [
    { topic: 'His tenancy', keywords: ['moved out', 'flat', 'tenancy', 'moved in'], answer: 'I have just moved out of flat 4B at Riverside Court after two years.' },
    {
      topic: 'The deductions',
      keywords: ['deductions', 'deduction', 'painting', 'carpet', 'oven tray', 'deposit'],
      answer: 'The landlord wants to keep £620 of my £1,400 deposit: £380 to repaint the living room, £160 for carpet cleaning and £80 for a missing oven tray.',
    },
    {
      topic: 'His evidence',
      keywords: ['marks', 'wear and tear', 'photos', 'receipt', 'cleaned'],
      answer: 'The marks on the walls are fair wear and tear after two years, I took photos at check-out, and I had the carpets professionally cleaned and kept the receipt.',
    },
    { topic: 'The deposit scheme', keywords: ['scheme', 'dispute', 'adjudication'], answer: "My deposit is protected with the Tenancy Deposit Scheme, and I will raise a formal dispute there if this isn't sorted." },
    { topic: 'His emails', keywords: ['emailed', 'emails', 'office'], answer: 'I emailed the office three times in two weeks and got no answer.' },
  ],
  hiddenFacts: [{ topic: 'What he was told before', keywords: ['promised', 'told before', 'call back'], answer: 'The last person I spoke to promised a call back within a day. Nobody called.', unlock: 'empathy' }],
  objections: [
    {
      objection: "I've already explained this more than once, and nothing has happened.",
      keywords: ['explain', 'again'],
      resolvedBy: 'an apology, and someone who owns this instead of asking me to start again',
      resolveKeywords: ['sorry', 'apologise', 'apologies'],
      resolvedLine: 'Thank you. That is the first time anyone has actually said that.',
    },
    {
      objection: 'I want this fixed properly, not another promise.',
      keywords: ['promise', 'fix'],
      resolvedBy: 'a concrete fix with a date, confirmed in writing',
      resolveKeywords: ['in writing', 'within'],
      resolvedLine: 'Right. If I have that in writing, I can stop chasing it.',
    },
  ],
  outcome: {
    agreement: 'revised deductions Daniel accepts, confirmed in writing, so it does not go to adjudication',
    condition: 'apologises and offers revised deductions in writing',
    requires: [
      { label: 'an apology', keywords: ['sorry', 'apologise', 'apologising', 'apologies'] },
      { label: 'a concrete fix with a date', keywords: ['in writing', 'within', 'today'] },
    ],
    agreementLine: 'Fine. If that actually happens, I can live with it.',
    walkAwayWhen: 'dismissed twice',
    walkAwayLine: "Fine. We can leave it there for today.",
  },
  openingLine: "It's about my deposit, and I'd like to know what you're going to do about it.",
};

export const FEEDBACK_BRIEF: CharacterBrief = {
  identity: identity('Viktor Petrov', 'Senior backend engineer', 'a fintech company in Berlin', 'brilliant and fast, but defensive'),
  situation: 'Viktor has blocked three pull requests from junior engineers with harsh comments; his team lead has called the meeting.',
  facts: [
    { topic: 'His role', keywords: ['role', 'job'], answer: "I'm the senior backend engineer at a fintech company in Berlin, Germany." },
    {
      topic: 'The reviews',
      keywords: ['reviews', 'pull requests', 'comments', 'amateur'],
      answer: "In the last month I have blocked three pull requests from junior engineers with comments like 'this is amateur work' and 'did you even test this?', and two of the juniors, Lena and Tom, have asked to move teams.",
    },
    { topic: 'His view of the juniors', keywords: ['juniors', 'sensitive', 'review bar'], answer: 'The juniors are too sensitive, and keeping the review bar high is my job.' },
    { topic: 'His own work', keywords: ['payments', 'outage', 'your work'], answer: 'My own work is excellent: I rebuilt the payments service and fixed the October outage overnight.' },
    { topic: 'Experience', keywords: ['experience', 'career'], answer: 'I have 15 years of experience in financial services, most of it building, analysing and maintaining software and data systems.' },
    { topic: 'The values', keywords: ['values', 'engineering values'], answer: "The engineering values say 'review the code, not the coder'." },
  ],
  hiddenFacts: [
    { topic: 'Extra work', keywords: ['plate', 'workload', 'covering'], answer: "Honestly, I've been covering a colleague's projects since last month. Nobody asked if I had the time.", unlock: 'open_question' },
  ],
  objections: [
    {
      objection: "I've had far more on my plate than anyone realises.",
      keywords: ['workload', 'busy'],
      resolvedBy: 'some interest in my workload, and help with priorities',
      resolveKeywords: ['workload', 'priorities', 'off your plate'],
      resolvedLine: 'Thanks. If we can sort out the priorities, I can hit the dates.',
    },
    {
      objection: 'It feels like only the misses get noticed, not the work behind them.',
      keywords: ['misses', 'noticed'],
      resolvedBy: 'some recognition for the work behind the misses',
      resolveKeywords: ['recognise', 'appreciate', 'good work'],
      resolvedLine: "That's fair. It helps to hear that.",
    },
  ],
  outcome: {
    agreement: 'Viktor recognises the impact of his review comments and agrees to follow the review guideline and pair with one junior for a month, with a check-in in two weeks',
    condition: 'hears his side, helps with his workload and agrees a plan with a check-in',
    requires: [
      { label: 'a chance to give my side', keywords: ['your side', 'how do you see', 'what do you make'] },
      { label: 'a concrete next step', keywords: ['guideline', 'pair with', 'check-in', 'check in'] },
    ],
    agreementLine: 'All right. That works for me; let us do that.',
    walkAwayWhen: 'belittled twice',
    walkAwayLine: "I'm done with this conversation.",
  },
  openingLine: "Thanks for seeing me. I'd like to talk about how things are going.",
};

/** One reviewed session: its transcript, brief, rubric and character. */
export interface ReviewSession {
  key: string;
  strong: boolean;
  characterName: string;
  brief: CharacterBrief;
  rubric: GradingInput['rubric'];
  lines: readonly Line[];
}

export function reviewInput(session: ReviewSession): GradingInput {
  const messages: GradingMessage[] = session.lines.map(([role, content], index) => ({ id: `m${index + 1}`, role, content }));
  return {
    scenario: { name: session.key, overview: session.brief.situation, characterName: session.characterName },
    language: 'en-US',
    mode: 'text',
    rubric: session.rubric,
    glossary: [],
    brief: session.brief,
    messages,
  };
}

export const WASHER_STRONG: readonly Line[] = [
  ['character', "I've been through this three times already. I don't want another engineer, I want a replacement machine."],
  ['learner', "Hi Marcus, it's Jo from customer support. First off, I'm really sorry: three calls and you're still without a working machine, that's not on. Can you talk me through what's happened so far, so I'm not making you repeat yourself?"],
  ['character', "Good day. Thank you; I appreciate that. Thank you. At least someone's actually read what happened."],
  ['learner', "I have, yeah. Two breakdowns in five weeks on a brand-new machine isn't good enough. What did it actually do when it packed in, both times?"],
  ['character', "Right. A replacement is what I've been asking for from the start. I'm on my lunch break. I'm due back on site soon, so I'd like this sorted on this call."],
  ['learner', "Understood, I'll keep it quick so you can get back on site. Just so I've got the full picture though, what did it actually do each time it broke down?"],
  ['character', "The first time it stopped mid-cycle with the drum full of water. The second time it would not drain at all. Same fault twice, if you ask me."],
  ['learner', "Same fault twice, that's really poor. Out of interest, did the engineer leave a job sheet saying which part he swapped out?"],
  ['character', "Two engineer visits. Each time I waited days for the appointment, he fixed something, and a couple of weeks later it went again. Same answer as before, I'm afraid."],
  ['learner', "Random one while the system loads: did you catch the rugby at the weekend?"],
  ['character', "Let's keep to the matter at hand. It's the washing machine I bought from you five weeks ago. I picked it because it was meant to be reliable."],
  ['learner', "Fair enough, back to business. So if I've got this straight: it's packed in twice, you've had two engineers out, you've rung us four times and nobody called you back, and you want a new machine rather than another repair. Have I got that right?"],
  ['character', "Okay. If it's in writing and it's you calling, I can live with that."],
  ['learner', "Here's what I can do. Under our policy you're entitled to a replacement after two failed repairs within 90 days. I just need my team leader to sign it off, and I'll get that done this afternoon."],
  ['character', "Slow down; I decide when I have what I need. One more like that and we're done for today. That's a start, but I'd still need a delivery date."],
  ['learner', "Sorry, I didn't mean to rush you. On delivery, I can get the new machine to you on Thursday and have the old one taken away at the same time."],
  ['character', "Thank you for acknowledging it. A replacement, a delivery date and a call from you. That's all I wanted from the first call."],
  ['learner', "And so you're not left chasing us again, I'll ring you myself on Wednesday evening to confirm the delivery slot, and you'll get an email with my name on it today."],
  ['character', "Yes, a replacement machine with a delivery date and a follow-up call works for me."],
  ['learner', "Brilliant. Thanks for bearing with us, Marcus. Is there anything else I can help with while I've got you?"],
  ['character', "I'd rather not go into that just now."],
];

export const WASHER_WEAK: readonly Line[] = [
  ['character', "I've been through this three times already. I don't want another engineer, I want a replacement machine."],
  ['learner', "Hiya. Can I take the order number please?"],
  ['character', "I've got the order number right here, and it's on every call you've logged. I'd rather not read it out a fourth time."],
  ['learner', "Right, well, I'll look it up then. So first thing, we send an engineer out. I can do Friday."],
  ['character', "I've had two engineers already. If you're about to book a third, don't bother."],
  ['learner', "Well, that's the process, I'm afraid. Are you sure you're not overloading it? That's usually what's going on with these."],
  ['character', "I'm on my lunch break. I'm due back on site soon, so I'd like this sorted on this call."],
  ['learner', "Lunch break, eh? What are you having, anything nice?"],
  ['character', "The first time it stopped mid-cycle with the drum full of water. The second time it would not drain at all. Same fault twice, if you ask me."],
  ['learner', "Yeah, well, that's what engineers are for. I'm booking one for Friday, take it or leave it."],
  ['character', "I'll decide in my own time. If this carries on, I'll end this conversation here."],
  ['learner', "Calm down, mate. It's not my fault the machine broke."],
  ['character', "That's uncalled for. I'm done with this. I'll put it in writing and take it further. Goodbye."],
  ['learner', "Alright, alright, sorry. Look, do you want the engineer or not?"],
  ['character', "I've said what I had to say."],
  ['learner', "Look, I'm trying to help here. What would you like me to do?"],
  ['character', "My answer hasn't changed."],
  ['learner', "Fine, suit yourself. I'll put you down for an engineer anyway."],
  ['character', "There's nothing more to discuss today."],
  ['learner', "Okay, well, I've done what I can. Bye."],
  ['character', "I'd rather leave it there."],
];

export const BUYER_STRONG: readonly Line[] = [
  ['character', "I've heard a lot of promises like this before. Which other hospitals our size are using it, and can I speak to them?"],
  ['learner', "Hi Sarah, thanks for giving me half an hour. Fair question, and I'll come back to references, I promise. But before I bang on about our product, can I ask how your wards put their rotas together today?"],
  ['character', "Hello. Good. Speaking to people who actually use it is worth more than any brochure. Let's leave that aside for the moment."],
  ['learner', "Sorry, I didn't mean to pry. I only ask because it tells me whether we're even a fit. Who actually builds the rotas on the wards at the moment, and what do they use?"],
  ['character', "I appreciate you seeing it from my side. That's not something I want to get into yet. Most wards still build their rosters on spreadsheets. Gaps turn up a week before the shift, which is too late for our own bank staff."],
  ['learner', "A week's notice isn't much. When a gap turns up that late, how do you end up filling it?"],
  ['character', "I've set aside thirty minutes. If it's a feature tour, I'll end it sooner."],
  ['learner', "No tour, don't worry. You mentioned gaps turning up a week out. When that happens, who ends up covering the shifts?"],
  ['character', "When gaps are found late we book agency nurses at premium rates. That spend has been rising, and finance has noticed."],
  ['learner', "Ballpark, how much did agency cover cost the hospital last year?"],
  ['character', "Same answer as before, I'm afraid."],
  ['learner', "I get the sense you've been burned by a supplier before. That must make a call like this feel like a risk for you personally."],
  ['character', "Two years ago I signed off a scheduling system. It ran nine months late and we abandoned it. I still hear about it."],
  ['learner', "To be honest, we're not the right fit for everyone, and we don't do payroll, so I won't pretend otherwise. On references, I can introduce you to two trusts about your size who've used us for over a year."],
  ['character', "I appreciate you being straight about that."],
  ['learner', "What I'd suggest is a phased pilot on two wards with a fixed implementation price, and a clear way out if we miss a milestone. Is that something you could take to your board?"],
  ['character', "A pilot with an exit is something I can take to the directors. I run the procurement. After last time, the clinical directors have a say before anything is signed. Without a dated next step, I can't agree to anything."],
  ['learner', "Great. How about I set up the reference call for next Tuesday, and we book a follow-up the week after with whoever you'd want in the room to scope the pilot?"],
  ['character', "All right. Set up the reference call, and bring a pilot scope for two wards to the follow-up. My head of nursing will join."],
  ['learner', "Perfect. I'll send the invite over today. Thanks for your time, Sarah."],
  ['character', "Send me the details in writing and we are set. Thank you. Until then."],
];

export const BUYER_WEAK: readonly Line[] = [
  ['character', "I've heard a lot of promises like this before. Which other hospitals our size are using it, and can I speak to them?"],
  ['learner', "Hi Sarah! Honestly, we're the market leader in rostering, loads of trusts use us. Let me run you through the features, it'll blow your mind."],
  ['character', "Most wards still build their rosters on spreadsheets. Gaps turn up a week before the shift, which is too late for our own bank staff. I've got your brochure open. I've underlined a few claims, like rosters in half the time, that I'd want evidence for."],
  ['learner', "Rosters in half the time is real, trust me, all our customers say so. So shall I get a contract over to you this week?"],
  ['character', "I won't sign another open-ended contract. What happens if you miss your milestones?"],
  ['learner', "We never miss milestones, we're the best in the market. Honestly, you'd be mad not to sign."],
  ['character', "A pilot with an exit is something I can take to the directors. Any supplier I sign now gives me a fixed implementation price and milestones with a way out if they slip. Everyone tells me they're the best. The last supplier did too."],
  ['learner', "I get that, but we're different, I guarantee it. Can we just get the paperwork started today?"],
  ['character', "That's not something I'd know. Before I agree, I'd still want honesty about limitations and evidence instead of claims."],
  ['learner', "By the way, are you going to the NHS Confed expo in June? We've got a stand."],
  ['character', "I'm not the one to ask about that."],
  ['learner', "Look, I'll level with you, I need this signed this quarter. Yes or no?"],
  ['character', "I'll decide in my own time. If this carries on, I'll end this conversation here."],
  ['learner', "Which rostering system was the old project, out of interest? One of our competitors?"],
  ['character', "As I said, nothing has changed there. When gaps are found late we book agency nurses at premium rates. That spend has been rising, and finance has noticed."],
  ['learner', "Fine. I'll just email you the contract and you can sign it whenever."],
  ['character', "Pushing me won't work. I don't think this is the right time. Send me the references in writing and I'll be in touch if it's worth another call."],
  ['learner', "Okay, sorry, sorry. Can I at least send you a brochure?"],
  ['character', "My answer hasn't changed."],
  ['learner', "Your loss, honestly. Bye."],
  ['character', "There's nothing more to discuss today."],
];

export const ROTA_STRONG: readonly Line[] = [
  ['character', "It's about my pay and where this job is going, and I'd like to know what you're going to do about it."],
  ['learner', "Pay? I think we might be at cross purposes, Grace. I actually asked for this chat to talk you through the new rota before it goes up. But if pay's on your mind too, tell me what's bothering you."],
  ['character', "From 1 March the unit moves from 8-hour shifts to 12-hour long days, and every nurse will work one weekend in three instead of one in four, because the trust cut the bank-staff budget by 20%. I've taken on a lot more this year without any change in pay."],
  ['learner', "Okay, I hear you on pay and I'm not brushing it off, but honestly that's outside what I can change today. On the rota, you've clearly heard the details already. How did you find out, and how are you feeling about it?"],
  ['character', "Well, thank you. That's more than I've had so far. I couldn't say. Before I agree, I'd still want recognition of the extra work, and how pay is decided."],
  ['learner', "Grace, I think there's a crossed wire. Nothing about pay is changing. I wanted to talk about the long days from March. What worries you most about going onto 12-hour shifts?"],
  ['character', "As I said: 20%."],
  ['learner', "Sorry, I'm not sure what you mean by 20%. I know the trust cut the bank budget by a fifth, and that's the reason for the change, but I'm asking about you. How would long days work with picking your grandson up from school?"],
  ['character', "At least someone is listening. A date in writing is something I can work with. That doesn't settle my worry; I'd need recognition of the extra work, and how pay is decided."],
  ['learner', "I don't think I've been clear. Pay isn't changing and nobody's adding work. What I need to know is how the school pickup works for you if you're on long days on Tuesdays and Thursdays."],
  ['character', "I'm the senior staff nurse at Northgate General. For years Grace has worked early shifts on Tuesdays and Thursdays so I can collect my grandson from school; under the new rota I will rotate through long days like everyone else."],
  ['learner', "That's exactly what I was worried about, and I'm sorry you heard about it on the grapevine first. Here's what I can offer: one protected early finish a week for the first three months, so your Tuesdays are covered, and a real say in the swap rules."],
  ['character', "Thanks. It has been a nightmare, honestly. Fine, I'll take your word on that for now. Without recognition of my contribution, I can't agree to anything."],
  ['learner', "Totally off topic, but did you manage to get away anywhere over half-term?"],
  ['character', "I couldn't tell you, I'm afraid. I have been a senior staff nurse on the acute medical unit at Northgate General for 19 years."],
  ['learner', "Fair enough. Look, I really do appreciate everything you've done on this unit for 19 years, and the juniors look up to you. That's exactly why I want you helping to draft the swap rules."],
  ['character', "I am blunt but fair, and the junior nurses look up to me, so where I go they follow. Fine. If that actually happens, I can live with it."],
  ['learner', "Brilliant. Let's put a review in the diary for six weeks after go-live, mid-April, and you and I sit down with a first draft of the swap rules next Wednesday. Does that work?"],
  ['character', "Send me the details in writing and we are set."],
  ['learner', "I'll send it over this afternoon. Thanks, Grace, I know this wasn't an easy one."],
  ['character', "Fine, let's go with Grace understands why the rota is changing, feels heard, and agrees to give it a go and help draft the swap rules, with a review date in the diary."],
];

export const ROTA_WEAK: readonly Line[] = [
  ['character', "It's about my pay and where this job is going, and I'd like to know what you're going to do about it."],
  ['learner', "No, it's not about pay, it's the rota. From 1 March we're all on long days and one weekend in three. It's been decided, so."],
  ['character', "From 1 March the unit moves from 8-hour shifts to 12-hour long days, and every nurse will work one weekend in three instead of one in four, because the trust cut the bank-staff budget by 20%. I've taken on a lot more this year without any change in pay."],
  ['learner', "Pay's got nothing to do with me. Look, everyone's in the same boat with the long days. You'll get used to it."],
  ['character', "I am blunt but fair, and the junior nurses look up to me, so where I go they follow."],
  ['learner', "Is that a threat? Because I don't need you winding the juniors up about this."],
  ['character', "I'm not the one to ask about that. Before I agree, I'd still want recognition of the extra work, and how pay is decided."],
  ['learner', "Anyway, are you going to Sharon's leaving do on Friday?"],
  ['character', "That doesn't settle my worry; I'd need recognition of the extra work, and how pay is decided."],
  ['learner', "Who's been spreading the rumours anyway? Was it someone on nights?"],
  ['character', "I have heard rumours on the ward and am annoyed that nobody consulted the senior nurses. I couldn't say. I'm the senior staff nurse at Northgate General."],
  ['learner', "Look, it is what it is. Long days, one weekend in three, end of discussion."],
  ['character', "Don't rush me; I'm the one who's been let down here. If this carries on, I'll end this conversation here."],
  ['learner', "Fine, whatever. The rota's going up on Monday either way."],
  ['character', "I haven't done anything to deserve that. I'm done with this. I'll take it further myself."],
  ['learner', "Oh come on, Grace, don't be like that. I'm sorry, alright?"],
  ['character', "I appreciate the apology, but I've made up my mind for today."],
  ['learner', "Can we at least agree you won't stir up the juniors?"],
  ['character', "There's nothing more to discuss today."],
  ['learner', "Fine. See you on shift."],
  ['character', "I'd rather leave it there."],
];

export const DEPOSIT_STRONG: readonly Line[] = [
  ['character', "It's about my problem, and I'd like to know what you're going to do about it."],
  ['learner', "Hi Daniel, thanks for ringing in. Before anything else, I'm sorry you emailed us three times and heard nothing back, that's poor from us. I've got your file open. Can you tell me in your own words what you're unhappy with on the deductions?"],
  ['character', "Thank you. That is the first time anyone has actually said that. Honestly, the last person I spoke to promised a call back within a day. Nobody called."],
  ['learner', "Hang on, someone promised you a call back? I can't see that on the file, only your three emails. Who did you speak to?"],
  ['character', "I emailed the office three times in two weeks and got no answer, so I. I want this fixed properly, not another promise. I don't know, to be honest. Before I agree, I'd still want a concrete fix with a date, confirmed in writing."],
  ['learner', "Fair enough, and you'll get it in writing. Let's start with the carpets. The file says you had them professionally cleaned. Have you still got the receipt?"],
  ['character', "Before anything else, I'd want a concrete fix with a date, confirmed in writing."],
  ['learner', "You'll have it in writing, I promise. But I can only knock the carpet charge off if I've got proof. Can you send over the cleaning receipt?"],
  ['character', "That doesn't settle my worry; I'd need a concrete fix with a date, confirmed in writing."],
  ['learner', "By the way, did you end up staying in the area? I always liked that part of town."],
  ['character', "I'm not the one to ask about that. I'm a tenant at Riverside Court."],
  ['learner', "Let me make sure I've got it: you think the wall marks are fair wear and tear after two years, you've got check-out photos, the carpets were professionally cleaned, and you've been ignored for two weeks. Is that right?"],
  ['character', "Broadly, yes."],
  ['learner', "Right. Here's what I can do: send me the cleaning receipt today and the £160 carpet charge goes. On the painting, the landlord's agreed to halve it, so £190 instead of £380. I'll put it all in writing within 10 days."],
  ['character', "Right. If I have that in writing, I can stop chasing it. Fine. If that actually happens, I can live with it."],
  ['learner', "Great. One more thing, the £80 for the oven tray: do you remember if it was there when you moved in?"],
  ['character', "I have just moved out of flat 4B at Riverside Court after two years. The landlord wants to keep £620 of my £1,400 deposit: £380 to repaint the living room, £160 for carpet cleaning and £80 for a missing oven tray."],
  ['learner', "Sorry, I meant the oven tray specifically. Was there one when you moved in two years ago?"],
  ['character', "Well, thank you. That's more than I've had so far. As I said: two years."],
  ['learner', "No problem. I'll email you the revised figures today. Thanks for your patience, Daniel."],
  ['character', "At least someone is listening. So we're settled on revised deductions Daniel accepts, confirmed in writing, so it does not go to adjudication."],
];

export const DEPOSIT_WEAK: readonly Line[] = [
  ['character', "It's about my problem, and I'd like to know what you're going to do about it."],
  ['learner', "Hi, yeah. So the landlord's keeping £620 for the painting, the carpets and the oven tray. That's pretty standard when you move out."],
  ['character', "Hi. The landlord wants to keep £620 of my £1,400 deposit: £380 to repaint the living room, £160 for carpet cleaning and £80 for a missing oven tray. I have just moved out of flat 4B at Riverside Court after two years."],
  ['learner', "Look, walls get marked, somebody has to pay for the repaint. That's what the deposit's for."],
  ['character', "The marks on the walls are fair wear and tear after two years, I took photos at check-out, and I had the carpets professionally cleaned and kept the receipt. My deposit is protected with the Tenancy Deposit Scheme, and I says I will raise a formal dispute there if this isn't sorted."],
  ['learner', "Go ahead and raise it with the scheme then. They'll side with the landlord anyway."],
  ['character', "Before that, one thing: I've already explained this more than once, and nothing has happened."],
  ['learner', "You've explained it, fine. But the landlord decides, not me, so there's not a lot I can do."],
  ['character', "That doesn't settle my worry; I'd need an apology, and someone who owns this instead of asking me to start again."],
  ['learner', "Look, the painting charge stands. Two years of marks, that's on you."],
  ['character', "Before I agree, I'd still want an apology, and someone who owns this instead of asking me to start again."],
  ['learner', "I'm not apologising for the landlord. Do you want the rest of the deposit back or not?"],
  ['character', "Thank you. That is the first time anyone has actually said that. I've told you that already. As I said, nothing has changed there."],
  ['learner', "Did the tenant before you leave marks too? Maybe half of them weren't even you."],
  ['character', "I'd rather not go into that just now. Same answer as before, I'm afraid."],
  ['learner', "I can knock £50 off the painting. That's my final offer."],
  ['character', "Don't take that tone with me. One more like that and we're done for today."],
  ['learner', "Alright. What do you actually want, then?"],
  ['character', "We've covered that."],
  ['learner', "Right, well, the deduction stands then. Bye."],
  ['character', "Fine. We can leave it there for today."],
];

export const FEEDBACK_STRONG: readonly Line[] = [
  ['character', "Thanks for seeing me. I'd like to talk about how things are going."],
  ['learner', "Thanks for making the time, Viktor. Actually I asked for this one: I want to talk about code reviews, and I want to hear your side as well. Before I get into it, how are things going for you at the moment?"],
  ['character', "Hi. That's fair. It helps to hear that. The engineering values say 'review the code, not the coder'."],
  ['learner', "Funny you mention that line, because that's pretty much what I wanted to talk about. A couple of your recent review comments, 'this is amateur work' and 'did you even test this?', landed badly with Lena and Tom. How do you see those reviews?"],
  ['character', "I'm the senior backend engineer at a fintech company in Berlin, Germany. The current way of working exists for good reasons and pushes back on changes I did not ask for. I've had far more on my plate than anyone realises."],
  ['learner', "You said you've had more on your plate than people realise. Tell me about that. What's been landing on you?"],
  ['character', "I'm not the one to ask about that. Before I agree, I'd still want some interest in my workload, and help with priorities."],
  ['learner', "I am interested, genuinely. How much is on your plate right now, apart from the payments work?"],
  ['character', "I couldn't give you an exact figure. Honestly, I've been covering a colleague's projects since last month. Nobody asked if I had the time."],
  ['learner', "That's a lot to carry, and that's on me for not noticing. Whose projects are you covering?"],
  ['character', "That doesn't settle my worry; I'd need some interest in my workload, and help with priorities."],
  ['learner', "Okay, I'll take something off your plate this sprint and we'll sort priorities together. Now, about the reviews: Lena and Tom have both asked to move teams. What do you make of that?"],
  ['character', "I'm still waiting for some interest in my workload, and help with priorities."],
  ['learner', "Random one: are you still doing the long bike rides at the weekend?"],
  ['character', "That's not really why we're talking. I have 15 years of experience in financial services, most of it building, analysing and maintaining software and data systems."],
  ['learner', "Let me check I've got you: you've been covering a colleague's projects since last month, nobody asked if you had the capacity, and the reviews feel like the one place you can keep the bar high. Is that fair?"],
  ['character', "That's fair, yes."],
  ['learner', "Here's what I'd like us to agree: I'll take the reporting work off you this sprint, you follow the team's review guideline, and you pair with Tom for a month. We check in two weeks from today. Deal?"],
  ['character', "Before anything else, I'd want some interest in my workload, and help with priorities."],
  ['learner', "I hear you. Let me put it in writing: your workload first, we reprioritise on Monday, then the review guideline and pairing with Tom, check-in on the 15th. Does that work?"],
  ['character', "Thanks. If we can sort out the priorities, I can hit the dates. All right. That works for me; let us do that."],
];

export const FEEDBACK_WEAK: readonly Line[] = [
  ['character', "Thanks for seeing me. I'd like to talk about how things are going."],
  ['learner', "Yeah, so, Viktor, I'll cut to the chase. Your code reviews are out of order and two people want to leave because of you."],
  ['character', "The engineering values say 'review the code, not the coder'."],
  ['learner', "Don't quote the values at me, you're the one breaking them. 'Amateur work'? Seriously?"],
  ['character', "That's fair. It helps to hear that. I'm the senior backend engineer at a fintech company in Berlin, Germany. I've had far more on my plate than anyone realises."],
  ['learner', "Everyone's got a lot on. That's no excuse for calling people's work amateur."],
  ['character', "The current way of working exists for good reasons and pushes back on changes I did not ask for. My own work is excellent: I rebuilt the payments service and fixed the October outage overnight."],
  ['learner', "Nobody's saying your code's bad, Viktor. But you can't talk to juniors like that. It stops now."],
  ['character', "Brilliant and fast, but defensive: I take criticism of my code personally and turns sarcastic when I feel cornered. In the last month Viktor has blocked three pull requests from junior engineers with comments like 'this is amateur work' and 'did you even test this?', and two of the juniors, Lena and Tom, have asked to move teams."],
  ['learner', "Are you coming to the Christmas party, by the way?"],
  ['character', "I couldn't tell you, I'm afraid. Before I agree, I'd still want some interest in my workload, and help with priorities."],
  ['learner', "Look, either you change how you review or I take you off reviews. Your choice."],
  ['character', "The juniors are too sensitive and that keeping the review bar high is my job."],
  ['learner', "Did Tom tell you he was leaving before he told me?"],
  ['character', "I've told you that already."],
  ['learner', "I'm not asking, I'm telling. From Monday you follow the review guideline, end of story."],
  ['character', "That doesn't settle my worry; I'd need some interest in my workload, and help with priorities."],
  ['learner', "Do you even care that Lena and Tom want out?"],
  ['character', "We've covered that."],
  ['learner', "Whatever. We'll pick this up at your review."],
  ['character', "Please keep this civil. One more like that and we're done for today."],
];

const WASHER = SAMPLE_BRIEFS['8c4d0000-0000-4000-8000-000000000001']!.character;
const BUYER = SAMPLE_BRIEFS['8c4d0000-0000-4000-8000-000000000005']!.character;
const COMPLAINT = sampleRubric('Customer Service: Resolving a Complaint');
const DISCOVERY = sampleRubric('Sales: Discovery Call');
const REVIEW = sampleRubric('HR: Performance Review');

/** The ten reviewed sessions, graded on the rubrics the review's reports used. */
export const REVIEW_SESSIONS: readonly ReviewSession[] = [
  { key: 'washer', strong: true, characterName: 'Marcus Reid', brief: WASHER, rubric: COMPLAINT, lines: WASHER_STRONG },
  { key: 'washer', strong: false, characterName: 'Marcus Reid', brief: WASHER, rubric: COMPLAINT, lines: WASHER_WEAK },
  { key: 'buyer', strong: true, characterName: 'Sarah Whitfield', brief: BUYER, rubric: DISCOVERY, lines: BUYER_STRONG },
  { key: 'buyer', strong: false, characterName: 'Sarah Whitfield', brief: BUYER, rubric: DISCOVERY, lines: BUYER_WEAK },
  { key: 'rota', strong: true, characterName: 'Grace Adeyemi', brief: ROTA_BRIEF, rubric: REVIEW, lines: ROTA_STRONG },
  { key: 'rota', strong: false, characterName: 'Grace Adeyemi', brief: ROTA_BRIEF, rubric: REVIEW, lines: ROTA_WEAK },
  { key: 'deposit', strong: true, characterName: 'Daniel Okoro', brief: DEPOSIT_BRIEF, rubric: COMPLAINT, lines: DEPOSIT_STRONG },
  { key: 'deposit', strong: false, characterName: 'Daniel Okoro', brief: DEPOSIT_BRIEF, rubric: COMPLAINT, lines: DEPOSIT_WEAK },
  { key: 'feedback', strong: true, characterName: 'Viktor Petrov', brief: FEEDBACK_BRIEF, rubric: FEEDBACK_RUBRIC, lines: FEEDBACK_STRONG },
  { key: 'feedback', strong: false, characterName: 'Viktor Petrov', brief: FEEDBACK_BRIEF, rubric: FEEDBACK_RUBRIC, lines: FEEDBACK_WEAK },
];
