import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app.ts';
import { users } from '../../../db/schema/users.ts';
import {
  djProfiles,
  labelProfiles,
  producerProfiles,
  venueProfiles,
  enthusiastProfiles,
} from '../../../db/schema/profiles.ts';
import { sessions } from '../../../db/schema/accounts.ts';
import { favoriteArtists } from '../../../db/schema/venues.ts';
import { hashToken } from './tokens.ts';
import { solveAltcha, uniqueEmail, waitForMail } from './accounts-testing.ts';

const t = useTestApp({ ALTCHA_MAX_NUMBER: '20', AUTH_RATE_LIMIT_MULTIPLIER: '10' });

const password = 'correct horse battery';

function payloadFor(type: string, email: string, captcha: string): Record<string, unknown> {
  const account = { email, password, confirm_password: password, recaptcha_token: captcha };
  switch (type) {
    case 'dj':
      return {
        user_type: 'dj',
        stage_name: 'DJ Nova',
        country: 'DE',
        city: 'Berlin',
        hourly_rate_min: 120,
        acceptsCoStreaming: true,
        genres: ['Techno'],
        ...account,
      };
    case 'venue':
      return {
        user_type: 'venue',
        venue_name: 'Club Orbit',
        country: 'GB',
        city: 'London',
        address: '1 Orbit Lane',
        venue_type: 'club',
        hourly_budget_min: 80,
        hourly_budget_max: 400,
        venue_url: 'https://orbit.example.com',
        venue_email: 'book@orbit.example.com',
        ...account,
      };
    case 'enthusiast':
      return {
        user_type: 'enthusiast',
        country: 'US',
        city: 'Austin',
        preferred_artists: ['Carl Cox', 'carl cox', 'Peggy Gou'],
        ...account,
      };
    case 'producer':
      return {
        user_type: 'producer',
        producer_name: 'Prod',
        want_to_promote: true,
        offers_training: true,
        training_hourly_rate: 45,
        training_specialties: ['Sound Design'],
        ...account,
      };
    default:
      return {
        user_type: 'label',
        label_name: 'Orbit Records',
        country: 'NL',
        city: 'Amsterdam',
        catalogue_size: 120,
        monetize_back_catalogue: true,
        ...account,
      };
  }
}

