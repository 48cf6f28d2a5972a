// A frame that names the matter, said of a need that names it too ("a two-week extension" when the matter is "the
// extension"), leaves the matter out, and the punctuation around it reads as written.
import { describe, expect, it } from 'vitest';
import { withoutMatter } from './steer-moves.ts';

describe('a frame said without its matter', () => {
  it('drops the phrase with the comma before it, never leaving two commas', () => {
    expect(withoutMatter("Even so, on {m}, I'd need a two-week extension.")).toBe("Even so, I'd need a two-week extension.");
    expect(withoutMatter("On {m}, I'm sorry, but I need a two-week extension.")).toBe("I'm sorry, but I need a two-week extension.");
    expect(withoutMatter("That doesn't settle {m} for me; I need a two-week extension.")).toBe("That doesn't settle this for me; I need a two-week extension.");
    expect(withoutMatter('Before I agree on {m}, I need a two-week extension.')).toBe('Before I agree, I need a two-week extension.');
  });
});
