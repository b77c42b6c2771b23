// Every duration the specifications fix, declared once (spec 1 §9, spec 2 §9). Screens never type a
// number of milliseconds: they name one of these.
export const TIMINGS = {
  /** Dialog transition: 300 ms entering, 200 ms leaving (spec 2 §9). */
  dialog: { enter: 300, exit: 200 },
  /** Notification time-outs (spec 1 §9, spec 2 §9). */
  toast: {
    /** Default and failures. */
    default: 3000,
    failure: 3000,
    /** Success of a save in the reference screens and most dialogs (500 to 1000 ms). */
    saveSuccess: 500,
    /** Any other success (an operation, an upload, an export started): the longest the spec allows. */
    success: 1000,
    /** Success of saving a member (anagrafica) or a club (societa). */
    memberSave: 1500,
    clubSave: 1500,
    /** Success of a renewal (rinnovo). */
    renewal: 5000,
    /** Wallet (portafoglio) and Olympic-committee (CONI) errors. */
    walletError: 18000,
    coniError: 18000,
  },
  /** Search boxes and filters apply 300 ms after the last keystroke (both specs §9). */
  debounce: 300,
  /** Export polling every second, at most 180 times; the cart badge refreshes every second. */
  exportPoll: { every: 1000, max: 180 },
  cartBadge: 1000,
} as const;

/** MUI `transitionDuration` of every dialog. */
export const DIALOG_TRANSITION = TIMINGS.dialog;
