import { useServices } from '../../app/ServicesProvider.tsx';

/** The member centre's capabilities (inbox, vip, feedback, gifts, reality check). */
export const useMemberCentre = () => useServices().MemberCentre;
