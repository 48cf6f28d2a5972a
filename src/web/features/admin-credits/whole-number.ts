// The credit forms' number rule: what a person types into a credits field, read as a whole number in range.

/** A whole number from `min` to `max` typed in a field, or null. */
export function wholeNumberOf(text: string, min: number, max: number): number | null {
  const value = /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}
