import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictNotice } from './ConflictNotice';
import { useWorkspaceStore } from '../workspace/store';
import { workspaceOf } from '../workspace/workspace';
import { demoFiles } from '../../tests/unit/demo-files.ts';

const ENTRY = 'button-demo1.tsx';
const shipped = demoFiles('button-demo1', 'shipped');

beforeEach(() => {
  useWorkspaceStore.setState({
    workspaces: { 'button-demo1': { files: { ...shipped, [ENTRY]: 'mine' }, origin: shipped, active: ENTRY, setAside: null } },
    conflicts: { 'button-demo1': { ...shipped, [ENTRY]: 'theirs' } },
  });
});

describe('ConflictNotice', () => {
  it('says another tab saved the example, and takes that tab’s files when asked', async () => {
    render(<ConflictNotice id="button-demo1" what="this example" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Another tab saved this example while you were editing it here.');
    await userEvent.click(screen.getByRole('button', { name: 'Use the other tab’s files' }));
    expect(workspaceOf(useWorkspaceStore.getState(), 'button-demo1').files[ENTRY]).toBe('theirs');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps this tab’s files when asked', async () => {
    render(<ConflictNotice id="button-demo1" what="this example" />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(workspaceOf(useWorkspaceStore.getState(), 'button-demo1').files[ENTRY]).toBe('mine');
    expect(useWorkspaceStore.getState().conflicts).toEqual({});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a workspace in no conflict', () => {
    const { container } = render(<ConflictNotice id="button-demo2" what="this example" />);
    expect(container).toBeEmptyDOMElement();
  });
});
