import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { replayEarlyInteractions } from './early-interactions';

// Hydration is timed here as in the browser, not flushed by act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** A server-rendered button, and RootLayout's mark once the page has hydrated. */
function Page({ onPress }: { onPress: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <button onClick={onPress}>Prev</button>;
}

describe('presses made before the page has hydrated', () => {
  let container: HTMLElement;
  const pressed = jest.fn();

  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    pressed.mockClear();
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page onPress={pressed} />);
    document.body.append(container);
  });
  afterEach(() => container.remove());

  const hydrate = () => startTransition(() => void hydrateRoot(container, <Page onPress={pressed} />));
  const press = () => container.querySelector('button')!.click();

  it('runs a press made before the app has loaded once it has hydrated', async () => {
    const replay = replayEarlyInteractions();
    press();
    expect(pressed).not.toHaveBeenCalled();
    hydrate();
    replay();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });

  // React answers a press on markup it is still hydrating by hydrating at once and dispatching the press
  // itself: replayed as well, it ran twice (Prev pressed twice, two history entries for one press).
  it('runs a press made while React hydrates once, not twice', async () => {
    const replay = replayEarlyInteractions();
    hydrate();
    press();
    replay();
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
