// Where the repository's files are, whether the server runs from its TypeScript sources (tsx, tests)
// or from the compiled bundle under dist-server/ (npm start): the nearest folder above this module
// holding package.json.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${from}`);
  }
}

export const ROOT = repositoryRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(ROOT, 'server', 'db', 'migrations');
