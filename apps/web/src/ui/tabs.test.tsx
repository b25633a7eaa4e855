import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs.tsx';

const TABS = ['one', 'two', 'three', 'four'].map((id) => ({ id, label: `Tab ${id}` }));
const TAB_WIDTH = 200;

/** A 390 px wide tab list whose 200 px tabs sit side by side, moved by its own scrollLeft (jsdom lays nothing out). */
function layOut() {
  const scrollLefts = new WeakMap<Element, number>();
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return scrollLefts.get(this) ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'set').mockImplementation(function (this: HTMLElement, v) {
    scrollLefts.set(this, v);
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const list = this.closest('[role="tablist"]');
    if (this.getAttribute('role') === 'tablist') return new DOMRect(0, 100, 390, 40);
    if (!list || this.getAttribute('role') !== 'tab') return new DOMRect();
    const index = [...list.children].indexOf(this);
    return new DOMRect(16 + index * (TAB_WIDTH + 8) - (scrollLefts.get(list) ?? 0), 100, TAB_WIDTH, 40);
  });
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return { scrollIntoView, scrollTo };
}

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs label="Dashboard" tabs={TABS} value={value} onValueChange={setValue}>
      Panel {value}
    </Tabs>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Tabs on a narrow screen', () => {
  it('scrolls the chosen tab into the list’s view on load and on every change, never the page', async () => {
    const page = layOut();
    render(<Harness initial="four" />);
    const list = screen.getByRole('tablist');
    // Tab four spans 640–840: its end and the 16 px padding at the right edge of the 390 px view.
    expect(list.scrollLeft).toBe(840 + 16 - 390);

    screen.getByRole('tab', { name: 'Tab four' }).focus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Tab one' })).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollLeft).toBe(0);

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Tab three spans 432–632.
    expect(list.scrollLeft).toBe(632 + 16 - 390);
    expect(page.scrollIntoView).not.toHaveBeenCalled();
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the list where it is when the chosen tab is in view', () => {
    layOut();
    render(<Harness initial="one" />);
    expect(screen.getByRole('tablist').scrollLeft).toBe(0);
  });
});
