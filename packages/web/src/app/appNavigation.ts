/**
 * In-app navigation for code outside React (session wiring, the 6449 handler). The router attaches
 * itself once it exists; a request made before that is kept and performed on attach.
 */
export interface GoOptions {
  /** Replace the current history entry instead of adding one (a page that stands in for itself). */
  replace?: boolean;
}

type Navigate = (path: string, options?: GoOptions) => void;

export interface AppNavigation {
  go(path: string, options?: GoOptions): void;
  attach(navigate: Navigate): () => void;
}

export function createAppNavigation(): AppNavigation {
  let navigate: Navigate | null = null;
  let pending: { path: string; options?: GoOptions } | null = null;
  return {
    go(path, options) {
      if (navigate === null) pending = options === undefined ? { path } : { path, options };
      else navigate(path, options);
    },
    attach(next) {
      navigate = next;
      if (pending !== null) {
        const { path, options } = pending;
        pending = null;
        next(path, options);
      }
      return () => {
        if (navigate === next) navigate = null;
      };
    },
  };
}
