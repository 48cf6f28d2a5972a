// Text as a PDF's standard Helvetica sets it: characters in WinAnsi (with close stand-ins for the rest), their widths
// from the font metrics, paragraphs wrapped to a width, and the literal strings a content stream writes.

/** The standard fonts the writer uses: F1 Helvetica, F2 Helvetica-Bold. */
export type PdfFont = 'F1' | 'F2';

// Glyph widths (1/1000 em) of characters 32..126, from the Adobe Font Metrics of Helvetica and Helvetica-Bold.
// prettier-ignore
const HELVETICA_ASCII = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD_ASCII = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/** WinAnsi's codes 128..159, which differ from Latin-1. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Characters outside WinAnsi with a close spelling in it. */
const STAND_INS: Record<string, string> = {
  '−': '-', '‐': '-', '‑': '-', '‒': '-', '―': '—', '′': "'", '″': '"', '→': '->', '←': '<-', '⇒': '=>', '≤': '<=', '≥': '>=', '≠': '!=', '≈': '~',
  '✓': 'v', '✔': 'v', '✗': 'x', '✘': 'x', '\u2009': ' ', '\u202f': ' ', '\u2007': ' ', '\u200b': '', '\u200d': '', '\ufeff': '',
  'ı': 'i', 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', '\t': '    ',
};

function winAnsiCode(char: string): number | null {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? null;
}

/**
 * The text in WinAnsi bytes. A character outside it becomes its stand-in ("≥" → ">="), else its letter without
 * accents ("ő" → "o"); what is left (other scripts, emoji) becomes one "?" per run.
 */
export function encodeWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  let isReplacing = false;
  for (const char of text.replaceAll(/\r\n?/g, '\n')) {
    const direct = winAnsiCode(char);
    const spelled = direct !== null ? [direct] : spellInWinAnsi(char);
    if (spelled) {
      bytes.push(...spelled);
      isReplacing = false;
    } else if (!isReplacing) {
      bytes.push(0x3f);
      isReplacing = true;
    }
  }
  return bytes;
}

function spellInWinAnsi(char: string): number[] | null {
  const standIn = STAND_INS[char];
  const candidates = [standIn, char.normalize('NFKD').replaceAll(/\p{M}/gu, '')].filter((value): value is string => value !== undefined && value !== char);
  for (const candidate of candidates) {
    const codes = [...candidate].map(winAnsiCode);
    if (codes.every((code) => code !== null)) return codes as number[];
  }
  // A line break or a control character other than the tab reads as a space.
  return /[\p{Cc}\p{Zl}\p{Zp}]/u.test(char) ? [0x20] : null;
}

function glyphWidth(code: number, font: PdfFont): number {
  const table = font === 'F2' ? HELVETICA_BOLD_ASCII : HELVETICA_ASCII;
  if (code >= 0x20 && code <= 0x7e) return table[code - 0x20]!;
  // Accented letters take their base letter's width; other signs a digit's.
  const base = String.fromCharCode(code === 0x80 ? 0x45 : code).normalize('NFKD').charCodeAt(0);
  if (base >= 0x20 && base <= 0x7e && code >= 0xc0) return table[base - 0x20]!;
  return code === 0x97 || code === 0x89 || code === 0x8c || code === 0x9c || code === 0xc6 || code === 0xe6 ? 1000 : 556;
}

/** The width in points of WinAnsi bytes set in `font` at `size`. */
export function textWidth(bytes: readonly number[], font: PdfFont, size: number): number {
  return (bytes.reduce((sum, code) => sum + glyphWidth(code, font), 0) * size) / 1000;
}

/** Breaks one paragraph (no line breaks) into lines no wider than `width`; a word longer than a line is cut. */
export function wrapBytes(bytes: readonly number[], font: PdfFont, size: number, width: number): number[][] {
  const words: number[][] = [];
  let word: number[] = [];
  for (const code of bytes) {
    if (code === 0x20) {
      if (word.length > 0) words.push(word);
      word = [];
    } else word.push(code);
  }
  if (word.length > 0) words.push(word);

  const lines: number[][] = [];
  let line: number[] = [];
  for (let next of words) {
    const candidate = line.length > 0 ? [...line, 0x20, ...next] : next;
    if (textWidth(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line.length > 0) lines.push(line);
    line = [];
    // A word wider than the whole line: cut it where it fills the line.
    while (textWidth(next, font, size) > width) {
      let cut = 1;
      while (cut < next.length && textWidth(next.slice(0, cut + 1), font, size) <= width) cut += 1;
      lines.push(next.slice(0, cut));
      next = next.slice(cut);
    }
    line = next;
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines;
}

/** A PDF literal string of WinAnsi bytes: parentheses and backslashes escaped, other bytes kept (the file is binary). */
export function pdfString(bytes: readonly number[]): string {
  let out = '(';
  for (const code of bytes) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x20) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}
