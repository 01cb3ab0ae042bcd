import { useMemo, useState } from 'react';
import { runtimeScriptPaths, runtimeStylePath } from 'virtual:playground-runtime';
import type { PreviewBuild } from './build-store';
import { frameDocument } from './frame-document';
import { usePreviewFrame, type PreviewFrameOptions } from './usePreviewFrame';

export type { FrameRun } from './frame-connection';

export interface PreviewFrameProps extends PreviewFrameOptions {
  title: string;
  html: string;
  /** The frame's height in pixels; undefined lets the stylesheet size it (the full-window view). */
  height: number | undefined;
  /** Which build of React and the library the frame runs; a change starts a new frame document. */
  build: PreviewBuild;
}

const absolute = (path: string) => new URL(path, window.location.href).href;

/**
 * The sandboxed preview: an opaque-origin frame (scripts only) that keeps running between edits and
 * receives each new compile by message (`FrameConnection`). A frame that stops answering the
 * heartbeat is replaced, with every other frame of the page (`watchdog.ts`).
 */
export function PreviewFrame(props: PreviewFrameProps) {
  const { title, html, theme, height, build } = props;
  // The theme is baked into the document only for its first paint; later changes arrive by message.
  const [themeAtCreation] = useState(theme);
  const srcDoc = useMemo(
    () => frameDocument(html, absolute(runtimeScriptPaths[build]), absolute(runtimeStylePath), themeAtCreation),
    [html, build, themeAtCreation],
  );
  const { frameRef, generation, removed, onLoad } = usePreviewFrame(srcDoc, props);

  if (removed) return <div className="playground-preview__frame" style={{ height }} />;
  return (
    <iframe
      key={`${generation}`}
      ref={frameRef}
      className="playground-preview__frame"
      title={title}
      // Scripts only, never allow-same-origin: edited code cannot reach the site's storage, cookies or DOM.
      sandbox="allow-scripts"
      srcDoc={srcDoc}
      onLoad={onLoad}
      style={{ height }}
    />
  );
}
