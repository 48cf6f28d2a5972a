// The behaviours of moving the matter on: answering a concern, offering a way forward and agreeing next steps with a
// date. One entry of BEHAVIOURS (behaviours.ts) each.
import type { Behaviour } from './behaviour-types.ts';
import { isOpenQuestion } from '../../language/text.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { affirms, mentions } from '../negation-scope.ts';
import {
  acknowledges,
  CONCERN_WORDS,
  PROPOSAL,
  OFFER_STRONG,
  OFFER_MEDIUM,
  commitsTo,
  WHEN,
  ASK,
  NEXT_STEP_WORDS,
  FIGURE,
  PRESSURE,
  DATED_EVENT,
  isPushing,
  dismisses,
  refuses,
  plansAhead,
  agreesATime,
  takesOnRemedy,
  talksOnADay,
  declinesToAct,
  asksForAFact,
} from './learner-patterns.ts';
import { suggests } from './other-words.ts';
import { offerPhrase, agreeOn, present, stepToward, deniedWorry } from './feedback-phrasing.ts';
import { statedWorry } from '../character/worry-answered.ts';

export const OBJECTIONS_BEHAVIOUR: Behaviour = {
  id: 'objections',
  cue: /objection|pushback|push back|concerns?\b|resist|disappoint|negotiat|concession|trade|defend|doubt|sceptic|skeptic|worries/i,
  minLearnerLines: Number.POSITIVE_INFINITY,
  trigger:
    /\b(but|however|not sure|not convinced|too (expensive|much|late|slow|long)|i've heard|i have heard|concern|worried|worry|doubt|why should|don't want|can't|won't|not happy|unacceptable|promises?|lower|cheaper)\b/i,
  detect: (sentence, { matter, sides }, _setting, read = affirms) => {
    // Naming their worry is the behaviour however the worry is put ("you can't risk a stock-out").
    const concern = CONCERN_WORDS.test(sentence) || acknowledges(sentence, read);
    // An option put to them, or an action taken on for them ("I'll hold the bill at the quote and have her afloat by Friday"), answers
    // a concern with a way forward, as the best level asks; a concrete one about the matter answers it in full. Only
    // talking or looking ("I will ask my manager", "We can look at it sometime") answers none.
    // A step that only talks, put on a day ("I'll call you on Monday to check it's done"), carries one through.
    const offers = read(sentence, OFFER_STRONG) || takesOnRemedy(sentence, read, sides) || talksOnADay(sentence, read, sides);
    // A refusal that offers nothing answers no concern, whatever worry its reason names ("We won't be paying for the
    // new suit, our tickets say items are cleaned at the owner's risk"); its words still name one, so it is ruled out.
    if (read !== mentions && !offers && declinesToAct(sentence, sides)) return 0;
    const answers = read(sentence, PROPOSAL) || offers;
    if (concern && (answers || isOpenQuestion(sentence))) return 3;
    if (offers && (!matter || matter.about(sentence) === 'on')) return 3;
    return concern || answers ? 2 : 0;
  },
  // That step is no answer of its own: praise quotes the answer it carries through.
  notAnExample: (sentence, { sides }) => talksOnADay(sentence, affirms, sides),
  against: (sentence) => isPushing(sentence) || refuses(sentence),
  againstNote: "dismissed {name}'s concern",
  did: "took {name}'s concerns seriously and answered them",
  // Naming the concern without an answer to it ("I can see why it has been frustrating") shows it partly.
  didPartly: "acknowledged {name}'s concerns",
  didWeakly: "touched on {name}'s concerns without fully answering them",
  missed: "answer {name}'s concern when it came up",
  next: 'acknowledge the concern, ask what lies behind it, then answer it with evidence or an option',
  betterLines: ({ firstName, openings, listener }) => {
    const open = openings?.openObjection;
    // A worry is answered by denying what is feared ("you won't be charged again on 1 January"), never by offering
    // what the brief says settles it ("an answer to what worries you").
    const worry = open ? statedWorry(open.objection) : null;
    const denied = worry ? deniedWorry(worry, listener) : null;
    const offer = open && !open.isTheirWant && !worry ? offerPhrase(open.resolvedBy, listener) : null;
    const step = open?.isTheirWant ? stepToward(open.resolvedBy, listener) : null;
    // A sum the other person asks for ("£600 back") is theirs to ask and the learner's to bargain over: a line that
    // hands it over in full would give away the room the learner was told to keep.
    const concedesASum = offer !== null && quantitiesIn(offer).some((quantity) => quantity.kind === 'money' || quantity.kind === 'percent');
    return present(
      denied && `That's a fair concern, ${firstName}: ${denied}, and I'll confirm that to you in writing today.`,
      step && `That's a fair concern, ${firstName}. What I can do is ${step}: would that help?`,
      offer && !concedesASum && `That's a fair concern, ${firstName}. What I can offer is ${offer}: would that address it?`,
      // "From me": a private buyer or seller speaks for nobody else.
      `That's a fair concern, ${firstName}. What would you need to hear from me to feel confident about this?`,
    );
  },
};

