import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.ts';

describe('cleanText', () => {
  it('removes control and format characters (direction overrides and isolates, zero-width, BOM, soft hyphen)', () => {
    const invisible = [
      '\u0001',
      '\u001B',
      '\u007F',
      '\u0080',
      '\u00AD',
      '\u061C',
      '\u200B',
      '\u200C',
      '\u200D',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2060',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\uFEFF',
      '\u{E0041}',
    ];
    for (const c of invisible) expect(cleanText(`Ro${c}ssi`), JSON.stringify(c)).toBe('Rossi');
  });

  it('keeps letters, accents, apostrophes and spaces of every script', () => {
    for (const name of ["D'Angelo", 'Kovačević', 'Müller-Lüdenscheidt', 'Ñúñez', 'Ólafsdóttir', 'Παπαδόπουλος', 'Дмитрий', '李小龍', 'محمد', 'Nguyễn Văn An']) expect(cleanText(name)).toBe(name);
  });

  it('single-line text gets a space for a line break or a tab; multi-line text keeps them', () => {
    expect(cleanText('Via Roma 1\r\nBari\tBA\u2028Italia')).toBe('Via Roma 1  Bari BA Italia');
    expect(cleanText('riga 1\r\nriga\u200B 2\t.', true)).toBe('riga 1\r\nriga 2\t.');
  });
});
