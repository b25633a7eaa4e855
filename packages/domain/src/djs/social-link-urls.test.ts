import { describe, expect, it } from 'vitest';
import { publicSocialLinks, socialLinkUrl } from './social-link-urls.ts';

describe('socialLinkUrl', () => {
  it('uses the URL when one is present', () => {
    expect(socialLinkUrl('instagram', 'https://www.instagram.com/nova/')).toBe(
      'https://www.instagram.com/nova/',
    );
    expect(socialLinkUrl('twitch', { url: 'https://twitch.tv/nova', username: 'other' })).toBe(
      'https://twitch.tv/nova',
    );
    expect(socialLinkUrl('website', 'example.com/nova')).toBe('https://example.com/nova');
  });

  it('builds the profile link from a username, leading @ stripped, for the five username platforms', () => {
    expect(socialLinkUrl('twitch', '@nova')).toBe('https://www.twitch.tv/nova');
    expect(socialLinkUrl('soundcloud', { username: '@@nova' })).toBe('https://soundcloud.com/nova');
    expect(socialLinkUrl('mixcloud', { handle: 'nova' })).toBe('https://www.mixcloud.com/nova/');
    expect(socialLinkUrl('instagram', { url: '', username: 'nova.reyes' })).toBe(
      'https://www.instagram.com/nova.reyes/',
    );
    expect(socialLinkUrl('youtube', 'nova')).toBe('https://www.youtube.com/@nova');
  });

  it('links facebook and the website only from a URL', () => {
    expect(socialLinkUrl('facebook', 'nova')).toBeUndefined();
    expect(socialLinkUrl('website', { username: 'nova' })).toBeUndefined();
  });

  it('never returns another scheme or text that is neither a URL nor a username', () => {
    expect(socialLinkUrl('instagram', 'javascript:alert(1)')).toBeUndefined();
    expect(socialLinkUrl('instagram', { url: 'javascript:alert(1)' })).toBeUndefined();
    expect(socialLinkUrl('twitch', 'two words')).toBeUndefined();
    expect(socialLinkUrl('twitch', 'https://not a url')).toBeUndefined();
    expect(socialLinkUrl('twitch', '@')).toBeUndefined();
    expect(socialLinkUrl('twitch', 42)).toBeUndefined();
    expect(socialLinkUrl('twitch', null)).toBeUndefined();
  });
});

describe('publicSocialLinks', () => {
  it('lists the usable links in a fixed order with their labels, and the website field as a fallback', () => {
    const links = publicSocialLinks(
      { twitch: '@nova', instagram: 'https://www.instagram.com/nova/', facebook: 'nova', tiktok: 'nova' },
      'https://nova.example',
    );
    expect(links).toEqual([
      { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/nova/' },
      { platform: 'twitch', label: 'Twitch', url: 'https://www.twitch.tv/nova' },
      { platform: 'website', label: 'Website', url: 'https://nova.example' },
    ]);
  });

  it('prefers the links own website and answers nothing for no links', () => {
    expect(publicSocialLinks({ website: 'https://a.example' }, 'https://b.example')).toEqual([
      { platform: 'website', label: 'Website', url: 'https://a.example' },
    ]);
    expect(publicSocialLinks(null)).toEqual([]);
  });
});
