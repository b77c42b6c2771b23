// Helpers of the export and document API tests: run the job worker one step at a time, read the
// .xlsx a download returns, build multipart bodies.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { createWorker } from '../../server/jobs/index.ts';

/** Runs queued jobs until the queue is idle (at most `max` steps). */
export async function runJobs(app: FastifyInstance, max = 20) {
  const worker = createWorker(app, { id: 'test-worker' });
  const results: string[] = [];
  for (let i = 0; i < max; i++) {
    const r = await worker.runOnce();
    if (r === 'idle') break;
    results.push(r);
  }
  return results;
}

/** The first sheet of an .xlsx as header names and rows of values (by header). */
export async function readXlsx(data: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as any);
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, any>[] = [];
  const formats: Record<string, string | undefined> = {};
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i + 1] ?? null])));
    if (n === 2) headers.forEach((h, i) => (formats[h] = row.getCell(i + 1).numFmt));
  });
  return { name: ws.name, headers, rows, formats };
}

/** A multipart/form-data body for app.inject (fields first, then the file). */
export async function multipart(fields: Record<string, string | number>, file?: { name: string; data: Buffer; type?: string }) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file) fd.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

/** A tiny valid PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** The 8-byte PNG signature plus a little. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test')]);
