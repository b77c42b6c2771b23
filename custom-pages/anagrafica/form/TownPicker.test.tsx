// The province and town of a place stand on one line at the same height (audit: 'Provincia di
// nascita' sat 8 px above 'Comune di nascita'): the town's field, nested in the Autocomplete, kept
// react-admin's dense margin that the row resets only on its direct children.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { TownPicker } from './TownPicker';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const box = (label: string) => screen.getByLabelText(label).closest('.MuiFormControl-root')!;

describe('TownPicker', () => {
  it.each([
    ['provincia_nascita', 'comune_nascita_id', 'comune_nascita', 'Provincia di nascita', 'Comune di nascita'],
    ['provincia_residenza', 'comune_residenza_id', 'comune_residenza', 'Provincia di residenza', 'Comune di residenza'],
  ])('puts %s and its town at the same height, with the same margins', async (provinceField, townField, townObject, provinceLabel, townLabel) => {
    server.use(
      http.get('*/api/provincia', () => HttpResponse.json({ data: [{ id: 1, sigla: 'RM', descrizione: 'Roma' }] })),
      http.get('*/api/localita', () => HttpResponse.json({ data: [{ id: 7, denominazione: 'Roma', codice_istat: '058091' }] })),
    );
    renderWithAdmin(
      <TownPicker provinceField={provinceField} townField={townField} townObject={townObject} values={{ [provinceField]: 'RM' }} errors={{}} readOnly={new Set()} onChange={() => undefined} />,
    );
    await screen.findByLabelText(townLabel);
    const province = getComputedStyle(box(provinceLabel));
    const town = getComputedStyle(box(townLabel));
    expect([town.marginTop, town.marginBottom]).toEqual([province.marginTop, province.marginBottom]);
  });
});
