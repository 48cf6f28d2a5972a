// A time the title names and the character's own lines say ("Slipping deadlines", "two client deadlines") is what the
// talk is about, though a time alone ("the week") names no matter. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from './conversation.test-helpers.ts';
import { matterOf } from './stock-lines.ts';

const DESIGNER = quickCharacter(
  'Slipping deadlines',
  'Graphic designer, Mia Chen',
  'Studio manager',
  "Mia Chen is a junior graphic designer who has missed two client deadlines since March, most recently the Harbour Hotel brochure, which went to print a week late. Mia has been training the new intern on top of her own work. Mia would like the intern's training shared with another designer.",
);

describe('the matter a title names as a time', () => {
  it('is that time, when the character says it too', () => {
    expect(matterOf(DESIGNER, 'Slipping deadlines')).toMatch(/\bdeadlines\b/);
  });

  it('is no time the character never says', () => {
    expect(matterOf(DESIGNER, 'Slipping weekends')).not.toMatch(/\bweekends\b/);
  });
});
