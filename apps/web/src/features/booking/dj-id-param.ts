const MAX_ID = 2_147_483_647;

/** The DJ a booking screen is aimed at from its ?dj_id=: a whole number above 0, else null (no DJ). */
export function readDjId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
