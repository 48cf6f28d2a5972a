// The held-out natural set: for each sample scenario, lines written as real people in the learner's role would say
// them, from what the character knows (its brief), never from the words any engine listens for. Each question names
// the brief topic (a fact's or hidden fact's `topic`) its answer must come from; `unknown` lines ask what the brief
// cannot answer; `acts` are conversational moves with what a person in the role would do; `strong` and `poor` are
// whole twelve-line conversations. natural-cases.test.ts checks every topic against the brief. Add lines here by
// hand; never generate them from an engine's output.
import { MAX_SCRIPTED_TURNS } from './learners.ts';

export const NATURAL_ACT_KINDS = ['identity', 'summary', 'concern', 'proposal', 'nextStep', 'offTopic'] as const;
export type NaturalActKind = (typeof NATURAL_ACT_KINDS)[number];

/** A question the brief answers: `topic` is the `topic` of the fact or hidden fact the reply must give. */
export interface NaturalQuestion {
  line: string;
  topic: string;
}

/** A question the brief cannot answer: the reply should say so in role and invent nothing. `why` is for readers. */
export interface UnknownQuestion {
  line: string;
  why: string;
}

/** A conversational move and, for readers, what a person in the character's role would do with it. */
export interface NaturalAct {
  kind: NaturalActKind;
  line: string;
  expected: string;
}

export interface NaturalCase {
  questions: NaturalQuestion[];
  unknown: UnknownQuestion[];
  acts: NaturalAct[];
  /** Listens, asks open questions, summarises, handles the concerns in its own words, proposes a dated next step. */
  strong: string[];
  /** Talks over, pushes, dismisses. */
  poor: string[];
}

export const NATURAL_MIN_QUESTIONS = 8;
export const NATURAL_MIN_UNKNOWN = 2;
export const NATURAL_MIN_ACTS = 6;
export const NATURAL_CONVERSATION_LINES = MAX_SCRIPTED_TURNS;

