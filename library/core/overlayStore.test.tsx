import { forwardRef, lazy, memo } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createOverlayStore, isComponent, useOverlayHost } from './overlayStore.ts';

interface Entry {
  id: string;
  text: string;
}

function Host({ store, name }: { store: ReturnType<typeof createOverlayStore<Entry>>; name: string }) {
  const entries = useOverlayHost(store);
  return (
    <ul aria-label={name}>
      {entries.map((entry) => (
        <li key={entry.id}>{entry.text}</li>
      ))}
    </ul>
  );
}

describe('createOverlayStore', () => {
  it('adds, updates, finds and removes entries by id, telling subscribers each time', () => {
    const store = createOverlayStore<Entry>();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ id: 'a', text: 'A' });
    store.update('a', (entry) => ({ ...entry, text: 'A2' }));
    expect(store.find('a')).toEqual({ id: 'a', text: 'A2' });
    store.update('missing', (entry) => entry);
    expect(store.remove('a')).toBe(true);
    expect(store.remove('a')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.add({ id: 'b', text: 'B' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('renders the entries in the first mounted host only; the next takes over when it unmounts', () => {
    const store = createOverlayStore<Entry>();
    expect(store.hasHost()).toBe(false);
    const { rerender } = render(
      <>
        <Host key="first" store={store} name="First" />
        <Host key="second" store={store} name="Second" />
      </>,
    );
    expect(store.hasHost()).toBe(true);
    act(() => store.add({ id: 'a', text: 'Shown once' }));
    expect(screen.getAllByText('Shown once')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'First' })).toHaveTextContent('Shown once');
    rerender(<Host key="second" store={store} name="Second" />);
    expect(screen.getByRole('list', { name: 'Second' })).toHaveTextContent('Shown once');
  });
});

describe('ensureHost', () => {
  it('mounts a host of its own once, which renders only while the app has none', () => {
    const store = createOverlayStore<Entry>();
    const Fallback = () => <Host store={store} name="Fallback" />;
    act(() => store.ensureHost(Fallback));
    act(() => store.ensureHost(Fallback));
    expect(store.hasHost()).toBe(true);
    expect(screen.getAllByRole('list', { name: 'Fallback' })).toHaveLength(1);
    act(() => store.add({ id: 'a', text: 'Shown once' }));
    expect(screen.getByRole('list', { name: 'Fallback' })).toHaveTextContent('Shown once');

    const { unmount } = render(<Host store={store} name="App" />);
    expect(screen.getByRole('list', { name: 'App' })).toHaveTextContent('Shown once');
    expect(screen.getByRole('list', { name: 'Fallback' })).toBeEmptyDOMElement();
    unmount();
    expect(screen.getByRole('list', { name: 'Fallback' })).toHaveTextContent('Shown once');
  });

  it('mounts nothing when the app has a host', () => {
    const store = createOverlayStore<Entry>();
    render(<Host store={store} name="App" />);
    const mountedBefore = document.querySelectorAll('[data-aq-overlay-host]').length;
    act(() => store.ensureHost(() => <Host store={store} name="Fallback" />));
    expect(document.querySelectorAll('[data-aq-overlay-host]')).toHaveLength(mountedBefore);
  });
});

describe('isComponent', () => {
  it('accepts functions, classes, memo, forwardRef and lazy components', () => {
    expect(isComponent(() => null)).toBe(true);
    expect(isComponent(memo(() => null))).toBe(true);
    expect(isComponent(forwardRef(() => null))).toBe(true);
    expect(isComponent(lazy(async () => ({ default: () => null })))).toBe(true);
  });

  it('rejects elements and plain values', () => {
    expect(isComponent(<p />)).toBe(false);
    expect(isComponent({ title: 'plain' })).toBe(false);
    expect(isComponent('text')).toBe(false);
    expect(isComponent(null)).toBe(false);
  });
});
