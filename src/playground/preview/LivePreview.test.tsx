import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useConsoleLog } from '../console/useConsoleLog';
import type { PlaygroundError } from '../runtime/protocol';
import { createLatestMarkup } from './latest-markup';
import { LivePreview, type LivePreviewProps } from './LivePreview';
import type { LivePreviewState } from './useLivePreview';

vi.mock('virtual:playground-runtime', () => ({
  runtimeScriptPaths: { development: '/playground/runtime.development.js', production: '/playground/runtime.production.js' },
  runtimeStylePath: '/playground/runtime.css',
}));

const ERROR: PlaygroundError = { kind: 'compile', file: 'App.tsx', line: 3, column: 7, message: 'Unexpected token' };

/** A preview that has compiled nothing yet and reports one compile error, with a real console log. */
function Harness({
  compiling = true,
  ...props
}: Omit<LivePreviewProps, 'preview' | 'title' | 'placeholder' | 'className'> & { className?: string; compiling?: boolean }) {
  const consoleLog = useConsoleLog();
  const [markup] = useState(createLatestMarkup);
  const preview: LivePreviewState = {
    errors: [ERROR],
    compiling,
    renderedRun: 0,
    consoleLog,
    markup,
    packages: [],
    frameProps: {
      html: '<div id="root"></div>',
      run: null,
      onRendered: vi.fn(),
      onRuntimeError: vi.fn(),
      onStopped: vi.fn(),
      onUnavailable: vi.fn(),
    },
  };
  return (
    <div data-testid="page">
      <LivePreview preview={preview} title="Preview of Sample" className="sample-box" placeholder={<p>Preparing</p>} {...props} />
    </div>
  );
}

const box = () => document.querySelector<HTMLElement>('.sample-box')!;

describe('LivePreview', () => {
  it('holds the frame, the errors and the console in one box that tells the run and whether it compiles', () => {
    render(<Harness />);
    expect(box()).toHaveAttribute('data-run-id', '0');
    expect(box()).toHaveAttribute('data-compiling', '');
    expect(box()).toHaveAttribute('aria-busy', 'true');
    expect(within(box()).getByText('Preparing')).toBeInTheDocument();
    expect(within(box()).getByRole('alert')).toHaveTextContent('Compile error in App.tsx:3:7: Unexpected token');
    expect(within(box()).getByRole('switch', { name: 'Production' })).toBeInTheDocument();
  });

  it('stops saying it is busy when the first run ends in an error, keeping the placeholder', () => {
    render(<Harness compiling={false} />);
    expect(box()).toHaveAttribute('data-first-run-failed', '');
    expect(box()).toHaveAttribute('aria-busy', 'false');
    expect(within(box()).getByText('Preparing')).toBeInTheDocument();
    expect(within(box()).getByRole('alert')).toHaveTextContent('Unexpected token');
  });

  it('leaves the console and its build switch out when asked', () => {
    render(<Harness console={false} />);
    expect(screen.queryByRole('switch', { name: 'Production' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected token');
  });

  it('puts the console in a box of its own after the preview when given that box', () => {
    render(<Harness console={{ className: 'own-console', id: 'console-panel' }} />);
    const own = document.getElementById('console-panel')!;
    expect(own).toHaveClass('own-console');
    expect(within(own).getByRole('switch', { name: 'Production' })).toBeInTheDocument();
    expect(box()).not.toContainElement(own);
    expect(box().nextElementSibling).toBe(own);
  });

  it("shows an error's place in the editor when there is one", () => {
    const onGoTo = vi.fn();
    render(<Harness onGoTo={onGoTo} />);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /App\.tsx:3:7/ }));
    expect(onGoTo).toHaveBeenCalledWith({ file: 'App.tsx', line: 3, column: 7 });
  });
});
