// The English catalogue (chosen from the user menu; loaded on demand): react-admin's own English
// plus the English of every area, with the same keys as i18n/it.ts.
import { mergeTranslations } from 'ra-core';
import englishMessages from 'ra-language-english';
import shell from './en/shell';
import utenti from './en/utenti';
import exportsTexts from './en/exports';
import resources from './en/resources';
import anagrafica from './en/anagrafica';
import contabilita from './en/contabilita';

const en = mergeTranslations(englishMessages, shell, utenti, resources, exportsTexts, contabilita, anagrafica);

export default en;
