// The behaviours of drawing the other person out and hearing them: opening the conversation, asking open questions,
// acknowledging what they feel and playing back what they said. One entry of BEHAVIOURS (behaviours.ts) each.
import type { Behaviour } from './behaviour-types.ts';
import { countWords, isOpenQuestion, isQuestion } from '../../language/text.ts';
import { affirms } from '../negation-scope.ts';
import {
  acknowledges,
  THANKS,
  SUMMARY_STRONG,
  SUMMARY_MEDIUM,
  PLEASANTRY,
  GREETING,
  INTRODUCTION,
  AGENDA,
  PUT_DOWN,
  ABRUPT_OPENING,
  isPushing,
  asksToTell,
  dismisses,
  echoes,
  isSaidCurtly,
} from './learner-patterns.ts';
import { namesNothing } from './matter.ts';
import { PURPOSE } from './other-words.ts';
import { agreeOn, topicsText, playBack, present, topicPhrase } from './feedback-phrasing.ts';
import { isPluralPhrase } from '../../language/grammatical-number.ts';
import { STATES_A_WANT } from './drawing-question.ts';

// A question that opens on what it asks for ("What was…", "Sorry, when did you say…"); "So what I'm hearing…" plays back.
const ASKS_AGAIN = /^\W*(?:(?:sorry|and|ok|okay|right|remind me)\W+)*(?:what|which|when|where|who|how)\b(?! (?:i(?:'m| am) hearing|you(?:'re| are) saying is)\b)/i;

export const QUESTIONS_BEHAVIOUR: Behaviour = {
  id: 'questions',
  showsByAsking: true,
  cue: /question|discover|uncover|explor|probe|probing|gathers?\b|curio|interests\b|invites?\b|self-assessment|what is needed/i,
  minLearnerLines: 2,
  conversationWide: true,
  // "How are you?" is a pleasantry, however open its words; small talk ("Have you been on holiday this year?") and
  // a question that names nothing ("What is it?") discover nothing of the matter.
  detect: (sentence, { matter, firstName }, { learnerLine }) => {
    if (PLEASANTRY.test(sentence) || !isQuestion(sentence) || (matter && matter.about(sentence) !== 'on')) return 0;
    // A question that names nothing ("What do you want?") asks their view only by how it is said: snapped out after a
    // bare "Yes?", it demands their business and invites no view.
    if (learnerLine && namesNothing(sentence) && isSaidCurtly(learnerLine, firstName)) return 0;
    // A question for a fact ("When do you have to give them an answer?") asks them to tell; only a yes-or-no one is closed.
    return isOpenQuestion(sentence) ? 3 : asksToTell(sentence) ? 2 : 1;
  },
  against: (sentence) => isQuestion(sentence) && isPushing(sentence),
  againstNote: 'pushed for a yes',
  did: 'asked open questions that got {name} explaining',
  didPartly: 'asked {name} for the facts',
  didWeakly: 'asked mostly closed, yes-or-no questions',
  missed: 'ask a question that let {name} explain',
  next: 'ask open questions ("what…", "how…", "walk me through…") and follow up on each answer before you offer anything',
  betterLines: ({ firstName, openings, listener }) => {
    const hidden = openings?.hiddenTopic?.unlock === 'open_question' ? topicPhrase(openings.hiddenTopic.topic, listener) : null;
    const missing = openings?.missingTopic ? topicPhrase(openings.missingTopic, listener) : null;
    return present(
      hidden && `${firstName}, when it comes to ${hidden}, what worries you most?`,
      missing && `${firstName}, what can you tell me about ${missing}, and how does it affect you?`,
      `${firstName}, what would a good outcome look like for you by the end of this conversation?`,
      `What has made this hard so far, ${firstName}?`,
    );
  },
};

export const LISTENING_BEHAVIOUR: Behaviour = {
  id: 'listening',
  cue: /listen|empath|acknowledg|apolog|feelings?\b|respect|dignity|supportive|tone\b|sincere|two-way|dialogue|perspective|\bview\b/i,
  minLearnerLines: 2,
  // Whoever the other person is, what they say is there to be heard.
  conversationWide: true,
  detect: (sentence, _context, _setting, read = affirms) => (acknowledges(sentence, read) ? 3 : read(sentence, THANKS) ? 1 : 0),
  against: isPushing,
  againstNote: 'brushed past what {name} said',
  did: "acknowledged {name}'s situation in your own words",
  didWeakly: 'were polite but did not acknowledge what {name} was feeling',
  missed: 'acknowledge how {name} felt',
  next: 'name what you heard and how it affects them ("I can see why that is frustrating") before moving to solutions',
  betterLines: ({ firstName, openings, concern, listener }) => {
    const said = openings?.openObjection?.objection.trim() ?? '';
    // A worry said as one statement is played back; a question is acknowledged as one.
    const isStatement = said !== '' && !said.includes('?') && !/[.!]\s+\S/.test(said);
    const objection = isStatement ? playBack(said, listener) : null;
    // A worry makes them cautious; a want ("I want an answer by Friday") is acknowledged as mattering to them.
    const why = affirms(said, STATES_A_WANT) ? 'that matters to you' : 'that makes you cautious';
    const hidden = openings?.hiddenTopic?.unlock === 'empathy' ? topicPhrase(openings.hiddenTopic.topic, listener) : null;
    return present(
      objection && `It sounds like ${objection}, ${firstName}, and I can see why ${why}.`,
      said.includes('?') && `That's a fair question, ${firstName}, and I can see why you'd want to know before we go any further.`,
      hidden && `That sounds like a lot to carry, ${firstName}. When it comes to ${hidden}, how are you finding it?`,
      // The verb agrees with the concern's number: "a delivery day and credit matter".
      concern && `I can see why ${concern} ${isPluralPhrase(concern) ? 'matter' : 'matters'} so much to you, ${firstName}.`,
      `I can see why that matters to you, ${firstName}; tell me more about how it has affected you.`,
    );
  },
};

