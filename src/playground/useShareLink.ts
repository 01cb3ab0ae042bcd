import { useState } from 'react';
import { copyText } from '../docs/clipboard';
import { pageOfDemo } from '../docs/registry';
import { useEditorStore } from '../stores/editor';
import { SHARE_PARAM } from './share/hash';

export interface ShareLinkState {
  url: string;
  status: string;
  create: () => Promise<void>;
}

/** Makes the link to a demo's current edit and copies it; the field below the toolbar shows it. */
export function useShareLink(demoId: string): ShareLinkState {
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState('');
  const create = async () => {
    const value = await useEditorStore.getState().serializeShare(demoId);
    const link = `${window.location.origin}${import.meta.env.BASE_URL}components/${pageOfDemo(demoId)}#${SHARE_PARAM}=${value}`;
    setUrl(link);
    const outcome = await copyText(link);
    setStatus(outcome === 'successful' ? 'Link copied' : 'Copy the link below');
  };
  return { url, status, create };
}
