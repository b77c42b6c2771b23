// The react-admin application, loaded on demand: the access pages paint without it (issue 19) and ask
// for it early (first keystroke, token login) so that the launcher follows the sign-in quickly.
type AdminModule = typeof import('../../App');
let admin: Promise<AdminModule> | null = null;

export function loadAdmin(): Promise<AdminModule> {
  // A failed download (network gone) is tried again next time.
  admin ??= import('../../App').catch((e: unknown) => {
    admin = null;
    throw e;
  });
  return admin;
}

/**
 * Starts the download ahead of need, with the launcher every sign-in lands on (so that its small chunk
 * does not wait for the admin to start); a failure here is retried when the admin is really needed.
 */
export function preloadAdmin(): void {
  loadAdmin().catch(() => undefined);
  import('../Launcher').catch(() => undefined);
}
