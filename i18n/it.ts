// The Italian catalogue (default language): react-admin's keys plus every area's texts.
// Add an area by importing its file from ./it/ and listing it in mergeTranslations.
import { mergeTranslations } from 'ra-core';
import ra from './it/ra';
import shell from './it/shell';
import utenti from './it/utenti';
import exportsTexts from './it/exports';
import resources from './it/resources';
import anagrafica from './it/anagrafica';
import contabilita from './it/contabilita';

const it = mergeTranslations(ra, shell, utenti, resources, exportsTexts, contabilita, anagrafica);

export default it;
