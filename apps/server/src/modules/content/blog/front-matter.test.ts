import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter.ts';

describe('splitFrontMatter', () => {
  it('reads the fields between the fences and keeps the Markdown after them', () => {
    const source =
      '---\ntitle: "Beatmatching: A Tutorial"\ntags: [mixing, technique]\npublished_at: 2026-03-31\nfeatured: false\n---\n\n# Heading\n\nText\n';
    expect(splitFrontMatter(source)).toEqual({
      data: {
        title: 'Beatmatching: A Tutorial',
        tags: ['mixing', 'technique'],
        published_at: '2026-03-31',
        featured: false,
      },
      content: '\n# Heading\n\nText\n',
    });
  });

  it('reads Windows line ends and a byte order mark', () => {
    expect(splitFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody')).toEqual({
      data: { title: 'A' },
      content: 'Body',
    });
  });

  it('takes a file without front matter as all Markdown', () => {
    expect(splitFrontMatter('# Just text\n---\nmore')).toEqual({
      data: {},
      content: '# Just text\n---\nmore',
    });
  });

  it('takes empty front matter as no fields', () => {
    expect(splitFrontMatter('---\n---\nBody')).toEqual({ data: {}, content: 'Body' });
    expect(splitFrontMatter('---\n\n---\nBody')).toEqual({ data: {}, content: 'Body' });
  });

  it('ends the front matter at the first closing fence only', () => {
    expect(splitFrontMatter('---\na: 1\n---\nBody\n---\nb: 2\n---\n').content).toBe('Body\n---\nb: 2\n---\n');
  });

  it('refuses front matter that is not YAML or not a mapping, naming the problem', () => {
    expect(() => splitFrontMatter('---\ntitle: [unclosed\n---\nBody')).toThrow(
      /front matter is not valid YAML/,
    );
    expect(() => splitFrontMatter('---\n- a\n- b\n---\nBody')).toThrow(
      'front matter must be a mapping of fields',
    );
    expect(() => splitFrontMatter('---\njust text\n---\nBody')).toThrow(
      'front matter must be a mapping of fields',
    );
  });

  it('runs no code: a custom tag stays text', () => {
    const { data } = splitFrontMatter('---\nx: !!js/function "function () {}"\n---\n');
    expect(typeof data.x).toBe('string');
  });
});
