import { useCallback, useState } from 'react';
import { copyText } from '../shared/clipboard';
import { pageOfDemo } from '../demo-model/demo-id';
import { useWorkspaceStore } from '../workspace/store';
import { SHARE_PARAM } from '../demo-model/share/hash';

export interface ShareLinkState {
  url: string;
  status: string;
  create: () => Promise<void>;
  /** Makes the link on screen again for the edit as it is now, without copying it (none on screen: nothing). */
  update: () => Promise<void>;
}

async function linkTo(demoId: string): Promise<string> {
  const value = await useWorkspaceStore.getState().serializeShare(demoId);
  return `${window.location.origin}${import.meta.env.BASE_URL}components/${pageOfDemo(demoId)}#${SHARE_PARAM}=${value}`;
}

/** Makes the link to a demo's current edit and copies it; the field below the toolbar shows it. */
export function useShareLink(demoId: string): ShareLinkState {
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState('');
  // The same function while the demo is: the toolbar that calls it is memoised.
  const create = useCallback(async () => {
    const link = await linkTo(demoId);
    setUrl(link);
    const outcome = await copyText(link);
    setStatus(outcome === 'successful' ? 'Link copied' : 'Copy the link below');
  }, [demoId]);
  const update = async () => {
    if (!url) return;
    const link = await linkTo(demoId);
    setUrl(link);
    setStatus('Link updated');
  };
  return { url, status, create, update };
}
