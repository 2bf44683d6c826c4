import { z } from 'zod';

/**
 * The largest PostgreSQL `integer`: the bound of every serial id. A larger number sent to a query
 * fails at the database (a 500), so ids beyond it are refused or not found before any query.
 */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A numeric record id in a path or query string (brand, model, store, …): a whole number from 1 to
 * MAX_INTEGER. Every way it can be wrong gives the one message key the caller names (the form or the
 * endpoint already has its own words for a bad id).
 */
export const recordId = (messageKey: string) =>
  z.coerce.number({ error: messageKey }).int(messageKey).positive(messageKey).max(MAX_INTEGER, messageKey);
