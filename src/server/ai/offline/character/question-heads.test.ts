// What a "what", "which", "who" or "why" question asks for by its head, in created scenarios of fields no evaluation
// set covers (a gallery loan, a window fitter, a heat pump, a washing machine): the thing after "what sort of", "in
// charge of" as a duty rather than a price, "who" as asking for a person named by role rather than a firm, "the
// reference" as an identifier, "what did they promise" as an undertaking reported, and two of the question's words
// said together in a fact.
import { describe, expect, it } from 'vitest';
import { givesExpected } from '../../../eval/created/checks.ts';
import { characterInput, converse } from './conversation.test-helpers.ts';
import { askedKinds, focusNoun, meaningMatches } from './fact-meaning.ts';
import { briefOfCase, type DescribedCase } from './facts-in-other-words.test-helpers.ts';
import { buildKnowledge } from './knowledge.ts';

const GALLERY: DescribedCase = {
  id: 'gallery-loan',
  title: 'A loaned painting came back scuffed',
  aiRole: 'Lender',
  myRole: 'Gallery manager',
  description:
    'Ruth Benson lent an oil painting by her aunt to the Harbour Gallery for its spring show, which ran from 2 April to 30 May. When it came back, the frame was chipped at two corners, because the installer, Jack Moss, hung it without gloves and knocked it on a ladder. The gallery has offered £80 towards a new frame. My goal: apologise and agree a fair repair.',
  questions: [],
};

const WINDOWS: DescribedCase = {
  id: 'window-fitter',
  title: 'New windows left half fitted',
  aiRole: 'Homeowner',
  myRole: 'Window company manager',
  description:
    'Colin Fry ordered six new windows from ClearView Glazing for £4,800. The fitting started on 8 June but stopped after two days, because the site lead, Dean Hart, took the team to another job. Two bedroom windows are still boarded up. My goal: set a date to finish and agree something for the delay.',
  questions: [],
};

const HEAT_PUMP: DescribedCase = {
  id: 'heat-pump',
  title: 'A heat pump fitted badly',
  aiRole: 'Homeowner',
  myRole: 'Installer',
  description:
    'Aisha Khan paid Greenhouse Energy £9,400 on 2 February for an air source heat pump, and the payment appeared on her bank statement twice. The engineer, Lee Dawson, left the outdoor unit on a slope and it now rattles all night. Her neighbours have complained twice. My goal: send someone to level the unit and agree a goodwill payment.',
  questions: [],
};

const WASHER: DescribedCase = {
  id: 'washer-leak',
  title: 'A washing machine that leaks',
  aiRole: 'Customer',
  myRole: 'Customer service lead',
  description:
    'Joy Adams bought a washing machine from HomeElectric for £520 in March. It has leaked onto her kitchen floor three times because the door seal was fitted badly. She rang the helpline and spoke to an agent called Priti, who said an engineer would call within 48 hours. Nobody called. Her case number is HE-20931. My goal: fix the machine.',
  questions: [],
};

const ask = (testCase: DescribedCase, line: string) => converse(briefOfCase(testCase), [line]).replies[0] ?? '';

describe('[AI] the head of a what, which or who question', () => {
  it('reads the noun after "what sort of" or "which kind of" as the thing asked for', () => {
    expect(focusNoun('What sort of picture is it?')).toBe('picture');
    expect(focusNoun('Which kind of boiler do you have?')).toBe('boiler');
    expect(focusNoun('What sort is it?')).toBeNull();
  });

  it('answers "what sort of" with the thing of that kind the brief names', () => {
    expect(givesExpected(ask(GALLERY, 'What sort of picture did you lend us?'), ['oil painting|oil'])).toBe(true);
  });

  it('hears "in charge of" as a duty, not a price, and answers "who" with the person named by role', () => {
    expect(askedKinds('Who was in charge of the fitting?').has('money')).toBe(false);
    expect(askedKinds('What was the charge for the fitting?').has('money')).toBe(true);
    expect(givesExpected(ask(WINDOWS, 'Who was in charge of the fitting?'), ['dean|hart'])).toBe(true);
  });

  it('answers "who" with the person a fact names by role, not the firm another fact names', () => {
    expect(givesExpected(ask(HEAT_PUMP, 'Who turned up on the day?'), ['lee|dawson'])).toBe(true);
    expect(givesExpected(ask(HEAT_PUMP, 'Who did you deal with?'), ['lee|dawson'])).toBe(true);
  });

  it('takes no verb for a person named by role ("if I miss Bristol")', () => {
    const place: DescribedCase = {
      id: 'college-place',
      title: 'Choosing a college',
      aiRole: 'Student',
      myRole: 'Careers adviser',
      description:
        'Tariq Ali is in his last year at Hillside School. The tutor, Joan Pike, thinks he should aim for Leeds. Durham has offered him a place. He will take a gap year if he misses Leeds. My goal: help him choose.',
      questions: [],
    };
    expect(givesExpected(ask(place, 'Who has been advising you?'), ['joan|pike'])).toBe(true);
  });

  it('answers "what\'s the reference?" with the identifier the brief gives, by what it is', () => {
    expect(givesExpected(ask(WASHER, "What's the reference?"), ['he-20931|20931'])).toBe(true);
    expect(givesExpected(ask(WASHER, "What's your reference number?"), ['he-20931|20931'])).toBe(true);
  });

  it('answers "what did they promise you?" with the undertaking reported ("said an engineer would call")', () => {
    expect(givesExpected(ask(WASHER, 'What did they promise you?'), ['48 hours|engineer'])).toBe(true);
    expect(givesExpected(ask(WASHER, 'What was the promise?'), ['48 hours|engineer'])).toBe(true);
  });

  it('puts first the fact that says two of the question\'s words together, in its order ("the van cost", not "the van … costing")', () => {
    const van: DescribedCase = {
      id: 'van-service',
      title: 'A van that failed after a service',
      aiRole: 'Customer',
      myRole: 'Garage manager',
      description:
        'Ben Cole left his van at QuickFix Garage on 4 May for a service costing £180. The van cost £9,000 two years ago and now will not start. My goal: find the fault and agree who pays.',
      questions: [],
    };
    const [first] = meaningMatches('What did the van itself cost you?', buildKnowledge(characterInput(briefOfCase(van))));
    expect(first?.topic.answer).toMatch(/9,000/);
  });
});
