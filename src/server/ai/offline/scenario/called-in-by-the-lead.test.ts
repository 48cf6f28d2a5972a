// A team member called in by their lead waits to be asked, though the description gives them a want of their own: they
// do not open by asking to talk. A brief of this file's own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('a team member called in by their lead', () => {
  it('opens without asking to talk, want or no want', () => {
    const designer = quickCharacter(
      'Slipping deadlines',
      'Graphic designer, Mia Chen',
      'Studio manager',
      "Mia Chen is a junior graphic designer who has missed two client deadlines since March, most recently the Harbour Hotel brochure, which went to print a week late. Mia has been training the new intern on top of her own work. Mia would like the intern's training shared with another designer.",
    );
    expect(designer.openingLine).not.toMatch(/\b(?:talk|raise|discuss)\b/i);
  });
});
