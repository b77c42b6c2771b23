// Public face of the document panel (used by the club and member screens' Documenti tabs).
export { DocumentPanel } from './DocumentPanel';
export { truncateName, NAME_MAX, type EntityType, type Documento, type TipoDocumento } from './api';
