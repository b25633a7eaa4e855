import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TRACKLIST_FORMAT_LIST } from '@cuepoint/domain/tracklists/format-list';
import { DjToolsPage } from './dj-tools-page.tsx';
import { renderTool } from './render-tool.tsx';

describe('DjToolsPage', () => {
  it('lists the five converters with links, a description and their output', () => {
    renderTool(<DjToolsPage />, '/dj-tools');
    expect(screen.getByRole('heading', { level: 1, name: 'Tracklist converters' })).toBeInTheDocument();
    const cards = screen
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('link')?.getAttribute('href')?.startsWith('/dj-tools/'));
    expect(cards).toHaveLength(5);
    TRACKLIST_FORMAT_LIST.forEach((format, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: format.name })).toHaveAttribute('href', format.path);
      expect(within(card).getByText(format.summary)).toBeInTheDocument();
      expect(within(card).getByText(format.output)).toBeInTheDocument();
    });
    expect(screen.getByRole('link', { name: 'Ask for a converter' })).toHaveAttribute(
      'href',
      '/contact?type=general',
    );
    expect(document.title).toMatch(/^Free DJ tools: tracklist converters · Cuepoint/);
  });
});
