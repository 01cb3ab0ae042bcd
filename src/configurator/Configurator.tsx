import { useRef, useState } from 'react';
import { Code, Play, RotateCcw, Share2 } from 'lucide-react';
import { demoEntry } from '../demo-model/files';
import { ShippedCode } from '../docs/ShippedCode';
import type { ConfiguratorMeta } from '../demo-model/doc-page';
import { CodeEditor } from '../playground/editor/CodeEditor';
import { LinkBanners } from '../playground/LinkBanners';
import { ShareLinkField } from '../playground/ShareLink';
import { useShareLink } from '../playground/useShareLink';
import { OpenInPlayground } from '../playground/OpenInPlayground';
import { useWorkspaceStore } from '../workspace/store';
import { loadable } from '../shared/loadable';
import { ControlField } from './ControlField';
import { eventNames } from './controls';
import { configuratorDemoId } from '../demo-model/demo-id';
import { loadedDemo } from '../demo-model/modules';
import { EventLog, type FiredEvent } from './EventLog';
import { parserModule, useConfigurator } from './useConfigurator';
import { useStartInView } from './useStartInView';
import { loadedStill } from './stills';
import type { PressTarget } from '../playground/runtime/press-target';
import { RestingSample, type DrawnSample } from './RestingSample';
import './Configurator.scss';
import '../shared/progress.scss';

/**
 * The live preview (the frame, its compile, errors and console): loaded at the first sign of interest,
 * not with the page, whose read mode it would otherwise weigh down by some 20 KB.
 */
const previewModule = loadable(() => import('./ConfiguratorPreview'));

/** The log keeps this many of the latest calls. */
const LOG_LENGTH = 6;

interface ConfiguratorProps {
  slug: string;
  title: string;
  meta: ConfiguratorMeta;
}

/** What the controls say when they cannot follow the code, or null when they can. */
function readingMessage(reading: ReturnType<typeof useConfigurator>['reading'], component: string): string | null {
  if (reading?.status === 'unreadable') return `The code does not parse (${reading.message}); the controls wait until it does.`;
  if (reading?.status === 'missing') return `The code renders no <${component}> element; the controls wait for one.`;
  return null;
}

/**
 * The page's main component, live, with a control per prop beside it and its code under it. The code
 * is the playground file the controls edit; the preview compiles it, as edit mode does.
 */
