// The behaviours the offline grader knows: how a criterion's name and level descriptions ask for one, how a learner's
// sentence shows it (detect) or shows its opposite (against: pressure, a yes-or-no push, dismissing), when the
// conversation raised it, and what to tell the learner. Praise only ever cites a sentence that shows the behaviour; a
// sentence that goes against it is cited as the thing to improve. "Try saying" lines come from the scenario's brief
// first (an objection left open, a hidden fact not drawn out, the outcome not reached), then from plain fallbacks.
// Edit a table to change how a behaviour is recognised; grade-conversation.ts combines them per criterion.
import { countWords, isOpenQuestion, isQuestion } from '../../language/text.ts';
import type { Behaviour } from './behaviour-types.ts';
import { affirms } from '../negation-scope.ts';
import {
  ACKNOWLEDGE,
  THANKS,
  SUMMARY_STRONG,
  SUMMARY_MEDIUM,
  CONCERN_WORDS,
  PROPOSAL,
  OFFER_STRONG,
  OFFER_MEDIUM,
  COMMITMENT,
  WHEN,
  ASK,
  PLEASANTRY,
  NEXT_STEP_WORDS,
  STRUCTURE,
  REASONING,
  POLICY,
  GREETING,
  INTRODUCTION,
  AGENDA,
  EXAMPLE,
  FIGURE,
  DURATION,
  ABOUT_ONESELF,
  CANDOUR,
  PRESSURE,
  PUT_DOWN,
  ABRUPT_OPENING,
  isBareClaim,
  DATED_EVENT,
  isPushing,
  asksToTell,
  dismisses,
  refuses,
  isVague,
  echoes,
  plansAhead,
  agreesATime,
  takesOnAction,
} from './learner-patterns.ts';
import { CAUSE, PURPOSE, namesWhatTheySaid, suggests } from './other-words.ts';
import { offerPhrase, agreeOn, topicsText, playBack, present, topicPhrase } from './feedback-phrasing.ts';
import { isPluralPhrase } from '../../language/grammatical-number.ts';

