import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './csv.ts';

const fields = (text: string, delimiter?: string) => parseCsv(text, delimiter).map((row) => row.fields);

describe('parseCsv', () => {
  it('reads quoted fields with delimiters and doubled quotes', () => {
    expect(
      fields('name,artist\n"Sing It Back","Moloko, Boris Dlugosch"\n"The ""Bells""",Jeff Mills'),
    ).toEqual([
      ['name', 'artist'],
      ['Sing It Back', 'Moloko, Boris Dlugosch'],
      ['The "Bells"', 'Jeff Mills'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fields('a,,c,\n,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', ''],
    ]);
  });

  it('accepts CRLF and reports the line each record starts on, even after a quoted line break', () => {
    const rows = parseCsv('h1,h2\r\n"two\r\nlines",x\r\nlast,y\r\n');
    expect(rows.map((row) => [row.line, row.fields])).toEqual([
      [1, ['h1', 'h2']],
      [2, ['two\nlines', 'x']],
      [4, ['last', 'y']],
    ]);
    expect(rows[2]!.text).toBe('last,y');
  });

  it('does not let an unbalanced quote swallow the rest of the file', () => {
    const rows = parseCsv('a,b\n"broken,c\nd,e\nf,g');
    expect(rows.map((row) => row.fields)).toEqual([['a', 'b'], ['broken,c'], ['d', 'e'], ['f', 'g']]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4]);
  });

  it('keeps text after a closing quote and quotes inside unquoted fields', () => {
    expect(fields('"a"b,c"d"')).toEqual([['ab', 'c"d"']]);
  });

  it('splits on another delimiter', () => {
    expect(fields('Titel;Künstler\nEins;"Zwei; Drei"', ';')).toEqual([
      ['Titel', 'Künstler'],
      ['Eins', 'Zwei; Drei'],
    ]);
  });

  it('returns no rows for empty input', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['Title,Artist,Time', ','],
    ['Title;Artist;Time', ';'],
    ['#\tTrack Title\tArtist', '\t'],
    ['"a;b",c', ','],
    ['Title', ','],
  ])('%j uses %j', (header, delimiter) => {
    expect(detectDelimiter(header)).toBe(delimiter);
  });
});
