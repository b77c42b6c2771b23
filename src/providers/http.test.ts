// download(): the file and the name the server gave it (exports, documents, certificates).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contentDisposition } from '../../server/storage/content-disposition';
import { download } from './http';

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
