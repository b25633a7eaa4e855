/** One CSV record with where it came from, so unreadable rows can be reported by line. */
export interface TCsvRow {
  fields: string[];
  /** 1-based line the record starts on. */
  line: number;
  /** The record's source text (may span lines when a quoted field holds a line break). */
  text: string;
}

const QUOTE = 34;
const NEWLINE = 10;

/**
 * RFC 4180 CSV: fields split by `delimiter`, optionally wrapped in double quotes, a doubled quote
 * inside quotes is one quote, quoted fields may hold delimiters and line breaks. Forgiving where real
 * files are sloppy: text after a closing quote is kept, a quote inside an unquoted field is literal,
 * and a quote left open to the end of the input is read as ending at its own line instead of
 * swallowing the rest of the file.
 */
export function parseCsv(source: string, delimiter = ','): TCsvRow[] {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const sep = delimiter.charCodeAt(0);
  const n = text.length;
  const rows: TCsvRow[] = [];
  let quotesSpanLines = true;
  let i = 0;
  let line = 1;

  while (i < n) {
    const rowStart = i;
    const rowLine = line;
    const fields: string[] = [];
    let restart = false;

    for (;;) {
      let value = '';
      if (text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        let segment = j;
        let closed = false;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === QUOTE) {
            value += text.slice(segment, j);
            if (text.charCodeAt(j + 1) === QUOTE) {
              value += '"';
              j += 2;
              segment = j;
              continue;
            }
            j++;
            closed = true;
            break;
          }
          if (c === NEWLINE) {
            if (!quotesSpanLines) break;
            line++;
          }
          j++;
        }
        if (!closed) {
          if (j >= n && quotesSpanLines) {
            // An unbalanced quote: read this row again with quotes confined to their line.
            quotesSpanLines = false;
            line = rowLine;
            restart = true;
            break;
          }
          value += text.slice(segment, j);
        }
        // Anything between the closing quote and the next delimiter is kept as written.
        let k = j;
        while (k < n && text.charCodeAt(k) !== sep && text.charCodeAt(k) !== NEWLINE) k++;
        value += text.slice(j, k);
        i = k;
      } else {
        let k = i;
        while (k < n && text.charCodeAt(k) !== sep && text.charCodeAt(k) !== NEWLINE) k++;
        value = text.slice(i, k);
        i = k;
      }
      fields.push(value);
      if (i < n && text.charCodeAt(i) === sep) {
        i++;
        continue;
      }
      break;
    }

    if (restart) {
      i = rowStart;
      continue;
    }
    rows.push({ fields, line: rowLine, text: text.slice(rowStart, i) });
    if (i < n) {
      i++; // the newline
      line++;
    }
  }
  return rows;
}

/** The delimiter a header line uses: comma, semicolon (spreadsheets in many locales) or tab. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [char, count] of counts) if (count > counts.get(best)!) best = char;
  return best;
}

export function isBlankRow(row: TCsvRow): boolean {
  return row.fields.every((field) => field.trim() === '');
}
