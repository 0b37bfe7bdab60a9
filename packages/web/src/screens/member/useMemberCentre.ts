import { useService } from '../../app/ServicesProvider.tsx';
import { Tokens } from '../../app/tokens.ts';

/** The member centre's capabilities (inbox, vip, feedback, gifts, reality check). */
export const useMemberCentre = () => useService(Tokens.MemberCentre);
