import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConverterPage } from './converter-page.tsx';
import { renderTool } from './render-tool.tsx';

/** The converter's input box. */
export const converterInput = () => screen.getByRole('textbox', { name: 'Tracklist input' });

/** Opens the converter at /dj-tools/{slug}; answers the user who works it. */
export function openConverter(slug: string) {
  const user = userEvent.setup();
  renderTool(<ConverterPage />, `/dj-tools/${slug}`);
  return user;
}
