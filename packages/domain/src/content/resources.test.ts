import { describe, expect, it } from 'vitest';
import { groupResourcesByCategory, RESOURCE_CATEGORIES, RESOURCES } from './resources.ts';

describe('RESOURCES', () => {
  it('lists six sites', () => {
    expect(RESOURCES).toHaveLength(6);
  });

  it('uses every one of the four categories', () => {
    expect(RESOURCE_CATEGORIES).toHaveLength(4);
    expect(new Set(RESOURCES.map((item) => item.category))).toEqual(new Set(RESOURCE_CATEGORIES));
  });

  it('links only to https addresses, each once', () => {
    for (const item of RESOURCES) {
      expect(new URL(item.url).protocol).toBe('https:');
    }
    expect(new Set(RESOURCES.map((item) => new URL(item.url).hostname)).size).toBe(RESOURCES.length);
  });

  it('gives every entry a name and a description', () => {
    for (const item of RESOURCES) {
      expect(item.name.trim()).not.toBe('');
      expect(item.description.trim().length).toBeGreaterThan(20);
    }
  });
});

describe('groupResourcesByCategory', () => {
  it('keeps the category order and every item', () => {
    const groups = groupResourcesByCategory();
    expect(groups.map((group) => group.category)).toEqual([...RESOURCE_CATEGORIES]);
    expect(groups.flatMap((group) => group.items)).toHaveLength(RESOURCES.length);
  });

  it('leaves out empty categories', () => {
    const groups = groupResourcesByCategory(RESOURCES.filter((item) => item.category === 'Shopping'));
    expect(groups.map((group) => group.category)).toEqual(['Shopping']);
  });
});
