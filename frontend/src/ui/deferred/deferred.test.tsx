import { afterEach, describe, expect, it } from 'vitest';
import { lazy, useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, FluentProvider, Popover, PopoverSurface, PopoverTrigger, webLightTheme } from '@fluentui/react-components';
import { DeferredPopup } from './DeferredPopup';
import { LabelTooltip } from './LabelTooltip';

afterEach(cleanup);

function Info({ onLoaded }: { onLoaded: () => void }) {
  const [open, setOpen] = useState(true);
  onLoaded();
  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <Button>Totals</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label="Totals of To do">Sum: 12</PopoverSurface>
    </Popover>
  );
}

describe('deferred popups', () => {
  it('draws the button alone until the first click, then the popover open, with the focus back on its button', async () => {
    let loads = 0;
    let drawn = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ default: Info });
    };
    const LazyInfo = lazy(load);
    render(
      <FluentProvider theme={webLightTheme}>
        <DeferredPopup popup="popover" load={load} trigger={(props) => <Button {...props}>Totals</Button>}>
          <LazyInfo onLoaded={() => (drawn += 1)} />
        </DeferredPopup>
      </FluentProvider>,
    );
    const standIn = screen.getByRole('button', { name: 'Totals' });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(standIn.hasAttribute('aria-haspopup')).toBe(false);
    fireEvent.pointerEnter(standIn);
    expect(loads).toBe(1);
    expect(drawn).toBe(0);
    standIn.focus();
    fireEvent.click(standIn);
    expect(await screen.findByText('Sum: 12')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Totals' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(button));
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Sum: 12')).toBeNull());
  });

  it('says a menu button opens a menu before the menu is there', () => {
    render(
      <DeferredPopup popup="menu" load={() => new Promise(() => undefined)} trigger={(props) => <button {...props}>Sort</button>}>
        <span />
      </DeferredPopup>,
    );
    expect(screen.getByRole('button', { name: 'Sort' }).getAttribute('aria-haspopup')).toBe('menu');
  });
});

describe('label tooltips', () => {
  it('names the button before the tooltip is there, shows it once pointed at and keeps a focused button focused', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <LabelTooltip content="More actions">
          <Button icon={<span>…</span>} />
        </LabelTooltip>
      </FluentProvider>,
    );
    const standIn = screen.getByRole('button', { name: 'More actions' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    standIn.focus();
    fireEvent.pointerEnter(standIn);
    expect((await screen.findByRole('tooltip')).textContent).toBe('More actions');
    const button = screen.getByRole('button', { name: 'More actions' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
