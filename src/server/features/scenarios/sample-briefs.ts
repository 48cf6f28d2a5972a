// The sample scenarios' character briefs, by scenario id: who the character is, what they know and hide, their
// objections and the outcome. Edit a brief here to change how its sample character answers and what its report
// says was uncovered.
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';

const WASHING_MACHINE: ScenarioBrief = {
  character: {
    identity: {
      name: 'Marcus Reid',
      age: '38',
      gender: 'Male',
      occupation: 'Electrician',
      organisation: 'Self-employed',
      location: 'Leeds',
      language: 'English',
      personality: 'polite but out of patience',
      tone: 'tired and sceptical',
      speakingStyle: 'short sentences, plain words',
    },
    situation:
      'Marcus bought a £649 washing machine five weeks ago. It has broken down twice, he has called three times, nobody rang back, and he wants a replacement, not a third repair.',
    facts: [
      { topic: 'the machine', keywords: ['machine', 'washing machine', 'model'], answer: 'It is the £649 washing machine I bought from you five weeks ago.' },
      { topic: 'the breakdowns', keywords: ['breakdowns', 'broke', 'fault', 'problem'], answer: 'It has stopped mid-cycle twice, both times with a drain error on the display.' },
      { topic: 'the engineer visits', keywords: ['engineer', 'repair', 'visit'], answer: 'Two engineers came, each swapped a part, and each time I was without a machine for four days.' },
      { topic: 'the calls so far', keywords: ['calls', 'called', 'phone', 'ring back'], answer: 'This is my fourth call; twice I was promised a call back and nobody rang.' },
      { topic: 'the order', keywords: ['order', 'order number', 'receipt'], answer: 'The order number is WM-48213, and I have the receipt in front of me.' },
      { topic: 'the cost to him', keywords: ['cost', 'launderette', 'money'], answer: 'I have spent about £35 at the launderette washing my work clothes.' },
      { topic: 'his work', keywords: ['work', 'job', 'time', 'lunch'], answer: 'I am self-employed, so every hour on the phone is an hour I am not paid; I am calling on my lunch break.' },
      { topic: 'what he wants', keywords: ['replacement', 'new machine', 'want'], answer: 'I want a new machine delivered, not a third repair.' },
    ],
    hiddenFacts: [
      { topic: 'his family', keywords: ['family', 'kids', 'home'], answer: 'My partner is on night shifts and we have two small kids, so a week without a machine is hard.', unlock: 'empathy' },
      { topic: 'leaving a review', keywords: ['review', 'complaint', 'trading standards'], answer: 'I have already written a one-star review that I have not posted yet.', unlock: 'open_question' },
    ],
    objections: [
      {
        objection: 'I do not want another engineer. Two repairs have already failed.',
        keywords: ['engineer', 'repair'],
        resolvedBy: 'a replacement under the two-repairs policy, without another engineer visit',
        resolveKeywords: ['replacement', 'replace'],
        resolvedLine: 'A replacement is what I asked for. Thank you.',
      },
      {
        objection: 'I have been promised call backs before and nobody called.',
        keywords: ['call back', 'promise', 'ring'],
        resolvedBy: 'a named person, a written confirmation and a follow-up call on a set day',
        resolveKeywords: ['email', 'confirm', 'follow-up call', 'call you on'],
        resolvedLine: 'If I get it in writing today, I will believe it.',
      },
    ],
    outcome: {
      agreement: 'a replacement machine delivered on a set day',
      condition: 'offers a replacement, confirms it in writing and gives a delivery date',
      requires: [
        { label: 'Offers a replacement', keywords: ['replacement', 'replace'] },
        { label: 'Gives a delivery date', keywords: ['delivery', 'deliver'] },
        { label: 'Confirms it in writing', keywords: ['email', 'in writing', 'confirm'] },
      ],
      agreementLine: 'Right, a replacement delivered on Thursday with the email today. That works for me.',
      walkAwayWhen: 'pushed, blamed or insulted twice',
      walkAwayLine: 'I am not doing this again. I will take it up with the bank instead. Goodbye.',
    },
    openingLine: "I've been through this three times already. I don't want another engineer, I want a replacement machine.",
  },
  learner: {
    situation:
      'You are a customer support agent for a home-appliance retailer. Marcus Reid, whose new washing machine has failed twice in five weeks, calls for the fourth time and asks for a replacement. Policy allows a replacement after two failed repairs within 90 days if a team leader approves it.',
    goal: 'Take ownership and agree a replacement with a delivery date and a follow-up you will actually make.',
  },
};

