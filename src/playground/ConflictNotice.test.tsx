import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictNotice } from './ConflictNotice';
import { useWorkspaceStore } from '../workspace/store';
import { workspaceOf } from '../workspace/workspace';

const shipped = { html: '<div id="root"></div>', tsx: 'shipped', scss: '' };

beforeEach(() => {
  useWorkspaceStore.setState({
    workspaces: { 'button-demo1': { files: { ...shipped, tsx: 'mine' }, origin: shipped, active: 'tsx', setAside: null } },
    conflicts: { 'button-demo1': { ...shipped, tsx: 'theirs' } },
  });
});

describe('ConflictNotice', () => {
  it('says another tab saved the example, and takes that tab’s files when asked', async () => {
    render(<ConflictNotice id="button-demo1" what="this example" className="banner" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Another tab saved this example while you were editing it here.');
    await userEvent.click(screen.getByRole('button', { name: 'Use the other tab’s files' }));
    expect(workspaceOf(useWorkspaceStore.getState(), 'button-demo1').files.tsx).toBe('theirs');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps this tab’s files when asked', async () => {
    render(<ConflictNotice id="button-demo1" what="this example" className="banner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(workspaceOf(useWorkspaceStore.getState(), 'button-demo1').files.tsx).toBe('mine');
    expect(useWorkspaceStore.getState().conflicts).toEqual({});
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for a workspace in no conflict', () => {
    const { container } = render(<ConflictNotice id="button-demo2" what="this example" className="banner" />);
    expect(container).toBeEmptyDOMElement();
  });
});
