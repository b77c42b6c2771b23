// The English catalogue: react-admin's own English plus the English of every area, with the same keys
// as i18n/it.ts. The app does not load it: the interface is Italian only (the user menu's language
// choice is gone, docs/decisions/usability.md 2026-11-27); only tests read it.
import { mergeTranslations } from 'ra-core';
import englishMessages from 'ra-language-english';
import shell from './en/shell';
import utenti from './en/utenti';
import exportsTexts from './en/exports';
import resources from './en/resources';
import reports from './en/reports';
import carrello from './en/carrello';
import anagrafica from './en/anagrafica';
import contabilita from './en/contabilita';
import societa from './en/societa';
import tesseramenti from './en/tesseramenti';

const en = mergeTranslations(englishMessages, shell, utenti, exportsTexts, resources, reports, carrello, anagrafica, contabilita, societa, tesseramenti);

export default en;
