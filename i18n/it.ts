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
import contabilita from './it/contabilita';
import societa from './it/societa';
import tesseramenti from './it/tesseramenti';

const it = mergeTranslations(ra, shell, utenti, exportsTexts, resources, reports, carrello, anagrafica, contabilita, societa, tesseramenti);

export default it;
