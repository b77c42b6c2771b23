// Shared PDF plumbing (pdfkit): A4 pages with the federation heading. Documents are built from
// the data only (fixed creation date), so the same data gives the same bytes and the same ETag.
// pdfkit (with its fonts) weighs ~30 MB of memory: loaded by the first document, not at start-up.
// Every document draws with the embedded fonts of server/pdf/fonts.ts (REGULAR, BOLD), never with
// pdfkit's standard fonts, which cannot draw names such as Kovačević.
import type {} from 'pdfkit';
import { BOLD, REGULAR, parsedFonts, useFonts } from '../../pdf/fonts.ts';

export type Pdf = PDFKit.PDFDocument;

export const FEDERAZIONE = 'Federazione Italiana Giuoco Handball';
export const MARGIN = 40;

export async function renderPdf(title: string, creationDate: Date, draw: (doc: Pdf) => void): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), parsedFonts()]);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: 'it-IT', info: { Title: title, Author: FEDERAZIONE, Creator: FEDERAZIONE, CreationDate: creationDate } });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      useFonts(doc, fonts);
      heading(doc, title);
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e);
    }
  });
}

function heading(doc: Pdf, title: string) {
  doc.font(REGULAR).fontSize(9).fillColor('#555555').text(FEDERAZIONE.toUpperCase(), { align: 'center' });
  doc.moveDown(0.3).font(BOLD).fontSize(15).fillColor('#0b3d91').text(title, { align: 'center' });
  doc.moveDown(0.8).fillColor('#000000');
}

/** Starts a new page when fewer than `needed` points are left above the bottom margin. */
export function ensureSpace(doc: Pdf, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;

/**
 * A row of two columns: the label in bold (`labelWidth` wide) and its value beside it. Either may wrap
 * onto several lines: the next row starts below the taller of the two, `gap` lines further down.
 */
export function labelValueRow(doc: Pdf, label: string, value: string, { labelWidth, gutter, gap }: { labelWidth: number; gutter: number; gap: number }) {
  ensureSpace(doc, 18);
  const x = doc.page.margins.left;
  const y = doc.y;
  doc.font(BOLD).fontSize(10).text(label, x, y, { width: labelWidth });
  const labelBottom = doc.y;
  doc.font(REGULAR).text(value, x + labelWidth + gutter, y, { width: contentWidth(doc) - labelWidth - gutter });
  doc.x = x;
  doc.y = Math.max(labelBottom, doc.y);
  doc.moveDown(gap);
}
