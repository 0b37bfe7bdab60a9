/**
 * In-app navigation for code outside React (session wiring, the 6449 handler). The router attaches
 * itself once it exists; a request made before that is kept and performed on attach.
 */
export interface AppNavigation {
  go(path: string): void;
  attach(navigate: (path: string) => void): () => void;
}

export function createAppNavigation(): AppNavigation {
  let navigate: ((path: string) => void) | null = null;
  let pending: string | null = null;
  return {
    go(path) {
      if (navigate === null) pending = path;
      else navigate(path);
    },
    attach(next) {
      navigate = next;
      if (pending !== null) {
        const path = pending;
        pending = null;
        next(path);
      }
      return () => {
        if (navigate === next) navigate = null;
      };
    },
  };
}
