// The twenty interview questions an Engram learns from, numbered 1–20. The server's summary and the interview pages
// read this one list; a question's topic decides which summary section its answer feeds.

export const TWIN_TOPICS = ['family', 'friends', 'loved_ones', 'hobby', 'interest', 'work_life', 'values', 'memories'] as const;
export type TwinTopic = (typeof TWIN_TOPICS)[number];

export type TwinQuestion = { number: number; topic: TwinTopic; text: string };

export const TWIN_QUESTIONS: readonly TwinQuestion[] = [
  { number: 1, topic: 'family', text: 'Who are the people in your family, and what is each of them like?' },
  { number: 2, topic: 'family', text: 'What is a tradition, a dish or a saying from your family that you hope is never lost?' },
  { number: 3, topic: 'family', text: 'What did your parents or the people who raised you teach you, and how do you see it in yourself today?' },
  { number: 4, topic: 'friends', text: 'Who are your closest friends, and how did you meet them?' },
  { number: 5, topic: 'friends', text: 'What do you and your friends love doing together, and what makes you laugh when you are with them?' },
  { number: 6, topic: 'loved_ones', text: 'Who is the love of your life, or the person you feel closest to, and what do you love most about them?' },
  { number: 7, topic: 'loved_ones', text: 'What would you like the people you love to remember you saying to them?' },
  { number: 8, topic: 'hobby', text: 'What do you do when you have a free afternoon all to yourself?' },
  { number: 9, topic: 'hobby', text: 'Which hobby or skill have you spent the most time on, and how did you get started?' },
  { number: 10, topic: 'interest', text: 'Which books, music, films or places have stayed with you, and why?' },
  { number: 11, topic: 'interest', text: 'What subject could you talk about for hours without getting tired of it?' },
  { number: 12, topic: 'work_life', text: 'What do you do for a living, or what did you do, and what do you like most about it?' },
  { number: 13, topic: 'work_life', text: 'What is the hardest thing you have worked through, and what helped you get through it?' },
  { number: 14, topic: 'work_life', text: 'What does an ordinary day in your life look like, from morning to night?' },
  { number: 15, topic: 'values', text: 'What matters most to you in life, and where did that come from?' },
  { number: 16, topic: 'values', text: 'What advice would you give to someone you love who is just starting out?' },
  { number: 17, topic: 'values', text: 'What are you most proud of, and what would you do differently if you could?' },
  { number: 18, topic: 'memories', text: 'What is your happiest memory from when you were a child?' },
  { number: 19, topic: 'memories', text: 'Tell me about a day you will never forget. Where were you, and who was with you?' },
  { number: 20, topic: 'memories', text: 'How would you like to be remembered, and what stories should people tell about you?' },
];

export const TWIN_QUESTION_COUNT = TWIN_QUESTIONS.length;

/** The question numbered `number` (1–20), or undefined outside that range. */
export function getTwinQuestion(number: number): TwinQuestion | undefined {
  return TWIN_QUESTIONS[number - 1];
}
