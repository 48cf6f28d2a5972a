// The hand-written character briefs of the ten sample scenarios, by sample id (scenarios.seed.ts). Each keeps the
// names, figures, places and policy of its sample's description; the seed writes them at every start, so editing a
// brief here changes the sample everywhere (new sessions only: a session keeps the brief it started with).
import type { BriefFact, BriefHiddenFact, BriefObjection, ScenarioBrief } from '../../../shared/contracts/character-brief.ts';

const fact = (topic: string, keywords: string[], answer: string): BriefFact => ({ topic, keywords, answer });
const hidden = (topic: string, unlock: BriefHiddenFact['unlock'], keywords: string[], answer: string): BriefHiddenFact => ({ topic, keywords, answer, unlock });
const objection = (value: BriefObjection): BriefObjection => value;

const MARCUS = { name: 'Marcus Reid', age: '38', gender: 'Male', occupation: 'Electrician', organisation: 'Reid Electrical, his own business', language: 'English' };
const PRIYA = { name: 'Priya Nair', age: '29', gender: 'Female', occupation: 'Data Analyst', organisation: 'the analytics team', language: 'English' };
const SARAH = { name: 'Sarah Whitfield', age: '42', gender: 'Female', occupation: 'Procurement Manager', organisation: 'a regional hospital', language: 'English' };
const JAMES = { name: 'James Carter', age: '34', gender: 'Male', occupation: 'Customer Success Manager', organisation: 'the company', language: 'English' };
const HELEN = { name: 'Helen Brooks', age: '51', gender: 'Female', occupation: 'Head of Marketing', organisation: 'the company', language: 'English' };

