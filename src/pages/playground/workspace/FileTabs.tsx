import type { DemoFile } from '../../../demo-model/files';
import { SourceTabs } from '../../../shared/SourceTabs';
import { shownLanguageOf } from '../../../workspace/files';

/** A workspace's files as the tabs of a source view (the embed's code), each named by its file name. */
export function FileTabs({
  idPrefix,
  names,
  active,
  onSelect,
}: {
  idPrefix: string;
  names: string[];
  active: string;
  onSelect: (name: string) => void;
}) {
  const files: DemoFile[] = names.map((name) => ({ key: name, name, label: name, language: shownLanguageOf(name) }));
  return <SourceTabs idPrefix={idPrefix} files={files} active={active} onSelect={onSelect} />;
}
