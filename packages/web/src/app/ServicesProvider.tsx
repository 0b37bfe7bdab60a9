import { createContext, type ReactNode, useContext } from 'react';
import type { Container } from './serviceContainer.ts';
import type { Token } from './tokens.ts';

const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

/** Resolves a service bound in the composition root (src/app/container.ts). */
export function useService<T>(token: Token<T>): T {
  const container = useContext(ServicesContext);
  if (container === null) throw new Error('useService must be used inside <ServicesProvider>');
  return container.get<T>(token);
}
