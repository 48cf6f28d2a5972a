// The behaviours of saying things well: a clear structure, the reasons why, the right terms and rules, and specific
// examples and figures. One entry of BEHAVIOURS (behaviours.ts) each.
import type { Behaviour } from './behaviour-types.ts';
import { countWords, isQuestion } from '../../language/text.ts';
import { affirms } from '../negation-scope.ts';
import {
  WHEN,
  STRUCTURE,
  REASONING,
  POLICY,
  EXAMPLE,
  FIGURE,
  DURATION,
  ABOUT_ONESELF,
  CANDOUR,
  isBareClaim,
  dismisses,
  refuses,
  isVague,
  plansAhead,
  takesOnAction,
} from './learner-patterns.ts';
import { CAUSE, citesASource, namesWhatTheySaid } from './other-words.ts';
import { offerPhrase, topicsText, present, stepToward } from './feedback-phrasing.ts';
import { statedWorry } from '../character/worry-answered.ts';

// Being asked why, or to explain, calls for an explanation; so does being asked what happens now, which a plan answers.
const EXPLANATION_ASKED = /\b(?:why|how come|what do you mean|i don't (?:understand|follow|see why)|explain|reasons?|what happened|where (?:do|does) (?:that|this) leave)\b/i;

// Being asked what happens now calls for a plan; being asked why does not: a plan gives no reason.
const PLAN_ASKED = /\b(?:what happens (?:now|next)|where (?:do|does) (?:that|this) leave|what (?:now|next)\?)/i;

export const CLARITY_BEHAVIOUR: Behaviour = {
  id: 'clarity',
  cue: /clarity|structur|concise|plain language|explains?\b|one-line|jargon|logical|\bstatus\b|level of detail|tailor/i,
  minLearnerLines: 1,
  // Being asked why, or to explain, calls for it.
  trigger: EXPLANATION_ASKED,
  detect: (sentence, context, setting, read = affirms) => {
    if (read(sentence, STRUCTURE)) return 3;
    if (read(sentence, REASONING)) return 2;
    // Once they asked what happens now, an action taken on with its time answers it plainly, in whatever words
    // ("Send me the letter today and I'll put your case to the panel on Thursday"). A refused one ("I won't move it")
    // says none; a "why" is answered by a reason, not a plan ("Could we keep the old price until June?" explains
    // nothing); unasked, a plan is an offer or a next step, not an explanation.
    const wasAsked = (setting.earlierCharacterLines ?? [setting.previousCharacterLine]).some((line) => PLAN_ASKED.test(line));
    if (wasAsked && ((takesOnAction(sentence, read, context.sides) && read(sentence, WHEN)) || plansAhead(sentence, read))) return 2;
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
};

export const REASONS_BEHAVIOUR: Behaviour = {
  id: 'reasons',
  // A criterion named after explaining why ("Explaining the reasons", "Giving the rationale") asks for a reason and
  // nothing else: a clear plan or a figure is not one.
  cue: /\breasons?\b|\bwhy\b|rationale|justif/i,
  nameOnly: true,
  minLearnerLines: 1,
  trigger: EXPLANATION_ASKED,
  // A line that gives a reason is a cause clause, by grammar ("because…", "so that…", "the reason is…", "since we…"),
  // affirmed: "not because of the price" gives none. A record or a rule cited ("our tickets say…") hints at one.
  // Once they asked what happens now, a plan said plainly is a hint of it, never more: it says what, not why.
  detect: (sentence, context, setting, read = affirms) => {
    if (read(sentence, CAUSE)) return countWords(sentence) >= 8 ? 3 : 2;
    // What a record or a rule says ("our tickets say items are cleaned at the owner's risk") points to what decides,
    // not why: a hint of a reason, never praise, and never quoted as saying nothing of why.
    if (citesASource(sentence, read)) return 1;
    const wasAsked = (setting.earlierCharacterLines ?? [setting.previousCharacterLine]).some((line) => PLAN_ASKED.test(line));
    return wasAsked && !isQuestion(sentence) && ((takesOnAction(sentence, read, context.sides) && read(sentence, WHEN)) || plansAhead(sentence, read)) ? 1 : 0;
  },
  against: isVague,
  againstNote: 'left your point vague',
  did: 'explained the reasons behind it',
  didPartly: 'gave a reason',
  didWeakly: 'pointed to what happens next or to the rules, without explaining why',
  missed: 'tell {name} why',
  next: 'say the reason in one sentence ("This changed because…") and then what it means for them',
  betterLines: ({ firstName }) => [`Let me tell you why, ${firstName}: I'll give you the reason first, then what it means for you.`],
};

export const TERMS_BEHAVIOUR: Behaviour = {
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
};

export const SPECIFICS_BEHAVIOUR: Behaviour = {
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
    const open = openings?.openObjection;
    // What settles a worry is an answer to it, no thing to be specific about.
    const offer = open && !open.isTheirWant && !statedWorry(open.objection) ? offerPhrase(open.resolvedBy, listener) : null;
    const step = open?.isTheirWant ? stepToward(open.resolvedBy, listener) : null;
    return present(
      step && `To be specific, ${firstName}, on your concern: I'll ${step}.`,
      offer && `To be specific, ${firstName}, on your concern: ${offer}, with the figures to show what it changed.`,
      `To be specific, ${firstName}: here is what happened, when it happened, and what it changed for you.`,
    );
  },
};
