import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverflowMenu } from '@/components/ui/overflow-menu';

const ITEMS = [
  { label: 'Unmatch', destructive: true, onSelect: () => {} },
  { label: 'Report', onSelect: () => {} },
  { label: 'Block', destructive: true, onSelect: () => {} },
];

/** jsdom lays nothing out: give the button and the menu the boxes a phone would. */
function placeButtonAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const height = this.getAttribute('role') === 'menu' ? 140 : 44;
    const y = this.getAttribute('role') === 'menu' ? top + 48 : top;
    return {
      top: y,
      bottom: y + height,
      height,
      left: 300,
      right: 344,
      width: 44,
      x: 300,
      y,
    } as DOMRect;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the ... menu', () => {
  it.each([
    { where: 'near the top of the screen', top: 100, opens: 'downwards' },
    { where: 'on the last row of a phone screen', top: 780, opens: 'upwards' },
  ])('opens $opens when its button sits $where', async ({ top, opens }) => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    placeButtonAt(top);
    render(
      <MemoryRouter>
        <OverflowMenu label="More options for Tama Waititi" items={ITEMS} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'More options for Tama Waititi' }));
    const menu = screen.getByRole('menu', { name: 'More options for Tama Waititi' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Unmatch',
      'Report',
      'Block',
    ]);
    expect(menu.classList.contains(opens === 'upwards' ? 'bottom-full' : 'top-full')).toBe(true);
    expect(menu.classList.contains(opens === 'upwards' ? 'top-full' : 'bottom-full')).toBe(false);
  });
});
