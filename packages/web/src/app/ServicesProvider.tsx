import type { Container } from 'inversify';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type Services, servicesOf } from './tokens.ts';

const ServicesContext = createContext<Services | null>(null);

/**
 * Hands screens the engine and web's services as one typed object (issue #25): the composition root's
 * container is read once per service, at the first use, never during each render.
 */
export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  const [services] = useState(() => servicesOf(container));
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services bound in the composition root (src/app/container.ts): `useServices().Session`. */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