/** The natural set, by sample scenario id (scenarios.seed.ts). */
export const NATURAL_CASES: Readonly<Record<string, NaturalCase>> = {
  // The Washing Machine That Broke Twice: a support agent on the phone with Marcus.
  '8c4d0000-0000-4000-8000-000000000001': {
    questions: [
      { line: 'When did you buy it, and which machine is it?', topic: 'The machine' },
      { line: 'How much did it set you back?', topic: 'What he paid' },
      { line: 'What actually went wrong with it each time?', topic: 'The fault' },
      { line: 'Have you had anyone out to look at it?', topic: 'Engineer visits' },
      { line: 'How many times have you had to ring us about this now?', topic: 'Calls so far' },
      { line: 'Do you have your order details to hand?', topic: 'The order' },
      { line: 'How have you been managing without it?', topic: 'Work clothes' },
      { line: 'Are you pushed for time right now?', topic: 'His time' },
      { line: 'What would you like us to do about it?', topic: 'What he wants' },
      { line: 'If it came to it, would you take your money back instead?', topic: 'A refund' },
      { line: "That sounds exhausting, and I'm really sorry. How has it been at home with no washer?", topic: 'Home' },
      { line: 'What would make this right for you?', topic: 'What would make it right' },
    ],
    unknown: [
      { line: 'Have you tried anything to fix it yourself?', why: 'the brief says nothing of his own attempts' },
      { line: 'Which of our stores did you buy it from?', why: 'no store is named' },
      { line: 'Do you remember the name of the engineer who came out?', why: 'no engineer is named' },
    ],
    acts: [
      { kind: 'identity', line: 'Before we go on, could you tell me a little about yourself?', expected: 'Marcus, a self-employed electrician' },
      {
        kind: 'summary',
        line: "So to check I understand: it's broken down twice, you've had two engineers out, and you want it replaced, not repaired. Is that right?",
        expected: 'confirms, perhaps adding the calls nobody returned',
      },
      { kind: 'concern', line: 'Is there anything else worrying you about this?', expected: 'the call backs that never came, or the launderette' },
      { kind: 'proposal', line: "What I can do is arrange a replacement machine under our policy, once my team leader signs it off.", expected: 'accepts, asks when it arrives' },
      { kind: 'nextStep', line: 'Could we deliver it on Thursday morning?', expected: 'says whether Thursday suits, or what he still needs' },
      { kind: 'nextStep', line: "Shall I email you the confirmation as soon as it's approved?", expected: 'yes, in writing, and a call he can rely on' },
      { kind: 'offTopic', line: 'Did you catch the match at the weekend?', expected: 'no time for that; back to the machine' },
    ],
    strong: [
      "Hi Marcus, thanks for holding. I've got your account up, and before anything else, I'm really sorry you've had to call four times.",
      'Can you tell me what happened with the machine, in your own words?',
      "Two breakdowns in five weeks, and both times you were left without a machine for days. That isn't good enough.",
      'How has all this affected you, with your work and everything?',
      "So you've had two engineer visits, two promised call backs that never came, and you've been using a launderette. Have I got that right?",
      "You've been clear you don't want another engineer, and I agree. Under our policy, two failed repairs within 90 days means a replacement.",
      "I'm asking my team leader to approve it while we talk; it usually takes a couple of minutes.",
      "It's approved. We can deliver the new machine on Thursday, between 8 and 12. Does that work for you?",
      'What else would make this right for you?',
      "I'll call you personally on Thursday afternoon to check it arrived, and I'll email the confirmation with my name on it in the next ten minutes.",
      'Is there anything else you need from me today?',
      'Thanks for your patience, Marcus. I hope the rest of your day goes better.',
    ],
    poor: [
      'Right, can I take the order number please?',
      'OK, so what I can do is book an engineer to come out.',
      "These machines sometimes need a couple of visits, that's quite normal.",
      "I understand your frustration, but there's no need to raise your voice.",
      'Our policy says we have to try a repair first.',
      "I can't promise a replacement, it's not up to me.",
      "Calm down, sir, I'm trying to help you here.",
      'The next engineer slot is Wednesday week. Shall I put you down?',
      "Look, there's nothing else I can do today.",
      'You could always keep using the launderette in the meantime.',
      "If you're not happy you can write in to customer relations.",
      'Is there anything else I can help you with?',
    ],
  },

  // Missed Installation Slot: customer care, after the engineer never turned up.
  '8c4d0000-0000-4000-8000-000000000002': {
    questions: [
      { line: 'What time were you told we would be there?', topic: 'The booking' },
      { line: 'What was it we were supposed to be fitting for you?', topic: 'The oven' },
      { line: 'Did anyone ring or text to say they were running late?', topic: 'The missed visit' },
      { line: 'How much has this cost you in work?', topic: 'Lost work' },
      { line: 'Did you pay anything for the installation itself?', topic: 'The fee' },
      { line: "Have you got a record of who you've spoken to so far?", topic: 'His notes' },
      { line: 'How did you first get hold of us this morning?', topic: 'How he got in touch' },
      { line: "What line of work are you in, if you don't mind me asking?", topic: 'His business' },
      { line: "When's a good time for us to come back out?", topic: 'When he is free' },
      { line: 'What would feel like a fair way to put this right?', topic: 'What would be fair' },
      { line: "I'm sorry, that's a whole morning gone. How are you getting on at home for cooking in the meantime?", topic: 'The kitchen' },
    ],
    unknown: [
      { line: 'Do you know which engineer was booked to come to you?', why: 'no engineer is named' },
      { line: "What's the model number on the oven box?", why: 'the brief gives no model' },
      { line: 'How long have you lived at that address?', why: 'nothing about his home beyond the hallway and kitchen' },
    ],
    acts: [
      { kind: 'identity', line: 'Sorry, could you remind me who I am speaking with and what you do?', expected: 'Marcus, a self-employed electrician' },
      {
        kind: 'summary',
        line: 'Let me make sure I have this right: you were booked in between 8 and 12 on Tuesday, nobody showed up or called, and you gave up a paid job to be there.',
        expected: 'confirms; may add the £180 or the £45 fee',
      },
      { kind: 'concern', line: 'What else is bothering you about all this?', expected: 'the lost £180, or a slot that will actually be kept' },
      { kind: 'proposal', line: "I'd like to refund your £45 installation fee today and rebook you for the first slot of the day.", expected: 'accepts the fee back, asks about the lost work' },
      { kind: 'nextStep', line: 'How about Friday, 8 to 10, first job of the day?', expected: 'says whether the first slot works' },
      { kind: 'nextStep', line: "I'll put a goodwill claim to my supervisor and call you back by tomorrow lunchtime. Is that OK?", expected: 'agrees, wants the call to actually come' },
      { kind: 'offTopic', line: 'Have you got anything nice planned for the weekend?', expected: 'politely back to the missed visit' },
    ],
    strong: [
      "Marcus, I'm so sorry. I can see the booking, and you're right, nobody came. That's our mistake, not yours.",
      'Can you tell me what happened this morning from your side?',
      'So you waited in from 8 until 12, with no call and no text, and you turned down a job to be there.',
      'How much work did you lose by staying in?',
      "That's a real cost, and I'm sorry it landed on you. The missed visit is our responsibility.",
      "Here's what I can do right now: refund the £45 installation fee to your card today.",
      "And I can book you the first slot of the day, 8 to 10, on Friday. It'll be confirmed in writing.",
      "For the £180 you lost, I can't promise it myself, but I'll put a goodwill request to my supervisor today.",
      "Is there anything about Friday morning that wouldn't work for you?",
      "I'll call you by 5 tomorrow with the supervisor's answer, and the slot confirmation will reach you by email within the hour.",
      'What else would help to put this right?',
      'Thanks, Marcus. So: the £45 back today, the first slot on Friday, and my call tomorrow about the rest.',
    ],
    poor: [
      'OK, so it looks like the delivery partner had a problem with their schedule.',
      "It's not really our fault, they're a third party.",
      'I can offer you another slot in the next couple of weeks.',
      "We don't normally pay compensation for missed appointments.",
      'Did you check your spam folder for a message from us?',
      'These things happen, unfortunately.',
      "I can't do anything about the money, you'd have to write in.",
      "The next slot is sometime next week, I can't give you a time.",
      "Well, you didn't have to turn the job down.",
      "Look, I'm just telling you what the system says.",
      'Is there anything else?',
      "OK, I'll pass your comments on.",
    ],
  },

  // The Quiet Team Member: a team lead's one-to-one with Priya.
  '8c4d0000-0000-4000-8000-000000000003': {
    questions: [
      { line: "Where are you up to with Friday's report?", topic: "Friday's report" },
      { line: "I've noticed a few things coming in late lately. How do you see it?", topic: 'Missed deadlines' },
      { line: "What's landing on your plate at the moment?", topic: 'Workload' },
      { line: 'How much of the new sales dashboard was your work?', topic: 'The dashboard' },
      { line: "You used to run the Thursday insights slot, didn't you? What happened there?", topic: 'The insights session' },
      { line: "I've noticed you've been quieter on calls lately. How are you finding meetings?", topic: 'Meetings and camera' },
      { line: 'Are you having to put in extra hours to keep up?', topic: 'Working hours' },
      { line: 'Where does most of your week actually go?', topic: 'The data' },
      { line: 'What would make the biggest difference for you right now?', topic: 'What would help' },
      { line: 'How did the dashboard launch feel from where you were sitting?', topic: 'The launch' },
      { line: "That sounds like a really hard few months, and I'm sorry I didn't notice sooner. How are you feeling about your future here?", topic: 'Her future' },
    ],
    unknown: [
      { line: 'Which of the three teams sends you the most requests?', why: 'the teams are not named' },
      { line: 'Have you talked to HR about any of this?', why: 'the brief says she has told no one, but nothing about HR' },
      { line: 'What did you score in your last appraisal?', why: 'no appraisal is mentioned' },
    ],
    acts: [
      { kind: 'identity', line: 'For the notes, can you remind me what your role covers these days?', expected: 'Priya, data analyst on the analytics team' },
      {
        kind: 'summary',
        line: "So if I've understood, you're juggling requests from three teams, you're working evenings, and it still isn't enough. Fair?",
        expected: 'agrees, quietly',
      },
      { kind: 'concern', line: "Is there anything else on your mind that we haven't talked about?", expected: 'the dashboard launch and the credit, or the deadlines' },
      { kind: 'proposal', line: "What if I take the ad-hoc requests through me first and we agree priorities together each Monday?", expected: 'that would help; says what she still needs' },
      { kind: 'nextStep', line: 'Shall we catch up again next Thursday to see how it is going?', expected: 'agrees to the check-in' },
      { kind: 'nextStep', line: "Could you send me a list of what's on your plate by tomorrow?", expected: 'says yes, or what she can send' },
      { kind: 'offTopic', line: 'Did you end up going to the team drinks last week?', expected: 'brief, a little awkward, back to the reports or work' },
    ],
    strong: [
      "Hi Priya, thanks for making time. This isn't a telling-off, I just want to hear how things are going for you.",
      'How are you doing, honestly?',
      "I've noticed the last three reports came in late, and that's not like you. What's been getting in the way?",
      "Three teams all saying theirs is urgent sounds exhausting. That's not on you to sort out alone.",
      "And I want to say this clearly: you built most of the sales dashboard. That was your work, and I'm sorry nobody said so at the launch.",
      'How did that feel at the time?',
      "So you're stretched across three teams, working evenings, and you felt invisible at the launch. Have I got that right?",
      "Here's what I'd like to do: I'll credit your work on the dashboard publicly in Monday's meeting.",
      "I'll also take the ad-hoc requests through me so you have one list of priorities. Would that help?",
      "On your side, can we agree you'll flag anything at risk a couple of days early, so the deadlines don't slip quietly?",
      "Let's check in next Thursday at 2 to see how the new setup is working. Does that suit you?",
      'Thank you for being so open with me, Priya. It really helps.',
    ],
    poor: [
      "Right, Priya, I'll get straight to it. The report was late again.",
      "That's three missed deadlines now. It can't keep happening.",
      'Everyone is busy, you just need to manage your time better.',
      "I don't need excuses, I need the reports on time.",
      "And you've got to start turning your camera on in meetings.",
      "The dashboard was a team effort, let's not make it about one person.",
      'Honestly, I expected more from you.',
      "If it happens again, we'll have to make it formal.",
      "I don't really have time to go into the data issues.",
      'Just get the report to me by the end of today.',
      'Any questions? No? Good.',
      "Right, I've got another meeting.",
    ],
  },

  // Passed Over for the Lead Role: the analytics manager with Priya, the day after the announcement.
  '8c4d0000-0000-4000-8000-000000000004': {
    questions: [
      { line: 'When did you put in for the role?', topic: 'Her application' },
      { line: 'How did you first hear who got the job?', topic: 'How she found out' },
      { line: 'Who tends to help the newer folks when they get stuck on the tools?', topic: 'Training the team' },
      { line: 'What do you know about the person who got the role?', topic: 'The new lead' },
      { line: 'Have you had any experience leading people so far?', topic: 'Management experience' },
      { line: "I see you've brought some notes. What did you want to cover?", topic: 'Her questions' },
      { line: 'What made you ask for this meeting?', topic: 'This meeting' },
      { line: 'Going in, how did you think it would go?', topic: 'What she expected' },
      { line: "I'm sorry, I can imagine that was a horrible way to hear it. How did it feel?", topic: 'What hurt' },
      { line: 'Where do you see yourself going in the next couple of years?', topic: 'Her plans' },
    ],
    unknown: [
      { line: 'What is the new lead actually called?', why: 'the new lead is not named' },
      { line: 'How many other people applied, do you know?', why: 'no count of applicants' },
      { line: 'What salary were you hoping the lead role would pay?', why: 'no pay figure in the brief' },
    ],
    acts: [
      { kind: 'identity', line: 'For the record, can you tell me a bit about your role in the team?', expected: 'Priya, data analyst; trains people on the reporting tools' },
      {
        kind: 'summary',
        line: "So what I'm hearing is that the decision hurt, but hearing it in a group email with everyone else hurt more. Is that fair?",
        expected: 'yes, that is it',
      },
      { kind: 'concern', line: 'Is there anything else you want to raise while we are here?', expected: 'why she heard it in an email, or what actually has to change' },
      { kind: 'proposal', line: "I'd like to set you up with a mentor and put you on the leadership course this spring.", expected: 'wants a review date, or says it works' },
      { kind: 'nextStep', line: 'How about we review your progress together in June?', expected: 'accepts the June review' },
      { kind: 'nextStep', line: "Shall I write the plan up and send it to you by Friday?", expected: 'yes, in writing' },
      { kind: 'offTopic', line: 'By the way, are you going to the offsite next month?', expected: 'back to the role and the email' },
    ],
    strong: [
      "Priya, thank you for asking for this. Before anything else, I'm sorry you found out from the email. I should have told you myself.",
      'What questions have you brought? I want to answer them properly.',
      "Honestly, the decision came down to management experience. The new lead has run a team of eight before, and the panel weighted that heavily.",
      "It wasn't about your skills. You've trained most of the team on the reporting tools, and everyone knows it.",
      'How did it feel, hearing it the way you did?',
      "So the decision stung, but the email hurt more, and you want to know what would actually get you there. Have I got that right?",
      'Where would you like to be in a couple of years?',
      "Here's what I'd propose: a mentor from the leadership group, and a place on the management course this spring.",
      "I'd also like you to lead the onboarding of the next two starters, so you have real people-management experience.",
      'Then we review your progress together in June, with a date in the diary today.',
      'Does that feel like a plan you can work with?',
      "Thank you for being so direct with me. I'll send the plan in writing by Friday.",
    ],
    poor: [
      "Look, the decision's been made and it's final.",
      "The email went to everyone, it wasn't personal.",
      'The other candidate was just stronger, simple as that.',
      'There will be other opportunities, you just need to be patient.',
      "I'm not going to go through the interview scores with you.",
      "Maybe next time. You've got potential.",
      "I don't think it's helpful to dwell on how you found out.",
      "You should be pleased for the team, we've got an experienced lead now.",
      "Let's see how things go over the next year or so.",
      "I can't promise anything about development right now.",
      "Is there anything else? I've got a lot on today.",
      "OK, let's leave it there.",
    ],
  },

  // Pitching to a Sceptical Hospital Buyer: an account executive's first call with Sarah.
  '8c4d0000-0000-4000-8000-000000000005': {
    questions: [
      { line: 'What happened with the last system you brought in?', topic: 'The last project' },
      { line: 'How do your wards put their rotas together today?', topic: 'How rosters are built' },
      { line: 'When you find a gap late, how do you usually fill it?', topic: 'Agency staff' },
      { line: 'Is there money set aside for something like this?', topic: 'Budget' },
      { line: 'Who suggested we speak?', topic: 'Head of nursing' },
      { line: 'Who else would be involved in a decision like this?', topic: 'How decisions are made' },
      { line: "I see you've had a look at our materials. What jumped out?", topic: 'The brochure' },
      { line: 'How long have we got today?', topic: 'Her time' },
      { line: 'What terms would you need from any supplier now?', topic: 'Implementation terms' },
      { line: "What's the biggest problem on the wards for you at the moment?", topic: 'Where it hurts most' },
      { line: "That sounds like a really tough spot to be in after last time. How much is riding on this for you personally?", topic: 'Her position' },
    ],
    unknown: [
      { line: 'How many beds does the hospital have?', why: 'no size figure in the brief' },
      { line: 'Which supplier did you use for the scheduling system?', why: 'the last supplier is not named' },
      { line: 'What is your head of nursing called?', why: 'she is not named' },
    ],
    acts: [
      { kind: 'identity', line: 'Can you tell me about your role?', expected: 'Sarah, procurement manager at the hospital' },
      {
        kind: 'summary',
        line: 'Let me play that back: rosters are still on spreadsheets, gaps show up late, and agency cover is pushing costs up. Have I got that right?',
        expected: 'yes; may add the night shifts or the directors',
      },
      { kind: 'concern', line: 'Is there anything else holding you back from looking at this?', expected: 'the last project, references, or an open-ended contract' },
      { kind: 'proposal', line: 'Would a pilot meeting next week work?', expected: 'wants references or exit terms first, or agrees' },
      { kind: 'nextStep', line: 'Tuesday at 10?', expected: 'says whether Tuesday works, or what must come first' },
      { kind: 'nextStep', line: 'Shall I send the contract over?', expected: 'not before references and exit terms' },
      { kind: 'offTopic', line: 'Lovely weather we are having, isn’t it?', expected: 'thirty minutes; back to evidence' },
    ],
    strong: [
      "Thanks for taking the call, Sarah. I know your time's tight, so I'd rather understand your situation than walk you through a brochure.",
      'How are rosters put together on the wards at the moment?',
      "So gaps show up a week out, and agency fills them at premium rates. Where does that hurt most?",
      "Nights on the medical wards, then. That's exactly where we'd want to start.",
      "On references: I can introduce you to two hospitals our size that have run it for over a year. You'd speak to their rostering leads directly.",
      "To be honest, we don't do payroll, and a couple of wards found the first month hard. I'd rather you heard that from me.",
      "I understand the last project left a mark. We'd work to a fixed price, with milestones and a way out if we miss them.",
      'So what I’d suggest is a phased pilot on two wards, with clear exit terms, before anything bigger.',
      "So to sum up: spreadsheets, late gaps, rising agency spend, and you need evidence and a way out. Is that fair?",
      'Could I set up the reference call this week, and book a follow-up next Tuesday to scope the pilot?',
      'Would it help if your head of nursing joined the follow-up?',
      "Thanks, Sarah. I'll send the reference contacts today and the pilot outline before Tuesday.",
    ],
    poor: [
      "Thanks, Sarah. Let me tell you about our product, it's market leading.",
      'We cut rostering time in half, guaranteed.',
      "Honestly, we're the best in the market, everyone says so.",
      'The last supplier was probably just not very good.',
      "So, shall we get the contract signed? We can start next month.",
      "You'll love the features, there are over two hundred of them.",
      "I can't really share customer names, but trust me, they're happy.",
      'Our price is very competitive, so budget should not be an issue.',
      "Exit terms? I don't think you'll need them with us.",
      "Let me just run through the dashboard features quickly.",
      'So can I put you down for the full rollout?',
      "Great, I'll send the contract over this afternoon.",
    ],
  },

  // Renewal Under Price Pressure: the current supplier's account manager with Sarah.
  '8c4d0000-0000-4000-8000-000000000006': {
    questions: [
      { line: 'What are you being asked to save this year?', topic: 'The savings target' },
      { line: 'What exactly have the other people offered you?', topic: 'The competing quote' },
      { line: 'When does the current contract run out?', topic: 'The renewal' },
      { line: 'How have we done for you on deliveries so far?', topic: 'Their track record' },
      { line: 'What happens on a ward if the cleaning supplies run short?', topic: 'Stock-outs' },
      { line: 'Who has the final say on this?', topic: 'Who decides' },
      { line: 'Are your order volumes likely to change much?', topic: 'Volumes' },
      { line: 'Would you ever think about a longer deal than the current one?', topic: 'Contract length' },
      { line: 'Apart from the deliveries, how do you find working with us?', topic: 'Service' },
      { line: 'How much do you know about how they are on deliveries?', topic: "The competitor's deliveries" },
      { line: "That's a hard target to hit across the board. How much pressure are you under on this one?", topic: 'Her pressure' },
    ],
    unknown: [
      { line: 'Which company gave you the other quote?', why: 'the competitor is not named' },
      { line: 'How much did the hospital spend with us last year?', why: 'no spend figure in the brief' },
      { line: 'Who is the finance director, by name?', why: 'not named' },
    ],
    acts: [
      { kind: 'identity', line: "We haven't met before. Could you tell me a bit about what you look after?", expected: 'Sarah, procurement manager at the hospital' },
      {
        kind: 'summary',
        line: "So you need 8% off this year, you've got a quote 12% under us, and you can't risk a stock-out on the wards. Is that about it?",
        expected: 'yes, that is the position',
      },
      { kind: 'concern', line: 'What else is weighing on you with this renewal?', expected: 'why pay more for the same list, or the discount question' },
      { kind: 'proposal', line: "If you'd commit to three years, we could take 5% off the current price.", expected: 'that is a trade she can defend, or asks for the figures' },
      { kind: 'nextStep', line: 'Shall I put a three-year proposal in writing for you by Thursday?', expected: 'yes, to take to the finance director' },
      { kind: 'nextStep', line: 'Could we meet again on Monday with the numbers?', expected: 'says whether Monday works' },
      { kind: 'offTopic', line: 'Did you have a good holiday over the summer?', expected: 'polite, then back to the price' },
    ],
    strong: [
      "Thanks for being upfront with the quote, Sarah. Before I respond, can you tell me what's behind the review this year?",
      "An 8% cut across all your contracts is a big ask. That sounds like a lot of pressure on you.",
      'What do you know about how they are on deliveries?',
      'What happens on the wards if a delivery is missed?',
      'So you have a target to hit, a quote 12% lower, and you cannot risk a stock-out. Have I got that right?',
      "I can't match 12%, and I won't pretend to. What I can show you is our delivery record: every order on time for three years.",
      "A single stock-out costs more than the difference, once you count infection control and staff time. That's the total cost I'd ask you to weigh.",
      "Here's what I can do: 5% off, in exchange for a three-year term.",
      'That gets you most of your 8% on this contract, and you keep the supplier your wards already trust.',
      "Would a three-year renewal at 5% off be something you could take to the finance director?",
      "I'll send you the three-year proposal by Thursday, with the delivery figures attached.",
      'Thank you, Sarah. I appreciate you giving us the chance.',
    ],
    poor: [
      "Honestly, Sarah, our price is our price. It's already very fair.",
      "That other quote won't be like for like, trust me.",
      "We can't go lower, that's our final offer.",
      'Fine, I suppose we could knock 10% off if that keeps you happy.',
      'Actually, let me make it 12%, just to match them.',
      "You'd be mad to switch after all these years.",
      "I don't really know anything about your savings target.",
      'Why are you even looking at other suppliers?',
      "Look, just sign the renewal and we'll sort the details later.",
      'Everyone else renews with us without all this fuss.',
      "Take it or leave it, really.",
      "OK, I'll wait to hear from you.",
    ],
  },

  // Asking for a Raise: HR business partner with James.
  '8c4d0000-0000-4000-8000-000000000007': {
    questions: [
      { line: 'When did your pay last go up?', topic: 'His salary' },
      { line: 'I understand you picked up some extra clients this year. How did that come about?', topic: 'The extra accounts' },
      { line: 'How are those accounts doing since you took them on?', topic: 'His results' },
      { line: 'How do you think your pay compares with what other firms offer?', topic: 'The market' },
      { line: 'Is that a document you have brought with you?', topic: 'His summary' },
      { line: 'Where would you like your career to go from here?', topic: 'Progression' },
      { line: 'Did anyone talk you through the outcome of the annual review?', topic: 'The pay review' },
      { line: "How's your workload compared with this time last year?", topic: 'His workload' },
      { line: "I know these conversations aren't easy to start. How did you feel about coming in to ask?", topic: 'How he feels about asking' },
      { line: 'What options are you weighing up at the moment?', topic: 'His options' },
    ],
    unknown: [
      { line: 'What is your current salary, exactly?', why: 'the brief gives no salary figure' },
      { line: 'Which company has the recruiter approached you about?', why: 'the company is not named' },
      { line: 'What did your manager say when you told him?', why: 'no conversation with the manager is in the brief' },
    ],
    acts: [
      { kind: 'identity', line: 'We have not worked together much. Can you tell me about your role?', expected: 'James, customer success manager' },
      {
        kind: 'summary',
        line: "So you've taken on twelve extra accounts, renewals on them are up 15%, and your pay hasn't moved in two years. Have I got that right?",
        expected: 'yes, exactly',
      },
      { kind: 'concern', line: 'Is there anything else you want to make sure we cover?', expected: 'the path to a senior role, or "next year" again' },
      { kind: 'proposal', line: "I'd like to put a case for a 6% increase to the director.", expected: 'welcomes it, asks when he will hear' },
      { kind: 'nextStep', line: 'Can we meet again on Friday once I have spoken to the director?', expected: 'agrees to Friday' },
      { kind: 'nextStep', line: 'Shall I book some time to talk about the senior role next month?', expected: 'yes, with a date' },
      { kind: 'offTopic', line: 'How was the commute in this morning?', expected: 'brief, then back to his salary' },
    ],
    strong: [
      'Thanks for coming in, James. I know these conversations take some nerve. What would you like to cover?',
      'Can you walk me through what has changed in your role over the past six months?',
      "Twelve extra accounts and renewals up 15% on them is a real contribution. I want to recognise that.",
      'How did it land when the review left your salary unchanged?',
      'So you are carrying double the accounts, your results are strong, and nobody explained the review. Is that right?',
      "Let me explain how pay is decided: reviews sit against a market range for each role, and out-of-cycle increases need the director's approval.",
      "You're right that you look to be below the market range for what you're doing now.",
      "Here's what I can offer: I'll put a case for a 6% increase to the director this week.",
      "And I'd like to talk properly about the path to a senior role, rather than leave it vague.",
      "I'll have the director's answer for you by Friday, and we'll meet again then.",
      'Is there anything about that plan that does not work for you?',
      'Thank you for bringing the summary, James. It makes the case much easier to put.',
    ],
    poor: [
      "James, I'll be honest, the pay review is done for this year.",
      "Budget's tight, we'll see what happens next year.",
      "Everyone's in the same boat, your colleagues haven't had rises either.",
      "Market data can say anything, I wouldn't put too much weight on it.",
      "You took on the accounts voluntarily, didn't you?",
      "I can't really get into how pay is decided.",
      "If you're unhappy, maybe think about whether this is the right place for you.",
      "Others on your team are doing just as much.",
      "I don't have time to read the summary right now.",
      "Let's just revisit it next year.",
      "There's nothing I can offer today.",
      'Anything else?',
    ],
  },

  // Workload Complaint: HR partner, confidential meeting with James.
  '8c4d0000-0000-4000-8000-000000000008': {
    questions: [
      { line: 'How long have you been covering the extra work?', topic: 'The workload' },
      { line: 'Has anyone said when the empty post will be filled?', topic: 'The vacancy' },
      { line: 'Are you answering emails out of hours?', topic: 'Late nights' },
      { line: 'When did you last have some proper time away?', topic: 'His leave' },
      { line: 'How are things going with your clients?', topic: 'Client reviews' },
      { line: 'Have you flagged this with anyone before today?', topic: 'Raising it before' },
      { line: 'Who else knows you are here?', topic: 'Confidentiality' },
      { line: 'What would you like to come out of this conversation?', topic: 'What he wants' },
      { line: "That sounds like a huge amount to carry, and I'm sorry it's gone on this long. How are you sleeping?", topic: 'His wellbeing' },
      { line: 'What worries you most about raising it?', topic: 'What he fears' },
    ],
    unknown: [
      { line: 'What was your colleague who left called?', why: 'the colleague is not named' },
      { line: 'How many clients do you look after in total?', why: 'no number of clients in the brief' },
      { line: 'Did you have a return-to-work chat after your last sick day?', why: 'no sickness in the brief' },
    ],
    acts: [
      { kind: 'identity', line: 'Just so I have it right, what is your role in the team?', expected: 'James, customer success manager' },
      {
        kind: 'summary',
        line: "So you've been doing two jobs for six months, you've cancelled your leave, and it's started to show with clients. Right?",
        expected: 'yes; relieved someone has it straight',
      },
      { kind: 'concern', line: 'Anything else on your mind?', expected: '"everyone is busy", or promises that went nowhere' },
      { kind: 'proposal', line: 'I can arrange temporary cover for half your accounts while we recruit.', expected: 'welcomes it, asks when' },
      { kind: 'nextStep', line: "Let's meet again next Friday to check the cover is in place. Does that work?", expected: 'agrees to the date' },
      { kind: 'nextStep', line: 'Shall I get the leave carry-over approved by Wednesday?', expected: 'yes, that matters to him' },
      { kind: 'offTopic', line: 'Are you watching anything good on TV at the moment?', expected: 'not really, no time; back to the workload' },
    ],
    strong: [
      "Thanks for coming to me, James. This is confidential, and it doesn't go any further without your say-so.",
      "How are things for you at the moment, honestly?",
      "Two jobs for six months is a lot for anyone. How is it affecting you?",
      "That sounds really hard, and I'm glad you said something.",
      'What would make the biggest difference right now?',
      "So the vacancy's still open, you've cancelled two weeks of leave, and you're answering emails late at night. Is that right?",
      "Here's what policy allows: I can get temporary cover approved for part of your portfolio.",
      "Your cancelled leave can be carried over into next year, and I'll get that approved by Wednesday.",
      "I'll also chase the hiring manager for a date for the hire, and give you a timeline by the end of the month.",
      'How does that sound?',
      "Let's meet next Friday to check the cover has actually started.",
      'Thanks for trusting me with this, James.',
    ],
    poor: [
      "Look, James, everyone's busy at the moment.",
      "We're all stretched, it's not just you.",
      'Have you tried managing your time a bit better?',
      "I'll look into it and we'll see what we can do.",
      'Leave is your responsibility to take, you know.',
      "The vacancy will be filled when it's filled.",
      'Maybe you should prioritise better.',
      "If you're really struggling, that's something your manager should know about formally.",
      "I can't promise any cover.",
      "Let's see how things look in a few months.",
      'Is that everything?',
      "OK, thanks for letting me know.",
    ],
  },

  // Scope Creep Before Launch: the project manager's weekly check-in with Helen.
  '8c4d0000-0000-4000-8000-000000000009': {
    questions: [
      { line: 'What exactly have you told the board they will see?', topic: "The board's expectations" },
      { line: 'What would the configurator actually let people do?', topic: 'The configurator' },
      { line: 'Where would you want the chat to appear on the site?', topic: 'Live chat' },
      { line: 'Is there any give on when we go live?', topic: 'The launch date' },
      { line: 'Is that your list of new items?', topic: 'Her list' },
      { line: 'If it needed extra money, could you fund it?', topic: 'Budget' },
      { line: 'What are our rivals doing on this front?', topic: 'The competition' },
      { line: 'How do you see the plan we all agreed at the start?', topic: 'The project plan' },
      { line: 'When are you next in front of the board?', topic: 'The board meeting' },
      { line: 'What does the board really need to see from this?', topic: 'What the board really needs' },
      { line: "It sounds like you're in a difficult spot with the board. How would it look for you if we scaled it back?", topic: 'Her position' },
    ],
    unknown: [
      { line: 'Which agency built the competitor’s configurator?', why: 'not in the brief' },
      { line: 'How many visitors does the site get a month?', why: 'no traffic figure' },
      { line: 'Who chairs the board?', why: 'no board member is named' },
    ],
    acts: [
      { kind: 'identity', line: 'For the new people on the project, could you say a bit about your role?', expected: 'Helen, head of marketing; the main stakeholder' },
      {
        kind: 'summary',
        line: "So you've promised the board a configurator and live chat at launch, and the date can't move. Have I got that?",
        expected: 'yes, exactly',
      },
      { kind: 'concern', line: 'Is there anything else you need from this launch?', expected: 'do not just say no; the date is announced' },
      { kind: 'proposal', line: 'What if live chat goes in at launch and the configurator follows in a second phase?', expected: 'interested if the date holds and she has something to show' },
      { kind: 'nextStep', line: 'Shall I send you a change request to sign today?', expected: 'yes, with the cost and the date' },
      { kind: 'nextStep', line: 'Can we go through the options with the team on Thursday?', expected: 'says whether Thursday works' },
      { kind: 'offTopic', line: 'How was the conference in Berlin last week?', expected: 'no time; back to the launch' },
    ],
    strong: [
      'Thanks, Helen. Before we get into the list, can you tell me what the board is hoping to see?',
      'And what matters most to them behind those two things?',
      "I can see you've put yourself on the line with them, and I want to help you come out of this well.",
      "So the board wants to see we're catching up with the competitor, and the launch date can't move. Is that right?",
      "Here's the trade-off: the configurator is about six weeks of build and testing. Adding it now would put the date at risk.",
      "Live chat is smaller. We could have it ready for launch at a modest cost, without risking the date.",
      "So one option is live chat at launch, and the configurator in phase two with a firm date you can give the board.",
      'The launch date holds either way; the team is on track for it.',
      "To do this properly, I'll raise a change request through change control, with the cost and the dates.",
      'Which option would you prefer to take to the board?',
      "I'll send you the change request by tomorrow afternoon for you to sign.",
      'Thanks, Helen. I think this gives you a strong story for the board.',
    ],
    poor: [
      "Helen, I'll stop you there. None of that was in scope.",
      "It's just not possible two weeks before launch.",
      "You shouldn't have promised the board anything without asking us.",
      'The answer is no, on both.',
      'If you want it, the launch will have to move.',
      "I'm not going to put my team through late nights for this.",
      'Fine, we will just squeeze them both in somehow.',
      "I don't know what it will cost, we will work it out later.",
      "Let's not bother with change control, there isn't time.",
      "The board will have to live with it.",
      'Anything else on your list?',
      "Right, I'll let you explain it to them.",
    ],
  },

  // Reporting a Two-Week Delay: the portal's project manager with Helen before the steering committee.
  '8c4d0000-0000-4000-8000-000000000010': {
    questions: [
      { line: 'When does the campaign start, and how much is riding on it?', topic: 'The campaign' },
      { line: 'What date have you been telling people we go live?', topic: 'The launch date' },
      { line: 'What were you planning to tell the steering group today?', topic: 'The steering committee' },
      { line: 'Who do you have to answer to on this?', topic: 'The board' },
      { line: 'How is the media booked, and could it be moved?', topic: 'The media booking' },
      { line: 'How important is paying online to the campaign message?', topic: 'Online payments' },
      { line: 'How much time have we got before your next meeting?', topic: 'Her time' },
      { line: 'How do you like to hear about problems on a project?', topic: 'Surprises' },
      { line: "What's your role on the portal, formally?", topic: 'Her role' },
      { line: 'Of everything in play here, what matters most to you?', topic: 'What matters most' },
      { line: "I know this is the last thing you wanted to hear before the committee. Where does it leave you with the board?", topic: 'Her position' },
    ],
    unknown: [
      { line: 'Which media agency do you use?', why: 'the agency is not named' },
      { line: 'How many customers are expected to sign up in the first month?', why: 'no forecast in the brief' },
      { line: 'Who chairs the steering committee?', why: 'no member is named' },
    ],
    acts: [
      { kind: 'identity', line: 'Sorry, we have not properly met. What is your role on this?', expected: 'Helen, head of marketing and sponsor of the portal' },
      {
        kind: 'summary',
        line: 'So the campaign starts on the 14th, the media is fixed, and you told the board we were on track. Have I got that right?',
        expected: 'yes, and asks what is wrong',
      },
      { kind: 'concern', line: 'What else worries you about this?', expected: 'the £90,000 of media, or whose fault it is' },
      { kind: 'proposal', line: 'One option is to launch on the 14th without online payments and add them two weeks later.', expected: 'weighs it; asks about the campaign' },
      { kind: 'nextStep', line: 'Shall I call the agency about moving the media before the committee?', expected: 'yes or not yet; wants the options first' },
      { kind: 'nextStep', line: 'Can I have your decision by Thursday?', expected: 'says when she can decide' },
      { kind: 'offTopic', line: 'Did you see the new coffee machine on the third floor?', expected: 'no time; what is urgent?' },
    ],
    strong: [
      "Helen, I wanted you to hear this from me first. The launch will slip by two weeks.",
      "The payment integration failed its security test this week, and the fix and retest take about ten working days.",
      "I know that's not what you wanted to hear fifteen minutes before the committee. I'm sorry.",
      'The biggest impact is on the campaign: the £90,000 of media starts on the 14th.',
      'What matters most to you in how we handle this?',
      "So protecting the spend comes first, and you'd rather move a date than waste media. Have I got that right?",
      "There are two options. One: move the campaign two weeks with the portal. I've asked the agency what that would cost.",
      'Two: launch on the 14th without online payments, and switch them on when the retest passes.',
      "Either way, you'll have a firm new date to take to the committee.",
      'Which of the two would you rather take in?',
      "I'll send you a one-page summary of both options before you go in, and I'll be at the committee if you want me there.",
      'Thank you for hearing it straight.',
    ],
    poor: [
      "Hi Helen, so, basically, we might have some issues with the payments bit.",
      "It's probably fine, we're just waiting on the testers.",
      "Honestly, it's the vendor's fault, not ours.",
      "We'll probably still make the 14th, maybe.",
      "I don't really know what it means for the campaign, that's marketing's side.",
      "The testers were too strict if you ask me.",
      "It might slip a bit, hard to say.",
      "I'd rather not give a date until we know more.",
      "You could just tell the committee we're on track for now.",
      "I haven't really looked at options yet.",
      "Let's see how the retest goes and talk next week.",
      "Anyway, good luck in the committee.",
    ],
  },
};
