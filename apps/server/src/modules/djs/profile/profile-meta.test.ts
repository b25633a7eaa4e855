import { describe, expect, it } from 'vitest';
import { djPageOf, withDjMeta, type DjMetaProfile } from './profile-meta.ts';

const INDEX =
  '<!doctype html><html><head><meta name="description"\n content="plain" />' +
  '<meta property="og:title" content="Cuepoint" /><meta property="og:type" content="website" />' +
  '<title>Cuepoint</title></head><body><div id="root"></div></body></html>';

const profile: DjMetaProfile = {
  stage_name: 'Nova "N" <Reyes>',
  slug: 'nova-reyes',
  bio: 'Techno & minimal.\nWeekly residency.',
  genres: ['Techno'],
  city: 'Berlin',
  picture: '/uploads/images/nova.webp',
};

describe('djPageOf', () => {
  it('reads /{slug} and /dj/{id}, with a query or a trailing slash', () => {
    expect(djPageOf('/nova-reyes')).toEqual({ slug: 'nova-reyes' });
    expect(djPageOf('/Nova-Reyes/?ref=x')).toEqual({ slug: 'nova-reyes' });
    expect(djPageOf('/dj/12')).toEqual({ id: 12 });
    expect(djPageOf('/dj/12?x=1')).toEqual({ id: 12 });
  });

  it("leaves the app's own paths, deeper paths and impossible slugs alone", () => {
    for (const url of ['/', '/about', '/blog', '/dj', '/dj/0', '/dj/99999999999', '/dj/abc', '/blog/post']) {
      expect(djPageOf(url), url).toBeUndefined();
    }
    expect(djPageOf('/robots.txt')).toBeUndefined();
    expect(djPageOf('/%E0%A4%A')).toBeUndefined();
  });
});

describe('withDjMeta', () => {
  it("puts the DJ's name, bio, picture and canonical URL into the head, escaped, replacing the defaults", () => {
    const html = withDjMeta(INDEX, profile, 'https://cuepoint.test');
    const name = 'Nova &quot;N&quot; &lt;Reyes&gt;';
    expect(html).toContain(`<title>${name} · Cuepoint</title>`);
    expect(html).toContain('<meta name="description" content="Techno &amp; minimal. Weekly residency." />');
    expect(html).toContain(`<meta property="og:title" content="${name}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:url" content="https://cuepoint.test/nova-reyes" />');
    expect(html).toContain('<link rel="canonical" href="https://cuepoint.test/nova-reyes" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://cuepoint.test/uploads/images/nova.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('content="plain"');
    expect(html).not.toContain('content="website"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes a DJ without a bio or picture by genres and city, with a small card', () => {
    const html = withDjMeta(INDEX, { ...profile, bio: '', picture: null }, 'https://cuepoint.test');
    expect(html).toContain('is a DJ playing Techno based in Berlin.');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('never links a picture with another scheme', () => {
    const html = withDjMeta(INDEX, { ...profile, picture: 'javascript:alert(1)' }, 'https://cuepoint.test');
    expect(html).not.toContain('og:image');
  });
});
