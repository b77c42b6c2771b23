// The Italian catalogue (default language): react-admin's keys plus every area's texts.
// Add an area by importing its file from ./it/ and listing it in mergeTranslations.
import { mergeTranslations } from 'ra-core';
import ra from './it/ra';
import shell from './it/shell';
import utenti from './it/utenti';
import exportsTexts from './it/exports';
import resources from './it/resources';
import reports from './it/reports';
import carrello from './it/carrello';
import anagrafica from './it/anagrafica';

const it = mergeTranslations(
  ra,
  shell,
  utenti,
  exportsTexts,
  resources,
  reports,
  carrello,
  anagrafica,
);

export default it;