export const VALUE_BEHAVIOUR: Behaviour = {
  id: 'value',
  cue: /value|benefit|resolution|solution|\boffers?\b|options?\b|proposal|\broi\b|alternatives/i,
  minLearnerLines: Number.POSITIVE_INFINITY,
  trigger:
    /\b(want|need|expect|looking for|replacement|refund|price|cost|budget|quote|what (can|will|are) you|going to do|options?|why should|what now|compensat)\w*/i,
  detect: (sentence, { matter, sides }, _setting, read = affirms) => {
    // Asking them for a fact puts nothing forward, whatever it names ("How much is a replacement battery going to
    // cost?"); a suggestion put as a question ("How about we replace it by Friday?") does.
    if (asksForAFact(sentence) && !suggests(sentence, read)) return 0;
    if (read(sentence, OFFER_STRONG)) return 3;
    // An action taken on for them ("I'll watch the video tomorrow and we'll remove the exclusion") is a way forward,
    // a concrete one when it is about the matter; one that only talks or looks at no time ("I'll ask my manager") is none.
    // One that only talks or looks, put on a day ("I'll confirm it in writing by Friday and call you on Monday"),
    // carries a way forward through and counts with it, though it is no example of one (notAnExample).
    if (takesOnRemedy(sentence, read, sides) || talksOnADay(sentence, read, sides)) return !matter || matter.about(sentence) === 'on' ? 3 : 2;
    // A suggestion put to them ("How about we replace the roses by Thursday?") is a way forward; a concrete one (a
    // time or a figure) about the matter is one in full.
    if (suggests(sentence, read)) return (read(sentence, WHEN) || FIGURE.test(sentence)) && (!matter || matter.about(sentence) === 'on') ? 3 : 2;
    return read(sentence, OFFER_MEDIUM) ? 2 : 0;
  },
  // What it confirms or checks is the way forward, said elsewhere: praise quotes that.
  notAnExample: (sentence, { sides }) => talksOnADay(sentence, affirms, sides),
  against: (sentence) => refuses(sentence) || dismisses(sentence) || affirms(sentence, PRESSURE),
  againstNote: 'shut the door on a way forward',
  did: 'offered {name} a concrete way forward',
  didPartly: 'pointed towards a way forward',
  didWeakly: 'hinted at a way forward without making it concrete',
  missed: 'offer {name} a concrete way forward',
  next: 'offer a specific option (or two) and say what each means for them',
  betterLines: ({ firstName, openings, listener }) => {
    const open = openings?.openObjection;
    const worry = open ? statedWorry(open.objection) : null;
    const denied = worry ? deniedWorry(worry, listener) : null;
    const offer = open && !open.isTheirWant && !worry ? offerPhrase(open.resolvedBy, listener) : null;
    const step = open?.isTheirWant ? stepToward(open.resolvedBy, listener) : openings?.agreement && openings.agreementIsTheirWant ? stepToward(openings.agreement, listener) : null;
    const agree = openings?.agreement && !openings.agreementIsTheirWant ? agreeOn(openings.agreement, listener) : null;
    return present(
      denied && `Here's where things stand, ${firstName}: ${denied}, and I'll put that in writing for you today.`,
      step && `Here's what I can do, ${firstName}: I'll ${step}.`,
      offer && `Here's what I can do, ${firstName}: ${offer}, so you can decide with that in hand.`,
      agree && `Here's what I propose, ${firstName}: we ${agree}, and I'll set out what it means for you before then.`,
      `Here's what I can do today, ${firstName}: I'll set out two options and what each one means for you, and you choose the one that works best.`,
    );
  },
};

export const CLOSING_BEHAVIOUR: Behaviour = {
  id: 'closing',
  // Not "follow-up questions" (probing) nor "describing goals" (discovery).
  // Not "agrees a clear agenda" (rapport and agenda setting).
  cue: /next steps?|follow[- ]up(?! questions)|commit|agree[sd]?\b(?! (?:on )?(?:a |an |the )?(?:clear |shared )?agenda)|actions?\b|(?:set|sets|agree|agrees|measurable|specific) [^.;]{0,30}goals|\bgoals &|development plan|decisions?\b|\basks\b|closing|\bdate\b|timeline/i,
  minLearnerLines: 4,
  conversationWide: true,
  trigger: /\b(what happens next|what now|so what now|by when|when will|when can|next steps?|follow up)\b/i,
  detect: (sentence, _context, _setting, read = affirms) => {
    const commits = commitsTo(sentence, read) || read(sentence, ASK) || read(sentence, DATED_EVENT) || plansAhead(sentence, read);
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
      openings?.agreement && openings.agreementIsTheirWant && stepToward(openings.agreement, listener) && `${firstName}, shall we agree that I ${stepToward(openings.agreement, listener)}?`,
      openings?.agreement && !openings.agreementIsTheirWant && agreeOn(openings.agreement, listener) && `${firstName}, shall we ${agreeOn(openings.agreement, listener)}? I'll confirm it in writing today.`,
      `So we're agreed, ${firstName}: I'll send you a written summary today and call you on Thursday at 10 to confirm it's done. Does that work for you?`,
    ),
};
