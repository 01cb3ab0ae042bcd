/** What a narrow screen shows of the workspace at a time. */
export type WorkspaceView = 'code' | 'preview' | 'console';

export const VIEWS: { view: WorkspaceView; label: string }[] = [
  { view: 'code', label: 'Code' },
  { view: 'preview', label: 'Preview' },
  { view: 'console', label: 'Console' },
];

/**
 * Below this width the files, editor and preview do not fit side by side at their least widths
 * (160 + 360 + 280 px, the handles and the page's margins: about 850 px): they become tabs.
 */
export const NARROW_WORKSPACE_QUERY = '(max-width: 899.98px)';

export const tabIdOf = (view: WorkspaceView) => `workspace-tab-${view}`;
export const panelIdOf = (view: WorkspaceView) => `workspace-panel-${view}`;

/** A view's panel: labelled by its tab, and hidden while another tab is selected. */
export const viewPanelProps = (panel: WorkspaceView, selected: WorkspaceView) => ({
  role: 'tabpanel',
  id: panelIdOf(panel),
  'aria-labelledby': tabIdOf(panel),
  hidden: panel !== selected,
});
