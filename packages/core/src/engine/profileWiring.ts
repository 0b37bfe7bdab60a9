import { createProfile } from '../profile/profile.ts';
import { createProfileFlows } from '../profile/profileFlows.ts';
import { type CapabilityDeps, memberOf } from './createJinli.ts';

/**
 * Member profile and its binding flows (issue #12): the profile's state and commands, its flows beside
 * them. Loaded with the capability (createJinli.ts CAPABILITIES.profile), so a first visit carries none
 * of this wiring (issue #27).
 */
export function createProfileCapability(deps: CapabilityDeps) {
  const refreshMember = () => deps.session.send({ type: 'session.refresh' });
  const store = createProfile({
    http: deps.http,
    storage: deps.storage,
    clock: deps.clock,
    member: memberOf(deps.session),
    refreshMember,
  });
  const flows = createProfileFlows({
    http: deps.http,
    crypto: deps.crypto,
    newId: deps.newId,
    bus: deps.bus,
    refreshMember: () => {
      store.forgetRevealed();
      refreshMember();
    },
    toast: deps.notify,
  });
  return Object.assign(store, { flows });
}
