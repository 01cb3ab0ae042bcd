import type { ReactNode } from 'react';
import type { DemoFiles } from '../demo-model/files';
import type { PrecompiledDemo } from '../demo-model/precompiled';
import type { PressTarget } from '../playground/runtime/press-target';
import { LivePreview } from '../playground/preview/LivePreview';
import { useLivePreview } from '../playground/preview/useLivePreview';

interface ConfiguratorPreviewProps {
  demoId: string;
  title: string;
  files: DemoFiles;
  precompiled: PrecompiledDemo | null;
  /** The component whose callbacks are reported. */
  component: string;
  minHeight?: number;
  /** The sample rendered in the page, shown until the frame has drawn it. */
  placeholder: ReactNode;
  onEvent: (name: string, payload: string) => void;
  /** A press made on the sample before the frame ran it, pressed again in the frame once it has. */
  press: PressTarget | null;
  onPressSent: () => void;
}

/** The sample's code compiled and run in the sandboxed preview frame, its component observed, its errors listed. */
export default function ConfiguratorPreview({
  demoId,
  title,
  files,
  precompiled,
  component,
  minHeight,
  placeholder,
  onEvent,
  press,
  onPressSent,
}: ConfiguratorPreviewProps) {
  const preview = useLivePreview(demoId, files, precompiled);
  return (
    <LivePreview
      preview={preview}
      title={title}
      className="configurator__frame"
      minHeight={minHeight}
      placeholder={placeholder}
      frame={{ observe: component, onEvent, press, onPressSent }}
    />
  );
}
