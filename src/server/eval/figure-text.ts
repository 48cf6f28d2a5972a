// The evaluation's figures as text: a share as a percentage, a part of a whole, a cut quotation and aligned columns,
// one copy for every report the evaluation prints (format.ts, thresholds.ts, created/, twin/).

/** A share (0..1) as a whole percentage: "84%". */
export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A share (0..1) as a percentage to one decimal: "84.2%". */
export function percentToTenths(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}

/** "part/whole", or "-" when there is no whole. */
export function ratio(part: number, whole: number): string {
  return whole === 0 ? '-' : `${part}/${whole}`;
}

/** The text cut to `width` characters, an ellipsis standing for what was cut. */
export function cut(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/**
 * A detail line of a report, indented under its case: the label, then the first `most` items quoted and cut to `width`,
 * and how many more there are; no line when there are no items.
 */
export function quotedList(label: string, items: readonly string[], most: number, width: number): string[] {
  if (items.length === 0) return [];
  const more = items.length > most ? ` and ${items.length - most} more` : '';
  return [`    ${label}: ${items.slice(0, most).map((item) => `"${cut(item, width)}"`).join('; ')}${more}`];
}

/** Rows as aligned text columns under a header and its rule. */
export function table(header: readonly string[], rows: readonly string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];
}
