import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RESOURCE_CATEGORIES, RESOURCES } from '@cuepoint/domain/content/resources';
import { ResourcesPage } from './resources-page.tsx';
import { renderPage } from './render-page.tsx';

describe('ResourcesPage', () => {
  it('groups the sites under the four categories', () => {
    renderPage(<ResourcesPage />);
    for (const category of RESOURCE_CATEGORIES) {
      expect(screen.getByRole('region', { name: category })).toBeInTheDocument();
    }
    const shopping = screen.getByRole('region', { name: 'Shopping' });
    const shoppingNames = RESOURCES.filter((item) => item.category === 'Shopping').map((item) => item.name);
    expect(within(shopping).getAllByRole('listitem')).toHaveLength(shoppingNames.length);
  });

  it('opens each of the six sites in a new tab, safely and announced', () => {
    renderPage(<ResourcesPage />);
    for (const item of RESOURCES) {
      const link = screen.getByRole('link', { name: `${item.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', item.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.getByText(item.description)).toBeInTheDocument();
    }
  });

  it('links to the contact page', () => {
    renderPage(<ResourcesPage />);
    expect(screen.getByRole('link', { name: 'Suggest a resource' })).toHaveAttribute('href', '/contact');
    expect(document.title).toMatch(/^Resources · Cuepoint/);
  });
});
