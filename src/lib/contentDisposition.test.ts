// The names downloads are saved under (exports, documents, certificates), as the server writes them.
import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/storage/content-disposition';
import { fileNameFromDisposition } from './contentDisposition';

describe('fileNameFromDisposition', () => {
  it.each(["Verbale d'assemblea È più già.pdf", 'Quota 100% pagata.pdf', 'Contabilità 2026-2027.xlsx', 'Kovačević Ana – modulo T1.pdf', 'semplice.pdf'])(
    'reads back the name the server sent: %s',
    (name) => {
      expect(fileNameFromDisposition(contentDisposition(name))).toBe(name);
    },
  );

  it('reads a plain name, quoted or not, when no encoded one is sent', () => {
    expect(fileNameFromDisposition('attachment; filename="Report 50% soci.xlsx"')).toBe('Report 50% soci.xlsx');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('falls back to the plain name when the encoded one is malformed, and to nothing without a name', () => {
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''bad%E0%A4.pdf`)).toBe('ok.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
