import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins class names and skips falsy ones', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cn('a', ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('lets a later class of the same property win', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('bg-ink-900 text-mist-200', 'bg-ink-700')).toBe('text-mist-200 bg-ink-700');
    expect(cn('rounded-xl', 'rounded-none')).toBe('rounded-none');
  });

  it('keeps classes of different properties that share a prefix', () => {
    expect(cn('text-sm text-mist-200')).toBe('text-sm text-mist-200');
    expect(cn('font-display font-semibold')).toBe('font-display font-semibold');
  });

  it('knows the design system shadow', () => {
    expect(cn('shadow-glow', 'shadow-lg')).toBe('shadow-lg');
    expect(cn('shadow-glow shadow-ink-500')).toBe('shadow-glow shadow-ink-500');
  });
});
