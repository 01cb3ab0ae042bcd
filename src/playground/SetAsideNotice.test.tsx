import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetAsideNotice } from './SetAsideNotice';
import { useWorkspaceStore } from '../workspace/store';
import { workspaceOf } from '../workspace/workspace';
import { demoFiles } from '../../tests/unit/demo-files.ts';

const ENTRY = 'button-demo1.tsx';
const shipped = demoFiles('button-demo1', 'shipped');
const linked = { ...shipped, [ENTRY]: 'from the link' };

beforeEach(() => {
  useWorkspaceStore.setState({
    workspaces: {
      'button-demo1': {
        files: linked,
        origin: shipped,
        active: ENTRY,
        fromLink: linked,
        setAside: { files: { ...shipped, [ENTRY]: 'mine' }, origin: shipped, active: 'button-demo1.scss' },
      },
    },
  });
});

const renderNotice = () => render(<SetAsideNotice id="button-demo1" pronoun="it" say={(work) => `Set aside: ${work.files[ENTRY]}`} />);
const demo = () => workspaceOf(useWorkspaceStore.getState(), 'button-demo1');

describe('SetAsideNotice', () => {
  it('says what was set aside, and brings it back, the link’s files not set aside in their turn', async () => {
    renderNotice();
    expect(screen.getByRole('status')).toHaveTextContent('Set aside: mine');
    await userEvent.click(screen.getByRole('button', { name: 'Bring it back' }));
    expect(demo()).toMatchObject({ files: { [ENTRY]: 'mine' }, active: 'button-demo1.scss', setAside: null });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('discards it, leaving the files on screen as they are', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(demo()).toMatchObject({ files: linked, setAside: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
