import { Progress } from 'aquila-ui/progress';

export default function ProgressConfigurator() {
  return <Progress value={60} completeLabel="Done" aria-label="Uploading report.pdf" />;
}
