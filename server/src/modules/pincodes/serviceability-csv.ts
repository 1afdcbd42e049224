/**
 * The courier's pincode list as staff upload it: pure rules, no database. Columns (a header row,
 * any order, case and spaces ignored): `pincode` (required), `cod` (yes/no), `days` (1–30, empty:
 * the store's default). Every problem is reported with its line; a file with any problem changes
 * nothing (ADR 0152).
 */
import { parseCsv } from '../../shared/csv.js';
import { normalizePincode } from '../../shared/indian-formats.js';

export const MAX_PINCODE_ROWS = 30_000;
/** Problems listed at most (a wrong file has thousands; the first ones say what is wrong). */
export const MAX_LISTED_PROBLEMS = 100;

export interface ServiceabilityRow {
  line: number;
  pincode: string;
  codAvailable: boolean;
  /** null: the store's default delivery days. */
  deliveryDays: number | null;
}
export interface CsvProblem {
  /** Line in the file (the header is line 1); 0 for the file as a whole. */
  line: number;
  message: string;
}

export const PINCODE_CSV_MESSAGES = {
  empty: 'The file is empty.',
  noPincodeColumn: 'The first line must name the columns: pincode, cod, days.',
  tooMany: `At most ${MAX_PINCODE_ROWS.toLocaleString('en-IN')} pincodes in one file.`,
  pincode: (value: string) => `“${value}” is not a 6-digit pincode.`,
  twice: (pincode: string, first: number) => `${pincode} is listed twice (first on line ${first}).`,
  cod: (value: string) => `COD must be yes or no, not “${value}”.`,
  days: (value: string) => `Days must be a whole number from 1 to 30, not “${value}”.`,
  unknown: (pincode: string) => `${pincode} is not an Indian pincode we know.`,
} as const;

const HEADERS: Record<string, 'pincode' | 'cod' | 'days'> = {
  pincode: 'pincode',
  pin: 'pincode',
  pin_code: 'pincode',
  cod: 'cod',
  cod_available: 'cod',
  days: 'days',
  delivery_days: 'days',
  tat: 'days',
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Reads the list: its rows and every problem (the rows with problems are left out). */
export function parseServiceabilityCsv(text: string): { rows: ServiceabilityRow[]; problems: CsvProblem[] } {
  const table = parseCsv(text ?? '').filter((cells) => cells.some((c) => c.trim() !== ''));
  if (table.length === 0) return { rows: [], problems: [{ line: 0, message: PINCODE_CSV_MESSAGES.empty }] };
  const columns = table[0].map((h) => HEADERS[h.trim().toLowerCase().replace(/[\s-]+/g, '_')]);
  const at = (name: 'pincode' | 'cod' | 'days') => columns.indexOf(name);
  if (at('pincode') < 0) return { rows: [], problems: [{ line: 1, message: PINCODE_CSV_MESSAGES.noPincodeColumn }] };
  if (table.length - 1 > MAX_PINCODE_ROWS) return { rows: [], problems: [{ line: 0, message: PINCODE_CSV_MESSAGES.tooMany }] };
  const rows: ServiceabilityRow[] = [];
  const problems: CsvProblem[] = [];
  const firstLine = new Map<string, number>();
  // Line numbers count the file's lines; blank lines were dropped above, so number the kept rows from the source.
  const lines = lineNumbers(text ?? '', table.length);
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    const line = lines[i];
    const raw = (name: 'pincode' | 'cod' | 'days') => (at(name) >= 0 ? (cells[at(name)] ?? '').trim() : '');
    const rowProblems: string[] = [];
    // Couriers' sheets write "400 001" too; a pincode never starts with 0.
    const normalized = normalizePincode(raw('pincode').replace(/\s+/g, ''));
    const pincode = normalized && /^[1-9]/.test(normalized) ? normalized : null;
    if (!pincode) rowProblems.push(PINCODE_CSV_MESSAGES.pincode(raw('pincode')));
    else if (firstLine.has(pincode)) rowProblems.push(PINCODE_CSV_MESSAGES.twice(pincode, firstLine.get(pincode)!));
    const codText = raw('cod').toLowerCase();
    // No cod column: cash on delivery everywhere listed (the store's default).
    const codAvailable = at('cod') < 0 || YES.has(codText);
    if (at('cod') >= 0 && !YES.has(codText) && !NO.has(codText)) rowProblems.push(PINCODE_CSV_MESSAGES.cod(raw('cod')));
    const daysText = raw('days');
    const days = daysText === '' ? null : /^\d{1,2}$/.test(daysText) ? Number(daysText) : NaN;
    if (days !== null && !(days >= 1 && days <= 30)) rowProblems.push(PINCODE_CSV_MESSAGES.days(daysText));
    if (pincode && !firstLine.has(pincode)) firstLine.set(pincode, line);
    if (rowProblems.length) for (const message of rowProblems) problems.push({ line, message });
    else rows.push({ line, pincode: pincode!, codAvailable, deliveryDays: days });
  }
  return { rows, problems };
}

/** The file line of each non-blank CSV row (quoted line breaks stay inside their row). */
function lineNumbers(text: string, count: number): number[] {
  const numbers: number[] = [];
  let line = 1;
  let quoted = false;
  let rowStart = 1;
  let blank = true;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i <= source.length && numbers.length < count; i++) {
    const ch = source[i];
    if (ch === undefined || (!quoted && (ch === '\n' || ch === '\r'))) {
      if (!blank) numbers.push(rowStart);
      if (ch === '\r' && source[i + 1] === '\n') i++;
      line++;
      rowStart = line;
      blank = true;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (ch === '\n') line++;
    if (ch !== ',' && ch.trim() !== '') blank = false;
  }
  return numbers;
}
