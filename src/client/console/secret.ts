/** What every snippet and command shows in place of a credential the reader typed or fetched. */
export const SECRET = '<secret>';
