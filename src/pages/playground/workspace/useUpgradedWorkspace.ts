import { useEffect, useState } from 'react';
import { upgradeLinkFiles, ZERO_X_NAMES_VERSION, type LinkUpgradeNotice } from '../../../demo-model/share/upgrade-link';
import { isWorkspaceCode } from '../../../workspace/files';
import type { SharedWorkspace } from '../../../workspace/share';

export interface UpgradedWorkspace {
  /** The workspace with 1.0's names; null while the code of a link made before 1.0 is being upgraded. */
  workspace: SharedWorkspace | null;
  notice: LinkUpgradeNotice | null;
}

/**
 * A workspace read from a link, upgraded to 1.0's names when the link was made before 1.0. A 1.0 link is
 * there at once; an older one after its code is upgraded (the parser loads for it).
 */
export function useUpgradedWorkspace(shared: SharedWorkspace | null): UpgradedWorkspace {
  const current = !shared || shared.version !== ZERO_X_NAMES_VERSION;
  const [upgraded, setUpgraded] = useState<UpgradedWorkspace | null>(null);
  useEffect(() => {
    if (current || !shared) return;
    let live = true;
    void upgradeLinkFiles(shared.version, shared.files, isWorkspaceCode).then(({ files, notice }) => {
      if (live) setUpgraded({ workspace: { ...shared, files }, notice });
    });
    return () => {
      live = false;
    };
  }, [current, shared]);
  if (current) return { workspace: shared, notice: null };
  return upgraded ?? { workspace: null, notice: null };
}
