// Writes a real .xlsx with exceljs' streaming writer: rows are committed to the zip as they come,
// so memory stays bounded whatever the number of rows. Italian headings, dates as Excel dates
// (dd/mm/yyyy), money as numbers in euro format, booleans as SI/NO.
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExportColumn } from './define.ts';
import type { Row } from './rows.ts';
import { italianWallClock } from '../time.ts';

/** Uncompressed sheet XML allowed to wait for the zip compressor. */
const COMPRESSOR_BACKLOG_BYTES = 1 << 20;

/**
 * The longest the writer keeps the event loop (ms) before letting other requests run: writing a row
 * takes ~0.1 ms, so a batch of 2,000 rows written in one go held every other request for 200 ms.
 */
export const WRITE_SLICE_MS = 8;

export { XLSX_CONTENT_TYPE } from './content-type.ts';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const EURO_FORMAT = '#,##0.00 [$€-410];-#,##0.00 [$€-410]';

const NUM_FMT: Partial<Record<NonNullable<ExportColumn['type']>, string>> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  money: EURO_FORMAT,
};

/** A calendar day as the Excel date of that day (Excel dates carry no time zone). */
function dayValue(v: unknown): Date | null {
  if (v instanceof Date) return new Date(Date.UTC(v.getFullYear(), v.getMonth(), v.getDate()));
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(v) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** A timestamp as the wall-clock time in Italy (Excel has no time zones). */
function timestampValue(v: unknown): Date | null {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? italianWallClock(d.getTime()) : null;
}

export function cellValue(column: ExportColumn, v: unknown): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  switch (column.type ?? 'text') {
    case 'date':
      return dayValue(v);
    case 'datetime':
      return timestampValue(v);
    case 'money':
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : null;
    }
    case 'boolean':
      return v ? 'SI' : 'NO';
    case 'list':
      return Array.isArray(v) ? v.filter((x) => x != null && x !== '').join(', ') : String(v);
    default:
      if (typeof v === 'string') return column.labels?.[v] ?? v;
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

const defaultWidth = (c: ExportColumn) => c.width ?? (c.type === 'date' ? 12 : c.type === 'money' ? 14 : c.type === 'boolean' ? 8 : Math.max(12, c.header.length + 2));

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export';

export class XlsxWriter {
  private workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private sheet: ExcelJS.Worksheet;
  /**
   * One style object per column, shared by all its cells: exceljs resolves a cell's style through a
   * WeakMap keyed by the style object, so sharing it turns a per-cell XML lookup into a map hit
   * (twice as fast on 100,000 rows).
   */
  private styles: Partial<ExcelJS.Style>[];
  /** The same in bold, for the rows `bold` picks (a totals row). */
  private boldStyles: Partial<ExcelJS.Style>[];
  rows = 0;

  constructor(
    out: Writable,
    private columns: ExportColumn[],
    title: string,
    private bold?: (row: Row) => boolean,
  ) {
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    this.workbook.creator = 'Federazione - back-office';
    this.workbook.created = new Date();
    this.sheet = this.workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
    this.styles = columns.map((c) => {
      const numFmt = NUM_FMT[c.type ?? 'text'];
      return Object.freeze(numFmt ? { numFmt } : {});
    });
    this.boldStyles = this.styles.map((st) => Object.freeze({ ...st, font: { bold: true } }));
    this.sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: defaultWidth(c) }));
    const header = this.sheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0E0E0' } };
    header.commit();
  }

  async addRows(rows: Row[]) {
    const n = this.columns.length;
    let sliceStart = performance.now();
    for (const row of rows) {
      const line = this.sheet.addRow(this.columns.map((c) => cellValue(c, row[c.key])));
      const styles = this.bold?.(row) ? this.boldStyles : this.styles;
      for (let i = 0; i < n; i++) line.getCell(i + 1).style = styles[i];
      line.commit();
      if (++this.rows % 1000 === 0) await this.drained();
      // Other requests get their turn every few milliseconds (setImmediate runs after pending I/O).
      if (this.rows % 32 === 0 && performance.now() - sliceStart > WRITE_SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }

  /**
   * exceljs writes committed rows into the zip's compressor without waiting for it, so on a large
   * sheet the not-yet-compressed XML would pile up in memory (about 1 MB per 1,000 rows). Waiting
   * here until the compressor's input is back under a small bound keeps memory flat.
   */
  private async drained() {
    const pending = () => (this.sheet as unknown as { stream?: { pipes?: { _writableState?: { length: number } }[] } }).stream?.pipes?.[0]?._writableState?.length ?? 0;
    while (pending() > COMPRESSOR_BACKLOG_BYTES) await new Promise((r) => setTimeout(r, 2));
  }

  /** Finishes the workbook; resolves when the whole file has been handed to the output stream. */
  async finish() {
    this.sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: this.columns.length } };
    this.sheet.commit();
    await this.workbook.commit();
  }
}
