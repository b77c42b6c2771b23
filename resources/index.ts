// Every schema-driven resource. Adding one = one file in this folder + one line here; both the
// admin screen (src/resources.ts) and the API routes (server/resources/) come from this list.
import type { ResourceDeclaration } from './types.ts';
import { tipologiatesseramento } from './tipologiatesseramento.ts';
import { comitato } from './comitato.ts';
import { disciplina } from './disciplina.ts';
import { disciplinestagioni } from './disciplinestagioni.ts';
import { stagione } from './stagione.ts';
import { configurazioni } from './configurazioni.ts';
import { configurazionigenerali } from './configurazionigenerali.ts';

export const declarations: ResourceDeclaration[] = [tipologiatesseramento, comitato, disciplina, disciplinestagioni, stagione, configurazioni, configurazionigenerali];

export { tipologiatesseramento, comitato, disciplina, disciplinestagioni, stagione, configurazioni, configurazionigenerali };
export type { ResourceDeclaration } from './types.ts';
