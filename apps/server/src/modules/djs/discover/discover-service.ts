import type { TGazetteer } from '@cuepoint/domain/catalog/gazetteer';
import { countryCodeOf } from '@cuepoint/domain/catalog/gazetteer';
import { countryNotFoundMessage } from '@cuepoint/domain/catalog/place-lookup';
import { placeKey } from '@cuepoint/domain/catalog/place-names';
import { calendarDateIn } from '@cuepoint/domain/catalog/place-time-zone';
import { canonicalGenre } from '@cuepoint/domain/catalog/genre-list';
import {
  DISCOVER_MESSAGES,
  type TDiscoverDjsAnswer,
  type TDiscoverDjsQuery,
} from '@cuepoint/domain/djs/discover';
import type { Clock } from '../../../adapters/clock.ts';
import { badRequest } from '../../../http/app-error.ts';
import { asciiPlaceKeys } from './place-key-sql.ts';
import type { DiscoverStore, LocalPlace } from './discover-store.ts';

/** A travel period counts until its last day has ended everywhere on Earth (decision record 015): UTC−12. */
const LAST_ZONE = 'Etc/GMT+12';

type Account = { city: string | null; country: string | null } | null;

/**
 * GET /discover/djs: DJs by genre and by where they play, a page at a time. Local means in the caller's city now
 * (the DJ's current place, else their account's) or travelling there; the city is matched by name whatever its
 * case, accents or the other names the gazetteer knows for it.
 */
export function createDiscoverService(deps: {
  store: DiscoverStore;
  clock: Clock;
  gazetteer: () => Promise<TGazetteer>;
}) {
  const { store, clock, gazetteer } = deps;

  async function localPlace(query: TDiscoverDjsQuery, account: Account): Promise<LocalPlace> {
    const city = query.city || account?.city?.trim() || '';
    if (!city) throw badRequest(DISCOVER_MESSAGES.cityRequired);
    const countryText = query.city ? query.country : query.country || account?.country;
    const country = countryText ? countryCodeOf(countryText) : null;
    if (countryText && !country) throw badRequest(countryNotFoundMessage(countryText));
    const known = (await gazetteer()).find(city, country);
    const names = [city, ...(known ? [known.name, ...known.aliases] : [])];
    return {
      keys: asciiPlaceKeys(names.map(placeKey)),
      country: country ?? known?.country ?? null,
      today: calendarDateIn(clock.now(), LAST_ZONE),
    };
  }

  return {
    async discover(query: TDiscoverDjsQuery, account: Account): Promise<TDiscoverDjsAnswer> {
      const local = query.mode === 'local' ? await localPlace(query, account) : null;
      const genre = query.genre ? canonicalGenre(query.genre) : null;
      const { rows, total } = await store.page({ genre, mode: query.mode, local }, query.limit, query.offset);
      return {
        djs: rows.map((row) => ({
          user_id: row.userId,
          stage_name: row.stageName,
          slug: row.slug,
          profile_image_url: row.profileImageUrl,
          genres: row.genres,
          city: row.city,
          country: row.country,
          accepts_remote: row.acceptsRemoteVenues || row.acceptsRemotePrivate,
          hourly_rate_min: row.hourlyRateMinMinor / 100,
          currency: row.currency,
        })),
        total,
      };
    },
  };
}
