import { useEffect, useState } from 'react';
import { fetchContributors, type Contributor } from '../../services/contributors';

/** The contributor list once it has arrived; empty while loading and when it cannot be had. */
export function useContributors(): Contributor[] {
  const [contributors, setContributors] = useState<Contributor[]>([]);
  useEffect(() => {
    let current = true;
    fetchContributors().then((list) => current && setContributors(list));
    return () => {
      current = false;
    };
  }, []);
  return contributors;
}
