// Money is kept in integer cents and spoken by the API in euros with two decimals (STYLE.md, money
// rules). Every conversion goes through here, in JavaScript and in SQL.

/** Cents → euros with two decimals; a missing amount is zero. */
export const euros = (cents: number | null | undefined) => Math.round(Number(cents ?? 0)) / 100;

/** SQL text of an expression in cents as euros with two decimals; the whole expression is converted. */
export const eurosSql = (centsExpr: string) => `round((${centsExpr}) / 100.0, 2)`;

// 'always': Italian (CLDR minimumGroupingDigits 2) would print 1105 as '1105,00'; the spec wants the
// thousands dot on every amount, as the screens' formatEuro (src/lib/format.ts) writes it.
const EURO_TEXT = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/** Cents as the text of an amount in euros, for what the server renders (PDFs, pages, messages): 110500 → '1.105,00 €'. */
export const euroText = (cents: number) => `${EURO_TEXT.format(Math.round(cents) / 100)} €`;

/** Euros as the same text: 1105 → '1.105,00 €'. */
export const euroTextOfEuros = (value: number) => euroText(Math.round(value * 100));