describe('POST /auth/register', () => {
  it.each(['dj', 'venue', 'enthusiast', 'producer', 'label'])(
    'creates a %s account, signs it in and mails a verification link',
    async (type) => {
      const email = uniqueEmail(type);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v14/auth/register',
        payload: payloadFor(type, email, await solveAltcha(t.app)),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.token).toBe(body.token);
      expect(body.user).toMatchObject({ email, user_type: type, email_verified: false });
      expect(body.user).not.toHaveProperty('password_hash');
      const cookie = response.cookies.find((c) => c.name === 'cuepoint_session');
      expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });

      const db = t.database.db;
      const [user] = await db.select().from(users).where(eq(users.id, body.user.id));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [session] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(body.token)));
      expect(session!.userId).toBe(user!.id);

      const mail = await waitForMail(t.config.outboxDir, email);
      expect(mail.subject).toMatch(/verify/i);
      expect(mail.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);
      expect(mail.html).toContain('Verify email address');

      const me = await t.app.inject({
        url: '/api/v14/user/profile',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.json().data.email).toBe(email);
    },
  );

  it('stores the role fields in the role profile', async () => {
    const db = t.database.db;
    const register = async (type: string) => {
      const email = uniqueEmail(type);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v14/auth/register',
        payload: payloadFor(type, email, await solveAltcha(t.app)),
      });
      return response.json().user.id as number;
    };
    const [dj] = await db
      .select()
      .from(djProfiles)
      .where(eq(djProfiles.userId, await register('dj')));
    expect(dj).toMatchObject({
      stageName: 'DJ Nova',
      // No currency chosen: Germany's.
      currency: 'EUR',
      hourlyRateMinMinor: 12000,
      acceptsCoStreaming: true,
      genres: ['Techno'],
    });
    expect(dj!.slug).toMatch(/^dj-nova/);
    const [venue] = await db
      .select()
      .from(venueProfiles)
      .where(eq(venueProfiles.userId, await register('venue')));
    expect(venue).toMatchObject({
      venueName: 'Club Orbit',
      currency: 'GBP',
      hourlyBudgetMinMinor: 8000,
      hourlyBudgetMaxMinor: 40000,
      remoteStreaming: 'both',
    });
    // An enthusiast's artists of sign-up are the Favorites tab's artists (decision record 046).
    const fanId = await register('enthusiast');
    const [fan] = await db.select().from(enthusiastProfiles).where(eq(enthusiastProfiles.userId, fanId));
    expect(fan!.preferredArtists).toEqual([]);
    const favorites = await db
      .select({ name: favoriteArtists.artistName })
      .from(favoriteArtists)
      .where(eq(favoriteArtists.userId, fanId))
      .orderBy(favoriteArtists.id);
    expect(favorites.map((row) => row.name)).toEqual(['Carl Cox', 'Peggy Gou']);
    const [producer] = await db
      .select()
      .from(producerProfiles)
      .where(eq(producerProfiles.userId, await register('producer')));
    expect(producer).toMatchObject({
      wantToPromote: true,
      offersTraining: true,
      trainingHourlyRateMinor: 4500,
      trainingSpecialties: ['Sound Design'],
    });
    const [label] = await db
      .select()
      .from(labelProfiles)
      .where(eq(labelProfiles.userId, await register('label')));
    expect(label).toMatchObject({
      labelName: 'Orbit Records',
      catalogueSize: 120,
      monetizeBackCatalogue: true,
    });
  });

  it("gives a venue or DJ that chose no currency its country's (docs/product/accounts-and-sessions.md), and keeps a chosen one", async () => {
    const currencyOf = async (type: 'dj' | 'venue', fields: Record<string, unknown>) => {
      const email = uniqueEmail(type);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v14/auth/register',
        payload: { ...payloadFor(type, email, await solveAltcha(t.app)), ...fields },
      });
      expect(response.statusCode, response.body).toBe(201);
      const table = type === 'dj' ? djProfiles : venueProfiles;
      const [row] = await t.database.db
        .select({ currency: table.currency })
        .from(table)
        .where(eq(table.userId, response.json().user.id));
      return row!.currency;
    };
    expect(await currencyOf('venue', { country: 'DE', city: 'Berlin' })).toBe('EUR');
    expect(await currencyOf('venue', { country: 'US', city: 'Austin', currency: null })).toBe('USD');
    expect(await currencyOf('venue', { country: 'DE', city: 'Berlin', currency: 'GBP' })).toBe('GBP');
    expect(await currencyOf('dj', { country: 'GB', city: 'London' })).toBe('GBP');
    expect(await currencyOf('dj', { country: 'FR', city: 'Paris', currency: 'AUD' })).toBe('AUD');
  });
});

describe('a venue that names Cuepoint DJs at sign-up', () => {
  it('has them as favorite DJs, linked to their pages; other names stay its taste only', async () => {
    const stageName = `Selector ${uniqueEmail('x').slice(0, 8)}`;
    const dj = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/register',
      payload: { ...payloadFor('dj', uniqueEmail('dj'), await solveAltcha(t.app)), stage_name: stageName },
    });
    expect(dj.statusCode).toBe(201);
    const venue = await t.app.inject({
      method: 'POST',
      url: '/api/v14/auth/register',
      payload: {
        ...payloadFor('venue', uniqueEmail('venue'), await solveAltcha(t.app)),
        preferred_artists: [stageName.toUpperCase(), 'Nobody On Cuepoint'],
      },
    });
    expect(venue.statusCode).toBe(201);
    const favorites = await t.app.inject({
      url: '/api/v14/venue/favorite-djs',
      headers: { authorization: `Bearer ${venue.json().token}` },
    });
    expect(favorites.json().data).toEqual([
      expect.objectContaining({
        dj_name: stageName,
        dj_user_id: dj.json().user.id,
        dj_slug: expect.any(String),
      }),
    ]);
  });
});
