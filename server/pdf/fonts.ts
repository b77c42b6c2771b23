// The fonts of every PDF the server draws: Liberation Sans (SIL OFL 1.1, server/assets/fonts/OFL.txt),
// embedded, regular and bold. pdfkit's standard Helvetica is not embedded and draws only WinAnsi:
// names such as Kovačević or Łukasz came out garbled. Liberation Sans has Helvetica's metrics, so the
// layouts keep their measures; pdfkit embeds only the glyphs a document uses.
// The files are the repository's own (not the system's fonts): found from the repository root, both
// from the sources and from the bundle in dist-server/ (server/paths.ts).
import type {} from 'pdfkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from 'fontkit';
import { ROOT } from '../paths.ts';

export const FONTS_DIR = path.join(ROOT, 'server', 'assets', 'fonts');

/** The names documents select with doc.font(). */
export const REGULAR = 'Regular';
export const BOLD = 'Bold';

let fonts: Promise<{ regular: Font; bold: Font }> | undefined;

/**
 * The fonts, read and parsed once per process (by the first document) and shared by every document:
 * given its bytes, pdfkit parses a font again for each document, ~40 ms of a results calendar's ~50
 * (2026-11-28: 48 ms a document against 8 ms with the parsed font shared). Each document still embeds
 * its own subset.
 */
export function parsedFonts(): Promise<{ regular: Font; bold: Font }> {
  // fontkit loads on the first document, as pdfkit does (docs/decisions/perf.md: heavy modules on first
  // use; ~160 ms and 25 MB at every start otherwise).
  fonts ??= import('fontkit').then(({ create }) => ({
    regular: create(readFileSync(path.join(FONTS_DIR, 'LiberationSans-Regular.ttf'))),
    bold: create(readFileSync(path.join(FONTS_DIR, 'LiberationSans-Bold.ttf'))),
  }));
  // A failure (a file missing) is not kept: the next document tries again.
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

/** Registers REGULAR and BOLD on a new document and selects REGULAR (`fonts`: parsedFonts()). */
export function useFonts(doc: PDFKit.PDFDocument, { regular, bold }: { regular: Font; bold: Font }): void {
  // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open: an object with `layout`); its types list bytes and paths only.
  const source = (font: Font) => font as unknown as PDFKit.Mixins.PDFFontSource;
  doc.registerFont(REGULAR, source(regular)).registerFont(BOLD, source(bold)).font(REGULAR);
}
