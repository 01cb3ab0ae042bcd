import { render, screen } from '@testing-library/react';
import { DemoViewer } from './DemoViewer';
import { preloadPageDemos } from '../demo-model/modules';

describe('DemoViewer with its page’s demos preloaded', () => {
  it('renders the demo on the first render, without the "Loading example…" fallback', async () => {
    await preloadPageDemos('button');

    // render() commits synchronously: whatever it shows now is the first render.
    render(<DemoViewer demo={{ id: 'button-demo1', title: 'Basic' }} />);
    const stage = document.querySelector<HTMLElement>('[data-demo="button-demo1"]')!;
    expect(stage).not.toHaveTextContent('Loading example…');
    expect(screen.getByRole('button', { name: 'Primary' })).toBeInTheDocument();

    // A demo of a page that was not preloaded still suspends first: the fallback is what the
    // preload removes.
    render(<DemoViewer demo={{ id: 'card-demo1', title: 'Card' }} />);
    expect(document.querySelector('[data-demo="card-demo1"]')).toHaveTextContent('Loading example…');
  });
});
