import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { compile } from '@tailwindcss/node';
import { controlClasses, SelectField, TextAreaField, TextField } from './field.tsx';

/** The CSS Tailwind makes of these classes with the app's own stylesheet (its theme and base rules). */
async function cssFor(classes: string): Promise<string> {
  const base = path.resolve(import.meta.dirname, '..');
  const source = fs.readFileSync(path.join(base, 'styles.css'), 'utf8');
  const compiler = await compile(source, { base, onDependency: () => undefined });
  return compiler.build(classes.split(/\s+/).filter(Boolean));
}

/** The declarations of the rules for one state (":focus-visible", ":focus") among the control's classes. */
function declarationsWhen(css: string, state: string): string[] {
  const rules = [...css.matchAll(/\.([^\s{]+)\s*\{([^}]*)\}/g)];
  return rules
    .filter(([, selector]) => selector!.endsWith(state))
    .flatMap(([, , body]) => body!.split(';').map((line) => line.trim()))
    .filter(Boolean);
}

describe('form controls', () => {
  it('draw a visible focus ring like the buttons: a 3px solid wave-400 outline, 2px out', async () => {
    const css = await cssFor(controlClasses);
    const focused = [...declarationsWhen(css, ':focus-visible'), ...declarationsWhen(css, ':focus')];
    expect(focused).toEqual(
      expect.arrayContaining([
        'outline-style: solid',
        'outline-width: 3px',
        'outline-offset: 2px',
        'outline-color: var(--color-wave-400)',
      ]),
    );
    // An outline whose style is none draws nothing, whatever its width.
    expect(focused).not.toContain('outline-style: none');
  }, 20_000);

  it('give that ring to text fields, text areas and selects', () => {
    render(
      <>
        <TextField label="Name" />
        <TextAreaField label="Message" />
        <SelectField label="Type">
          <option value="general">General</option>
        </SelectField>
      </>,
    );
    for (const control of [
      screen.getByLabelText('Name'),
      screen.getByLabelText('Message'),
      screen.getByLabelText('Type'),
    ]) {
      for (const name of controlClasses.split(' ')) expect(control).toHaveClass(name);
    }
  });
});
