// Waiting for a condition, not for a number of milliseconds: polls until `check` answers a value
// (anything but undefined, null or false) or the generous deadline passes, then fails saying what.
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, deadlineMs = 120_000, pollMs = 250): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > until) throw new Error(`Non è successo entro ${deadlineMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
