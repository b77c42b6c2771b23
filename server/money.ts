// Money is kept in integer cents and spoken by the API in euros with two decimals (STYLE.md, money
// rules). Every conversion goes through here, in JavaScript and in SQL.

/** Cents → euros with two decimals; a missing amount is zero. */
export const euros = (cents: number | null | undefined) => Math.round(Number(cents ?? 0)) / 100;

/** SQL text of an expression in cents as euros with two decimals; the whole expression is converted. */
export const eurosSql = (centsExpr: string) => `round((${centsExpr}) / 100.0, 2)`;
