// CSV cells for the downloads (an assignment's figures, the money ledger): every cell quoted, and text that a
// spreadsheet would run as a formula shown as text instead.

/**
 * A CSV cell: quoted, and text starting with a formula character (=, +, -, @, tab, carriage return) prefixed with '
 * so a spreadsheet shows it as text. A number is the server's own figure and is written as it is.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value !== 'number' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One CSV line (with its CRLF, as RFC 4180 writes them). */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
