// A rubric's content for tests, so that each names only what it is about: two criteria weighted 60 and 40, and two
// levels stored worst first (jsonb order; the editor's draft puts them best first by their ranges).
import type { RubricContent } from './rubrics.ts';

export function buildRubricContent(overrides: Partial<RubricContent> = {}): RubricContent {
  return {
    rubric_title: 'Discovery call Rubric',
    description: 'Grades a first call.',
    criteria: [
      { criterion_name: 'Listening', weight: 60, performance_levels: { Weak: 'Talks over.', Strong: 'Lets them finish.' } },
      { criterion_name: 'Next steps', weight: 40, performance_levels: { Strong: 'Books a follow-up call.', Weak: 'Ends vaguely.' } },
    ],
    performance_levels_summary: { Weak: '0-59', Strong: '60-100' },
    scoring_guide: { 'How to score': 'Pick a level.' },
    note: '',
    ...overrides,
  };
}
