import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, loadable } from './loadable';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('loadable', () => {
  it('shows the caller’s stand-in, then the component, without ever suspending', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const greeting = loadable(() => module.promise);
    function Shown() {
      return <greeting.Component name="Ada" whileLoading={<p>Waiting</p>} />;
    }
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Shown />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(async () => module.resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('downloads once however often it is preloaded or mounted, and a later mount renders at once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const greeting = loadable(load);
    expect(greeting.preload()).toBe(greeting.preload());
    await greeting.preload();
    function Shown() {
      return <greeting.Component name="Grace" whileLoading={<p>Waiting</p>} />;
    }
    render(<Shown />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a module that fails to load reaches the error boundary', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const greeting = loadable(() => module.promise);
    function Shown() {
      return <greeting.Component name="Ada" whileLoading={<p>Waiting</p>} />;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Shown />
      </Boundary>,
    );
    await act(async () => module.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    vi.mocked(console.error).mockRestore();
  });

  it('a watcher that does not load waits for someone else to start the download', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const answer = lazyModule(load);
    function Shown() {
      const module = answer.useModule(false);
      return <p>{module ? `Answer ${module.answer}` : 'Not asked'}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('Not asked')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await act(async () => void (await answer.preload()));
    expect(screen.getByText('Answer 42')).toBeInTheDocument();
  });
});
