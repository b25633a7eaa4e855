import { z } from 'zod';

/** The largest id a row's `integer` key holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id as a path or query gives it (text, coerced): a whole number from 1, with one message for any miss. */
export const zRowId = (message = 'id must be a whole number') =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);

/** `/…/:id` for one of an account's rows. */
export const ZRowIdParams = z.object({ id: zRowId() });
