// Which known conversation topics (rubric-topics.ts) a rubric's name, description and files point to: each topic's
// keywords scored by where they appear, broad category keywords counting for less.
import { RUBRIC_TOPICS, type RubricTopic } from './rubric-topics.ts';
import { normalise } from './rubric-words.ts';

const NAME_MATCH_POINTS = 3;

const DESCRIPTION_MATCH_POINTS = 1;

const FILE_MATCH_POINTS = 0.5;

/** Category-level keywords (marked `~`) count for less than specific ones. */
const BROAD_KEYWORD_FACTOR = 0.5;

interface CompiledKeyword {
  pattern: RegExp;
  points: number;
  isBroad: boolean;
}

function compileKeyword(keyword: string): CompiledKeyword {
  const isBroad = keyword.startsWith('~');
  const isPrefix = keyword.endsWith('*');
  const words = normalise(keyword).split(' ');
  return {
    pattern: new RegExp(`\\b${words.join(' ')}${isPrefix ? '[a-z0-9]*' : ''}\\b`),
    points: words.length * (isBroad ? BROAD_KEYWORD_FACTOR : 1),
    isBroad,
  };
}

const COMPILED_TOPICS = RUBRIC_TOPICS.map((topic) => ({ topic, keywords: topic.keywords.map(compileKeyword) }));

export interface TopicScore {
  topic: RubricTopic;
  /** Points from every source; picks the main topic. */
  score: number;
  /** Points for specific keywords in the person's own words; decides whether a second topic adds a criterion. */
  typedScore: number;
}

/** The topics any keyword matched, best first, with their scores from every source and from the typed words alone. */
export function scoreTopics(name: string, description: string, fileText: string): TopicScore[] {
  return COMPILED_TOPICS.map(({ topic, keywords }) => {
    let score = 0;
    let typedScore = 0;
    for (const keyword of keywords) {
      const typed = (keyword.pattern.test(name) ? NAME_MATCH_POINTS : 0) + (keyword.pattern.test(description) ? DESCRIPTION_MATCH_POINTS : 0);
      score += typed * keyword.points;
      if (!keyword.isBroad) typedScore += typed * keyword.points;
      if (fileText && keyword.pattern.test(fileText)) score += FILE_MATCH_POINTS * keyword.points;
    }
    return { topic, score, typedScore };
  })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}
