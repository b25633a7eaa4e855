import { parse } from 'yaml';

/** A Markdown file's YAML front matter (`data`) and the Markdown after it (`content`). */
export type FrontMatterSplit = { data: Record<string, unknown>; content: string };

const FENCED = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a post file into its front matter, between a first line `---` and the next `---` line, and its Markdown. A
 * file without that fence is all Markdown with empty front matter. The YAML is read with the `yaml` package's core
 * schema (no custom tags, nothing executed; dates stay text for the caller's schema to read). Throws an Error naming
 * the problem when the front matter is not YAML or not a mapping.
 */
export function splitFrontMatter(source: string): FrontMatterSplit {
  const fenced = FENCED.exec(source);
  if (!fenced) return { data: {}, content: source.replace(/^\uFEFF/, '') };
  const content = source.slice(fenced[0].length);
  let data: unknown;
  try {
    data = parse(fenced[1] ?? '', { logLevel: 'error' });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`front matter is not valid YAML: ${message}`, { cause: error });
  }
  if (data === null || data === undefined) return { data: {}, content };
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error('front matter must be a mapping of fields');
  return { data: data as Record<string, unknown>, content };
}
