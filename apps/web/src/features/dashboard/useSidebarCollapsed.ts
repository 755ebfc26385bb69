import { useCallback, useState } from 'react';

const KEY = 'roamstead.sidebar.collapsed';

/** Sidebar collapse state, remembered across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === '1');
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      localStorage.setItem(KEY, was ? '0' : '1');
      return !was;
    });
  }, []);
  return [collapsed, toggle] as const;
}
