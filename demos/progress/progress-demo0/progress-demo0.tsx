import { Progress } from 'aquila-ui/progress';

export default function ProgressConfigurator() {
  return <Progress ngxPercent={60} template="Done" aria-label="Uploading report.pdf" />;
}