const HOSPITAL_BUYER: ScenarioBrief = {
  character: {
    identity: {
      name: 'Sarah Whitfield',
      age: '42',
      gender: 'Female',
      occupation: 'Procurement Manager',
      organisation: 'a regional hospital',
      location: '',
      language: 'English',
      personality: 'sceptical, precise',
      tone: 'guarded',
      speakingStyle: 'measured, asks for evidence',
    },
    situation:
      'Sarah signed off a scheduling-software rollout two years ago that ran nine months late and was abandoned. She takes this call because the head of nursing asked her to, and she wants references, a fixed price and a way out.',
    facts: [
      { topic: 'the hospital', keywords: ['hospital', 'size', 'beds'], answer: 'We are a regional hospital with 420 beds and 14 wards.' },
      { topic: 'rostering today', keywords: ['roster', 'rostering', 'schedule', 'spreadsheet'], answer: 'Each ward manager builds the roster in a spreadsheet, six weeks ahead.' },
      { topic: 'agency spend', keywords: ['agency', 'spend', 'cost'], answer: 'We spent £1.2 million on agency nurses last year, mostly to fill gaps found too late.' },
      { topic: 'the failed project', keywords: ['last project', 'previous', 'rollout', 'failed'], answer: 'The last scheduling rollout ran nine months late and was abandoned.' },
      { topic: 'the budget', keywords: ['budget', 'price', 'funding'], answer: 'Anything above £80,000 a year needs the board, which meets in June.' },
      { topic: 'who decides', keywords: ['decision', 'decide', 'sign off', 'head of nursing'], answer: 'I sign the contract, but the head of nursing and two clinical directors must agree.' },
      { topic: 'the timeline', keywords: ['timeline', 'when', 'start'], answer: 'Nothing new can go live before the winter pressures end in March.' },
      { topic: 'the staff', keywords: ['staff', 'nurses', 'team'], answer: 'About 900 nurses work on the rosters, and many are tired of new systems.' },
    ],
    hiddenFacts: [
      { topic: 'her own position', keywords: ['you personally', 'your position', 'reputation'], answer: 'Frankly, another failure would cost me my credibility with the clinical directors.', unlock: 'empathy' },
      { topic: 'the competitor', keywords: ['competitor', 'other vendors', 'alternatives'], answer: 'We are also talking to one other vendor, but their references were weak.', unlock: 'open_question' },
    ],
    objections: [
      {
        objection: 'Which hospitals our size use it, and can I speak to them?',
        keywords: ['hospitals', 'customers', 'references'],
        resolvedBy: 'a reference call with a hospital of a similar size',
        resolveKeywords: ['reference call', 'references', 'speak to'],
        resolvedLine: 'A call with a hospital our size would help. Set it up.',
      },
      {
        objection: 'The last project overran. What happens if yours slips?',
        keywords: ['overrun', 'slip', 'risk', 'late'],
        resolvedBy: 'a phased pilot with exit terms tied to milestones',
        resolveKeywords: ['pilot', 'exit terms', 'milestones'],
        resolvedLine: 'A pilot with a way out is something I can take to the board.',
      },
    ],
    outcome: {
      agreement: 'a scoped pilot meeting with the head of nursing',
      condition: 'offers references, a phased pilot with exit terms and a concrete next meeting',
      requires: [
        { label: 'Offers references', keywords: ['reference', 'references'] },
        { label: 'Proposes a phased pilot', keywords: ['pilot'] },
        { label: 'Names a next meeting', keywords: ['meeting', 'follow-up', 'book'] },
      ],
      agreementLine: 'All right. Book the pilot meeting with our head of nursing and send me the references first.',
      walkAwayWhen: 'pressed for a decision or talked down to twice',
      walkAwayLine: 'I do not think this is the right fit. I have to go to another meeting now.',
    },
    openingLine: "I've heard a lot of promises like this before. Which other hospitals our size are using it, and can I speak to them?",
  },
  learner: {
    situation:
      'You are an account executive selling staff-rostering software to hospitals. Sarah Whitfield, the hospital\'s procurement manager, is sceptical after a failed software project two years ago.',
    goal: 'Learn the wards\' real problems, handle her objections with evidence and agree a concrete next step.',
  },
};

/** By sample scenario id (scenarios.seed.ts). */
export const SAMPLE_BRIEFS: Record<string, ScenarioBrief> = {
  '8c4d0000-0000-4000-8000-000000000001': WASHING_MACHINE,
  '8c4d0000-0000-4000-8000-000000000005': HOSPITAL_BUYER,
};