// Being asked why, or to explain, calls for an explanation; so does being asked what happens now, which a plan answers.
const EXPLANATION_ASKED = /\b(?:why|how come|what do you mean|i don't (?:understand|follow|see why)|explain|reasons?|what happened|where (?:do|does) (?:that|this) leave)\b/i;
// Being asked what happens now calls for a plan; being asked why does not: a plan gives no reason.
const PLAN_ASKED = /\b(?:what happens (?:now|next)|where (?:do|does) (?:that|this) leave|what (?:now|next)\?)/i;

// A question that opens on what it asks for ("What was…", "Sorry, when did you say…"); "So what I'm hearing…" plays back.
const ASKS_AGAIN = /^\W*(?:(?:sorry|and|ok|okay|right|remind me)\W+)*(?:what|which|when|where|who|how)\b(?! (?:i(?:'m| am) hearing|you(?:'re| are) saying is)\b)/i;

export const BEHAVIOURS: readonly Behaviour[] = [
  {
    id: 'questions',
    cue: /question|discover|uncover|explor|probe|probing|gathers?\b|curio|interests\b|invites?\b|self-assessment|what is needed/i,
    minLearnerLines: 2,
    conversationWide: true,
    // "How are you?" is a pleasantry, however open its words; small talk ("Have you been on holiday this year?") and
    // a question that names nothing ("What is it?") discover nothing of the matter.
    detect: (sentence, { matter }) => {
      if (PLEASANTRY.test(sentence) || !isQuestion(sentence) || (matter && matter.about(sentence) !== 'on')) return 0;
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
  },
  {
    id: 'listening',
    cue: /listen|empath|acknowledg|apolog|feelings?\b|respect|dignity|supportive|tone\b|sincere|two-way|dialogue|perspective|\bview\b/i,
    minLearnerLines: 2,
    // Whoever the other person is, what they say is there to be heard.
    conversationWide: true,
    detect: (sentence, _context, _setting, read = affirms) => (read(sentence, ACKNOWLEDGE) ? 3 : read(sentence, THANKS) ? 1 : 0),
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
      const hidden = openings?.hiddenTopic?.unlock === 'empathy' ? topicPhrase(openings.hiddenTopic.topic, listener) : null;
      return present(
        objection && `It sounds like ${objection}, ${firstName}, and I can see why that makes you cautious.`,
        said.includes('?') && `That's a fair question, ${firstName}, and I can see why you'd want to know before we go any further.`,
        hidden && `That sounds like a lot to carry, ${firstName}. When it comes to ${hidden}, how are you finding it?`,
        // The verb agrees with the concern's number: "a delivery day and credit matter".
        concern && `I can see why ${concern} ${isPluralPhrase(concern) ? 'matter' : 'matters'} so much to you, ${firstName}.`,
        `I can see why that matters to you, ${firstName}; tell me more about how it has affected you.`,
      );
    },
  },
  {
    id: 'summarising',
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
  },
  {
    id: 'objections',
    cue: /objection|pushback|push back|concerns?\b|resist|disappoint|negotiat|concession|trade|defend|doubt|sceptic|skeptic|worries/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger:
      /\b(but|however|not sure|not convinced|too (expensive|much|late|slow|long)|i've heard|i have heard|concern|worried|worry|doubt|why should|don't want|can't|won't|not happy|unacceptable|promises?|lower|cheaper)\b/i,
    detect: (sentence, { matter }, _setting, read = affirms) => {
      // Naming their worry is the behaviour however the worry is put ("you can't risk a stock-out").
      const concern = CONCERN_WORDS.test(sentence) || read(sentence, ACKNOWLEDGE);
      // An option put to them, or an action taken on for them ("I'll hold the bill at the quote and have her afloat by Friday"), answers
      // a concern with a way forward, as the best level asks; a concrete one about the matter answers it in full.
      const offers = read(sentence, OFFER_STRONG) || takesOnAction(sentence, read);
      const answers = read(sentence, PROPOSAL) || offers;
      if (concern && (answers || isOpenQuestion(sentence))) return 3;
      if (offers && (!matter || matter.about(sentence) === 'on')) return 3;
      return concern || answers ? 2 : 0;
    },
    against: (sentence) => isPushing(sentence) || refuses(sentence),
    againstNote: "dismissed {name}'s concern",
    did: "took {name}'s concerns seriously and answered them",
    didWeakly: "touched on {name}'s concerns without fully answering them",
    missed: "answer {name}'s concern when it came up",
    next: 'acknowledge the concern, ask what lies behind it, then answer it with evidence or an option',
    betterLines: ({ firstName, openings, listener }) => {
      const offer = openings?.openObjection ? offerPhrase(openings.openObjection.resolvedBy, listener) : null;
      return present(
        offer && `That's a fair concern, ${firstName}. What I can offer is ${offer}: would that address it?`,
        // "From me": a private buyer or seller speaks for nobody else.
        `That's a fair concern, ${firstName}. What would you need to hear from me to feel confident about this?`,
      );
    },
  },
  {
    id: 'value',
    cue: /value|benefit|resolution|solution|\boffers?\b|options?\b|proposal|\broi\b|alternatives/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger:
      /\b(want|need|expect|looking for|replacement|refund|price|cost|budget|quote|what (can|will|are) you|going to do|options?|why should|what now|compensat)\w*/i,
    detect: (sentence, { matter }, _setting, read = affirms) => {
      if (read(sentence, OFFER_STRONG)) return 3;
      // An action taken on for them ("I'll watch the video tomorrow and we'll remove the exclusion") is a way forward,
      // a concrete one when it is about the matter.
      if (takesOnAction(sentence, read)) return !matter || matter.about(sentence) === 'on' ? 3 : 2;
      // A suggestion put to them ("How about we replace the roses by Thursday?") is a way forward; a concrete one (a
      // time or a figure) about the matter is one in full.
      if (suggests(sentence, read)) return (read(sentence, WHEN) || FIGURE.test(sentence)) && (!matter || matter.about(sentence) === 'on') ? 3 : 2;
      return read(sentence, OFFER_MEDIUM) ? 2 : 0;
    },
    against: (sentence) => refuses(sentence) || dismisses(sentence) || affirms(sentence, PRESSURE),
    againstNote: 'shut the door on a way forward',
    did: 'offered {name} a concrete way forward',
    didPartly: 'pointed towards a way forward',
    didWeakly: 'hinted at a way forward without making it concrete',
    missed: 'offer {name} a concrete way forward',
    next: 'offer a specific option (or two) and say what each means for them',
    betterLines: ({ firstName, openings, listener }) => {
      const offer = openings?.openObjection ? offerPhrase(openings.openObjection.resolvedBy, listener) : null;
      const agree = openings?.agreement ? agreeOn(openings.agreement, listener) : null;
      return present(
        offer && `Here's what I can do, ${firstName}: ${offer}, so you can decide with that in hand.`,
        agree && `Here's what I propose, ${firstName}: we ${agree}, and I'll set out what it means for you before then.`,
        `Here's what I can do today, ${firstName}: I'll set out two options and what each one means for you, and you choose the one that works best.`,
      );
    },
  },
  {
    id: 'closing',
    // Not "follow-up questions" (probing) nor "describing goals" (discovery).
    // Not "agrees a clear agenda" (rapport and agenda setting).
    cue: /next steps?|follow[- ]up(?! questions)|commit|agree[sd]?\b(?! (?:on )?(?:a |an |the )?(?:clear |shared )?agenda)|actions?\b|(?:set|sets|agree|agrees|measurable|specific) [^.;]{0,30}goals|\bgoals &|development plan|decisions?\b|\basks\b|closing|\bdate\b|timeline/i,
    minLearnerLines: 4,
    conversationWide: true,
    trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
    detect: (sentence, _context, _setting, read = affirms) => {
      const commits = read(sentence, COMMITMENT) || read(sentence, ASK) || read(sentence, DATED_EVENT) || plansAhead(sentence, read);
      // "Saturday works for me": a time agreed is a next step, however the action is named.
      if ((commits && read(sentence, WHEN)) || agreesATime(sentence, read)) return 3;
      // A promise without an owner or a date ("I'll send some info") is the weak form the rubrics warn about.
      return read(sentence, NEXT_STEP_WORDS) ? 2 : commits ? 1 : 0;
    },
    against: (sentence) => affirms(sentence, PRESSURE),
    againstNote: 'pushed for a decision',
    did: 'agreed concrete next steps with a date',
    didPartly: 'talked about next steps',
    didWeakly: 'made a promise without an owner or a date',
    missed: 'agree next steps before the end',
    next: 'close by saying who does what by when, and check that {name} agrees',
    betterLines: ({ firstName, openings, listener }) =>
      present(
        openings?.agreement && agreeOn(openings.agreement, listener) && `${firstName}, shall we ${agreeOn(openings.agreement, listener)}? I'll confirm it in writing today.`,
        `So we're agreed, ${firstName}: I'll send you a written summary today and call you on Thursday at 10 to confirm it's done. Does that work for you?`,
      ),
  },
  {
    id: 'clarity',
    cue: /clarity|structur|concise|plain language|explains?\b|one-line|jargon|logical|\bstatus\b|level of detail|tailor/i,
    minLearnerLines: 1,
    // Being asked why, or to explain, calls for it.
    trigger: EXPLANATION_ASKED,
    detect: (sentence, _context, setting, read = affirms) => {
      if (read(sentence, STRUCTURE)) return 3;
      if (read(sentence, REASONING)) return 2;
      // Once they asked what happens now, an action taken on with its time answers it plainly, in whatever words
      // ("Send me the letter today and I'll put your case to the panel on Thursday"). A refused one ("I won't move it")
      // says none; a "why" is answered by a reason, not a plan ("Could we keep the old price until June?" explains
      // nothing); unasked, a plan is an offer or a next step, not an explanation.
      const wasAsked = (setting.earlierCharacterLines ?? [setting.previousCharacterLine]).some((line) => PLAN_ASKED.test(line));
      if (wasAsked && ((takesOnAction(sentence, read) && read(sentence, WHEN)) || plansAhead(sentence, read))) return 2;
      return FIGURE.test(sentence) ? 1 : 0;
    },
    against: isVague,
    againstNote: 'left your point vague',
    did: 'explained things in a clear order with the reasons behind them',
    didPartly: 'set out plainly what happens next, or why',
    didWeakly: 'gave facts without much structure',
    missed: 'give {name} a clear, structured explanation',
    next: 'lead with the headline in one sentence, then give the reasons and what it means for them',
    betterLines: ({ firstName, openings, listener }) =>
      present(
        openings && openings.topics.length > 0 && `In short, ${firstName}: I'd like to cover ${topicsText(openings.topics, listener)}, then decide together what happens next.`,
        `In short, ${firstName}: here is where things stand, why, and the one decision I need from you today.`,
      ),
  },
  {
    id: 'reasons',
    // A criterion named after explaining why ("Explaining the reasons", "Giving the rationale") asks for a reason and
    // nothing else: a clear plan or a figure is not one.
    cue: /\breasons?\b|\bwhy\b|rationale|justif/i,
    nameOnly: true,
    minLearnerLines: 1,
    trigger: EXPLANATION_ASKED,
    // A line that gives a reason is a cause clause, by grammar ("because…", "so that…", "the reason is…", "since we…"),
    // affirmed: "not because of the price" gives none.
    // Once they asked what happens now, a plan said plainly is a hint of it, never more: it says what, not why.
    detect: (sentence, _context, setting, read = affirms) => {
      if (read(sentence, CAUSE)) return countWords(sentence) >= 8 ? 3 : 2;
      const wasAsked = (setting.earlierCharacterLines ?? [setting.previousCharacterLine]).some((line) => PLAN_ASKED.test(line));
      return wasAsked && !isQuestion(sentence) && ((takesOnAction(sentence, read) && read(sentence, WHEN)) || plansAhead(sentence, read)) ? 1 : 0;
    },
    against: isVague,
    againstNote: 'left your point vague',
    did: 'explained the reasons behind it',
    didPartly: 'gave a reason',
    didWeakly: 'said what happens next without saying why',
    missed: 'tell {name} why',
    next: 'say the reason in one sentence ("This changed because…") and then what it means for them',
    betterLines: ({ firstName }) => [`Let me tell you why, ${firstName}: I'll give you the reason first, then what it means for you.`],
  },
  {
    id: 'terms',
    cue: /terminolog|glossary|vocabulary|accura|compliance|polic(y|ies)|product knowledge|technical|legal/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(policy|rules?|allowed|entitled|contract|terms)\b/i,
    detect: (sentence, { glossaryPatterns }, _setting, read = affirms) => (glossaryPatterns.some((pattern) => read(sentence, pattern)) ? 3 : read(sentence, POLICY) ? 2 : 0),
    did: 'used the right terms and stayed within policy',
    didPartly: 'referred to the rules that apply',
    didWeakly: 'referred to the rules only in general terms',
    missed: 'use the terms and rules that apply here',
    next: 'name the policy or term that applies and what it allows, in plain words',
    betterLines: ({ firstName, glossaryTerms }) =>
      present(
        glossaryTerms[0] && `Let me be precise about the ${glossaryTerms[0]}, ${firstName}, because that's what decides what we do next.`,
        `Here is exactly what I can do, ${firstName}, and who approves it.`,
      ),
  },
  {
    id: 'rapport',
    cue: /rapport|greet|welcome|introduc|agenda|opening|\bwarm|setting\b|purpose|up front|sets? the scene/i,
    minLearnerLines: 1,
    conversationWide: true,
    detect: (sentence, { firstName }, _setting, read = affirms) => {
      if (read(sentence, AGENDA)) return 3;
      const greets = GREETING.test(sentence);
      const byName = firstName !== '' && sentence.includes(firstName);
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
  },
  {
    id: 'specifics',
    cue: /specific|example|evidence|\bdata\b|results|\bfacts\b|honest|behaviou?r|impact|measur|quantif|figures|slippage|\bcause/i,
    minLearnerLines: Number.POSITIVE_INFINITY,
    trigger: /\b(why|how come|what happened|numbers?|data|evidence|examples?|on track|proof|references?)\b|\d/i,
    detect: (sentence, { matter }, setting, read = affirms) => {
      // Asking is not backing a point, and a bare claim is the opposite of one.
      if (ABOUT_ONESELF.test(sentence) || isQuestion(sentence) || isBareClaim(sentence)) return 0;
      // A figure is a fact whatever the clause does with it: "I can't match 12%" still gives the 12%.
      const hasFigure = FIGURE.test(sentence);
      if (read(sentence, EXAMPLE) || ((hasFigure || DURATION.test(sentence)) && read(sentence, CANDOUR))) return 3;
      if (hasFigure || read(sentence, CANDOUR)) return 2;
      // Naming the very things at issue, in the other person's words ("fix the accessibility errors … profile the page
      // load"), is concrete about where things stand, though without a figure it backs no point with one.
      const theySaid = (setting.earlierCharacterLines ?? [setting.previousCharacterLine]).join(' ');
      if (namesWhatTheySaid(sentence, theySaid) && (!matter || matter.about(sentence) === 'on') && !refuses(sentence) && !dismisses(sentence)) return 2;
      return DURATION.test(sentence) ? 1 : 0;
    },
    against: (sentence) => isVague(sentence) || isBareClaim(sentence),
    againstNote: 'stayed vague where a fact was needed',
    did: 'backed your points with specific examples and figures',
    // A figure or a candid word ("honestly", "the truth is") shows it partly.
    didPartly: 'were concrete or candid about where things stand',
    didWeakly: 'gave few specifics',
    missed: 'give specific examples or figures',
    next: 'give one specific example with its figure or date, and say what it changed',
    betterLines: ({ firstName, openings, listener }) => {
      const offer = openings?.openObjection ? offerPhrase(openings.openObjection.resolvedBy, listener) : null;
      return present(
        offer && `To be specific, ${firstName}, on your concern: ${offer}, with the figures to show what it changed.`,
        `To be specific, ${firstName}: here is what happened, when it happened, and what it changed for you.`,
      );
    },
  },
];
