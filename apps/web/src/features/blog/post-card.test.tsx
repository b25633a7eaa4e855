import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TBlogPostSummary } from '@cuepoint/domain/content/blog';
import { PostCard } from './post-card.tsx';

const post: TBlogPostSummary = {
  id: 1,
  slug: 'calendar-optimization',
  title: 'Calendar Optimization for DJs',
  excerpt: 'Your calendar is your shop window.',
  category: 'business',
  tags: [],
  author: 'Lucia',
  published_at: '2026-11-15T00:00:00.000Z',
  read_time: 5,
  featured_image: '/blog-images/calendar-optimization.svg',
  featured: true,
};

/** The image's utility classes that apply at a breakpoint ('' for phones). */
function classesAt(image: HTMLElement, breakpoint: '' | 'md') {
  return image.className
    .split(/\s+/)
    .filter((name) => (breakpoint ? name.startsWith(`${breakpoint}:`) : !name.includes(':')));
}

describe('PostCard', () => {
  // The post images carry their category as a label in a corner: cropping the image cuts the label.
  it('shows the featured image whole (its own 1200×630 shape) beside the text', () => {
    const { container } = render(
      <MemoryRouter>
        <PostCard post={post} featured />
      </MemoryRouter>,
    );
    const image = container.querySelector('img')!;
    expect(classesAt(image, '')).toContain('aspect-[1200/630]');
    expect(classesAt(image, 'md').filter((name) => /aspect-|h-full|self-stretch/.test(name))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Calendar Optimization for DJs' })).toHaveAttribute(
      'href',
      '/blog/calendar-optimization',
    );
  });
});
