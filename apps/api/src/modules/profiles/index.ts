/** Profiles and profile pictures. */
export { profilesRoutes } from './routes';
export { type ProfilesService, profilesService } from './service';
