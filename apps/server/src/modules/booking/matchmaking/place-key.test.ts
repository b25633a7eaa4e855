import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { placeKeyOf, rowsOf, textArray } from './sql-helpers.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the database folds place names as the domain does', () => {
  it('cuepoint_place_key() equals placeKey() for Latin-script names of every kind', async () => {
    const names = [
      '  Köln ',
      'MÜNCHEN',
      'São  Paulo',
      'Łódź',
      'Frankfurt am Main',
      'Straße',
      'Reykjavík',
      'Île-de-France',
      'Æbeltoft',
      "L'Hospitalet de Llobregat",
      'Zürich',
      'Kraków',
    ];
    const result = await database.db.execute(
      sql`select name, ${placeKeyOf(sql`name`)} as key from unnest(${textArray(names)}) as n(name)`,
    );
    for (const row of rowsOf<{ name: string; key: string }>(result))
      expect(row.key, row.name).toBe(placeKey(row.name));
  });
});
