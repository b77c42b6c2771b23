// Shapes of the results service's answers, declared once with the server (resources/contracts).
export type * from '../../../resources/contracts/risultati.ts';
