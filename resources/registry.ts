/// <reference types="vite/client" />
// Every reference resource: the modules of resources/reference/, found by Vite when it bundles the
// client (and by Vitest). Adding a resource = adding its file there. The server runs without Vite and
// reads the same folder in server/resources/declarations.ts.
import { collectDeclarations } from './collect.ts';

export const declarations = collectDeclarations(import.meta.glob<Record<string, unknown>>(['./reference/*.ts', '!./reference/*.test.ts'], { eager: true }));