export default function Configurator({ slug, title, meta }: ConfiguratorProps) {
  const demoId = configuratorDemoId(slug);
  const entry = demoEntry(demoId);
  const { files, precompiled, loadError, edited, reading, controls, problem, setProp } = useConfigurator(demoId, meta);
  // The frame (React and the library, some 140 KB) starts at the first sign of interest — a pointer over
  // the section, focus in it, the Start button — and fetches the parser the controls write with; a
  // reader who scrolls past pays for neither.
  const [engaged, setEngaged] = useState(false);
  const [editingCode, setEditingCode] = useState(false);
  const [fired, setFired] = useState<FiredEvent[]>([]);
  // A press on the sample before the frame runs it: pressed again in the frame, once, when it has.
  const [press, setPress] = useState<PressTarget | null>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  const shareLink = useShareLink(demoId);
  const { setFile, reset } = useWorkspaceStore.getState();

  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    void parserModule.preload().catch(() => undefined);
    void previewModule.preload().catch(() => undefined);
  };
  const afterEdit = () => void shareLink.update();
  useStartInView(sectionRef, engage, !engaged);

  // A sample that opens an overlay is drawn in the page as its still: a picture of it open, inside the
  // box (the overlay itself, running, would cover the docs). Any other sample is drawn from its own code.
  const Still = loadedStill(slug);
  const Sample = Still || meta.sampleStartsOpen ? undefined : loadedDemo(demoId);
  const drawn: DrawnSample | undefined = Still
    ? { kind: 'still', Component: Still }
    : Sample
      ? { kind: 'sample', Component: Sample }
      : undefined;
  const onPress = (target: PressTarget | null) => {
    // The first press is the one passed on: the frame presses it once.
    if (target) setPress((current) => current ?? target);
    engage();
  };
  const live = Boolean(files && (engaged || edited));
  const props = reading?.status === 'found' ? reading.props : {};
  const readable = reading?.status === 'found';
  const fields = controls.filter((control) => control.spec.kind !== 'event' && (control.spec.kind !== 'code' || props[control.prop]));
  const events = eventNames(controls, props);
  const message = problem ?? readingMessage(reading, meta.component);

  if (loadError) {
    return (
      <p role="alert" className="configurator__error">
        The configurator could not load its code ({loadError}).
      </p>
    );
  }

  return (
    <div ref={sectionRef} className="configurator" id={demoId} onPointerEnter={engage} onFocusCapture={engage}>
      <LinkBanners demoId={demoId} />
      <div className="configurator__main">
        <div className="configurator__preview">
          {/* One element from the first paint until the frame has drawn, when the stylesheet hides it: were it
              replaced as the frame starts (the pointer entering starts it) between a press's down and up, the
              browser would send no click, and the press would be lost. */}
          <RestingSample
            drawn={drawn}
            minHeight={meta.minPreviewHeight}
            onPress={onPress}
            status={
              live ? (
                <div className="playground-progress" role="progressbar" aria-label="Preparing the live preview" />
              ) : (
                <>
                  <button type="button" className="text-button" onClick={engage}>
                    <Play aria-hidden size={16} /> Start the live preview
                  </button>
                  <p className="configurator__hint">
                    {Still
                      ? `A picture of the ${meta.component} open. The preview starts when you point at the configurator, press the picture or use its controls, or on a touch screen when it comes into view.`
                      : 'It starts when you point at the configurator or use its controls, or on a touch screen when it comes into view. A press on a button, checkbox, switch, radio or tab of the sample starts it and reaches that control.'}
                  </p>
                </>
              )
            }
          />
          {live && files && (
            <previewModule.Component
              demoId={demoId}
              title={`Preview of the ${title} configurator`}
              files={files}
              precompiled={precompiled}
              component={meta.component}
              minHeight={meta.minPreviewHeight}
              placeholder={null}
              onEvent={(name, payload) =>
                setFired((log) => [{ id: (log[0]?.id ?? 0) + 1, name, payload }, ...log].slice(0, LOG_LENGTH))
              }
              press={press}
              onPressSent={() => setPress(null)}
            />
          )}
        </div>

        <div className="configurator__controls" role="group" aria-label={`${meta.component} props`}>
          {message && (
            <p className="configurator__message" role="status">
              {message}
            </p>
          )}
          {fields.map((control) => (
            <ControlField
              key={control.prop}
              control={control}
              reading={props[control.prop]}
              disabled={!readable}
              onChange={(value) => void setProp(control, value).then(afterEdit)}
            />
          ))}
          <EventLog events={events} readings={props} fired={fired} />
        </div>
      </div>

      <div className="configurator__code">
        <div className="configurator__toolbar">
          <span className="configurator__status">{edited ? 'Edited' : 'Original'}</span>
          <button type="button" className="text-button" aria-pressed={editingCode} onClick={() => setEditingCode((value) => !value)}>
            <Code aria-hidden size={14} /> Edit code
          </button>
          <button
            type="button"
            className="text-button"
            disabled={!edited}
            onClick={() => {
              reset(demoId);
              afterEdit();
            }}
          >
            <RotateCcw aria-hidden size={14} /> Reset
          </button>
          <button type="button" className="text-button" onClick={() => void shareLink.create()}>
            <Share2 aria-hidden size={14} /> Share
          </button>
          {files && <OpenInPlayground demoId={demoId} files={files} />}
        </div>
        <ShareLinkField demoId={demoId} url={shareLink.url} status={shareLink.status} />
        {files && editingCode ? (
          <CodeEditor
            path={`/${demoId}/${entry}`}
            language="typescript"
            value={files[entry]}
            onChange={(code) => {
              setFile(demoId, entry, code);
              afterEdit();
            }}
            markers={[]}
            label={`Code of the ${title} configurator`}
          />
        ) : (
          <ShippedCode
            demoId={demoId}
            fileKey={entry}
            code={files?.[entry] ?? null}
            language="typescript"
            label={`Code of the ${title} configurator`}
          />
        )}
      </div>
    </div>
  );
}
