// /terms: the Terms of Service the register page and the landing footer link to. Public for guests and signed-in people.
import { SESSION_CREDIT_COST } from '@shared/contracts/scenarios-constants.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LegalFrame, type LegalSection } from './legal-frame.tsx';

const SECTIONS: (Omit<LegalSection, 'title'> & { titleKey: string })[] = [
  {
    id: 'who-runs-this-service',
    titleKey: 'legal.terms.sections.whoRunsThisService',
    body: [
      'Engram is software that a person or an organisation (the operator) installs and runs on their own server. The operator of the site you are using is the one you agree these terms with, and the one to contact about your account and your data.',
    ],
  },
  {
    id: 'your-account',
    titleKey: 'legal.terms.sections.yourAccount',
    body: [
      'You register with your name, an e-mail address and a password. Keep the password to yourself: anyone who has it can use your account. Tell the operator if you think someone else has signed in as you.',
      'You can delete your account yourself at any time (Account settings, in the practice area’s header or menu). Deleting it removes everything in it for good.',
    ],
  },
  {
    id: 'what-you-put-in',
    titleKey: 'legal.terms.sections.whatYouPutIn',
    body: [
      'What you upload or write stays yours: files, personas, rubrics, glossaries, scenarios, what you say in practice sessions and what you give your digital twin. You allow the operator to store it and to process it, including with the AI engine the operator has chosen, only to run Engram for you.',
      'Only upload material you have the right to use. Do not use Engram for anything unlawful, to harass anyone, or to try to break into the service or other people’s accounts.',
      'A scenario you mark as public can be seen and practised by other people signed in to this site. Everything else in your library is private to you.',
    ],
  },
  {
    id: 'what-engram-gives-you',
    titleKey: 'legal.terms.sections.whatEngramGivesYou',
    body: [
      'Engram’s characters, reports, scores and generated content are written by an AI. They are practice material and can be wrong or incomplete. They are not professional, legal, medical or financial advice, and no real person is speaking to you.',
      `Practice sessions use credits: each session costs ${SESSION_CREDIT_COST} credits, and new accounts start with welcome credits from the operator. Credits have no cash value and cannot be exchanged or transferred.`,
      'Prices shown on the landing page describe the digital twin offer. This version of Engram does not take payments.',
    ],
  },
  {
    id: 'availability-and-changes',
    titleKey: 'legal.terms.sections.availabilityAndChanges',
    body: [
      'The operator runs Engram as it is, without a promise that it will always be available or free of errors. Keep your own copies of anything you cannot afford to lose.',
      'The operator may suspend an account that breaks these terms. If these terms change, the date above changes with them, and continuing to use Engram afterwards means you accept the new version.',
    ],
  },
  {
    id: 'questions',
    titleKey: 'legal.terms.sections.questions',
    body: ['Contact the operator of this site: the person or organisation that gave you its address.'],
  },
];

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalFrame
      title={t('legal.terms.title')}
      updated="2026-11-23"
      summary={t('legal.terms.summary')}
      sections={SECTIONS.map(({ titleKey, ...section }) => ({ ...section, title: t(titleKey) }))}
    />
  );
}
