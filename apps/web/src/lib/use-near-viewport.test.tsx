import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Embed() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  return <div ref={setElement}>{near ? 'player' : 'placeholder'}</div>;
}

let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('is false in the server render, so no embed is in the first HTML', () => {
    expect(renderToString(<Embed />)).toContain('placeholder');
  });

  it('turns true only when the element comes near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Embed />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => notify?.([{ isIntersecting: false }]));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => notify?.([{ isIntersecting: true }]));
    expect(screen.getByText('player')).toBeInTheDocument();
  });
});
