// Pure rules of authentication: the growing delay after failed attempts (issue 10 §4).

/** Attempts in the window before any wait; then the wait doubles with every further failure. */
export interface DelayPolicy {
  free: number;
  /** The first wait; each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
}

/** Login failures of one account from one address. */
export const PAIR_POLICY: DelayPolicy = { free: 3, baseSeconds: 1, maxSeconds: 60 };
/** Login failures of one account from addresses it never logged in from (someone else guessing). */
export const ACCOUNT_POLICY: DelayPolicy = { free: 5, baseSeconds: 5, maxSeconds: 300 };
/** Failures from one address over every account (one machine guessing many accounts). */
export const ADDRESS_POLICY: DelayPolicy = { free: 20, baseSeconds: 2, maxSeconds: 300 };
/** Reset lookups and reset requests from one address, whether they find someone or not. */
export const LOOKUP_POLICY: DelayPolicy = { free: 10, baseSeconds: 5, maxSeconds: 300 };
/** Reset mails per account per hour. */
export const RESET_MAILS_PER_HOUR = 3;

/** Seconds to wait after the last of `failures` failures: 0 while free, then base, 2×base, 4×base … up to the maximum. */
export function delaySeconds(failures: number, policy: DelayPolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseSeconds * 2 ** (failures - policy.free), policy.maxSeconds);
}

/** Seconds still to wait, given the failures and how long ago the last one happened (0 = may try now). */
export function remainingWait(failures: number, secondsSinceLast: number, policy: DelayPolicy): number {
  return Math.max(0, Math.ceil(delaySeconds(failures, policy) - secondsSinceLast));
}
