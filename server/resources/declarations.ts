// The reference resources for the server: the modules of resources/reference/, read once at start.
// The client finds the same files with Vite's import.meta.glob (resources/registry.ts), which Node lacks.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectDeclarations, isDeclarationFile } from '../../resources/collect.ts';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources/reference');
const files = readdirSync(folder).filter(isDeclarationFile);
const modules = await Promise.all(files.map(async (file) => [`./reference/${file}`, (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, unknown>] as const));

export const declarations = collectDeclarations(Object.fromEntries(modules));
