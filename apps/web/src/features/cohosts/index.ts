/** Co-hosts: the owner's co-host screen of a listing and the invited person's invitations (ADR 0077). */
export { cohostsPages } from './pages';
