import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { createDj, createDjSet } from './factories.ts';

/**
 * Demo content for a fresh embedded install, so the home page has something to play. Every demo account is
 * flagged is_demo (the UI labels it "Demo"), uses an unroutable example.test address and cannot sign in.
 * The sets point at long-running public channels on each platform, so the players have real media to load.
 */
const DEMO_DJS = [
  {
    stageName: 'Nova Reyes',
    city: 'Berlin',
    country: 'DE',
    genres: ['Techno', 'Minimal'],
    bio: 'Demo profile: a Berlin techno selector with a weekly streamed residency.',
    sets: [
      { title: 'Warehouse Sessions Vol. 3', externalUrl: 'https://www.mixcloud.com/NTSRadio/' },
      { title: 'Sunday Afterhours Stream', externalUrl: 'https://www.twitch.tv/monstercat' },
    ],
  },
  {
    stageName: 'Kofi Mensah',
    city: 'London',
    country: 'GB',
    genres: ['Afro House', 'Deep House'],
    bio: 'Demo profile: Afro house and deep house, co-streaming to venues across Europe.',
    sets: [
      { title: 'Rooftop Afro House Mix', externalUrl: 'https://soundcloud.com/resident-advisor' },
      { title: 'Golden Hour Selections', externalUrl: 'https://www.mixcloud.com/NTSRadio/' },
    ],
  },
  {
    stageName: 'Luna Park',
    city: 'Seoul',
    country: 'KR',
    genres: ['House', 'Disco'],
    bio: 'Demo profile: disco edits and house grooves for late-night streams.',
    sets: [
      { title: 'Disco Edits Live', externalUrl: 'https://www.twitch.tv/monstercat' },
      { title: 'Late Night House', externalUrl: 'https://soundcloud.com/resident-advisor' },
    ],
  },
  {
    stageName: 'Marco Vidal',
    city: 'Barcelona',
    country: 'ES',
    genres: ['Melodic Techno', 'Progressive House'],
    bio: 'Demo profile: melodic techno journeys recorded live at sunrise.',
    sets: [{ title: 'Sunrise Melodic Journey', externalUrl: 'https://www.mixcloud.com/NTSRadio/' }],
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return Number(row?.total ?? 0) === 0;
}

export async function seedDemoContent(db: Db): Promise<{ djs: number; sets: number }> {
  let sets = 0;
  const base = Date.now();
  for (const [index, dj] of DEMO_DJS.entries()) {
    const { user } = await createDj(db, {
      user: {
        email: `demo-${index + 1}@example.test`,
        displayName: dj.stageName,
        city: dj.city,
        country: dj.country,
        isDemo: true,
      },
      profile: {
        stageName: dj.stageName,
        slug: dj.stageName.toLowerCase().replace(/\s+/g, '-'),
        genres: dj.genres,
        bio: dj.bio,
        currentCity: dj.city,
        currentCountry: dj.country,
        acceptsRemoteVenues: true,
        acceptsCoStreaming: true,
      },
    });
    for (const [setIndex, set] of dj.sets.entries()) {
      // Spread creation times so "newest first" has a stable, meaningful order.
      await createDjSet(db, user.id, {
        ...set,
        createdAt: new Date(base - (index * 3 + setIndex) * 86_400_000),
      });
      sets += 1;
    }
  }
  return { djs: DEMO_DJS.length, sets };
}
