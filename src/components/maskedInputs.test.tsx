// The masked inputs inside a react-admin form: what the user sees, what the form submits, the errors.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton } from 'react-admin';
import { AlphanumericInput, DateInput, IntegerInput, MoneyInput, TimeInput, unreadableDates } from './index';
import { renderWithAdmin } from '../testing/renderWithAdmin';

function renderForm(record: Record<string, unknown>, onSubmit: (v: any) => void) {
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <DateInput source="data_inizio" label="Data Inizio" />
      <TimeInput source="ora" label="Ora" />
      <MoneyInput source="importo" label="Importo" pattern="####.##" />
      <AlphanumericInput source="codice" label="Codice" maxLength={6} uppercase />
      <IntegerInput source="anno" label="Anno" digits={4} />
      <SaveButton alwaysEnable />
    </Form>,
  );
}

describe('masked inputs in a form', () => {
  it('shows the record in Italian form and submits API values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({ data_inizio: '2026-03-01', ora: '18:30', importo: 1234.5, codice: 'AB12', anno: 2010 }, onSubmit);
    expect(await screen.findByLabelText('Data Inizio')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Importo')).toHaveValue('1.234,50');
    await user.clear(screen.getByLabelText('Data Inizio'));
    await user.type(screen.getByLabelText('Data Inizio'), '15092025');
    expect(screen.getByLabelText('Data Inizio')).toHaveValue('15/09/2025');
    await user.clear(screen.getByLabelText('Codice'));
    await user.type(screen.getByLabelText('Codice'), 'xy-9zz99');
    expect(screen.getByLabelText('Codice')).toHaveValue('XY9ZZ9');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ data_inizio: '2025-09-15', ora: '18:30', importo: 1234.5, codice: 'XY9ZZ9', anno: 2010 });
  });

  it('an empty amount becomes 0,00; the integer part is limited by the pattern', async () => {
    const user = userEvent.setup();
    renderForm({}, () => undefined);
    const importo = await screen.findByLabelText('Importo');
    await user.click(importo);
    await user.tab();
    expect(importo).toHaveValue('0,00');
    await user.clear(importo);
    await user.type(importo, '123456,789');
    expect(importo).toHaveValue('1.234,78');
  });

  it('an amount longer than its pattern is not cut silently: the field says what it kept', async () => {
    const user = userEvent.setup();
    renderForm({}, () => undefined);
    const importo = await screen.findByLabelText('Importo');
    await user.type(importo, '12345678');
    expect(importo).toHaveValue('1.234');
    expect(screen.getByText('Al massimo 4 cifre intere e 2 decimali: resta 1.234')).toBeInTheDocument();
    expect(importo).toHaveAttribute('aria-invalid', 'true');
  });

  it('letters or a minus sign typed into an amount are not dropped silently either', async () => {
    const user = userEvent.setup();
    renderForm({}, () => undefined);
    const importo = await screen.findByLabelText('Importo');
    await user.type(importo, '12-');
    expect(importo).toHaveValue('12');
    expect(screen.getByText('Solo cifre e la virgola dei decimali (niente lettere né segno meno): resta 12')).toBeInTheDocument();
    await user.clear(importo);
    await user.type(importo, 'abc');
    expect(importo).toHaveValue('');
    expect(screen.getByText('Solo cifre e la virgola dei decimali (niente lettere né segno meno): resta 0,00')).toBeInTheDocument();
  });

  it('a date refuses while typing a month, a day or a year out of range, with the error at once', async () => {
    const user = userEvent.setup();
    renderForm({}, () => undefined);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '31139999');
    expect(data).toHaveValue('31/1');
    expect(screen.getByText('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999')).toBeInTheDocument();
    expect(data).toHaveAttribute('aria-invalid', 'true');
    await user.clear(data);
    await user.type(data, '01013');
    expect(data).toHaveValue('01/01');
    expect(screen.getByText('Data non valida: giorno 01–31, mese 01–12, anno 1900–2999')).toBeInTheDocument();
  });

  it('a complete date that is not a calendar day shows its error before any save', async () => {
    const user = userEvent.setup();
    renderForm({}, () => undefined);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '31022025');
    expect(data).toHaveValue('31/02/2025');
    expect(screen.getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    await user.clear(data);
    await user.type(data, '28022025');
    expect(screen.queryByText('La data non è valida (gg/mm/aaaa)')).toBeNull();
  });

  it('refuses a time out of range with the mask message; the date beside it is marked too', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm({}, onSubmit);
    await user.type(await screen.findByLabelText('Data Inizio'), '31022025');
    await user.type(screen.getByLabelText('Ora'), '2460');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Ora non valida (hh:mm)')).toBeInTheDocument();
    expect(screen.getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

// A date the form cannot read does not stop the submit: the server reads it with the same parser
// (resources/fields.ts parseDate) and refuses it with every other field's error, so one 'Salva' shows
// them all. Only a form whose dates reach no server (the report filters) stops, through unreadableDates.
describe('a bad or partial date', () => {
  function renderDate(onSubmit: (v: any) => void, clientOnly = false) {
    renderWithAdmin(
      <Form record={{}} onSubmit={onSubmit} validate={clientOnly ? (v) => unreadableDates(v, ['data_inizio']) : undefined}>
        <DateInput source="data_inizio" label="Data Inizio" />
        <SaveButton alwaysEnable />
      </Form>,
    );
  }
  const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

  it('a partial date is marked beside the field once left, and the submit sends it as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderDate(onSubmit);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '120');
    expect(data).toHaveValue('12/0');
    // Not while still typing.
    expect(messageOf(data)).not.toContain('La data non è valida');
    expect(data).toHaveAttribute('aria-invalid', 'false');
    await user.tab();
    expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)');
    expect(data).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ data_inizio: '12/0' });
    expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)');
  });

  it('an impossible date is sent as typed; the field keeps saying why', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderDate(onSubmit);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '31022026');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ data_inizio: '31/02/2026' });
    expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)');
    expect(data).toHaveAttribute('aria-invalid', 'true');
  });

  it('a partial date never left is marked by the submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderDate(onSubmit);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '1203{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ data_inizio: '12/03' });
    expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)');
  });

  it('a form whose dates reach no server (unreadableDates in its validate): a partial or impossible date stops the submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderDate(onSubmit, true);
    const data = await screen.findByLabelText('Data Inizio');
    await user.type(data, '120');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)'));
    await user.clear(data);
    await user.type(data, '31022026');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(messageOf(data)).toBe('La data non è valida (gg/mm/aaaa)'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(data);
    await user.type(data, '28022026');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ data_inizio: '2026-02-28' });
  });
});
