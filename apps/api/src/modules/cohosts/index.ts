/** Co-hosts of a listing and the one access check every host route asks (ADR 0077). */
export { cohostsOf, listingRole, managedBy, mayOnListing, roleAllows } from './access';
export { cohostsRoutes } from './routes';
export { type CohostsService, cohostsService } from './service';
export { type CohostShare, cohostShares, splitShares } from './shares';
