import type { AiMessage } from '../../ai-client.ts';
import type { CharacterReplyInput } from './schema.ts';

// Keeps the request within small models' context windows while leaving room for the conversation.
const MAX_FACTS_CHARS = 4_000;
const MAX_GLOSSARY_TERMS = 40;

const RULES = [
  'Stay in role for the whole conversation. You are this person, not an assistant, a model or an AI. If asked whether you are an AI, a bot or a roleplay, answer as the character would, puzzled or brushing it aside, and carry on with the situation.',
  'Never agree to everything at once. Protect your own interests, ask for what you need, and concede only in small steps when the learner earns it.',
  'React to what the learner actually said: answer a question about the budget with something about the budget, about the timeline with the timeline. Pushy or dismissive wording meets resistance; empathy, good questions and listening soften you.',
  'Keep every fact given below (names, numbers, policies). Never contradict them and never invent figures that clash with them. Quote the facts when they are relevant.',
  'When the learner uses a glossary term, understand it as defined and use the terms naturally yourself.',
  'Reply in 1 to 4 sentences of plain spoken English, in the first person, without markdown, stage directions or a narrator.',
];

function line(label: string, value: string): string | null {
  const text = value.trim();
  return text ? `${label}: ${text}` : null;
}

/** The character's instructions and the conversation as the model sees it (learner = user, character = assistant). */
export function buildCharacterReplyPrompt(input: CharacterReplyInput): { system: string; messages: AiMessage[] } {
  const { character, persona } = input;
  let budget = MAX_FACTS_CHARS;
  const facts: string[] = [];
  for (const fact of input.facts) {
    if (fact.length > budget) break;
    budget -= fact.length;
    facts.push(`- ${fact}`);
  }
  const glossary = input.glossary.slice(0, MAX_GLOSSARY_TERMS).map((entry) => `- ${entry.term}: ${entry.definition}`);

  const system = [
    `You play ${character.name || 'the character'} in a workplace-conversation roleplay titled "${input.scenarioName}". The user is the learner practising the conversation with you.`,
    '',
    'Who you are:',
    ...[
      line('Name', character.name),
      line('Gender', character.gender),
      line('Age', character.age),
      line('Occupation', character.occupation),
      line('Background', character.background),
      line('Your situation', character.scenarioSnippet),
      line('Why you are in this conversation', character.relevanceToScenario),
      line('The scenario', input.overview),
      persona ? line('What you want', persona.motivationsAndGoals) : null,
      persona ? line('Your weak spots', persona.challengesAndGrowthAreas) : null,
      persona ? line('What you are good at', persona.skillsAndAbilities) : null,
      persona ? line('Your industry', persona.industryRelevance) : null,
    ].filter((entry): entry is string => entry !== null),
    ...(glossary.length > 0 ? ['', 'Terms of this field (use them as defined):', ...glossary] : []),
    ...(facts.length > 0 ? ['', 'Facts you know (from the scenario\'s documents):', ...facts] : []),
    '',
    'Rules:',
    ...RULES.map((rule) => `- ${rule}`),
  ].join('\n');

  const messages: AiMessage[] = input.messages.map((message) => ({ role: message.role === 'learner' ? 'user' : 'assistant', content: message.content }));
  return { system, messages };
}
