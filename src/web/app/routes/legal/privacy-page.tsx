// /privacy: the Privacy Policy the register page and the landing footer link to. Public for guests and signed-in people.
import { useTranslation } from '@/i18n/use-translation.ts';
import { LegalFrame, type LegalSection } from './legal-frame.tsx';

const SECTIONS: (Omit<LegalSection, 'title'> & { titleKey: string })[] = [
  {
    id: 'what-engram-stores',
    titleKey: 'legal.privacy.sections.whatEngramStores',
    body: [
      [
        'Your account: your name, e-mail address and nickname, your password only as a salted hash (never the password itself), and your sign-ins (when, until when, and the browser’s description of itself) so that you stay signed in and can be signed out everywhere.',
        'Your library: the files you upload and the text read from them, and the personas, rubrics, glossaries and scenarios you create.',
        'Your practice sessions: the transcript of each conversation (what you and the character said), its report and score, and the credits each session used.',
        'Recordings, when you speak: your browser’s own speech recognition may send your voice to your browser’s maker to turn it into words. When the operator has set up a speech-to-text service, your recording goes through this server to that service instead. Engram keeps the words, not the recording.',
        'Your twin’s memories: the answers and stories you give your digital twin, once you save them.',
        'Technical records: the server’s logs of requests (such as the address a request came from and the page it asked for) and, for a short time and in memory only, failed sign-in attempts, to slow down password guessing.',
      ],
    ],
  },
  {
    id: 'what-it-is-used-for',
    titleKey: 'legal.privacy.sections.whatItIsUsedFor',
    body: [
      'Only to run Engram for you: to sign you in, to create characters and scenarios from what you wrote, to hold practice conversations and grade them, and to show you your history and progress. There is no advertising and no selling of data.',
      'The text of your library and your sessions is processed by the AI engine the operator has chosen. That is either the offline engine on this server, or a model provider (such as OpenAI or Anthropic); in that case the text is sent to that provider to produce the answer. When the operator has set up a speech service, the character’s lines are sent to it to be spoken aloud.',
    ],
  },
  {
    id: 'who-can-see-it',
    titleKey: 'legal.privacy.sections.whoCanSeeIt',
    body: [
      'You. The operator, who runs the server and its database, can technically see what is stored there. A scenario you mark as public can be seen by other people signed in to this site; nothing else of yours is shown to them.',
    ],
  },
  {
    id: 'cookies',
    titleKey: 'legal.privacy.sections.cookies',
    body: [
      'Engram sets cookies for your session only: your e-mail, name and nickname, so the pages know who is signed in, and two sign-in tokens the pages cannot read. They end when you log out, and expire on their own after a day unless the operator has set a different length. Your choice of light or dark theme is kept in your browser’s local storage. There are no tracking, analytics or advertising cookies.',
    ],
  },
  {
    id: 'keeping-and-deleting',
    titleKey: 'legal.privacy.sections.keepingAndDeleting',
    body: [
      'What you create is kept until you delete it. You can delete files, personas, rubrics, glossaries and scenarios one by one, and you can delete your whole account yourself (Account settings, in the practice area’s header or menu): your account, library, sessions, reports, credits and uploaded files are then removed for good.',
    ],
  },
  {
    id: 'questions-and-requests',
    titleKey: 'legal.privacy.sections.questionsAndRequests',
    body: [
      'Contact the operator of this site, the person or organisation that gave you its address, to ask what is stored about you, to have something corrected or removed, or with any other question about your data.',
    ],
  },
];

export function Component() {
  const { t } = useTranslation();
  return (
    <LegalFrame
      title={t('legal.privacy.title')}
      updated="2026-11-23"
      summary={t('legal.privacy.summary')}
      sections={SECTIONS.map(({ titleKey, ...section }) => ({ ...section, title: t(titleKey) }))}
    />
  );
}
