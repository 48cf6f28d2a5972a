// The behaviours the offline grader knows: how a criterion's name and level descriptions ask for one, how a learner's
// sentence shows it (detect) or shows its opposite (against: pressure, a yes-or-no push, dismissing), when the
// conversation raised it, and what to tell the learner. Praise only ever cites a sentence that shows the behaviour; a
// sentence that goes against it is cited as the thing to improve. "Try saying" lines come from the scenario's brief
// first (an objection left open, a hidden fact not drawn out, the outcome not reached), then from plain fallbacks.
// Each behaviour lives with those of its concern (hearing-, resolving- and explaining-behaviours.ts); edit its entry to
// change how it is recognised. The order here is the order a criterion's behaviours are tried in; grade-conversation.ts
// combines them per criterion.
import type { Behaviour } from './behaviour-types.ts';
import { QUESTIONS_BEHAVIOUR, LISTENING_BEHAVIOUR, SUMMARISING_BEHAVIOUR, RAPPORT_BEHAVIOUR } from './hearing-behaviours.ts';
import { OBJECTIONS_BEHAVIOUR, VALUE_BEHAVIOUR, CLOSING_BEHAVIOUR } from './resolving-behaviours.ts';
import { CLARITY_BEHAVIOUR, REASONS_BEHAVIOUR, TERMS_BEHAVIOUR, SPECIFICS_BEHAVIOUR } from './explaining-behaviours.ts';

export const BEHAVIOURS: readonly Behaviour[] = [
  QUESTIONS_BEHAVIOUR,
  LISTENING_BEHAVIOUR,
  SUMMARISING_BEHAVIOUR,
  OBJECTIONS_BEHAVIOUR,
  VALUE_BEHAVIOUR,
  CLOSING_BEHAVIOUR,
  CLARITY_BEHAVIOUR,
  REASONS_BEHAVIOUR,
  TERMS_BEHAVIOUR,
  RAPPORT_BEHAVIOUR,
  SPECIFICS_BEHAVIOUR,
];
