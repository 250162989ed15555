import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../errors';

/** A file the import cannot read: a 400 whose sentence names the file, the line and the problem. */
export class ImportFileProblem extends HttpError {
  constructor(file: string, line: number | null, problem: string) {
    super(400, `${file}${line === null ? '' : `, line ${line}`}: ${problem} Nothing was imported.`);
  }
}

/** One row of a CSV file, by column name, with the line it starts on. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A file as the viewer sent it. */
export interface ImportFile {
  name: string;
  content: string;
}

/** Text with many undecodable characters (binary read as UTF-8) is not the text file it is named as. */
function checkIsText(file: ImportFile): void {
  const sample = file.content.slice(0, 4096);
  const odd = (sample.match(/\ufffd/g) ?? []).length;
  if (odd > 0 && odd >= sample.length / 100)
    throw new ImportFileProblem(file.name, null, 'this is not a text file (it holds binary data).');
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `@`, or `+`/`-` followed by a cell reference,
 * a call or another operator): refused, never kept. "+1", "-42" or "-ism" are plain values.
 */
export const FORMULA = /^[\t\r ]*(?:[=@]|[+-]\s*(?:[A-Za-z]{1,3}\d|.*[(!=|+*/^&]))/;

/**
 * Reads a CSV file whose first line names its columns (csv-parse, decision 0200): each row by
 * column name. A short or broken row (a file cut short), a missing column or a formula is a
 * sentence naming the file and line.
 */
export function readCsv(file: ImportFile, required: readonly string[]): CsvRow[] {
  checkIsText(file);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(file.content, {
      bom: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: false,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? null;
      const problem =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'a quoted cell is never closed; the file may have been cut short.'
          : error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
            ? 'this line does not have as many cells as the first line names; the file may have been cut short or edited.'
            : 'this line is not valid CSV.';
      throw new ImportFileProblem(file.name, line, problem);
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileProblem(file.name, null, 'the file is empty.');
  const columns = header.record.map((c) => c.trim());
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    throw new ImportFileProblem(
      file.name,
      1,
      `the first line does not name the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; this is not the file it is named as.`,
    );
  return rows.map(({ record, info }) => {
    const cells: Record<string, string> = {};
    record.forEach((value, i) => {
      if (FORMULA.test(value))
        throw new ImportFileProblem(
          file.name,
          info.lines,
          `the ${columns[i]} cell starts like a spreadsheet formula; the guide does not read formulas.`,
        );
      cells[columns[i]!] = value;
    });
    return { line: info.lines, cells };
  });
}

/** The line (from 1) of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Reads a JSON file; a file that is not JSON, or is cut short, is a sentence naming the line. */
export function readJson(file: ImportFile): unknown {
  checkIsText(file);
  try {
    return JSON.parse(file.content.replace(/^\ufeff/, ''));
  } catch (error) {
    const message = String((error as Error).message);
    const position = /position (\d+)/.exec(message);
    const cutShort = /end of (?:JSON )?input|Unterminated/i.test(message);
    const line = position ? lineAt(file.content, Number(position[1])) : lineAt(file.content, file.content.length);
    throw new ImportFileProblem(
      file.name,
      line,
      cutShort ? 'the JSON ends too early; the file may have been cut short.' : 'this is not valid JSON.',
    );
  }
}

/** The line each element of a top-level JSON array starts on (for sentences about one of them). */
export function arrayItemLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectingItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expectingItem && c !== ']') {
      lines.push(line);
      expectingItem = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectingItem = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectingItem = true;
  }
  return lines;
}
