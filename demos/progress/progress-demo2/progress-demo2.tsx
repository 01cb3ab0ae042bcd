import { useId } from 'react';
import { Progress } from 'aquila-ui/progress';
import './progress-demo2.scss';

const UPLOADS = [
  { file: 'holiday-photos.zip', percent: 30 },
  { file: 'annual-report.pdf', percent: 50 },
  { file: 'budget-2025.xlsx', percent: 70 },
  { file: 'meeting-notes.txt', percent: 100 },
  { file: 'product-video.mp4', percent: 60 },
];

export default function ProgressDemo2() {
  const id = useId();

  return (
    <ul className="progress-demo2">
      {UPLOADS.map(({ file, percent }, index) => (
        <li key={file}>
          <span id={`${id}-${index}`} className="progress-demo2__file">
            {file}
          </span>
          <Progress value={percent} aria-labelledby={`${id}-${index}`} />
        </li>
      ))}
    </ul>
  );
}
