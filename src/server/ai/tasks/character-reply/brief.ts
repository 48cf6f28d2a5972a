// The brief a character plays, read from a scenario's prose: what the scenarios and sessions features build a
// character's input from, whichever engine then speaks the part. The reading itself is the character engine's.
export { briefFromProse, learnerBriefFromProse } from '../../offline/character/brief-from-prose.ts';