export const SUMMARISING_BEHAVIOUR: Behaviour = {
  id: 'summarising',
  showsByAsking: true,
  cue: /summaris(e|es|ing) what|paraphras|restat|recap|confirms? (understanding|the complaint|what)|short summary|plays? back/i,
  minLearnerLines: 3,
  detect: (sentence, _context, { previousCharacterLine }, read = affirms) => {
    // "What was the total you said a moment ago?" asks them to say it again: it plays nothing back.
    if (ASKS_AGAIN.test(sentence) && isQuestion(sentence)) return 0;
    if (read(sentence, SUMMARY_STRONG)) return 3;
    // "So you…" plays back only when it carries the other person's words.
    return read(sentence, SUMMARY_MEDIUM) && echoes(sentence, previousCharacterLine) ? 2 : 0;
  },
  against: isPushing,
  againstNote: 'pushed for a decision',
  did: 'summarised what {name} said and checked you had it right',
  didWeakly: 'started to play back what you heard',
  missed: 'summarise what {name} told you',
  next: 'play back what you heard in one sentence and ask whether you have it right ("So what I\'m hearing is… is that right?")',
  betterLines: ({ firstName, openings, concern, listener }) => {
    const known = openings?.knownAnswer ? playBack(openings.knownAnswer, listener) : null;
    return present(
      known && `Let me check I've understood, ${firstName}: ${known}. Is that right?`,
      concern && `Let me check I've understood, ${firstName}: what matters most to you is ${concern}. Is that right?`,
      `So what I'm hearing, ${firstName}, is what matters most to you here; have I got that right?`,
    );
  },
};

export const RAPPORT_BEHAVIOUR: Behaviour = {
  id: 'rapport',
  showsByAsking: true,
  cue: /rapport|greet|welcome|introduc|agenda|opening|\bwarm|setting\b|purpose|up front|sets? the scene/i,
  minLearnerLines: 1,
  conversationWide: true,
  detect: (sentence, { firstName, listener }, _setting, read = affirms) => {
    if (read(sentence, AGENDA)) return 3;
    const greets = GREETING.test(sentence);
    // By any part of their name: "Hello Laila" and "Good morning, Mrs Haddad" both greet Mrs Laila Haddad.
    const byName = [firstName, ...(listener?.characterNames ?? [])].some((name) => name !== '' && sentence.includes(name));
    // A greeting by name that says what the talk is for ("Hello Mei, thank you for taking the time to talk this through").
    if (greets && byName && read(sentence, PURPOSE)) return 3;
    if (greets && (read(sentence, INTRODUCTION) || byName)) return 2;
    // "Hi." on its own is a hello, not a warm opening.
    if (greets) return countWords(sentence) <= 3 ? 1 : 2;
    return read(sentence, INTRODUCTION) ? 2 : 0;
  },
  against: (sentence) => ABRUPT_OPENING.test(sentence) || dismisses(sentence) || PUT_DOWN.test(sentence),
  againstNote: 'sounded abrupt',
  did: 'opened warmly and set out what the conversation was for',
  didPartly: 'opened warmly',
  didWeakly: 'only said hello, without a warm opening or a reason for the conversation',
  missed: 'open warmly and say what the conversation was for',
  next: ({ hasGreetedByName }) =>
    hasGreetedByName
      ? 'after your greeting, say why you are talking and check that the plan works for {name}'
      : 'greet {name} by name, say why you are talking and check that the plan works for them',
  betterLines: ({ firstName, openings, listener }) => {
    const agree = openings?.agreement ? agreeOn(openings.agreement, listener) : null;
    return present(
      openings &&
        openings.topics.length > 0 &&
        `Hi ${firstName}, thanks for making the time. I'd like to hear about ${topicsText(openings.topics, listener)}${agree ? ` and see whether we can ${agree}` : ''}; does that work for you?`,
      `Hi ${firstName}, thanks for making the time. I'd like us to agree what we cover today and what a good outcome would be; does that work for you?`,
    );
  },
};
