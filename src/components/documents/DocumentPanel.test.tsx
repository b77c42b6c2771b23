// The document panel's messages (spec 1 §5, §8, §9) against a mocked API (msw).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { newQueryClient } from '../../providers/queryClient';
import { session } from '../../lib/session';
import { clearSessionEndedNote } from '../../lib/sessionEnd';
import { DocumentPanel } from './DocumentPanel';

const LONG = 'Certificato medico agonistico rilasciato dal centro di medicina sportiva.pdf';
let docs: any[];
let posted: number;
let listed: number;
let deleted: number[];
let uploadAnswer: () => Response;

const server = setupServer(
  http.get('*/api/getTipoDocumento', ({ request }) => {
    expect(new URL(request.url).searchParams.get('type')).toBe('anagrafica');
    return HttpResponse.json({
      data: [
        { id: 3, descrizione: 'Certificato medico' },
        { id: 4, descrizione: "Documento d'identità" },
      ],
    });
  }),
  http.get('*/api/documento/anagrafica/7', () => {
    listed++;
    return HttpResponse.json({ data: docs, total: docs.length });
  }),
  http.post('*/api/documento', () => {
    posted++;
    return uploadAnswer();
  }),
  http.delete('*/api/documento/:id', ({ params }) => {
    deleted.push(Number(params.id));
    docs = docs.filter((d) => d.id !== Number(params.id));
    return HttpResponse.json({ error: false, message: 'File eliminato correttamente', id: Number(params.id) });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  docs = [
    {
      id: 1,
      nome: LONG,
      descrizione: 'Scade a giugno',
      tipo_documento: { id: 3, descrizione: 'Certificato medico' },
      content_type: 'application/pdf',
      file_size: 100,
      created_at: '2025-09-01T10:00:00Z',
    },
  ];
  posted = 0;
  listed = 0;
  deleted = [];
  uploadAnswer = () => {
    docs = [
      ...docs,
      {
        id: 2,
        nome: 'carta.pdf',
        descrizione: null,
        tipo_documento: { id: 4, descrizione: "Documento d'identità" },
        content_type: 'application/pdf',
        file_size: 9,
        created_at: '2025-09-02T10:00:00Z',
      },
    ];
    return HttpResponse.json({ error: false, message: 'File caricato correttamente', id: 2 });
  };
});

let onSessionEnded: () => void = () => undefined;

// The app's own query cache (src/providers/queryClient.ts): its retry rule and its end of a session.
const renderPanel = () =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} queryClient={newQueryClient({ onSessionEnded: () => onSessionEnded() })}>
      <DocumentPanel entityType="anagrafica" entityId={7} />
      <Notification />
    </AdminContext>,
  );

const pdf = () => new File(['%PDF-1.4 test'], 'carta.pdf', { type: 'application/pdf' });

async function chooseType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipologia Documento' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('document-file'), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Carica' }));

describe('document panel', () => {
  it('lists the documents with names truncated at 50 characters', async () => {
    renderPanel();
    const row = await screen.findByTestId('document-row-1');
    expect(within(row).getByText(`${LONG.slice(0, 50)}...`)).toBeInTheDocument();
    expect(within(row).getByText('Scade a giugno')).toBeInTheDocument();
    expect(within(row).getByText('01-09-2025')).toBeInTheDocument();
  });

  it("says 'Dati non presenti' (spec 2: grid empty) when there is no document", async () => {
    docs = [];
    renderPanel();
    expect(await screen.findByText('Dati non presenti')).toBeInTheDocument();
  });

  it('a session that ended on the server (401) goes to sign in again, as every screen reading through the query cache', async () => {
    session.store({ me: { id: 1, name: 'Soc', email: 'societa@demo.it', tipo_utente: 'societa' }, abilities: ['anagrafica:read'] } as never, '7|token');
    const ended = vi.fn();
    onSessionEnded = ended;
    server.use(http.get('*/api/documento/anagrafica/7', () => HttpResponse.json({ error: true, message: 'Sessione scaduta o non valida' }, { status: 401 })));
    try {
      renderPanel();
      await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
      expect(session.token()).toBeNull();
    } finally {
      onSessionEnded = () => undefined;
      session.clear();
      clearSessionEndedNote();
    }
  });

  it("says a failed read ('Si è verificato un errore') instead of 'Dati non presenti', and 'Riprova' reads again", async () => {
    let fail = true;
    server.use(
      http.get('*/api/documento/anagrafica/7', () =>
        fail ? HttpResponse.json({ error: true, message: 'Si è verificato un errore' }, { status: 500 }) : HttpResponse.json({ data: docs, total: docs.length }),
      ),
    );
    renderPanel();
    expect(await screen.findByText('Si è verificato un errore')).toBeInTheDocument();
    expect(screen.queryByText('Dati non presenti')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('document-row-1')).toBeInTheDocument();
    expect(screen.queryByText('Si è verificato un errore')).toBeNull();
  });

  it('keeps the table in a named region the keyboard can scroll, so a phone page never widens', async () => {
    renderPanel();
    const row = await screen.findByTestId('document-row-1');
    const region = screen.getByRole('region', { name: 'Documenti' });
    expect(region).toContainElement(row);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('asks for the list once, and again only after a change (it asked ~30 times a second, endlessly)', async () => {
    renderPanel();
    await screen.findByTestId('document-row-1');
    await chooseType("Documento d'identità");
    chooseFile(pdf());
    upload();
    await screen.findByTestId('document-row-2');
    expect(listed).toBe(2);
  });

  it("refuses to upload without a document type: 'Tipologia Documento non selezionata!!!'", async () => {
    renderPanel();
    await screen.findByTestId('document-row-1');
    chooseFile(pdf());
    upload();
    expect(await screen.findByText('Tipologia Documento non selezionata!!!')).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it("refuses to upload without a file: 'File not valid'", async () => {
    renderPanel();
    await chooseType('Certificato medico');
    upload();
    expect(await screen.findByText('File not valid')).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it("uploads, says 'File caricato correttamente' and shows the new file", async () => {
    renderPanel();
    await chooseType("Documento d'identità");
    chooseFile(pdf());
    upload();
    expect(await screen.findByText('File caricato correttamente')).toBeInTheDocument();
    expect(posted).toBe(1);
    expect(await screen.findByTestId('document-row-2')).toHaveTextContent('carta.pdf');
  });

  it("shows the server's message when the upload is refused", async () => {
    uploadAnswer = () =>
      HttpResponse.json(
        {
          error: true,
          message: 'Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido',
          errors: { file: ['Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido'] },
        },
        { status: 422 },
      );
    renderPanel();
    await chooseType('Certificato medico');
    chooseFile(pdf());
    upload();
    expect(await screen.findByText('Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido')).toBeInTheDocument();
    expect(screen.queryByTestId('document-row-2')).toBeNull();
  });

  it("asks 'Sei sicuro di voler eliminare il file selezionato?' and deletes only on SI", async () => {
    renderPanel();
    const row = await screen.findByTestId('document-row-1');
    fireEvent.click(within(row).getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sei sicuro di voler eliminare il file selezionato?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Elimina' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(screen.queryByTestId('document-row-1')).toBeNull());
    expect(deleted).toEqual([1]);
  });
});
