import { afterEach, describe, expect, it } from 'vitest';
import { lazy, useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  Button,
  FluentProvider,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  useFocusFinders,
  webLightTheme,
} from '@fluentui/react-components';
import { getTabster } from 'tabster';
import { DeferredPopup } from './DeferredPopup';
import { FocusManagerKeeper } from './FocusManagerKeeper';
import { deferredModule, useDeferredModule } from './deferredModule';
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
  it('names the button itself, shows the tooltip once the pointer rests on it, and never draws the button again', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <LabelTooltip content="More actions">
          <Button icon={<span>…</span>} />
        </LabelTooltip>
      </FluentProvider>,
    );
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('More actions');
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    fireEvent.pointerLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(button);
  });
});

describe('deferred modules', () => {
  function Greeting({ module, wanted }: { module: ReturnType<typeof deferredModule<{ text: string }>>; wanted: boolean }) {
    const loaded = useDeferredModule(module, wanted);
    return <p>{loaded ? loaded.text : 'nothing yet'}</p>;
  }

  it('loads only when wanted, draws what came, and tries a failed load again', async () => {
    const answers = [Promise.reject(new Error('offline')), Promise.resolve({ text: 'Hello' })];
    let loads = 0;
    const module = deferredModule(() => answers[loads++]);
    const { rerender } = render(<Greeting module={module} wanted={false} />);
    expect(loads).toBe(0);
    rerender(<Greeting module={module} wanted />);
    await waitFor(() => expect(loads).toBe(1));
    expect(screen.getByText('nothing yet')).toBeTruthy();
    cleanup();
    render(<Greeting module={module} wanted />);
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(loads).toBe(2);
    cleanup();
    render(<Greeting module={module} wanted />);
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(loads).toBe(2);
  });
});

describe('the focus manager', () => {
  function FocusUser() {
    useFocusFinders();
    return null;
  }

  it('lives on once started, after the last component that started it is gone', async () => {
    const page = (user: boolean) => (
      <FluentProvider theme={webLightTheme}>
        <FocusManagerKeeper />
        {user && <FocusUser />}
      </FluentProvider>
    );
    const { rerender } = render(page(false));
    expect(getTabster(window)).toBeNull();
    rerender(page(true));
    expect(getTabster(window)).not.toBeNull();
    // The keeper takes its share once its code is in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    rerender(page(false));
    expect(getTabster(window)).not.toBeNull();
  });
});
