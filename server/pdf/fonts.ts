// The fonts of every PDF the server draws: Liberation Sans (SIL OFL 1.1, server/assets/fonts/OFL.txt),
// embedded, regular and bold. pdfkit's standard Helvetica is not embedded and draws only WinAnsi:
// names such as Kovačević or Łukasz came out garbled. Liberation Sans has Helvetica's metrics, so the
// layouts keep their measures; pdfkit embeds only the glyphs a document uses.
// The files are the repository's own (not the system's fonts): found from the repository root, both
// from the sources and from the bundle in dist-server/ (server/paths.ts).
import type {} from 'pdfkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.ts';

export const FONTS_DIR = path.join(ROOT, 'server', 'assets', 'fonts');

/** The names documents select with doc.font(). */
export const REGULAR = 'Regular';
export const BOLD = 'Bold';

let files: { regular: Buffer; bold: Buffer } | undefined;

/** The font files' bytes, read once per process (by the first document). */
export function fontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: readFileSync(path.join(FONTS_DIR, 'LiberationSans-Regular.ttf')),
    bold: readFileSync(path.join(FONTS_DIR, 'LiberationSans-Bold.ttf')),
  };
  return files;
}

/** Registers REGULAR and BOLD on a new document and selects REGULAR. */
export function useFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFiles();
  doc.registerFont(REGULAR, regular).registerFont(BOLD, bold).font(REGULAR);
}
