// Removes the temporary data folder the end-to-end server used (database, uploads, exports).
import { rmSync } from 'node:fs';
import os from 'node:os';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  // Only the folder this run created under the system's temporary directory.
  if (dir && dir.startsWith(os.tmpdir()) && !process.env.E2E_KEEP_DATA) rmSync(dir, { recursive: true, force: true });
}
