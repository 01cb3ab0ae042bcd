import { useEffect } from 'react';
import { layoutForWidth, useNavStore } from '../stores/nav';

/** Keeps the navbar layout ('wide' or 'medium') in step with the window width. */
export function useNavbarLayout() {
  const setLayout = useNavStore((state) => state.setLayout);
  useEffect(() => {
    const update = () => setLayout(layoutForWidth(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setLayout]);
  return useNavStore((state) => state.layout);
}
