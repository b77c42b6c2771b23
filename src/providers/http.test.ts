// download(): the file and the name the server gave it (exports, documents, certificates).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contentDisposition } from '../../server/storage/content-disposition';
import { api, download } from './http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serving = (name: string) =>
  server.use(http.get('*/api/documento/download/7', () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(name) } })));

describe('download', () => {
  // Audit: 'Quota 100% pagata.pdf' was not saved ('URI malformed' in a toast) and accents were lost.
  it.each(['Quota 100% pagata.pdf', "Verbale d'assemblea È più già.pdf"])('saves under the name the server sent: %s', async (name) => {
    serving(name);
    const { blob, fileName } = await download('documento/download/7');
    expect(fileName).toBe(name);
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('a failed call', () => {
  // Audit: a proxy's 502 page reached the toast as markup ('<html><head><title>502 Bad Gateway</title>…').
  it("says 'Si è verificato un errore' for an HTML error page, and a short plain text as it is", async () => {
    server.use(
      http.put(
        '*/api/comitato/1',
        () => new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
      http.put('*/api/comitato/2', () => new HttpResponse('Servizio momentaneamente non disponibile', { status: 503, headers: { 'Content-Type': 'text/plain' } })),
    );
    await expect(api('comitato/1', { method: 'PUT', body: {} })).rejects.toMatchObject({ message: 'Si è verificato un errore', status: 502 });
    await expect(api('comitato/2', { method: 'PUT', body: {} })).rejects.toMatchObject({ message: 'Servizio momentaneamente non disponibile', status: 503 });
  });
});