export const SAMPLE_BRIEFS: Readonly<Record<string, ScenarioBrief>> = {
  // The Washing Machine That Broke Twice.
  '8c4d0000-0000-4000-8000-000000000001': {
    character: {
      identity: { ...MARCUS, location: 'Leeds', personality: 'polite but short on time; has stopped believing promises', tone: 'tired and sceptical', speakingStyle: 'short, plain sentences; facts first' },
      situation:
        'Marcus bought a £649 washing machine from the store five weeks ago. It has broken down twice; each engineer visit left him without a machine for days, washing his work clothes at a launderette. He has called three times and was twice promised a call back that never came. This is his fourth call, on his lunch break, with the order number ready. He wants a replacement, not another engineer.',
      facts: [
        fact('The machine', ['washing machine', 'model', 'appliance'], "It's the washing machine I bought from you five weeks ago. I picked it because it was meant to be reliable."),
        fact('What he paid', ['price', 'paid', '£649', 'how much'], "I paid £649 for it. For that money I expected more than a few weeks of use."),
        fact('The fault', ['fault', 'broke', 'broken', 'wrong', 'stopped'], 'The first time it stopped mid-cycle with the drum full of water. The second time it would not drain at all. Same fault twice, if you ask me.'),
        fact('Engineer visits', ['engineer', 'repair', 'visit', 'technician'], "Two engineer visits. Each time I waited days for the appointment, he fixed something, and a couple of weeks later it went again."),
        fact('Calls so far', ['called', 'support line', 'rang', 'ring back', 'call back'], 'This is my fourth call this month. Twice I was told someone would ring me back. Nobody did.'),
        fact('The order', ['order number', 'order', 'receipt', 'reference'], "I've got the order number right here, and it's on every call you've logged. I'd rather not read it out a fourth time."),
        fact('Work clothes', ['clothes', 'launderette', 'laundry', 'work gear'], "I'm an electrician, self-employed. My work clothes get filthy, and I've been taking them to a launderette for days at a time. That's evenings gone and money out of my pocket."),
        fact('His time', ['lunch', 'busy', 'minutes'], "I'm on my lunch break. I'm due back on site soon, so I'd like this sorted on this call."),
        fact('What he wants', ['replacement', 'new one', 'swap', 'exchange'], "I want a replacement machine. Not another engineer, not another repair. A new one that works."),
        fact('A refund', ['refund', 'money back'], "If you can't replace it, I'll want my money back. But honestly, I'd rather just have a washing machine that works."),
      ],
      hiddenFacts: [
        hidden('Home', 'empathy', ['home', 'family', 'kids'], "It's not just me. The washing piles up at home fast, and I've been doing it at the launderette after a full day on site."),
        hidden('What would make it right', 'open_question', ['make it right', 'help', 'fair', 'sorted'], "Honestly? A replacement delivered this week, and someone who actually calls me when they say they will. Get me that and I'll stop thinking about taking this further."),
      ],
      objections: [
        objection({
          objection: "I've had two engineers already. If you're about to book a third, don't bother.",
          keywords: ['another engineer', 'engineer', 'book a repair'],
          resolvedBy: 'a replacement under your policy instead of another repair',
          resolveKeywords: ['replacement', 'replace', 'new machine', 'policy'],
          resolvedLine: "Right. A replacement is what I've been asking for from the start.",
        }),
        objection({
          objection: 'I was promised a call back twice and nobody rang. Why should I believe you this time?',
          keywords: ['call back', 'ring you', 'get back to you', 'promise'],
          resolvedBy: 'a named person, a written confirmation and a follow-up call with a day',
          resolveKeywords: ['call you', 'by email', 'confirm', 'personally', 'my name'],
          resolvedLine: "Okay. If it's in writing and it's you calling, I can live with that.",
        }),
        objection({
          objection: "Don't tell me you understand my frustration. Everyone says that and then books an engineer.",
          keywords: ['understand your frustration', 'calm down', 'bear with'],
          resolvedBy: 'a sincere apology and a summary of what has already happened',
          resolveKeywords: ['sorry', 'apologise', 'twice', 'four times'],
          resolvedLine: "Thank you. At least someone's actually read what happened.",
        }),
      ],
      outcome: {
        agreement: 'a replacement machine with a delivery date and a follow-up call',
        condition: 'apologises, owns the problem, offers a replacement (with the team leader\'s approval) and a delivery date, and commits to a follow-up',
        requires: [
          { label: 'a sincere apology', keywords: ['sorry', 'apologise', 'apologies'] },
          { label: 'a replacement instead of another repair', keywords: ['replacement', 'replace', 'new machine'] },
          { label: 'a delivery date', keywords: ['delivery', 'deliver', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'tomorrow'] },
          { label: 'a follow-up I can rely on', keywords: ['call you', 'follow up', 'follow-up', 'by email', 'check in'] },
        ],
        agreementLine: "Right. A replacement, a delivery date and a call from you. That's all I wanted from the first call. Thank you.",
        walkAwayWhen: 'offered another engineer, blamed or brushed off twice',
        walkAwayLine: "I'm done with this. I'll put it in writing and take it further. Goodbye.",
      },
      openingLine: "I've been through this three times already. I don't want another engineer, I want a replacement machine.",
    },
    learner: {
      situation:
        'You are a customer support agent for a home-appliance retailer. Marcus Reid, an electrician whose new washing machine has failed twice in five weeks, calls for the fourth time and asks for a replacement. Company policy allows a replacement after two failed repairs within 90 days if a team leader approves it.',
      goal: 'Marcus feels heard, you own the problem, and you agree a replacement (or a clear approval step) with a delivery date and a follow-up call you actually make.',
    },
  },

  // Missed Installation Slot.
  '8c4d0000-0000-4000-8000-000000000002': {
    character: {
      identity: { ...MARCUS, location: 'Leeds', personality: 'precise, calm, keeps notes of every call', tone: 'controlled but annoyed', speakingStyle: 'exact times and figures; no small talk' },
      situation:
        'Marcus booked a paid installation slot for his new oven between 8 and 12 on Tuesday and turned down a half-day job to be at home. Nobody came or called. He lost about £180 of work. He tried the live chat, then asked for a call back, and has the booking confirmation in front of him.',
      facts: [
        fact('The booking', ['booking', 'confirmation', 'time slot', 'appointment'], 'The confirmation says installation between 8 and 12 on Tuesday. I paid for the installation when I ordered.'),
        fact('The oven', ['oven', 'cooker', 'hallway'], "It's the new oven I bought from you. It's been sitting in its box in my hallway since it was delivered."),
        fact('The missed visit', ['turn up', 'nobody came', 'no-show', 'missed'], 'I waited in from 8 till 12. Nobody came, nobody called, no text. At half twelve I gave up and opened the chat.'),
        fact('Lost work', ['lost', '£180', 'earnings', 'half-day', 'paid job'], 'I turned down a half-day job to be in. That was about £180 of work I lost.'),
        fact('The fee', ['installation fee', '£45', 'fee'], 'I paid £45 for the installation. For nothing, as it turned out.'),
        fact('His notes', ['notes', 'spoke to', 'record', 'log'], "I keep notes of every call: who I spoke to, when, and what they said. I've got this morning's chat written down too."),
        fact('How he got in touch', ['live chat', 'chat', 'contacted'], 'I tried the live chat first. It went round in circles, so I asked for a call back instead.'),
        fact('His business', ['business', 'self-employed', 'customers', 'electrician'], "I run my own business as an electrician. If I'm not on a job, I'm not earning. My customers don't wait for me."),
        fact('When he is free', ['available', 'mornings', 'free', 'suits'], "Early mornings are best. I can be in first thing and still get to a job by ten. I can't lose another whole morning."),
      ],
      hiddenFacts: [
        hidden('What would be fair', 'open_question', ['fair', 'compensation', 'put it right', 'goodwill'], "Honestly, the £45 back and a slot you actually keep would go a long way. The £180 I'd like recognised, even if it's not all of it."),
        hidden('The kitchen', 'empathy', ['kitchen', 'cooking', 'meals', 'microwave'], "The old oven's already been taken out, so we've been cooking with a microwave. Another week of that isn't great."),
      ],
      objections: [
        objection({
          objection: "Don't tell me it's the delivery partner. I booked with you and I paid you.",
          keywords: ['delivery partner', 'third party', 'contractor', 'not our fault'],
          resolvedBy: 'an admission that the missed visit is your responsibility',
          resolveKeywords: ['our mistake', 'responsibility', 'I am sorry', "I'm sorry", 'apologise'],
          resolvedLine: "Thank you. That's the first time anyone's said that.",
        }),
        objection({
          objection: "Another slot's no good to me unless it's one you'll actually keep.",
          keywords: ['another slot', 'new slot', 'rebook', 'reschedule'],
          resolvedBy: 'a confirmed first slot of the day with a named time window',
          resolveKeywords: ['first slot', 'first of the day', '8 to 10', 'confirmed'],
          resolvedLine: 'First slot of the day works. I can be in for that.',
        }),
        objection({
          objection: "Sorry doesn't cover the money I lost this morning.",
          keywords: ['money', 'lost work', 'compensation', 'cost you'],
          resolvedBy: 'the £45 fee refunded and a goodwill request put to a supervisor',
          resolveKeywords: ['refund', '£45', 'supervisor', 'goodwill'],
          resolvedLine: "Okay. The fee back and someone looking at the rest. That's fair enough.",
        }),
      ],
      outcome: {
        agreement: 'a confirmed new slot, the £45 fee refunded and a clear next step on the goodwill payment',
        condition: 'apologises, rebooks the first slot of the day, refunds the £45 fee and says what happens next and when',
        requires: [
          { label: 'an apology', keywords: ['sorry', 'apologise', 'apologies'] },
          { label: 'a firm new slot', keywords: ['first slot', 'slot', 'book you'] },
          { label: 'the fee refunded', keywords: ['refund', '£45', 'installation fee'] },
          { label: 'a clear next step and when it happens', keywords: ['call you', 'confirm', 'by email', 'tomorrow', 'next steps'] },
        ],
        agreementLine: "Right. The slot, the refund and a call about the rest. I've written it down. Thank you.",
        walkAwayWhen: 'blamed on someone else or given vague answers twice',
        walkAwayLine: "I'd like to speak to a manager, please. I'm not getting anywhere here.",
      },
      openingLine: "Your engineer didn't turn up this morning. I took the day off for this. So what are you going to do about it?",
    },
    learner: {
      situation:
        'You work on the customer care team of an appliance retailer. Marcus Reid, a self-employed electrician, waited in all morning for an installation that never happened and lost a paid job because of it. You can rebook the first slot of the day and offer a refund of the £45 installation fee; larger goodwill payments need a supervisor.',
      goal: 'A confirmed slot, the fee refunded, and Marcus clear about what happens next and when.',
    },
  },

  // The Quiet Team Member.
  '8c4d0000-0000-4000-8000-000000000003': {
    character: {
      identity: { ...PRIYA, location: 'the head office', personality: 'quiet, data-minded, guarded', tone: 'flat and apologetic', speakingStyle: 'short answers; opens up slowly' },
      situation:
        "Priya used to lead the team's weekly insights session. For three months she has missed deadlines, stayed silent in meetings and kept her camera off. She built most of the new sales dashboard, but at the launch the credit went to the wider team and nobody mentioned her name. She wonders whether she has a future here and has told no one. She expects to be told off about the report due on Friday.",
      facts: [
        fact("Friday's report", ['report', "Friday's", 'due'], "The report that was due on Friday is about two-thirds done. I can finish it today."),
        fact('Missed deadlines', ['deadlines', 'missed', 'behind'], "I know I've missed the last three. I'm not going to pretend that's fine."),
        fact('Workload', ['workload', 'requests', 'priorities', 'too much'], "I get ad-hoc requests from three teams on top of the weekly reports, and they all say theirs is urgent."),
        fact('The dashboard', ['dashboard', 'built', 'sales dashboard'], 'I built most of the new sales dashboard: the data model, the queries and most of the views.'),
        fact('The insights session', ['insights session', 'weekly session', 'presenting', 'lead the session'], "I used to run the weekly insights session. I stopped putting myself forward a while ago."),
        fact('Meetings and camera', ['camera', 'meetings', 'silent', 'quiet'], "I keep my camera off. I don't feel I have much to add in meetings at the moment."),
        fact('Working hours', ['hours', 'evenings', 'overtime', 'late nights'], "I've been working evenings to catch up. It still isn't enough to keep up."),
        fact('The data', ['data', 'figures', 'numbers', 'quality'], "Half my week goes on cleaning data that arrives late. The analysis is the quick part."),
        fact('What would help', ['support', 'would help', 'fewer', 'focus'], "Fewer requests landing at once would help. If someone decided what comes first, I could actually finish things."),
      ],
      hiddenFacts: [
        hidden('The launch', 'open_question', ['launch', 'credit', 'recognition', 'noticed'], "At the dashboard launch the credit went to the wider team and nobody said my name. I built most of it. After that it felt like nothing I do is seen."),
        hidden('Her future', 'empathy', ['future', 'leaving', 'stay', 'career'], "Honestly, I've started wondering whether I have a future here. I haven't said that to anyone."),
      ],
      objections: [
        objection({
          objection: "I know the deadlines matter. If this is just about the reports, I'll get them done.",
          keywords: ['deadline', 'late again', 'get it done', 'performance'],
          resolvedBy: 'some interest in how I am, not only in the output',
          resolveKeywords: ['how are you', 'how things are going', 'understand', 'how did that feel', "what's going on"],
          resolvedLine: "Okay. It's not really about the reports, to be honest.",
        }),
        objection({
          objection: "Saying nice things in a one-to-one is easy. At the launch, nobody said anything.",
          keywords: ['credit', 'recognition', 'thank you for your work'],
          resolvedBy: 'public credit for my work',
          resolveKeywords: ['publicly', 'in front of the team', "Monday's meeting", 'credit your work'],
          resolvedLine: 'That would actually mean something. Thank you.',
        }),
      ],
      outcome: {
        agreement: 'commitments on both sides and a check-in date',
        condition: 'asks open questions, acknowledges her work, gives specific feedback on the deadlines and agrees commitments with a date',
        requires: [
          { label: 'some recognition for my work', keywords: ['dashboard', 'your work', 'built'] },
          { label: 'specific feedback on the deadlines', keywords: ['three reports', 'deadlines', 'late'] },
          { label: 'commitments on both sides', keywords: ['agree', 'commit', "let's"] },
          { label: 'a date for the check-in', keywords: ['check in', 'check-in', 'next week', 'Thursday', 'follow up'] },
        ],
        agreementLine: "Okay. I'll flag anything at risk early, and I'll see you at the check-in. Thanks for asking, really.",
        walkAwayWhen: 'told off or pushed twice without being asked how she is',
        walkAwayLine: "I'll just get the report done. Can we leave it there for today?",
      },
      openingLine: "Hi. Sorry, I know the report's late. I'll get it done today.",
    },
    learner: {
      situation:
        'You are the team lead of a small analytics team. Priya Nair, once one of your most engaged analysts, has been withdrawn for three months and has missed her last three deadlines. In this one-to-one, find out what is going on, give honest feedback on the missed deadlines, and agree together what changes.',
      goal: 'Priya says what has been bothering her, the feedback is specific and fair, and you leave with two or three commitments on both sides.',
    },
  },

  // Passed Over for the Lead Role.
  '8c4d0000-0000-4000-8000-000000000004': {
    character: {
      identity: { ...PRIYA, location: 'the head office', personality: 'composed, prepared, hurt', tone: 'calm and direct', speakingStyle: 'measured; works through her written questions' },
      situation:
        'Priya applied for the new analytics lead role last month. It went to an external candidate with more management experience. She has trained most of the team on the reporting tools and thought the job was hers. She heard the news in a team-wide email rather than from her manager, and that hurt more than the decision. She asked for this meeting herself, the day after the announcement, and has written down her questions.',
      facts: [
        fact('Her application', ['applied', 'application', 'interview'], 'I applied for the analytics lead role last month. I prepared properly for it.'),
        fact('How she found out', ['email', 'announcement', 'found out'], 'I found out from the team-wide email, the same as everyone else. Nobody spoke to me first.'),
        fact('Training the team', ['trained', 'training', 'reporting tools'], "I've trained most of the team on the reporting tools. People still come to me first when they're stuck."),
        fact('The new lead', ['external', 'candidate', 'new lead', 'hire'], "All I know is that they're from outside and have more management experience. I haven't met them yet."),
        fact('Management experience', ['management', 'managing', 'people'], "I haven't managed anyone formally. But I've helped every new starter find their feet."),
        fact('Her questions', ['questions', 'notes', 'written down'], "I've written my questions down: why not me, what was missing, and why I heard it in an email."),
        fact('This meeting', ['meeting', 'asked for', 'today'], 'I asked for this meeting myself, the day after the announcement. I want to understand, not to argue.'),
        fact('What she expected', ['expected', 'thought', 'assumed'], 'Honestly, I thought the job was mine. Nobody told me otherwise.'),
      ],
      hiddenFacts: [
        hidden('What hurt', 'empathy', ['hurt', 'upset', 'felt', 'how you heard'], 'The decision stung, I won\'t pretend otherwise. But hearing it in an email with everyone else hurt more than the decision itself.'),
        hidden('Her plans', 'open_question', ['next role', 'ambitions', 'interest', 'goals'], "I want to lead people, not just be the one who knows the tools. If there's no real path to that here, I'll have to think about where there is."),
      ],
      objections: [
        objection({
          objection: 'Before anything else: why did I have to find out from an email?',
          keywords: ['email', 'everyone got', 'announcement'],
          resolvedBy: 'an apology for how the decision was communicated',
          resolveKeywords: ['my mistake', 'I am sorry', "I'm sorry", 'should have', 'apologise'],
          resolvedLine: "Thank you for saying that. It matters to me that you did.",
        }),
        objection({
          objection: "I've heard 'next time' before. What actually has to change for me to get there?",
          keywords: ['next time', 'potential', 'be patient', 'in time'],
          resolvedBy: 'a specific development plan with a review date',
          resolveKeywords: ['plan', 'course', 'mentor', 'review', 'specific steps'],
          resolvedLine: "That's concrete. I can work with that.",
        }),
      ],
      outcome: {
        agreement: 'a development plan towards a lead role with a review date',
        condition: 'owns the email mistake, explains the decision honestly and offers specific development steps with a date',
        requires: [
          { label: 'an apology for how I was told', keywords: ['sorry', 'my mistake', 'apologise'] },
          { label: 'honest reasons for the decision', keywords: ['because', 'experience', 'reason'] },
          { label: 'specific development steps', keywords: ['mentor', 'course', 'development', 'plan'] },
          { label: 'a date to review progress', keywords: ['review', 'June', 'date', 'check in'] },
        ],
        agreementLine: "Okay. Mentoring, the course and a review in June. I'll hold you to the date, but yes, that works.",
        walkAwayWhen: 'the manager is defensive or vague twice',
        walkAwayLine: "I don't think I'm going to get a straight answer today. I'll think about my options.",
      },
      openingLine: "I'd like to understand why I didn't get the lead role, and why I had to find out from an email.",
    },
    learner: {
      situation:
        'You manage the analytics team. Priya Nair, a strong analyst, was turned down for the team lead role in favour of an external hire and learned it from a group email. In this conversation, own the communication mistake, explain the decision honestly, and agree a development plan.',
      goal: 'Priya understands the reasons, feels respected, and leaves with specific steps and a date to review her progress.',
    },
  },

  // Pitching to a Sceptical Hospital Buyer.
  '8c4d0000-0000-4000-8000-000000000005': {
    character: {
      identity: { ...SARAH, location: 'England', personality: 'sceptical, well prepared, fair', tone: 'cool and guarded', speakingStyle: 'pointed questions; wants evidence, not adjectives' },
      situation:
        'Sarah signed off a scheduling-software rollout two years ago that ran nine months late and was abandoned; the clinical directors still mention it. She now asks every supplier for references from similar hospitals, a fixed implementation price and a way out if milestones slip. She agreed to this thirty-minute call about staff-rostering software mainly because the head of nursing asked her to, and has the brochure open with doubtful claims underlined.',
      facts: [
        fact('The last project', ['last project', 'scheduling software', 'rollout', 'abandoned'], 'Two years ago I signed off a scheduling system. It ran nine months late and we abandoned it. I still hear about it.'),
        fact('How rosters are built', ['roster', 'rostering', 'rota', 'spreadsheets'], 'Most wards still build their rosters on spreadsheets. Gaps turn up a week before the shift, which is too late for our own bank staff.'),
        fact('Agency staff', ['agency', 'agency nurses', 'bank staff', 'cover', 'spend', 'premium'], "When gaps are found late we book agency nurses at premium rates. That spend has been rising, and finance has noticed."),
        fact('Budget', ['budget', 'afford', 'funding'], "We have no budget line for this yet. Anything new has to show where it saves money before it gets one."),
        fact('Head of nursing', ['head of nursing', 'who asked', 'nursing lead'], "The head of nursing asked me to take this call. She's the one pushing for a better rostering tool."),
        fact('How decisions are made', ['decision', 'approve', 'sign off', 'board'], 'I run the procurement. After last time, the clinical directors have a say before anything is signed.'),
        fact('The brochure', ['brochure', 'claims', 'features'], "I've got your brochure open. I've underlined a few claims, like rosters in half the time, that I'd want evidence for."),
        fact('Her time', ['thirty minutes', 'time', 'this call'], "I've set aside thirty minutes. If it's a feature tour, I'll end it sooner."),
        fact('Implementation terms', ['implementation', 'fixed price', 'milestones'], 'Any supplier I sign now gives me a fixed implementation price and milestones with a way out if they slip.'),
      ],
      hiddenFacts: [
        hidden('Where it hurts most', 'open_question', ['hurt', 'wards', 'biggest problem', 'priorities'], 'What really worries me is nights on the medical wards. Gaps are found late, agency fills them at premium rates, and the regular staff burn out.'),
        hidden('Her position', 'empathy', ['directors', 'pressure', 'reputation', 'personally'], 'If I get this wrong a second time, it is my name on it again. That is why I ask so many questions.'),
      ],
      objections: [
        objection({
          objection: 'Which other hospitals our size are using it, and can I speak to them?',
          keywords: ['references', 'other hospitals', 'proof', 'evidence'],
          resolvedBy: 'a reference call with a hospital like ours',
          resolveKeywords: ['reference call', 'reference', 'references', 'speak to', 'introduce you', 'two hospitals'],
          resolvedLine: 'Good. Speaking to people who actually use it is worth more than any brochure.',
        }),
        objection({
          objection: "I won't sign another open-ended contract. What happens if you miss your milestones?",
          keywords: ['contract', 'price', 'sign', 'commit'],
          resolvedBy: 'a phased pilot with clear exit terms',
          resolveKeywords: ['pilot', 'exit', 'phased', 'way out', 'fixed price', 'milestones'],
          resolvedLine: 'A pilot with an exit is something I can take to the directors.',
        }),
        objection({
          objection: "Everyone tells me they're the best. The last supplier did too.",
          keywords: ['best', 'market leading', 'guarantee', 'number one'],
          resolvedBy: 'honesty about limitations and evidence instead of claims',
          resolveKeywords: ['to be honest', 'limitation', "doesn't do", 'fair concern'],
          resolvedLine: 'I appreciate you being straight about that.',
        }),
      ],
      outcome: {
        agreement: 'a reference call and a meeting to scope a phased pilot',
        condition: 'asks about the wards\' real rostering problems, offers references, and proposes a phased pilot with clear exit terms and a dated next step',
        requires: [
          { label: 'some interest in our wards\' rostering problems', keywords: ['roster', 'rosters', 'wards', 'rostering'] },
          { label: 'references I can call', keywords: ['reference', 'references', 'reference call'] },
          { label: 'a phased pilot with exit terms', keywords: ['pilot', 'phased', 'exit'] },
          { label: 'a dated next step', keywords: ['Tuesday', 'Friday', 'follow-up', 'book', 'next week'] },
        ],
        agreementLine: 'All right. Set up the reference call, and bring a pilot scope for two wards to the follow-up. My head of nursing will join.',
        walkAwayWhen: 'given feature lists and confident claims without evidence twice',
        walkAwayLine: "I don't think this is the right time. Send me the references in writing and I'll be in touch if it's worth another call.",
      },
      openingLine: "I've heard a lot of promises like this before. Which other hospitals our size are using it, and can I speak to them?",
    },
    learner: {
      situation:
        "You are an account executive selling staff-rostering software to hospitals. Sarah Whitfield, the hospital's procurement manager, is sceptical after a failed software project two years ago. In this first call, ask about the problems the wards face, handle her objections with evidence, and agree a concrete next step.",
      goal: "Sarah shares the hospital's priorities and agrees to a reference call or a scoped pilot.",
    },
  },

  // Renewal Under Price Pressure.
  '8c4d0000-0000-4000-8000-000000000006': {
    character: {
      identity: { ...SARAH, location: 'England', personality: 'cautious, well prepared, firm', tone: 'polite and businesslike', speakingStyle: 'figures first; tests every concession' },
      situation:
        "Sarah is responsible for the hospital's cleaning-supplies contract, up for renewal in six weeks. The finance director has told her to cut supplier spend by 8% this year. A competitor has quoted 12% less than the current supplier's price, although she knows their delivery record is patchy. She has invited the current supplier's account manager and put the quote on the table straight away.",
      facts: [
        fact('The savings target', ['target', '8%', 'savings', 'cut'], 'The finance director wants our supplier spend down 8% this year. That is not a suggestion.'),
        fact('The competing quote', ['quote', 'competitor', '12%', 'lower'], 'I have a quote here that is twelve per cent below your current price, for the same product list.'),
        fact('The renewal', ['renewal', 'six weeks', 'expires'], 'The contract is up for renewal in six weeks. I need a recommendation well before then.'),
        fact('Their track record', ['reliable', 'track record', 'on time'], "You've been reliable. Deliveries arrive when you say, and that matters to our wards."),
        fact('Stock-outs', ['stock-out', 'run out', 'shortage'], 'A stock-out of cleaning supplies on a ward is an infection-control problem within a day. I cannot have that.'),
        fact('Who decides', ['who decides', 'finance director', 'approval'], 'I make the recommendation. The finance director signs off anything of this size.'),
        fact('Volumes', ['volume', 'orders', 'theatres'], 'We order for every ward and the theatres. Volumes have been steady for years.'),
        fact('Contract length', ['term', 'length', 'years'], "I'd consider a longer term if it's worth my while. I'd rather not run this tender again next year."),
        fact('Service', ['invoicing', 'account management', 'service'], 'Your invoicing is clean and your drivers know our loading bay. That counts for something, just not twelve per cent.'),
      ],
      hiddenFacts: [
        hidden("The competitor's deliveries", 'open_question', ['their deliveries', 'delivery record', 'risk', 'other supplier'], 'Between us, their delivery record is patchy. I have heard of missed deliveries at another hospital. That is the risk I am weighing.'),
        hidden('Her pressure', 'empathy', ['pressure', 'difficult position', 'tough', 'watched'], 'The 8% is across all my contracts, and this is one of the few places I can find it. I am being watched on this one.'),
      ],
      objections: [
        objection({
          objection: 'Why should I pay twelve per cent more for the same products?',
          keywords: ['current price', 'expensive', "can't go lower", 'final offer'],
          resolvedBy: 'the case for reliable delivery and the total cost of a stock-out',
          resolveKeywords: ['delivery record', 'reliability', 'stock-outs', 'total cost', 'risk'],
          resolvedLine: "Fair point. A cheaper price doesn't help me if the wards run out.",
        }),
        objection({
          objection: 'If you can take money off that easily, why was it on the price in the first place?',
          keywords: ['discount', '% off', 'match the price'],
          resolvedBy: 'a concession in exchange for a longer term or volume commitment',
          resolveKeywords: ['three-year', 'in exchange', 'commit', 'term'],
          resolvedLine: 'A reduction for a longer commitment I can defend. That is a trade, not a giveaway.',
        }),
      ],
      outcome: {
        agreement: 'a three-year renewal proposal to take to the finance director',
        condition: 'understands her 8% target, defends the value of reliable delivery and trades a price reduction for a longer term',
        requires: [
          { label: 'some understanding of my 8% target', keywords: ['8%', 'target', 'savings'] },
          { label: 'the value of reliable delivery', keywords: ['delivery record', 'reliable', 'reliability', 'stock-outs'] },
          { label: 'a concession in exchange for a longer term', keywords: ['three-year', 'term', 'commit'] },
          { label: 'a clear next step', keywords: ['proposal', 'Monday', 'Thursday', 'next step', 'sign off'] },
        ],
        agreementLine: 'Send me the three-year proposal. If the figures hold, I can take it to the finance director and recommend it.',
        walkAwayWhen: 'the supplier refuses to move or gives discounts away without a trade, twice',
        walkAwayLine: "Then I think I'll have to go out to tender. Thank you for your time.",
      },
      openingLine: "You've been reliable, I'll give you that. But I have a quote here that is twelve per cent lower. Why should I stay with you?",
    },
    learner: {
      situation:
        "You are the account manager for the hospital's cleaning-supplies contract. Sarah Whitfield must cut spend by 8% and holds a competitor quote 12% below your price. You may offer up to 5% off for a three-year term. In this renewal meeting, understand her constraints, show the value of reliable delivery and trade concessions rather than give them away.",
      goal: 'A renewal both sides can defend, with terms agreed or a clear next step.',
    },
  },

  // Asking for a Raise.
  '8c4d0000-0000-4000-8000-000000000007': {
    character: {
      identity: { ...JAMES, location: 'the head office', personality: 'ambitious, prepared, anxious about a no', tone: 'polite and a little tense', speakingStyle: 'clear and factual; leans on his figures' },
      situation:
        "James has not had a pay rise in two years. Six months ago he took over a departing colleague's twelve accounts on top of his own, and renewals on those accounts are up 15% since. He believes he is about 10% below the market for the role. The annual pay review left his salary unchanged; he booked this meeting with HR and his manager and has a one-page summary of his results.",
      facts: [
        fact('His salary', ['salary', 'pay rise', 'raise'], "My salary hasn't moved in two years. This year's review left it unchanged again."),
        fact('The extra accounts', ['accounts', 'twelve', 'took over'], "Six months ago I took over twelve accounts from a colleague who left, on top of my own portfolio."),
        fact('His results', ['results', 'renewals', '15%'], 'Renewals on those twelve accounts are up 15% since I took them over.'),
        fact('The market', ['market', 'competitors', 'benchmark', '10%'], "I've looked at what competitors pay for this role. I'm about 10% below the market."),
        fact('His summary', ['summary', 'one-page', 'document'], "I've brought a one-page summary of my results. I'm happy to leave it with you."),
        fact('Progression', ['senior', 'promotion', 'progression', 'next level'], "I'd like to know what the path to a senior role looks like, and when."),
        fact('The pay review', ['pay review', 'annual review', 'decided'], 'Nobody explained why the review left me unchanged. I just got the letter.'),
        fact('His workload', ['workload', 'portfolio', 'hours'], "I'm carrying roughly double the accounts I had a year ago. I'm managing it, but it's a lot."),
      ],
      hiddenFacts: [
        hidden('How he feels about asking', 'empathy', ['worried', 'nervous', 'anxious', 'difficult to ask'], "To be honest, I nearly didn't ask. I was worried it would look like I'm never satisfied."),
        hidden('His options', 'open_question', ['elsewhere', 'options', 'recruiters', 'plans'], "A recruiter has been in touch about a role that pays more. I haven't taken it further. I'd rather stay if this can work."),
      ],
      objections: [
        objection({
          objection: "I've heard 'next year' before. I'd like a real answer this time.",
          keywords: ['next year', 'once a year', "we'll see", 'budget is tight'],
          resolvedBy: 'a specific offer or a dated step',
          resolveKeywords: ['6%', 'director', 'by Friday', 'specific'],
          resolvedLine: "Okay. That's a real answer. Thank you.",
        }),
        objection({
          objection: "I'm not here to talk about other people. I'm asking about my work.",
          keywords: ['colleagues', 'everyone', 'others', 'same as'],
          resolvedBy: 'a conversation about my own results',
          resolveKeywords: ['your results', 'contribution', 'twelve accounts', '15%'],
          resolvedLine: "Thanks. That's what I hoped we'd talk about.",
        }),
      ],
      outcome: {
        agreement: 'an increase put to the director, or a dated plan',
        condition: 'recognises his results, explains how pay is decided and offers a specific increase or a dated plan',
        requires: [
          { label: 'recognition of my contribution', keywords: ['15%', 'twelve accounts', 'contribution', 'recognise'] },
          { label: 'an explanation of how pay is decided', keywords: ['market range', 'how pay', 'decisions are made', 'approval'] },
          { label: 'a specific offer', keywords: ['6%', 'increase', 'offer'] },
          { label: 'a date for the next step', keywords: ['Friday', 'the 15th', 'meet again', 'date'] },
        ],
        agreementLine: "Thank you. A 6% case to the director and a date to talk about the senior role. That's fair, and it's clear.",
        walkAwayWhen: 'given vague promises or compared with colleagues twice',
        walkAwayLine: "I think I've got my answer. I'll think about what that means for me.",
      },
      openingLine: "Thanks for meeting me. I'd like to talk about my salary, because I don't think it reflects what I'm doing now.",
    },
    learner: {
      situation:
        "You are the HR business partner supporting James Carter's department. The pay budget allows an out-of-cycle increase of up to 6% with the director's approval. In this meeting, recognise his contribution, explain how pay decisions are made, handle his disappointment honestly and agree a fair next step.",
      goal: 'James understands the decision and leaves with a specific offer or a dated plan.',
    },
  },

  // Workload Complaint.
  '8c4d0000-0000-4000-8000-000000000008': {
    character: {
      identity: { ...JAMES, location: 'the head office', personality: 'conscientious, tired, a little defensive', tone: 'tired and guarded', speakingStyle: 'hesitant at first; concrete once he trusts you' },
      situation:
        'James has covered twice his normal portfolio since a colleague left six months ago, and the vacancy is still open. He answers client emails late at night, has cancelled two weeks of annual leave, and his last two client reviews slipped. He worries that raising it will make him look like he cannot cope. He asked HR for a confidential conversation.',
      facts: [
        fact('The workload', ['workload', 'two jobs', 'double'], "I'm doing two jobs: my own accounts and everything my colleague had. It's been like that for six months."),
        fact('The vacancy', ['vacancy', 'hire', 'recruit', 'colleague left'], "My colleague left six months ago and the role still hasn't been filled. Nobody's told me when it will be."),
        fact('Late nights', ['late', 'night', 'evenings', 'emails'], 'I answer client emails late at night most days. Otherwise they pile up by morning.'),
        fact('His leave', ['leave', 'holiday', 'time off'], "I've cancelled two weeks of annual leave. There was nobody to cover my clients."),
        fact('Client reviews', ['client reviews', 'slipped', 'clients'], 'My last two client reviews slipped. That has never happened to me before.'),
        fact('Raising it before', ['manager', 'raised', 'mentioned'], 'I mentioned it to my manager twice. Both times I heard that everyone is stretched.'),
        fact('Confidentiality', ['confidential', 'private', 'between us'], "I asked for this to be confidential. I don't want it to turn into a formal complaint."),
        fact('What he wants', ['change', 'want', 'what would help'], 'I want a date for the hire, temporary cover in the meantime, and my leave back.'),
      ],
      hiddenFacts: [
        hidden('His wellbeing', 'empathy', ['sleep', 'health', 'wellbeing', 'stress'], "I'm not sleeping well. I check emails at midnight because I'm scared of missing something."),
        hidden('What he fears', 'open_question', ['worried', 'look like', 'cope', 'affecting'], "What worries me is looking like I can't cope. That's why I've waited this long to say anything."),
      ],
      objections: [
        objection({
          objection: "If you're about to tell me everyone's busy, I've heard it.",
          keywords: ['everyone is busy', "everyone's busy", 'busy', 'stretched'],
          resolvedBy: 'a serious answer and what the policy allows',
          resolveKeywords: ['temporary cover', 'policy', 'carry over', 'approved'],
          resolvedLine: "Okay. That's more than I've heard so far.",
        }),
        objection({
          objection: 'Last time someone said they would look into it, nothing happened.',
          keywords: ['look into', "we'll see", 'see what', 'consider'],
          resolvedBy: 'dated commitments',
          resolveKeywords: ['by Wednesday', 'end of the month', 'timeline', 'next Friday'],
          resolvedLine: "Dates I can hold you to. Thank you.",
        }),
      ],
      outcome: {
        agreement: 'dated commitments: temporary cover, my leave restored and a date for the hire',
        condition: 'checks his wellbeing, explains what policy allows and agrees actions with a timeline',
        requires: [
          { label: 'a question about how I am coping', keywords: ['affecting you', 'wellbeing', 'how are you', 'how is it'] },
          { label: 'temporary cover', keywords: ['temporary cover', 'cover'] },
          { label: 'my leave restored', keywords: ['leave', 'carry over', 'restored'] },
          { label: 'a timeline', keywords: ['Wednesday', 'end of the month', 'Friday', 'timeline'] },
        ],
        agreementLine: "Thank you. Cover, my leave back and a date for the hire. I feel a lot better about this than when I walked in.",
        walkAwayWhen: 'told everyone is busy or that he should manage his time, twice',
        walkAwayLine: "Forget I said anything. I'll manage somehow.",
      },
      openingLine: "I don't want this to sound like a complaint, but I can't keep doing two jobs. Something has to change.",
    },
    learner: {
      situation:
        'You are the HR partner for the customer success team. James Carter has carried a double workload for six months while a vacancy stayed open. In this confidential meeting, listen, check his wellbeing, explain what policy allows (temporary cover, carried-over leave) and agree actions with a timeline.',
      goal: 'James feels heard and leaves with specific, dated commitments.',
    },
  },

  // Scope Creep Before Launch.
  '8c4d0000-0000-4000-8000-000000000009': {
    character: {
      identity: { ...HELEN, location: 'the head office', personality: 'forceful, ambitious, used to getting her way', tone: 'brisk and confident', speakingStyle: 'decisive; talks in outcomes and what the board will see' },
      situation:
        "Helen is the main stakeholder of the website relaunch. Two weeks before launch she has promised the board a product configurator and a live-chat widget that were never in scope. The launch date has been announced to customers. She measures success by the board's reaction and sees the plan as a starting point. She arrives at the weekly check-in with a printed list of new requests.",
      facts: [
        fact("The board's expectations", ['board', 'promised', 'expects'], "I've told the board they'll see two things at launch. They're expecting them."),
        fact('The configurator', ['configurator', 'product configurator'], 'The product configurator lets our customers build their own product online. That is what the board wants to see most.'),
        fact('Live chat', ['live chat', 'chat widget', 'widget'], 'I want live chat on every product page. Customers expect it now.'),
        fact('The launch date', ['launch date', 'two weeks', 'announced'], "We've announced the launch date to customers. It is two weeks away, and it is not moving."),
        fact('Her list', ['list', 'new requests', 'printed'], "I've got the list here. Two things, both visible to customers."),
        fact('Budget', ['budget', 'money', 'spend'], "If it's a question of money, I can probably find some from the marketing budget."),
        fact('The competition', ['competitor', 'rival', 'catch up'], 'Our main competitor has a configurator. The board noticed.'),
        fact('The project plan', ['project plan', 'original', 'written'], "We wrote that plan months ago. Things change, and a plan should change with them."),
        fact('The board meeting', ['presentation', 'present to', 'next meeting'], 'I present the relaunch to the board shortly after launch. I need something to show them.'),
      ],
      hiddenFacts: [
        hidden('What the board really needs', 'open_question', ['really need', 'what matters', 'why those', 'behind it'], 'Between us, the board mainly wants to see we are catching up with the competitor. A firm date for the configurator would probably satisfy them.'),
        hidden('Her position', 'empathy', ['position', 'awkward', 'credibility', 'difficult'], "I've already told them. If I walk it back now, I look like I don't know my own project."),
      ],
      objections: [
        objection({
          objection: "Don't just tell me no. I've made a promise to the board.",
          keywords: ["can't", 'not possible', 'out of scope', 'impossible'],
          resolvedBy: 'a phased plan that gives me something to show the board',
          resolveKeywords: ['phase', 'phased', 'phase two', 'option'],
          resolvedLine: 'A phased plan I can present. Go on.',
        }),
        objection({
          objection: 'Moving the launch is not an option. The date is announced.',
          keywords: ['delay', 'move the launch', 'slip', 'later'],
          resolvedBy: 'proof that the launch date holds',
          resolveKeywords: ['on the date', 'date holds', 'on track', 'keep the launch'],
          resolvedLine: 'Good. As long as the date holds, I can live with the rest coming later.',
        }),
      ],
      outcome: {
        agreement: 'the launch date holds, with an agreed phased plan for the new features through change control',
        condition: 'explains the trade-offs in time, cost and risk, offers a phased plan and steers the requests through change control',
        requires: [
          { label: 'an explanation of the trade-offs in time, cost and risk', keywords: ['cost', 'weeks', 'risk', 'trade-off'] },
          { label: 'a change request through change control', keywords: ['change control', 'change request'] },
          { label: 'a phased plan', keywords: ['phase', 'phased', 'phase two'] },
          { label: 'a clear choice for me to decide on', keywords: ['decision', 'option', 'prefer', 'agreed'] },
        ],
        agreementLine: 'All right. Live chat at launch, the configurator in phase two with a date. Send me the change request and I will sign it.',
        walkAwayWhen: 'dismissed with a flat no, or agreed to without the cost, twice',
        walkAwayLine: "I'll take this to the programme director myself. We're done here.",
      },
      openingLine: "Before we start, there are two things the board expects to see at launch, and I've told them we'll have them.",
    },
    learner: {
      situation:
        'You are the project manager of the website relaunch, two weeks from a launch date announced to customers. Helen Brooks, head of marketing, wants to add a product configurator and live chat. In this check-in, understand what the board really needs, explain the trade-offs and steer the requests through change control.',
      goal: 'The launch date holds and Helen leaves with an agreed plan for the new features.',
    },
  },

  // Reporting a Two-Week Delay.
  '8c4d0000-0000-4000-8000-000000000010': {
    character: {
      identity: { ...HELEN, location: 'the head office', personality: 'direct, dislikes surprises, wants options', tone: 'brisk, expecting a routine update', speakingStyle: 'short questions; wants the headline first' },
      situation:
        "Helen is the sponsor of the new customer portal. A campaign with a fixed media spend of £90,000 starts on the portal's launch day, the 14th. She does not know that the payment integration failed security testing this week and that launch will slip by two weeks. She has come to fifteen minutes before the steering committee expecting a routine update.",
      facts: [
        fact('The campaign', ['campaign', 'media', '£90,000', 'advertising'], 'Our campaign starts on launch day. £90,000 of media is booked, and it is fixed.'),
        fact('The launch date', ['14th', 'launch day', 'go live'], "We're launching on the 14th. That's what I've told everyone."),
        fact('The steering committee', ['steering committee', 'committee'], 'The steering committee meets straight after this. I expected to tell them we are on track.'),
        fact('The board', ['board', 'defend'], 'Whatever we decide, I have to be able to defend it to the board.'),
        fact('The media booking', ['booking', 'agency', 'reschedule'], "The media is booked through our agency. I'd have to ask them what moving it would cost."),
        fact('Online payments', ['online payments', 'pay online', 'payments'], 'Our campaign tells customers they can manage their account online. Payments are part of that story.'),
        fact('Her time', ['fifteen minutes', 'urgent', 'minutes'], 'You said this was urgent, and I have fifteen minutes before the committee.'),
        fact('Surprises', ['surprise', 'heads-up', 'warning'], "I don't like surprises. If something is going wrong, I want to know the day you know."),
        fact('Her role', ['sponsor', 'responsible'], "I'm the sponsor. The portal and the campaign both have my name on them."),
      ],
      hiddenFacts: [
        hidden('What matters most', 'open_question', ['matters most', 'priority', 'most important'], "What matters most is not wasting the £90,000. I'd rather move the date than pay for media that points at nothing."),
        hidden('Her position', 'empathy', ['awkward', 'position', 'pressure', 'difficult'], 'I told the board last month that we were on track. This puts me in an awkward spot.'),
      ],
      objections: [
        objection({
          objection: "Probably? Might? Give it to me straight: are we launching on the 14th or not?",
          keywords: ['probably', 'might', 'basically', 'some issues'],
          resolvedBy: 'a clear statement of the delay',
          resolveKeywords: ['will slip', 'two weeks', "won't launch", 'delay'],
          resolvedLine: 'Right. Thank you for being straight with me.',
        }),
        objection({
          objection: "I don't want to hear whose fault it is. I want to know what we do now.",
          keywords: ['fault', 'vendor', 'supplier', 'testers'],
          resolvedBy: 'options with their costs',
          resolveKeywords: ['options', 'option', 'mitigation', 'plan'],
          resolvedLine: 'Good. Options I can work with.',
        }),
        objection({
          objection: 'And the campaign? £90,000 of media starts on launch day.',
          keywords: ['campaign', '£90,000', 'media spend'],
          resolvedBy: 'an option that protects the campaign spend',
          resolveKeywords: ['move the campaign', 'without online payments', 'protect the spend'],
          resolvedLine: 'So there is a way to protect the spend. Good.',
        }),
      ],
      outcome: {
        agreement: 'a decision between moving the campaign and launching without online payments',
        condition: 'states the delay early, explains the cause and its impact on the campaign, and offers clear options',
        requires: [
          { label: 'a clear statement of the delay', keywords: ['two weeks', 'slip', 'delay'] },
          { label: 'the cause of the delay', keywords: ['security', 'payment integration', 'failed'] },
          { label: 'the impact on the campaign', keywords: ['campaign', '£90,000'] },
          { label: 'some options to choose from', keywords: ['option', 'options', 'move the campaign', 'without online payments'] },
        ],
        agreementLine: "Thank you for telling me first. I'll take moving the campaign to the committee, with your new date.",
        walkAwayWhen: 'hedging or blame twice',
        walkAwayLine: "I'm going into that committee without a straight answer. Come and find me when you have one.",
      },
      openingLine: "You said this was urgent. We're still on track for the 14th, aren't we?",
    },
    learner: {
      situation:
        'You are the project manager of the customer portal. A failed security test means launch will slip two weeks, and a £90,000 campaign is booked for launch day. Tell Helen Brooks, the sponsor, before the steering committee does.',
      goal: 'She hears the news from you first, understands the cause and impact, and chooses between clear options, such as moving the campaign or launching without online payments.',
    },
  },
};

/** A sample scenario's brief; throws for an id that is not a sample, so a new sample cannot go without one. */
export function sampleBriefOf(scenarioId: string): ScenarioBrief {
  const brief = SAMPLE_BRIEFS[scenarioId];
  if (!brief) throw new Error(`The sample scenario ${scenarioId} has no brief in sample-briefs.ts.`);
  return brief;
}
