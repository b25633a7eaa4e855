import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Artist names for a typed fragment from the curated catalogue and every registered DJ's stage name: names
 * starting with it first, then names with a word starting with it, then fuzzy (pg_trgm word similarity) matches.
 */
export async function searchArtistNames(db: Db, fragment: string, limit: number): Promise<string[]> {
  const q = fragment.trim().toLowerCase();
  const prefix = `${likeEscape(q)}%`;
  const wordPrefix = `% ${likeEscape(q)}%`;
  const result = await db.execute<{ name: string }>(sql`
    with candidates as (
      select name from artist_catalogue
      where lower(name) like ${prefix} or lower(name) like ${wordPrefix} or ${q} <% lower(name)
      union all
      select stage_name as name from dj_profiles
      where lower(stage_name) like ${prefix} or lower(stage_name) like ${wordPrefix} or ${q} <% lower(stage_name)
    ),
    ranked as (
      select distinct on (lower(name)) name,
        case when lower(name) like ${prefix} then 0 when lower(name) like ${wordPrefix} then 1 else 2 end as rank,
        word_similarity(${q}, lower(name)) as score
      from candidates
      order by lower(name), name
    )
    select name from ranked order by rank, score desc, length(name), name limit ${limit}
  `);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}
