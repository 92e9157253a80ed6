/**
 * One way to write the CSV files the product hands out (payroll, audit log, fill figures, sync log). Text that a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe: a
 * substitute's name such as `=HYPERLINK(…)` must reach a payroll clerk as text, never as a formula (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text field: neutralised when it would start a formula, quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string, separator: ';' | ',' = ';'): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The file the way Finnish spreadsheet programs open it: UTF-8 with a byte-order mark, `;` between fields, CRLF line
 * ends. Cells are already fields (text through `csvField`, numbers formatted by the caller).
 */
export const csvDocument = (lines: readonly (readonly string[])[]): string => `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
